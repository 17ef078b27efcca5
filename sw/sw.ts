/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ActionCache, ACTION_CACHE_NAME } from './actionCache';
import { type PageToWorker, OUTBOX_SYNC_TAG, type WorkerToPage } from '../src/contract/workerMessages';
import { answerReadAction, isReadActionRequest } from './readActionRoute';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };
/** Names of the registry's read Actions, injected at build time (vite.config.ts `define`). */
declare const __READ_ACTIONS__: readonly string[];

const AREA_CHUNKS = 'area-chunks-v1';
const readActions = new Set(__READ_ACTIONS__);
const actionCache = new ActionCache(() => caches.open(ACTION_CACHE_NAME), self.location.origin);

// Every file a page can load: HTML, every route chunk, the Web Workers, CSS, icons, locale chunks
// (sw/build/precacheRules.ts), so any page opens offline after one online visit to any page.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// Take over pages that started without a worker, so the first update is not missed.
clientsClaim();

// Client routes fall back to the cached index.html; /api, uploads and media never do.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/upload\//, /^\/media\//, /^\/ticket-file\//, /^\/__action-cache\//, /^\/sw\.js$/],
  }),
);

// Other hashed assets (an older version's chunks an open page still asks for) are cached as they are loaded.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: AREA_CHUNKS,
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

// Read Actions: network first, the stored answer when offline.
self.addEventListener('fetch', (event) => {
  if (!isReadActionRequest(event.request, self.location.origin, readActions)) return;
  const answer = answerReadAction(event.request, { cache: actionCache, fetch: (r) => fetch(r), now: () => Date.now() });
  event.respondWith(answer.response);
  event.waitUntil(answer.background);
});

async function broadcast(message: WorkerToPage): Promise<void> {
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage(message);
}

/** Caches asset URLs the page loaded before this worker controlled it (first visit). */
async function cacheUrls(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(AREA_CHUNKS);
  for (const href of urls) {
    const url = new URL(href, self.location.origin);
    if (url.origin !== self.location.origin || !url.pathname.startsWith('/assets/')) continue;
    if (await caches.match(url.href)) continue;
    try {
      const res = await fetch(url.href);
      if (res.ok) await cache.put(url.href, res);
    } catch {
      /* offline: it will be cached on the next visit */
    }
  }
}

self.addEventListener('message', (event) => {
  const data = event.data as PageToWorker | undefined;
  if (!data || typeof data !== 'object') return;
  if (data.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data.type === 'CLEAR_ACTION_CACHE') {
    event.waitUntil(
      actionCache.clear().then(() => {
        event.ports[0]?.postMessage({ type: 'ACTION_CACHE_CLEARED' } satisfies WorkerToPage);
      }),
    );
  }
  if (data.type === 'CACHE_URLS') event.waitUntil(cacheUrls(data.urls));
});

// Background Sync (Chromium): wake a page to replay its outbox (the outbox lives with the page).
self.addEventListener('sync', (event: Event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(broadcast({ type: 'REPLAY_OUTBOX' }));
});
