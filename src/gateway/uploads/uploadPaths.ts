import { join } from 'node:path';

/** FileIds are 16 random bytes in base64url. */
export const FILE_ID_RE = /^[A-Za-z0-9_-]{22}$/;

export const UPLOAD_PREFIX = '/upload/';
export const MEDIA_PREFIX = '/media/';

export const uploadPath = (fileId: string) => `${UPLOAD_PREFIX}${fileId}`;
export const mediaPath = (fileId: string) => `${MEDIA_PREFIX}${fileId}`;

/** Where a stored file lives; fileId must have passed FILE_ID_RE. */
export const storedFile = (uploadDir: string, fileId: string) => join(uploadDir, fileId);

/** The FileId of `/upload/<id>` or `/media/<id>`, or null. */
export function fileIdFrom(path: string, prefix: string): string | null {
  const id = path.slice(prefix.length);
  return FILE_ID_RE.test(id) ? id : null;
}
