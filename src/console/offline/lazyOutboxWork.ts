import type * as OutboxWork from './outboxWork';
import { countStoredWork } from './outboxProbe';

type Work = typeof OutboxWork;

/** Look for work stored by another tab this often while the outbox code is not loaded. */
const PROBE_MS = 30_000;

let work: Promise<Work> | null = null;
let user: number | null = null;
let probeTimer: ReturnType<typeof setInterval> | null = null;

/** Whether the outbox code has been asked for (then its own signals and timers are live). */
export function outboxWorkLoaded(): boolean {
  return work !== null;
}

/** The outbox's working code (Dexie, replayer, mirrors, uploads), loaded once on first need. */
export function loadOutboxWork(): Promise<Work> {
  if (!work) {
    if (probeTimer) clearInterval(probeTimer);
    probeTimer = null;
    work = import('./outboxWork').then(
      (w) => {
        w.followUser(user);
        return w;
      },
      (err: unknown) => {
        // The chunk could not be fetched (offline before the worker controlled the page): try again next time.
        work = null;
        throw err;
      },
    );
  }
  return work;
}

/** Fetches the outbox code ahead of need: a page that queues writes (the sending form) calls it on mount, so a send made after the connection drops still reaches the outbox. */
export function preloadOutboxWork(): void {
  void loadOutboxWork().catch(() => undefined);
}

/** Loads the outbox code when the signed-in user has unsent items stored (or they cannot be read). */
async function loadIfStoredWork(): Promise<void> {
  const who = user;
  if (who === null || work) return;
  const count = await countStoredWork(who);
  if (count !== 0 && who === user) await loadOutboxWork();
}

/**
 * The signed-in user changed (null: signed out). Without stored work nothing is loaded: a page
 * that only reads never downloads Dexie; a probe every 30 s notices items another tab left behind.
 */
export function followSignedInUser(next: number | null): void {
  user = next;
  if (work) {
    void work.then((w) => w.followUser(next));
    return;
  }
  void loadIfStoredWork().catch(() => undefined);
  probeTimer ??= setInterval(() => void loadIfStoredWork().catch(() => undefined), PROBE_MS);
}

/** Replays the outbox now if there is anything to replay (online again, the worker's Background Sync). */
export function kickReplaySoon(opts: { force?: boolean } = {}): void {
  if (work) void work.then((w) => w.kickReplay(opts));
  else void loadIfStoredWork().then(() => work?.then((w) => w.kickReplay(opts)));
}

/** Unsent items of the signed-in user, counted from storage when the outbox code is not loaded. */
export async function storedWorkCount(liveCount: number): Promise<number> {
  if (work || user === null) return liveCount;
  return (await countStoredWork(user)) ?? liveCount;
}

/** `uploadFile` with the outbox code loaded on first use, so a page that may upload does not ship Dexie in its own chunk. */
export async function uploadFileLazily(...args: Parameters<Work['uploadFile']>): Promise<Awaited<ReturnType<Work['uploadFile']>>> {
  return (await loadOutboxWork()).uploadFile(...args);
}
