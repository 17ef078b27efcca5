/** Whether an error is the browser's storage quota (Dexie may wrap it as `.inner` of an AbortError). */
export function isQuotaError(err: unknown): boolean {
  let e = err as { name?: string; inner?: unknown } | null | undefined;
  for (let depth = 0; e && depth < 4; depth++) {
    if (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
    e = e.inner as typeof e;
  }
  return false;
}
