import { describe, expect, it } from 'vitest';
import type { UserRow } from '../actions/account/findUser';
import type { Executor } from '../db/client';
import { AuthCache, collectInvalidations, collectThrough, invalidateSession, notePublishedUserRow, publishedOrigin } from './authCache';

/** An executor that records the NOTIFY payloads it is asked to send. */
function fakeDb(): { db: Executor; sent: unknown[][] } {
  const sent: unknown[][] = [];
  const db = { execute: async (q: { queryChunks: unknown[] }) => void sent.push(q.queryChunks) } as unknown as Executor;
  return { db, sent };
}

const user = (id: number): UserRow => ({ id, email: `u${id}@test.example` }) as UserRow;

function listeningCache(ttlMs = 30_000): AuthCache {
  const c = new AuthCache(ttlMs);
  c.setListening(true);
  return c;
}

describe('AuthCache', () => {
  it('keeps nothing while it is not listening for invalidations, and forgets everything when the LISTEN is lost', () => {
    const c = new AuthCache();
    c.putUser(user(1), c.mark(), 0);
    expect(c.getUser(1, 0)).toBeUndefined();
    c.setListening(true);
    c.putUser(user(1), c.mark(), 0);
    expect(c.getUser(1, 0)?.id).toBe(1);
    c.setListening(false);
    expect(c.getUser(1, 0)).toBeUndefined();
  });

  it('drops a fill whose read began before an invalidation (a read racing a logout stores nothing)', () => {
    const c = listeningCache();
    const mark = c.mark();
    c.apply('s:7'); // arrives while the read of session 7 is in flight
    c.putSession('h', { userId: 1, sessionId: 7 }, mark, 0, Infinity);
    expect(c.getSession('h', 0)).toBeUndefined();
    c.putSession('h', { userId: 1, sessionId: 7 }, c.mark(), 0, Infinity);
    expect(c.getSession('h', 0)).toEqual({ userId: 1, sessionId: 7 });
  });

  it('expires entries after the TTL, or earlier at their own end (token expiry, package end)', () => {
    const c = listeningCache(30_000);
    c.putSession('h', { userId: 1, sessionId: 7 }, c.mark(), 1000, 5000);
    c.putUser(user(1), c.mark(), 1000);
    expect(c.getSession('h', 4999)).toBeDefined();
    expect(c.getSession('h', 5000)).toBeUndefined();
    expect(c.getUser(1, 30_999)).toBeDefined();
    expect(c.getUser(1, 31_000)).toBeUndefined();
  });

  it('applies invalidations by session, user and access key', () => {
    const c = listeningCache();
    const fill = () => {
      c.putSession('a', { userId: 1, sessionId: 7 }, c.mark(), 0, Infinity);
      c.putSession('b', { userId: 1, sessionId: 8 }, c.mark(), 0, Infinity);
      c.putSession('c', { userId: 2, sessionId: 9 }, c.mark(), 0, Infinity);
      c.putUser(user(1), c.mark(), 0);
      c.putModules(1, new Set(['SMS']), c.mark(), 0, Infinity);
      c.putAccessKey('AK1', { userId: 1, secretHash: 'x', expiresAt: null, lastUsedAt: null }, c.mark(), 0);
      c.putAccessKey('AK2', { userId: 2, secretHash: 'y', expiresAt: null, lastUsedAt: null }, c.mark(), 0);
    };
    fill();
    c.apply('s:7');
    expect([c.getSession('a', 0), c.getSession('b', 0)?.sessionId]).toEqual([undefined, 8]);
    c.apply('k:AK2');
    expect([c.getAccessKey('AK1', 0)?.userId, c.getAccessKey('AK2', 0)]).toEqual([1, undefined]);
    fill();
    c.putUser(user(2), c.mark(), 0);
    c.apply('p:1'); // the row alone
    expect([c.getUser(1, 0), c.getModules(1, 0)?.size, c.getSession('b', 0)?.userId, c.getAccessKey('AK1', 0)?.userId]).toEqual([undefined, 1, 1, 1]);
    expect(c.getUser(2, 0)?.id).toBe(2);
    fill();
    c.apply('u:1');
    expect([c.getUser(1, 0), c.getModules(1, 0), c.getSession('b', 0), c.getAccessKey('AK1', 0)]).toEqual([undefined, undefined, undefined, undefined]);
    expect(c.getSession('c', 0)?.userId).toBe(2);
    c.apply('*');
    expect(c.getSession('c', 0)).toBeUndefined();
  });

  it('applies notifications from other caches, and skips the echo of its own (applied when its transaction ended)', () => {
    const c = listeningCache();
    const other = listeningCache();
    expect(c.origin).not.toBe(other.origin);
    c.putUser(user(1), c.mark(), 0);
    c.notified(`p:1@${c.origin}`); // its own change coming back: the row read since stays
    expect(c.getUser(1, 0)?.id).toBe(1);
    c.notified(`p:1@${other.origin}`);
    expect(c.getUser(1, 0)).toBeUndefined();
    c.putUser(user(1), c.mark(), 0);
    c.notified('p:1'); // published outside an Action (a job): always applied
    expect(c.getUser(1, 0)).toBeUndefined();
  });

  it('is off with a TTL of 0', () => {
    const c = listeningCache(0);
    c.putUser(user(1), c.mark(), 0);
    expect(c.getUser(1, 0)).toBeUndefined();
  });

  it('collects what an Action publishes through its executor (tagged with the origin) and applies it when the Action ends, even if it failed', async () => {
    const c = listeningCache();
    const fill = () => {
      c.putSession('a', { userId: 1, sessionId: 7 }, c.mark(), 0, Infinity);
      c.putUser(user(1), c.mark(), 0);
    };
    fill();
    const { db, sent } = fakeDb();
    const failed = collectInvalidations(c, async (pending) => {
      const exec = collectThrough(Object.create(db) as Executor, pending);
      expect(publishedOrigin(exec)).toBe(`@${c.origin}`);
      await invalidateSession(exec, 7);
      notePublishedUserRow(exec, 1);
      expect(c.getSession('a', 0)).toBeDefined(); // not before the Action ends
      throw new Error('the Action failed');
    });
    await expect(failed).rejects.toThrow('the Action failed');
    expect([c.getSession('a', 0), c.getUser(1, 0)]).toEqual([undefined, undefined]);
    expect(JSON.stringify(sent)).toContain(`s:7@${c.origin}`);

    // Another executor (a job's, or the database itself) is not the Action's: untagged, not collected.
    fill();
    sent.length = 0;
    await collectInvalidations(c, async (pending) => {
      collectThrough(Object.create(db) as Executor, pending);
      expect(publishedOrigin(db)).toBe('');
      await invalidateSession(db, 7);
    });
    expect(c.getSession('a', 0)).toBeDefined();
    expect(JSON.stringify(sent)).toContain('"s:7"');
  });
});
