import { runWrite } from '../../../offline';

/** Deletes through the outbox's rules: true when done (then `done` runs) or queued offline, false when refused (its toast says why). */
export async function removeRows<T>(write: Promise<T>, done: () => void): Promise<boolean> {
  const outcome = await runWrite(write);
  if (outcome.kind === 'done') done();
  return outcome.kind !== 'failed';
}
