import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { DETECT_BYTES } from '../../contract/upload/detectFileType';

export class UploadTooLargeError extends Error {}

export interface ReceivedUpload {
  /** Temporary file holding the bytes; rename it into place or remove it. */
  tempPath: string;
  size: number;
  md5: string;
  /** The first DETECT_BYTES bytes, for type detection. */
  head: Uint8Array;
}

/**
 * Streams a request body to a temporary file in uploadDir while computing its MD5, refusing more
 * than `limit` bytes. Nothing is held in memory beyond the first 64 KiB.
 */
export async function receiveUpload(req: IncomingMessage, uploadDir: string, limit: number): Promise<ReceivedUpload> {
  await mkdir(uploadDir, { recursive: true });
  const tempPath = join(uploadDir, `.part-${randomBytes(8).toString('hex')}`);
  const file = await open(tempPath, 'wx', 0o600);
  const hash = createHash('md5');
  const headChunks: Buffer[] = [];
  let headSize = 0;
  let size = 0;
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) throw new UploadTooLargeError();
      hash.update(chunk);
      if (headSize < DETECT_BYTES) {
        headChunks.push(chunk.subarray(0, DETECT_BYTES - headSize));
        headSize += Math.min(chunk.length, DETECT_BYTES - headSize);
      }
      await file.write(chunk);
    }
    await file.sync();
  } catch (err) {
    await file.close();
    await rm(tempPath, { force: true });
    throw err;
  }
  await file.close();
  return { tempPath, size, md5: hash.digest('hex'), head: new Uint8Array(Buffer.concat(headChunks)) };
}

/** Moves a received upload into its final place (atomic within one file system). */
export async function keepUpload(upload: ReceivedUpload, finalPath: string): Promise<void> {
  await rename(upload.tempPath, finalPath);
}

export async function dropUpload(upload: ReceivedUpload): Promise<void> {
  await rm(upload.tempPath, { force: true });
}
