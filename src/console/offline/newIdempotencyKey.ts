/** A fresh IdempotencyKey (the gateway accepts 8-128 of [A-Za-z0-9_.:-]). */
export function newIdempotencyKey(prefix = 'ob'): string {
  const id = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `${prefix}-${id}`;
}
