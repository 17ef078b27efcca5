/// <reference lib="webworker" />
import { readRecipientFile } from './recipientFile';
import type { FileCheckRequest } from './runRecipientCheck';
import { serveRecipientChecks } from './serveRecipientChecks';

/** The last file's entries, so changing the country re-checks without reading the file again. */
let lastFile: { key: string; entries: string[] } | null = null;

const fileKey = (f: File) => `${f.name}:${f.size}:${f.lastModified}`;

/** Reads .txt/.csv/.xlsx recipient files (SheetJS for .xlsx, loaded only here) and checks their numbers off the main thread. */
serveRecipientChecks<FileCheckRequest>(async (req, post) => {
  const key = fileKey(req.file);
  if (lastFile?.key === key) return lastFile.entries;
  post({ id: req.id, type: 'progress', phase: 'read', done: 0, total: req.file.size });
  const entries = await readRecipientFile(req.file);
  lastFile = { key, entries };
  return entries;
});
