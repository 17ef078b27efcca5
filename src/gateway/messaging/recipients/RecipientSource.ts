/**
 * Where a task's recipients come from. Every source yields the addresses as typed; the core then
 * checks them with the channel's address rule (`parseRecipients`). A later audience source (a
 * segment of the audience area) is one more member of this union and one more case in `readRecipients`.
 */
export type RecipientSource =
  /** Addresses typed or pasted in the console (or sent by an API client). */
  | { kind: 'list'; addresses: readonly string[] }
  /** A stored upload of kind 'import' (CSV, TXT or XLSX) of the sending user: the first column of each row. */
  | { kind: 'file'; fileId: string };
