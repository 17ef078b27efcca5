import { effect } from '@preact/signals-react';
import { actionMeta } from '../session/actionMeta';
import { endEarlyAnswers, logoutGuards, logoutHooks, observeAnswers, type AnswerNote } from '../session/outboxHook';
import { signedIn } from '../session/sessionState';
import { currentUserId } from './currentUser';
import { installOutboxHook } from './installOutboxHook';
import { followSignedInUser, kickReplaySoon } from './lazyOutboxWork';
import { confirmLogoutWithPending } from './logoutPrompt';
import { mirrorLater } from './mirrorQueue';
import { noteOfflineAnswer } from './noteOfflineAnswer';
import { offlineDataFrom, online } from './offlineSignals';
import { clearActionCache, registerServiceWorker } from './registerServiceWorker';
import { requestPersistence } from './requestPersistence';

/** A fetched read whose registry entry declares a `mirror` is stored (by `mirrorAnswer.ts`, see `mirrorQueue.ts`). */
async function mirrorIfDeclared(note: AnswerNote): Promise<void> {
  if (note.cachedAt !== null || currentUserId() === null) return;
  if (!(await actionMeta(note.action))?.mirror) return;
  mirrorLater(note);
}

/**
 * Starts the offline layer (main.tsx): the outbox hook in callAction, the replayer's triggers
 * (start-up, online, sign-in, Background Sync via the worker, its own timer), answer observers
 * (offline-data marker, template and inbox mirrors), logout guard and cache clearing, the
 * service worker, and the storage persistence request. Dexie and the outbox code load only when
 * there is work for them (`lazyOutboxWork.ts`).
 */
export function startOffline(): void {
  installOutboxHook();
  observeAnswers(noteOfflineAnswer);
  observeAnswers((note) => void mirrorIfDeclared(note).catch(() => undefined));
  endEarlyAnswers();
  logoutGuards.add(confirmLogoutWithPending);
  logoutHooks.add(clearActionCache);

  window.addEventListener('online', () => {
    online.value = true;
    kickReplaySoon({ force: true });
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
  });

  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', () => registerServiceWorker(), { once: true });
  void requestPersistence();
}
