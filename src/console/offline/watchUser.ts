import { liveQuery, type Subscription } from 'dexie';
import { listDrafts } from './draftStore';
import { drafts, outboxItems } from './offlineSignals';
import { listOutbox } from './outboxStore';

let subs: Subscription[] = [];

/** Follows one user's outbox and drafts into `outboxItems` and `drafts` (null: signed out, nothing shown). */
export function watchUser(userId: number | null): void {
  for (const s of subs) s.unsubscribe();
  subs = [];
  outboxItems.value = [];
  drafts.value = [];
  if (userId === null) return;
  subs.push(
    liveQuery(() => listOutbox(userId)).subscribe({
      next: (v) => (outboxItems.value = v),
      error: (e) => console.warn('outbox query failed', e),
    }),
    liveQuery(() => listDrafts(userId)).subscribe({
      next: (v) => (drafts.value = v),
      error: (e) => console.warn('drafts query failed', e),
    }),
  );
}
