import type { OutboxItem } from './outboxTypes';

export interface ReadyOptions {
  /** Treat retry-wait items as due now (the browser just came back online, or the user asked). */
  force?: boolean;
  /** Items in 'sending' are left over from a run that ended (crash, closed tab): send them again. */
  resumeSending?: boolean;
}

/**
 * The next item to send, keeping order per target: the first unfinished item of a target goes
 * first and blocks the later ones until it has a definite answer. A parked failure leaves the line
 * (the user deals with it); a held-auth item stops everything until sign-in. Items must be sorted
 * by seq. Returns null when nothing is due.
 */
export function nextReady(items: readonly OutboxItem[], now: number, opts: ReadyOptions = {}): OutboxItem | null {
  if (items.some((i) => i.state === 'held-auth')) return null;
  const blocked = new Set<string>();
  for (const item of items) {
    if (item.state === 'done' || item.state === 'failed-parked') continue;
    if (blocked.has(item.target)) continue;
    blocked.add(item.target);
    if (item.state === 'pending') return item;
    if (item.state === 'sending' && opts.resumeSending) return item;
    if (item.state === 'retry-wait' && (opts.force || item.nextAttemptAt <= now)) return item;
  }
  return null;
}

/** When the next retry falls due (for the timer), or null when nothing waits. */
export function nextDueAt(items: readonly OutboxItem[]): number | null {
  let due: number | null = null;
  for (const item of items) {
    if (item.state !== 'retry-wait') continue;
    if (due === null || item.nextAttemptAt < due) due = item.nextAttemptAt;
  }
  return due;
}
