/// <reference lib="webworker" />

/** Read `blob` in `chunkBytes` pieces and hand each to the hashing worker through `port` (buffers transferred, not copied). */
export interface ReadRequest {
  blob: Blob;
  chunkBytes: number;
  /** Chunks handed over and not yet hashed, at most (memory stays at about ahead x chunkBytes). */
  ahead: number;
  port: MessagePort;
}
/** On `port`: a chunk, or why reading failed. The hasher answers each chunk with a credit (any message). */
export type ReadPiece = { buf: ArrayBuffer } | { error: string };

declare const self: DedicatedWorkerGlobalScope;

/**
 * The Blob reader of the MD5 hashing (spec 001 §7 step 1). Reading a Blob copies its bytes in
 * small tasks on the reading thread; on a thread of its own that copying runs while the other
 * worker hashes, instead of between its chunks.
 */
self.onmessage = async (event: MessageEvent<ReadRequest>) => {
  const { blob, chunkBytes, ahead, port } = event.data;
  let credits = ahead;
  let wake: (() => void) | null = null;
  port.onmessage = () => {
    credits++;
    wake?.();
    wake = null;
  };
  try {
    for (let offset = 0; offset < blob.size; offset += chunkBytes) {
      while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
      credits--;
      const buf = await blob.slice(offset, offset + chunkBytes).arrayBuffer();
      port.postMessage({ buf } satisfies ReadPiece, [buf]);
    }
  } catch (err) {
    port.postMessage({ error: err instanceof Error ? err.message : String(err) } satisfies ReadPiece);
  }
};
