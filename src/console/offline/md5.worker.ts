/// <reference lib="webworker" />
import SparkMD5 from 'spark-md5';
import type { ReadPiece } from './blobReader.worker';
import { MD5_APPEND_BYTES } from './md5Pieces';

/** Hash `size` bytes that arrive in order on `port` from the reader worker (`blobReader.worker.ts`). */
export interface HashRequest {
  id: number;
  size: number;
  port: MessagePort;
}
export type HashReply =
  | { id: number; type: 'progress'; done: number; total: number }
  | { id: number; type: 'done'; md5: string; ms: number }
  | { id: number; type: 'error'; message: string };

declare const self: DedicatedWorkerGlobalScope;

/**
 * MD5 of a file (spec 001 §7 step 1), off the main thread: this worker only hashes; another reads
 * the Blob and transfers each chunk, so reading and hashing overlap. Each chunk is acknowledged
 * when hashed, which lets the reader send the next.
 */
self.onmessage = (event: MessageEvent<HashRequest>) => {
  const { id, size, port } = event.data;
  const started = performance.now();
  const spark = new SparkMD5.ArrayBuffer();
  let done = 0;
  const finish = (reply: HashReply) => {
    port.close();
    self.postMessage(reply);
  };
  if (size === 0) return finish({ id, type: 'done', md5: spark.end(), ms: performance.now() - started });
  port.onmessage = (e: MessageEvent<ReadPiece>) => {
    const piece = e.data;
    if ('error' in piece) return finish({ id, type: 'error', message: piece.error });
    for (let off = 0; off < piece.buf.byteLength; off += MD5_APPEND_BYTES) spark.append(piece.buf.slice(off, off + MD5_APPEND_BYTES));
    done += piece.buf.byteLength;
    port.postMessage(1);
    if (done >= size) return finish({ id, type: 'done', md5: spark.end(), ms: performance.now() - started });
    self.postMessage({ id, type: 'progress', done, total: size } satisfies HashReply);
  };
};
