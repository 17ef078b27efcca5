import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** The lock file in DATA_DIR: JSON {pid, host, startedAt} of the gateway that has the folder open. */
export const DATA_DIR_LOCK_FILE = 'gateway.lock';

interface LockRecord {
  pid: number;
  host: string;
  startedAt: number;
}

/** Thrown when another live gateway holds the data folder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockRecord | null,
  ) {
    const who = holder ? `gateway process ${holder.pid} on ${holder.host}` : 'another gateway (unreadable lock file)';
    super(
      `The data folder ${dataDir} is in use by ${who}. Two gateways on one embedded database lose data: ` +
        `stop that process first, or, if it is gone, remove ${join(dataDir, DATA_DIR_LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still ours. Safe to call twice. */
  release(): void;
}

function readRecord(path: string): { raw: string; record: LockRecord | null } | null {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    const v = JSON.parse(raw) as Partial<LockRecord>;
    if (typeof v.pid === 'number' && Number.isInteger(v.pid) && v.pid > 0 && typeof v.host === 'string') {
      return { raw, record: { pid: v.pid, host: v.host, startedAt: Number(v.startedAt) || 0 } };
    }
  } catch {
    // fall through: unreadable
  }
  return { raw, record: null };
}

/** Whether a process of this host is running (EPERM: it runs under another user). */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A lock of a process that no longer runs on this host; any other lock is treated as live. */
function isStale(record: LockRecord | null, host: string): boolean {
  return record !== null && record.host === host && record.pid !== process.pid && !pidAlive(record.pid);
}

/**
 * Takes the exclusive lock on an embedded-database folder: creates DATA_DIR/gateway.lock with
 * O_EXCL holding this pid and host. A lock left by a dead process of this host is taken over (moved
 * aside atomically, so two processes taking over the same stale lock cannot both win); a live one,
 * one of another host, or an unreadable one refuses with DataDirLockedError naming the folder and
 * the holder. Released by release() and, as a fallback, when the process exits.
 */
export function acquireDataDirLock(dataDir: string, opts: { host?: string } = {}): DataDirLock {
  const host = opts.host ?? hostname();
  const path = join(dataDir, DATA_DIR_LOCK_FILE);
  const mine = JSON.stringify({ pid: process.pid, host, startedAt: Date.now() });
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o644);
      try {
        writeSync(fd, mine);
      } finally {
        closeSync(fd);
      }
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.removeListener('exit', release);
        try {
          if (readFileSync(path, 'utf8') === mine) unlinkSync(path);
        } catch {
          // already gone
        }
      };
      process.on('exit', release);
      return { path, release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const held = readRecord(path);
    if (!held) continue; // released meanwhile: try again
    if (!isStale(held.record, host)) throw new DataDirLockedError(dataDir, held.record);
    // Stale: move it aside; only one taker can move this file. If what we moved is not the stale
    // lock we read (another taker replaced it meanwhile), put it back and look again.
    const aside = `${path}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      renameSync(path, aside);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    const moved = readRecord(aside);
    if (moved && moved.raw !== held.raw && !isStale(moved.record, host)) {
      try {
        linkSync(aside, path);
      } catch {
        // someone else holds the path now; the next round decides
      }
    }
    unlinkSync(aside);
  }
  const last = readRecord(path);
  throw new DataDirLockedError(dataDir, last?.record ?? null);
}
