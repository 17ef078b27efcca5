import { ImportFileError, ImportFileText } from './importFileRules';
import type { ImportPreview } from './readImportPreview';

export interface PreviewRequest {
  id: number;
  file: File;
}
export type PreviewReply =
  | { id: number; type: 'progress'; done: number; total: number }
  | { id: number; type: 'done'; preview: ImportPreview }
  | { id: number; type: 'error'; message: string };

let worker: Worker | null = null;
let nextId = 1;
/** A worker that has said nothing this long after a request is replaced once (its script may never have loaded). */
const FIRST_WORD_MS = 15_000;

class SilentWorker extends Error {}

function readOnce(file: File, onProgress: ((done: number, total: number) => void) | undefined): Promise<ImportPreview> {
  worker ??= new Worker(new URL('./importFile.worker.ts', import.meta.url), { type: 'module', name: 'contact-import-file' });
  const w = worker;
  const id = nextId++;
  return new Promise<ImportPreview>((resolve, reject) => {
    const drop = () => {
      w.terminate();
      if (worker === w) worker = null;
    };
    const silent = setTimeout(() => {
      finish();
      drop();
      reject(new SilentWorker());
    }, FIRST_WORD_MS);
    const finish = () => {
      clearTimeout(silent);
      w.removeEventListener('message', onMessage);
      w.removeEventListener('error', onError);
    };
    const onMessage = (event: MessageEvent<PreviewReply>) => {
      const reply = event.data;
      if (reply.id !== id) return;
      clearTimeout(silent);
      if (reply.type === 'progress') return onProgress?.(reply.done, reply.total);
      finish();
      if (reply.type === 'done') resolve(reply.preview);
      else reject(new ImportFileError(reply.message));
    };
    const onError = () => {
      finish();
      drop();
      reject(new ImportFileError(ImportFileText.ParsingFailed));
    };
    w.addEventListener('message', onMessage);
    w.addEventListener('error', onError);
    w.postMessage({ id, file } satisfies PreviewRequest);
  });
}

/**
 * Reads a contact file's preview in a module Web Worker (never on the page's thread; the
 * spreadsheet parser loads only there). A worker that never answers is replaced once. Rejects with
 * ImportFileError carrying the spec's text.
 */
export async function previewOffThread(file: File, onProgress?: (done: number, total: number) => void): Promise<ImportPreview> {
  if (typeof Worker !== 'function') throw new ImportFileError(ImportFileText.ParsingFailed);
  try {
    return await readOnce(file, onProgress);
  } catch (err) {
    if (!(err instanceof SilentWorker)) throw err;
  }
  try {
    return await readOnce(file, onProgress);
  } catch (err) {
    if (err instanceof SilentWorker) throw new ImportFileError(ImportFileText.ParsingFailed);
    throw err;
  }
}
