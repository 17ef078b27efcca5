import { QueuedOfflineError } from '../../../offline';
import { ActionError, NetworkError } from '../../../session';
import { splitRefusal } from '../emailMessageKey';

/** A form's errors: by field name, and `form` for the whole form. */
export type FormErrors = Partial<Record<string, string>>;

/**
 * Awaits a write made with `callAction(…, { inline: true })`: its answer, 'queued' when the offline
 * outbox took it, or the refusal as form errors — beside the field it names when that is one of
 * `fields`, else for the whole form (a lost connection's words too).
 */
export async function saveInline<T>(write: Promise<T>, fields: readonly string[]): Promise<{ kind: 'done'; data: T } | { kind: 'queued' } | { kind: 'refused'; errors: FormErrors }> {
  try {
    return { kind: 'done', data: await write };
  } catch (err) {
    if (err instanceof QueuedOfflineError) return { kind: 'queued' };
    if (err instanceof ActionError) {
      const refusal = splitRefusal(err.message);
      return { kind: 'refused', errors: fields.includes(refusal.field) ? { [refusal.field]: refusal.text } : { form: err.message } };
    }
    if (err instanceof NetworkError) return { kind: 'refused', errors: { form: err.message } };
    throw err;
  }
}
