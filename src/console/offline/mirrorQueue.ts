import type { AnswerNote } from '../session/outboxHook';

/** Answers kept for the mirror until its code (with Dexie) is loaded; the oldest go first beyond this. */
const MAX_WAITING = 50;

let writer: ((note: AnswerNote) => Promise<void>) | null = null;
const waiting: AnswerNote[] = [];

/**
 * Mirrored reads (templates, inbox) are written by `mirrorAnswer.ts`, which the pages that search
 * them offline load (and the outbox code). A page that only shows such a read in passing (the
 * dashboard's newest reply) does not download Dexie for it: its answer waits here and is written
 * when the mirror's code loads.
 */
export function mirrorLater(note: AnswerNote): void {
  if (writer) {
    void writer(note);
    return;
  }
  waiting.push(note);
  if (waiting.length > MAX_WAITING) waiting.shift();
}

/** Called once by `mirrorAnswer.ts` when it loads: writes what waited, then every answer as it comes. */
export function registerMirrorWriter(write: (note: AnswerNote) => Promise<void>): void {
  writer = write;
  for (const note of waiting.splice(0)) void write(note);
}
