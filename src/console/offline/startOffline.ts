import { effect } from '@preact/signals-react';
import { endEarlyAnswers, logoutGuards, logoutHooks, observeAnswers } from '../session/outboxHook';
import { signedIn } from '../session/sessionState';
import { currentUserId } from './currentUser';
import { installOutboxHook } from './installOutboxHook';
import { confirmLogoutWithPending } from './logoutPrompt';
import { mirrorAnswer } from './mirrorAnswer';
import { noteOfflineAnswer } from './noteOfflineAnswer';
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
  endEarlyAnswers();
  logoutGuards.add(confirmLogoutWithPending);
  logoutHooks.add(clearActionCache);

  window.addEventListener('online', () => {
    online.value = true;
    kickReplay({ force: true });
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
      void releaseHeldItems(user)
        .catch(() => undefined)
        .then(() => kickReplay({ force: true }));
    }
  });

  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', () => registerServiceWorker(), { once: true });
  void requestPersistence();
}
