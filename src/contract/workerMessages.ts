/** The page <-> service worker message protocol (sw/ and src/console/offline/ both use it). */
/** Messages from the page to the worker. */
export type PageToWorker =
  | { type: 'SKIP_WAITING' }
  | { type: 'CLEAR_ACTION_CACHE' }
  | { type: 'CACHE_URLS'; urls: string[] };

/** Messages from the worker to its pages. */
export type WorkerToPage = { type: 'REPLAY_OUTBOX' } | { type: 'ACTION_CACHE_CLEARED' };

/** Background Sync tag the page registers when the outbox has items. */
export const OUTBOX_SYNC_TAG = 'outbox-replay';
