import type { AnswerNote } from '../session/outboxHook';
import { offlineDataFrom } from './offlineSignals';

/** "Offline, data from <time>": the oldest stored answer on screen; a fresh answer clears it. */
export function noteOfflineAnswer(note: AnswerNote): void {
  if (note.cachedAt !== null) {
    offlineDataFrom.value = offlineDataFrom.value === null ? note.cachedAt : Math.min(offlineDataFrom.value, note.cachedAt);
  } else if (offlineDataFrom.value !== null) {
    offlineDataFrom.value = null;
  }
}
