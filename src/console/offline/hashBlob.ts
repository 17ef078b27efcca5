import { UPLOAD_CHUNK_BYTES } from '../../contract/constants';
import type { ReadRequest } from './blobReader.worker';
import type { HashReply, HashRequest } from './md5.worker';

export type HashProgress = (done: number, total: number) => void;

/**
 * Bytes read and hashed per step. Chosen by `npm run bench:pwa`, which hashes 64 MiB at 1, 2, 4 and
 * 8 MiB (see the README's figures); the digest does not depend on it.
 */
export const HASH_READ_BYTES = 4 * 1024 * 1024;
/** Chunks read ahead of the hashing. */
const AHEAD = 2;

let workers: { reader: Worker; hasher: Worker } | null = null;
let nextId = 1;

function hashWorkers(): { reader: Worker; hasher: Worker } | null {
  if (typeof Worker !== 'function' || typeof MessageChannel !== 'function') return null;
  workers ??= {
    reader: new Worker(new URL('./blobReader.worker.ts', import.meta.url), { type: 'module', name: 'blob-reader' }),
    hasher: new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module', name: 'md5' }),
  };
  return workers;
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

/**
 * Lower-case hex MD5 of a Blob, computed off the main thread: one worker reads the Blob, another
 * hashes, the chunks passed between them through a MessageChannel (transferred, not copied).
 * `readBytes`: the step (benchmarks only).
 */
export function hashBlob(blob: Blob, onProgress?: HashProgress, readBytes: number = HASH_READ_BYTES): Promise<string> {
  const w = hashWorkers();
  if (!w) return hashHere(blob, onProgress);
  const id = nextId++;
  const channel = new MessageChannel();
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<HashReply>) => {
      const reply = event.data;
      if (reply.id !== id) return;
      if (reply.type === 'progress') return onProgress?.(reply.done, reply.total);
      w.hasher.removeEventListener('message', onMessage);
      if (reply.type === 'done') resolve(reply.md5);
      else reject(new Error(reply.message));
    };
    w.hasher.addEventListener('message', onMessage);
    w.hasher.postMessage({ id, size: blob.size, port: channel.port1 } satisfies HashRequest, [channel.port1]);
    w.reader.postMessage({ blob, chunkBytes: readBytes, ahead: AHEAD, port: channel.port2 } satisfies ReadRequest, [channel.port2]);
  });
}
