import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineDb } from './offlineDb';
import { countStoredWork } from './outboxProbe';

const names: string[] = [];
const fresh = () => {
  const name = `probe-${Math.random()}`;
  names.push(name);
  return name;
};
afterEach(async () => {
  for (const name of names.splice(0)) await Dexie.delete(name);
});

const item = (id: string, userId: number, state: string) => ({ id, userId, state, action: 'CreateAccessKey', params: {}, target: 'x', label: 'x' });

describe('countStoredWork', () => {
  it('answers 0 without a database and creates none', async () => {
    const name = fresh();
    expect(await countStoredWork(7, name)).toBe(0);
    expect(await Dexie.exists(name)).toBe(false);
  });

  it("counts one user's unsent items of every state but done", async () => {
    const name = fresh();
    const db = new OfflineDb(name);
    await db.outbox.bulkAdd([item('a', 7, 'pending'), item('b', 7, 'failed-parked'), item('c', 7, 'held-auth'), item('d', 8, 'pending'), item('e', 7, 'done')] as never);
    db.close();
    expect(await countStoredWork(7, name)).toBe(3);
    expect(await countStoredWork(8, name)).toBe(1);
    expect(await countStoredWork(9, name)).toBe(0);
  });

  it('leaves the database usable by Dexie afterwards', async () => {
    const name = fresh();
    const db = new OfflineDb(name);
    await db.outbox.add(item('a', 7, 'pending') as never);
    expect(await countStoredWork(7, name)).toBe(1);
    expect(await db.outbox.count()).toBe(1);
    db.close();
  });

  it('reads a version-1 database (no per-user index) without upgrading it', async () => {
    const name = fresh();
    const v1 = new Dexie(name);
    v1.version(1).stores({ drafts: '&key, updatedAt', outbox: '++seq, &id, state', meta: '&key' });
    await v1.table('outbox').add({ id: 'a', action: 'CreateAccessKey', params: {}, state: 'pending' });
    v1.close();
    expect(await countStoredWork(7, name)).toBe(1);
    const upgraded = new OfflineDb(name);
    expect((await upgraded.outbox.toArray())[0]?.target).toBe('CreateAccessKey');
    upgraded.close();
  });
});
