import './zodConfig';
import { effect } from '@preact/signals-react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type * as OfflineRuntimeModule from './offline/offlineRuntime';
import { initI18n } from './i18n/i18n';
import { detectLanguage } from './i18n/language';
import { setUpgradeRoute } from './access';
import { routeHref } from './lib/routeHref';
import { watchSystemTheme } from './lib/theme';
import { App } from './shell/App';
import { captureMarketingCodes, loadSession, signedIn, startTokenRefresh } from './session';
import { storage } from './session/storage';
import { StorageKeys } from './session/storageKeys';

type OfflineRuntime = typeof OfflineRuntimeModule;

/** The offline layer's runtime, once loaded. */
export let offlineRuntime: Promise<OfflineRuntime> | null = null;

/**
 * The service worker for a signed-out visitor, without the offline runtime (workbox-window, Dexie):
 * registering the same script again later (registerServiceWorker, once signed in) is a no-op.
 */
function registerWorkerEarly(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((err: unknown) => console.warn('service worker:', err));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Start-up: marketing codes, language, then render; the session loads alongside (reference data when a page reads it). */
async function start(): Promise<void> {
  // Each step below is a task of its own (the modules' evaluation was this one), so none of them
  // joins another into a long task.
  await nextTask();
  captureMarketingCodes(window.location.search);
  watchSystemTheme();
  setUpgradeRoute(routeHref('/bill/upgrade'));
  const language = detectLanguage(storage.get(StorageKeys.language), navigator.language);
  await initI18n(language);
  await nextTask();
  const root = document.getElementById('root')!;
  // A page rendered at build time (signed out, in English) is hydrated when that is what this
  // visitor sees too; otherwise it is replaced. Either way the first render is a transition: it
  // yields to the browser in small slices instead of one long task.
  if (root.dataset.prerendered === language && !signedIn.value) {
    startTransition(() => {
      hydrateRoot(root, <App />);
    });
  } else {
    root.replaceChildren();
    const app = createRoot(root);
    startTransition(() => app.render(<App />));
  }
  await nextTask();
  if (signedIn.value) void loadSession();
  startTokenRefresh();
  // Issue 4: service worker, outbox, drafts and mirrors (own chunk: Dexie stays off the entry).
  // The chunk keeps all its exports (enqueueAction, uploadFile): browser tests import it too.
  // Started when the first render is done (idle, at most 1.5 s later) so it does not compete with it.
  // A signed-out visitor has no outbox, drafts or mirrors: the public pages only register the
  // service worker (installable, precached) and the runtime loads once someone signs in.
  const idle = new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1500 });
    else setTimeout(resolve, 200);
  });
  const whenSignedIn = new Promise<void>((resolve) => {
    const stop = effect(() => {
      if (!signedIn.value) return;
      queueMicrotask(() => stop());
      resolve();
    });
  });
  if (!signedIn.value) void idle.then(registerWorkerEarly);
  offlineRuntime = Promise.all([idle, whenSignedIn])
    .then(() => import('./offline/offlineRuntime'))
    .then((runtime) => {
      runtime.startOffline();
      return runtime;
    });
  // Another tab signed in or out: follow it.
  window.addEventListener('storage', (e) => {
    if (e.key === StorageKeys.token && Boolean(e.newValue) !== signedIn.value) window.location.reload();
  });
}

void start();
