import { effect } from '@preact/signals-react';
import { actionMeta } from '../session/actionMeta';
import { endEarlyAnswers, logoutGuards, logoutHooks, observeAnswers, setReadFallback, type AnswerNote } from '../session/outboxHook';
import { refreshOfflineReads } from '../session/readCache';
import { signedIn } from '../session/sessionState';
import { reloadWantedReferenceData } from '../session/startup';
import { afterPageSettled } from './afterPageSettled';
import { currentUserId } from './currentUser';
import { installOutboxHook } from './installOutboxHook';
import { followSignedInUser, kickReplaySoon } from './lazyOutboxWork';
import { confirmLogoutWithPending } from './logoutPrompt';
import { mirrorLater } from './mirrorQueue';
import { noteOfflineAnswer } from './noteOfflineAnswer';
import { offlineDataFrom, online } from './offlineSignals';
import { mirrorReferenceAnswer, prefetchReferenceData, storedReferenceAnswer } from './referenceMirror';
import { clearActionCache, registerServiceWorker } from './registerServiceWorker';
import { requestPersistence } from './requestPersistence';

/**
 * A fetched read whose registry entry declares a row mirror (templates, inbox messages) is stored
 * by `mirrorAnswer.ts` (see `mirrorQueue.ts`); reference data is kept by `referenceMirror.ts`.
 */
async function mirrorIfDeclared(note: AnswerNote): Promise<void> {
  if (note.cachedAt !== null || currentUserId() === null) return;
  const mirror = (await actionMeta(note.action))?.mirror;
  if (!mirror || mirror.store === 'reference') return;
  mirrorLater(note);
}

/**
 * Starts the offline layer (main.tsx): the outbox hook in callAction, the replayer's triggers
 * (start-up, online, sign-in, Background Sync via the worker, its own timer), answer observers
 * (offline-data marker, template and inbox mirrors, reference data), the read fallback to the last
 * known reference data, logout guard and cache clearing, the service worker, and the storage
 * persistence request. Dexie and the outbox code load only when there is work for them
 * (`lazyOutboxWork.ts`); reference data uses plain IndexedDB (`referenceStore.ts`).
 */
export function startOffline(): void {
  installOutboxHook();
  observeAnswers(noteOfflineAnswer);
  observeAnswers((note) => void mirrorIfDeclared(note).catch(() => undefined));
  observeAnswers((note) => void mirrorReferenceAnswer(note));
  endEarlyAnswers();
  // Reads with no answer from the network nor the worker's cache: the last known reference data.
  setReadFallback(storedReferenceAnswer);
  // A page read the lists before this layer existed: offline that failed; read them again (from the mirror).
  reloadWantedReferenceData();
  logoutGuards.add(confirmLogoutWithPending);
  logoutHooks.add(clearActionCache);

  window.addEventListener('online', () => {
    online.value = true;
    kickReplaySoon({ force: true });
    // What is on screen from a stored copy (or failed offline) is fetched again, and the mirror renewed.
    void refreshOfflineReads();
    reloadWantedReferenceData();
    void prefetchReferenceData();
  });
  window.addEventListener('offline', () => {
    online.value = false;
  });

  let lastUser: number | null = null;
  effect(() => {
    if (!signedIn.value) {
      lastUser = null;
      offlineDataFrom.value = null;
      followSignedInUser(null);
      return;
    }
    const user = currentUserId();
    if (user === lastUser) return;
    lastUser = user;
    followSignedInUser(user);
    // The prices, countries, time zones and balance a page opened offline later will need: fetched
    // once the page has settled (about 50 KB of answers to parse and store, none of them on screen).
    if (user !== null)
      void afterPageSettled().then(() => {
        if (currentUserId() === user) void prefetchReferenceData();
      });
  });

  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', () => registerServiceWorker(), { once: true });
  void requestPersistence();
}
