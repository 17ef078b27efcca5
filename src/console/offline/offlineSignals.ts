import { computed, signal } from '@preact/signals-react';
import type { DraftRecord } from './offlineDb';
import type { OutboxItem } from './outboxTypes';

/** navigator.onLine, kept current by the online/offline events. */
export const online = signal<boolean>(typeof navigator === 'undefined' ? true : navigator.onLine);
/** When the data on screen came from the worker's cache (offline): the oldest stored time, ms. */
export const offlineDataFrom = signal<number | null>(null);
/** The signed-in user's outbox and drafts (live across tabs through Dexie's liveQuery, `watchUser.ts`, once the outbox code is loaded). */
export const outboxItems = signal<readonly OutboxItem[]>([]);
export const drafts = signal<readonly DraftRecord[]>([]);
/** A new worker is waiting: the update banner offers to reload. */
export const updateReady = signal<boolean>(false);

export const outboxCounts = computed(() => {
  let pending = 0;
  let failed = 0;
  let held = 0;
  for (const i of outboxItems.value) {
    if (i.state === 'failed-parked') failed++;
    else if (i.state === 'held-auth') held++;
    else if (i.state !== 'done') pending++;
  }
  return { pending, failed, held, total: pending + failed + held };
});
