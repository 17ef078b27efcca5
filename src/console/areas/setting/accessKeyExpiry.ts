/** Expiry choices of a new access key, in days; 0 = never expires. */
export const EXPIRY_CHOICES = [0, 30, 90, 180, 365] as const;

/** The ExpireTime (unix seconds) of a key created now that lives `days` days; undefined for a key without expiry. */
export function expireTimeFor(days: number, nowMs: number): number | undefined {
  if (!Number.isInteger(days) || days <= 0) return undefined;
  return Math.floor(nowMs / 1000) + days * 86_400;
}

/** Whether a key's expiry (unix seconds, null = none) has passed: the gateway refuses it from that second on. */
export function isExpired(expireTime: number | null, nowMs: number): boolean {
  return expireTime !== null && expireTime * 1000 <= nowMs;
}
