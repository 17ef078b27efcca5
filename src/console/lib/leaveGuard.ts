/**
 * Unsaved-change leave confirmations (spec 000 §5): editing screens register a guard while they
 * hold unsaved changes; in-app navigation asks first, and the browser asks before unloading.
 */
type Guard = () => string | null;

const guards = new Set<Guard>();

export function addLeaveGuard(guard: Guard): () => void {
  guards.add(guard);
  return () => guards.delete(guard);
}

/** The first message of a guard with unsaved changes, or null. */
export function pendingLeaveMessage(): string | null {
  for (const g of guards) {
    const message = g();
    if (message) return message;
  }
  return null;
}

/** True when leaving is fine: nothing unsaved, or the user confirmed. */
export function confirmLeave(ask: (message: string) => boolean = (m) => window.confirm(m)): boolean {
  const message = pendingLeaveMessage();
  return message === null || ask(message);
}
