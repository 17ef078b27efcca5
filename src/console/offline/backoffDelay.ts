export interface BackoffOptions {
  baseMs: number;
  capMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1_000, capMs: 5 * 60_000 };

/**
 * Exponential back-off with "equal jitter": the n-th retry (n >= 1) waits between half and all of
 * min(cap, base * 2^(n-1)). `random` is in [0, 1): tests pass a fixed value.
 */
export function backoffDelay(attempt: number, random: number, opts: BackoffOptions = DEFAULT_BACKOFF): number {
  const n = Math.max(1, Math.floor(attempt));
  const ceiling = Math.min(opts.capMs, opts.baseMs * 2 ** Math.min(n - 1, 30));
  const r = Math.min(Math.max(random, 0), 1);
  return Math.round(ceiling / 2 + (ceiling / 2) * r);
}
