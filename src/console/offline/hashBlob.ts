import { UPLOAD_CHUNK_BYTES } from '../../contract/constants';
import type { HashReply } from './md5.worker';

export type HashProgress = (done: number, total: number) => void;

let worker: Worker | null = null;
let nextId = 1;

function hashWorker(): Worker | null {
  if (typeof Worker !== 'function') return null;
  worker ??= new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module', name: 'md5' });
  return worker;
}

/** Main-thread fallback (no Worker, e.g. unit tests): one chunk per task, so input stays responsive. */
async function hashHere(blob: Blob, onProgress?: HashProgress): Promise<string> {
  // Loaded only here: the worker bundles its own copy, so the page's chunks carry none.
  const { default: SparkMD5 } = await import('spark-md5');
  const spark = new SparkMD5.ArrayBuffer();
  for (let offset = 0; offset < blob.size; offset += UPLOAD_CHUNK_BYTES) {
    spark.append(await blob.slice(offset, offset + UPLOAD_CHUNK_BYTES).arrayBuffer());
    onProgress?.(Math.min(offset + UPLOAD_CHUNK_BYTES, blob.size), blob.size);
    await new Promise((r) => setTimeout(r, 0));
  }
  return spark.end();
}

/** Lower-case hex MD5 of a Blob over 2097152-byte chunks, computed in a Web Worker. */
export function hashBlob(blob: Blob, onProgress?: HashProgress): Promise<string> {
  const w = hashWorker();
  if (!w) return hashHere(blob, onProgress);
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<HashReply>) => {
      const reply = event.data;
      if (reply.id !== id) return;
      if (reply.type === 'progress') return onProgress?.(reply.done, reply.total);
      w.removeEventListener('message', onMessage);
      if (reply.type === 'done') resolve(reply.md5);
      else reject(new Error(reply.message));
    };
    w.addEventListener('message', onMessage);
    w.postMessage({ id, blob });
  });
}
