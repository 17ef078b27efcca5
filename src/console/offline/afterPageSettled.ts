/** How long after the page's `load` event background work waits before looking for an idle moment. */
export const SETTLE_DELAY_MS = 3000;

/**
 * Resolves once the page has settled: after its `load` event, SETTLE_DELAY_MS more, and then an
 * idle moment of the main thread (at most 2 s later). For work that serves later visits (the
 * offline copies of reference data), so it never competes with the first screen's renders and
 * requests: each of its answers is parsed and stored while the page is idle.
 */
export function afterPageSettled(win: Pick<Window, 'addEventListener' | 'setTimeout'> & { document: Pick<Document, 'readyState'>; requestIdleCallback?: Window['requestIdleCallback'] } = window): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (win.document.readyState === 'complete') resolve();
    else win.addEventListener('load', () => resolve(), { once: true });
  });
  return loaded
    .then(() => new Promise<void>((resolve) => win.setTimeout(resolve, SETTLE_DELAY_MS)))
    .then(
      () =>
        new Promise<void>((resolve) => {
          if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: 2000 });
          else resolve();
        }),
    );
}
