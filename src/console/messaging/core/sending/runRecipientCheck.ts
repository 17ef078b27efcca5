import { RecipientChecker, type RecipientSummary } from './recipients';

/** How the page wants numbers read: national numbers' country, and the countries with a price. */
export interface RecipientCheckRequestOptions {
  defaultCountry?: string | undefined;
  /** ISO codes with an SMS route; null or absent: not known yet, every country counts. */
  supported?: string[] | null | undefined;
}

/** Messages to the workers: pasted text to recipients.worker, a file to recipientFile.worker; cancel stops the running one. */
export type TextCheckRequest = { id: number; type: 'text'; text: string; options: RecipientCheckRequestOptions };
export type FileCheckRequest = { id: number; type: 'file'; file: File; options: RecipientCheckRequestOptions };
export type WorkerCancel = { type: 'cancel' };

/** Its answers: progress (reading the file, then checking entries), the summary, or a spec text. */
export type RecipientReply =
  | { id: number; type: 'progress'; phase: 'read' | 'check'; done: number; total: number }
  | { id: number; type: 'done'; summary: RecipientSummary }
  | { id: number; type: 'error'; message: string };

/** Entries checked between two progress reports (and chances to be cancelled). */
export const CHECK_CHUNK = 5_000;

export interface CheckHooks {
  progress?: (done: number, total: number) => void;
  /** Asked between chunks; true stops the check (a newer request came). */
  cancelled?: () => boolean;
}

/** Checks entries in chunks, yielding to the event loop between them; null when cancelled. */
export async function runRecipientCheck(entries: readonly string[], options: RecipientCheckRequestOptions, hooks: CheckHooks = {}): Promise<RecipientSummary | null> {
  const checker = new RecipientChecker({ defaultCountry: options.defaultCountry, supported: options.supported ? new Set(options.supported) : null });
  for (let start = 0; start < entries.length; start += CHECK_CHUNK) {
    const end = Math.min(start + CHECK_CHUNK, entries.length);
    for (let i = start; i < end; i++) checker.add(entries[i]!);
    hooks.progress?.(end, entries.length);
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (hooks.cancelled?.()) return null;
  }
  return checker.result();
}
