import { Workbox } from 'workbox-window';
import type { PageToWorker, WorkerToPage } from '../../contract/workerMessages';
import { kickReplaySoon } from './lazyOutboxWork';
import { updateReady } from './offlineSignals';

/** The page also looks for a new version this often (updates are otherwise noticed on navigation). */
const UPDATE_CHECK_MS = 30 * 60_000;

let wb: Workbox | null = null;

function post(message: PageToWorker): void {
  navigator.serviceWorker?.controller?.postMessage(message);
}

/** Asset files the page fetched before the worker controlled it (first visit): cache them now. */
function cacheLoadedAssets(): void {
  const urls = performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((u) => new URL(u, location.href).pathname.startsWith('/assets/'));
  post({ type: 'CACHE_URLS', urls });
}

/**
 * Registers the worker with workbox-window (vite-plugin-pwa's injectRegister is off). A waiting
 * new version raises `updateReady`; the worker's Background Sync wakes the outbox replayer.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  navigator.serviceWorker.addEventListener('message', (e: MessageEvent<WorkerToPage>) => {
    if (e.data?.type === 'REPLAY_OUTBOX') kickReplaySoon({ force: true });
  });
  wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    updateReady.value = true;
  });
  wb.addEventListener('controlling', (e) => {
    if (!e.isUpdate) cacheLoadedAssets();
  });
  void wb
    .register()
    .then((reg) => {
      if (!reg) return;
      if (navigator.serviceWorker.controller) cacheLoadedAssets();
      setInterval(() => void reg.update().catch(() => undefined), UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void reg.update().catch(() => undefined);
      });
    })
    .catch((err) => console.warn('service worker registration failed', err));
}

/** "New version available - Reload": drafts and outbox writes are saved first, then the new worker takes over. */
export async function applyUpdate(): Promise<void> {
  // Loaded here only (the same modules when a form or the outbox already uses them).
  const [{ flushDrafts }, { whenOutboxWritesSaved }] = await Promise.all([import('./draftStore'), import('./outboxStore')]);
  await flushDrafts();
  await whenOutboxWritesSaved();
  if (!wb) return window.location.reload();
  wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
}

/** Logout or another user: the worker forgets every cached read answer (waits up to 2 s). */
export async function clearActionCache(): Promise<void> {
  const controller = navigator.serviceWorker?.controller;
  if (!controller) return;
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, 2000);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    controller.postMessage({ type: 'CLEAR_ACTION_CACHE' } satisfies PageToWorker, [channel.port2]);
  });
}
