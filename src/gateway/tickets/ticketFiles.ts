import { join } from 'node:path';

/** GET /ticket-file/<AttachFileId>/<fileKey> (the picture) and …/thumb (its thumbnail). */
export const TICKET_FILE_PREFIX = '/ticket-file/';

const ID_RE = /^[A-Za-z0-9_-]{22}$/;
const KEY_RE = /^[A-Za-z0-9_-]{43}$/;

export const ticketFileDir = (uploadDir: string) => join(uploadDir, 'tickets');
/** Where a picture lives; `id` must have passed ID_RE. */
export const ticketFilePath = (uploadDir: string, id: string, thumb: boolean) => join(ticketFileDir(uploadDir), thumb ? `${id}.thumb` : id);

export const ticketFileUrl = (id: string, key: string) => `${TICKET_FILE_PREFIX}${id}/${key}`;
export const ticketThumbUrl = (id: string, key: string) => `${TICKET_FILE_PREFIX}${id}/${key}/thumb`;

/** The parts of a /ticket-file/ address, or null when it is not one. */
export function parseTicketFilePath(path: string): { id: string; key: string; thumb: boolean } | null {
  const parts = path.slice(TICKET_FILE_PREFIX.length).split('/');
  const [id, key, variant] = parts;
  if (parts.length > 3 || !id || !key || !ID_RE.test(id) || !KEY_RE.test(key)) return null;
  if (variant !== undefined && variant !== 'thumb') return null;
  return { id, key, thumb: variant === 'thumb' };
}
