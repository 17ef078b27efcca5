/**
 * The offline layer without its UI: what main.tsx loads on every signed-in page (its own chunk,
 * after the first render). It holds no Dexie: the outbox code (`outboxWork.ts`) loads when there is
 * work for it, and the functions below load it on their first call. Browser tests import this
 * chunk for them. The shell's UI parts come from `./index.ts`.
 */
import type * as HashBlobModule from './hashBlob';
import type * as OutboxWork from './outboxWork';
import { loadOutboxWork } from './lazyOutboxWork';

type Work = typeof OutboxWork;

export { startOffline } from './startOffline';

export async function enqueueAction(...args: Parameters<Work['enqueueAction']>): ReturnType<Work['enqueueAction']> {
  return (await loadOutboxWork()).enqueueAction(...args);
}

export async function uploadFile(...args: Parameters<Work['uploadFile']>): ReturnType<Work['uploadFile']> {
  return (await loadOutboxWork()).uploadFile(...args);
}

export async function kickReplay(...args: Parameters<Work['kickReplay']>): Promise<void> {
  (await loadOutboxWork()).kickReplay(...args);
}

export async function measureBulkWrite(...args: Parameters<Work['measureBulkWrite']>): ReturnType<Work['measureBulkWrite']> {
  return (await loadOutboxWork()).measureBulkWrite(...args);
}

/** MD5 of a Blob in the console's hashing workers (loaded on the first call; browser tests and bench:pwa). */
export async function hashBlob(...args: Parameters<typeof HashBlobModule.hashBlob>): Promise<string> {
  return (await import('./hashBlob')).hashBlob(...args);
}
