import type { AudienceTarget } from '../../audience/audienceWhere';

/**
 * Where a task's recipients come from. Every source yields the addresses as typed; the core then
 * checks them with the channel's address rule (`parseRecipients`).
 */
export type RecipientSource =
  /** Addresses typed or pasted in the console (or sent by an API client). */
  | { kind: 'list'; addresses: readonly string[] }
  /** A stored upload of kind 'import' (CSV, TXT or XLSX) of the sending user: the first column of each row. */
  | { kind: 'file'; fileId: string }
  /** One of the sending user's groups or segments (its members now): the contacts' addresses for the channel (its `audience.contactAddress`). */
  | { kind: 'audience'; target: AudienceTarget };
