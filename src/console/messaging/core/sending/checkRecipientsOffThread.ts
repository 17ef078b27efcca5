import type { RecipientSummary } from './recipients';
import type { FileCheckRequest, RecipientCheckRequestOptions, RecipientReply, TextCheckRequest, WorkerCancel } from './runRecipientCheck';
import { RecipientFileText } from './recipientFileRules';

export type RecipientInput = { type: 'text'; text: string } | { type: 'file'; file: File };
export interface RecipientProgress {
  phase: 'read' | 'check';
  done: number;
  total: number;
}

/** A list that could not be read; `message` is the spec text ('File parsing failed', 'The file data is empty', …). */
export class RecipientCheckError extends Error {
  override readonly name = 'RecipientCheckError';
}

/**
 * Two module workers, started on first use: one for pasted text (libphonenumber-js), one for files
 * (also the spreadsheet parser), so typing numbers never loads the spreadsheet code. Neither is in
 * the page's chunk.
 */
const workers: { text: Worker | null; file: Worker | null } = { text: null, file: null };

function workerFor(kind: 'text' | 'file'): Worker {
  if (kind === 'text') workers.text ??= new Worker(new URL('./recipients.worker.ts', import.meta.url), { type: 'module', name: 'sms-recipients' });
  else workers.file ??= new Worker(new URL('./recipientFile.worker.ts', import.meta.url), { type: 'module', name: 'sms-recipient-file' });
  return workers[kind]!;
}

let nextId = 1;
/** The check in flight: a newer one settles it with null (superseded) and stops its worker. */
let current: { id: number; worker: Worker; settle: (s: RecipientSummary | null) => void } | null = null;

/**
 * Splits, reads and validates a recipient list in a Web Worker. Resolves with the summary, or
 * null when a newer check replaced this one; rejects with RecipientCheckError for an unreadable
 * or empty file.
 */
export function checkRecipientsOffThread(input: RecipientInput, options: RecipientCheckRequestOptions, onProgress?: (p: RecipientProgress) => void): Promise<RecipientSummary | null> {
  if (typeof Worker !== 'function') return Promise.reject(new RecipientCheckError(RecipientFileText.ParsingFailed));
  const worker = workerFor(input.type);
  if (current && current.worker !== worker) current.worker.postMessage({ type: 'cancel' } satisfies WorkerCancel);
  current?.settle(null);
  const id = nextId++;
  return new Promise<RecipientSummary | null>((resolve, reject) => {
    let done = false;
    const finish = () => {
      done = true;
      if (current?.id === id) current = null;
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onError);
    };
    const onMessage = (event: MessageEvent<RecipientReply>) => {
      const reply = event.data;
      if (reply.id !== id || done) return;
      if (reply.type === 'progress') return onProgress?.(reply);
      finish();
      if (reply.type === 'done') resolve(reply.summary);
      else reject(new RecipientCheckError(reply.message));
    };
    const onError = () => {
      if (done) return;
      finish();
      // A worker that failed to start (its script could not be loaded) is not reused: the next check starts a new one.
      if (workers[input.type] === worker) {
        worker.terminate();
        workers[input.type] = null;
      }
      reject(new RecipientCheckError(RecipientFileText.ParsingFailed));
    };
    current = {
      id,
      worker,
      settle: (s) => {
        if (done) return;
        finish();
        resolve(s);
      },
    };
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
    const request: TextCheckRequest | FileCheckRequest = input.type === 'file' ? { id, type: 'file', file: input.file, options } : { id, type: 'text', text: input.text, options };
    worker.postMessage(request);
  });
}
