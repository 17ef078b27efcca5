/**
 * The outbox's working code with Dexie (one chunk, loaded by `lazyOutboxWork.ts` only when needed:
 * stored work at start-up, a queued write, a mirrored read, an upload, the outbox dialog).
 */
import { callThroughOutbox } from './callThroughOutbox';
import { kickReplay } from './outboxReplayer';
import { listOutbox, updateOutboxItem } from './outboxStore';
import { watchUser } from './watchUser';

export { callThroughOutbox, kickReplay };
// Loading the outbox code also loads the mirror's writer (it writes the answers that waited).
export { mirrorAnswer } from './mirrorAnswer';
export { enqueueAction } from './enqueueAction';
export { uploadFile } from './uploadFile';
export { measureBulkWrite } from './measureBulkWrite';

/** Items held for sign-in (215398) become sendable again once the same user is signed in. */
async function releaseHeldItems(userId: number): Promise<void> {
  for (const item of await listOutbox(userId)) {
    if (item.state === 'held-auth') await updateOutboxItem(item.id, { state: 'pending', nextAttemptAt: Date.now() });
  }
}

let followed: number | null | undefined;

/** Follows the signed-in user (null: nobody): live outbox and drafts, held items released, a replay. */
export function followUser(user: number | null): void {
  if (user === followed) return;
  followed = user;
  watchUser(user);
  if (user === null) return;
  void releaseHeldItems(user)
    .catch(() => undefined)
    .then(() => kickReplay({ force: true }));
}
