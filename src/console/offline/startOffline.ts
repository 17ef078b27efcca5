import { effect } from '@preact/signals-react';
import { endEarlyAnswers, logoutGuards, logoutHooks, observeAnswers, setReadFallback } from '../session/outboxHook';
import { refreshOfflineReads } from '../session/readCache';
import { countries, timeZones } from '../session/sessionState';
import { loadReferenceData } from '../session/startup';
import { signedIn } from '../session/sessionState';
import { currentUserId } from './currentUser';
import { installOutboxHook } from './installOutboxHook';
import { confirmLogoutWithPending } from './logoutPrompt';
import { mirrorAnswer } from './mirrorAnswer';
import { noteOfflineAnswer } from './noteOfflineAnswer';
import { mirrorReferenceAnswer, prefetchReferenceData, storedReferenceAnswer } from './referenceMirror';
import { offlineDataFrom, online, watchUser } from './offlineSignals';
import { kickReplay } from './outboxReplayer';
import { listOutbox, updateOutboxItem } from './outboxStore';
import { clearActionCache, registerServiceWorker } from './registerServiceWorker';
import { requestPersistence } from './requestPersistence';

/** Items held for sign-in (215398) become sendable again once the same user is signed in. */
async function releaseHeldItems(userId: number): Promise<void> {
  for (const item of await listOutbox(userId)) {
    if (item.state === 'held-auth') await updateOutboxItem(item.id, { state: 'pending', nextAttemptAt: Date.now() });
  }
}

/**
 * Starts the offline layer (main.tsx): the outbox hook in callAction, the replayer's triggers
 * (start-up, online, sign-in, Background Sync via the worker, its own timer), answer observers
 * (offline-data marker, template and inbox mirrors), logout guard and cache clearing, the
 * service worker, and the storage persistence request.
 */
export function startOffline(): void {
  installOutboxHook();
  observeAnswers(noteOfflineAnswer);
  observeAnswers((note) => void mirrorAnswer(note));
  observeAnswers((note) => void mirrorReferenceAnswer(note));
  endEarlyAnswers();
  // Reads with no answer from the network nor the worker's cache: the last known reference data.
  setReadFallback(storedReferenceAnswer);
  // Start-up read the lists before this layer existed: offline they failed; read them again (from the mirror).
  if (countries.value.length === 0 || timeZones.value.length === 0) void loadReferenceData();
  logoutGuards.add(confirmLogoutWithPending);
  logoutHooks.add(clearActionCache);

  window.addEventListener('online', () => {
    online.value = true;
    kickReplay({ force: true });
    // What is on screen from a stored copy (or failed offline) is fetched again, and the mirror renewed.
    void refreshOfflineReads();
    if (countries.value.length === 0 || timeZones.value.length === 0) void loadReferenceData();
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
      watchUser(null);
      return;
    }
    const user = currentUserId();
    if (user === lastUser) return;
    lastUser = user;
    watchUser(user);
    if (user !== null) {
      // The prices, countries, time zones and balance a page opened offline later will need.
      void prefetchReferenceData();
      void releaseHeldItems(user)
        .catch(() => undefined)
        .then(() => kickReplay({ force: true }));
    }
  });

  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', () => registerServiceWorker(), { once: true });
  void requestPersistence();
}
