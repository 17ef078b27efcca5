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

/**
 * Reads a contact file's preview in a module Web Worker (never on the page's thread; the
 * spreadsheet parser loads only there). Rejects with ImportFileError carrying the spec's text.
 */
export function previewOffThread(file: File, onProgress?: (done: number, total: number) => void): Promise<ImportPreview> {
  if (typeof Worker !== 'function') return Promise.reject(new ImportFileError(ImportFileText.ParsingFailed));
  worker ??= new Worker(new URL('./importFile.worker.ts', import.meta.url), { type: 'module', name: 'contact-import-file' });
  const w = worker;
  const id = nextId++;
  return new Promise<ImportPreview>((resolve, reject) => {
    const finish = () => {
      w.removeEventListener('message', onMessage);
      w.removeEventListener('error', onError);
    };
    const onMessage = (event: MessageEvent<PreviewReply>) => {
      const reply = event.data;
      if (reply.id !== id) return;
      if (reply.type === 'progress') return onProgress?.(reply.done, reply.total);
      finish();
      if (reply.type === 'done') resolve(reply.preview);
      else reject(new ImportFileError(reply.message));
    };
    const onError = () => {
      finish();
      w.terminate();
      if (worker === w) worker = null;
      reject(new ImportFileError(ImportFileText.ParsingFailed));
    };
    w.addEventListener('message', onMessage);
    w.addEventListener('error', onError);
    w.postMessage({ id, file } satisfies PreviewRequest);
  });
}
