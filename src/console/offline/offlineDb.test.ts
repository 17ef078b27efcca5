import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { isQuotaError, OfflineDb, setOfflineDbForTests } from './offlineDb';
import { addOutboxItem, hasWaitingItems, listOutbox, removeOutboxItem, updateOutboxItem } from './outboxStore';

const dbs: Dexie[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
});

describe('OfflineDb', () => {
  it('upgrades a version-1 database: drafts get userId and formKey, outbox items a target', async () => {
    const name = `migrate-${Math.random()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({ drafts: '&key, updatedAt', outbox: '++seq, &id, state', meta: '&key' });
    await v1.table('drafts').add({ key: '7:sms-template-new', value: { Name: 'x' }, updatedAt: 1000 });
    await v1.table('outbox').add({ id: 'a', action: 'CreateAccessKey', params: {}, state: 'pending' });
    v1.close();

    const db = new OfflineDb(name);
    dbs.push(db);
    const draft = await db.drafts.get('7:sms-template-new');
    expect(draft).toMatchObject({ userId: 7, formKey: 'sms-template-new', createdAt: 1000, value: { Name: 'x' } });
    expect(await db.drafts.where('userId').equals(7).count()).toBe(1);
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ target: 'CreateAccessKey', label: 'CreateAccessKey', userId: 0 });
    expect(db.verno).toBe(2);
    expect(db.tables.map((t) => t.name).sort()).toEqual(['drafts', 'inboxMessages', 'meta', 'outbox', 'templates']);
  });

  it('keeps Blobs in outbox items', async () => {
    const db = new OfflineDb(`blob-${Math.random()}`);
    dbs.push(db);
    setOfflineDbForTests(db);
    const blob = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    await addOutboxItem({
      id: 'u1',
      userId: 1,
      target: 'upload:u1',
      kind: 'upload',
      action: 'GetMediaFileSign',
      params: {},
      idempotencyKey: 'upload-key-0001',
      label: 'a.png',
      upload: { blob, fileName: 'a.png', fileType: 'image/png', kind: 'general', grantKey: 'grant-key-0001', expiryDate: 0 },
    });
    const [stored] = await listOutbox(1);
    expect(stored!.upload!.blob.size).toBe(3);
    expect(new Uint8Array(await stored!.upload!.blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('lists per user in insertion order and reports waiting targets', async () => {
    const db = new OfflineDb(`order-${Math.random()}`);
    dbs.push(db);
    setOfflineDbForTests(db);
    const base = { kind: 'action' as const, action: 'CreateAccessKey', params: {}, label: '' };
    for (let i = 0; i < 5; i++) await addOutboxItem({ ...base, id: `k${i}`, userId: i === 2 ? 2 : 1, target: 'T', idempotencyKey: `key-${i}-abcdefgh` });
    expect((await listOutbox(1)).map((i) => i.id)).toEqual(['k0', 'k1', 'k3', 'k4']);
    expect(await hasWaitingItems(1, 'T')).toBe(true);
    for (const id of ['k0', 'k1', 'k3']) await removeOutboxItem(id);
    await updateOutboxItem('k4', { state: 'failed-parked' });
    expect(await hasWaitingItems(1, 'T')).toBe(false);
    expect(await hasWaitingItems(2, 'T')).toBe(true);
  });
});

describe('isQuotaError', () => {
  it('finds the quota error directly or inside a Dexie AbortError', () => {
    expect(isQuotaError({ name: 'QuotaExceededError' })).toBe(true);
    expect(isQuotaError({ name: 'AbortError', inner: { name: 'QuotaExceededError' } })).toBe(true);
    expect(isQuotaError({ name: 'AbortError', inner: { name: 'ConstraintError' } })).toBe(false);
    expect(isQuotaError(null)).toBe(false);
  });
});
