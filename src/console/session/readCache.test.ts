import { beforeEach, describe, expect, it } from 'vitest';
import { callAction } from './callAction';
import { saveTokens } from './credentials';
import { clearReadCache, fetchRead, readEntry, refreshOfflineReads, retainRead, setReadFetcher } from './readCache';
import { setStoreForTests } from './storage';
import { setFetchForTests } from './transport';

/** A fake gateway counting requests per Action; GetUserInfo answers the current name. */
function fakeGateway() {
  const calls: string[] = [];
  let name = 'Ada';
  setFetchForTests(async (_url, init) => {
    const body = JSON.parse(String(init.body)) as { Action: string; Name?: string };
    calls.push(body.Action);
    if (body.Action === 'UpdateUser') name = body.Name ?? name;
    const data = body.Action === 'GetUserInfo' ? { Name: name } : body.Action === 'QueryUSMSTemplate' ? { Total: 0, Templates: [] } : {};
    return new Response(JSON.stringify({ RetCode: 0, Message: 'Success', Data: data }));
  });
  return { calls, count: (action: string) => calls.filter((a) => a === action).length };
}

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('shared read cache', () => {
  beforeEach(() => {
    setStoreForTests();
    saveTokens({ AccessToken: 'tok', RefreshToken: 'ref', AdminUserID: 7 });
    clearReadCache();
  });

  it('makes one request for two readers of the same Action and canonical params', async () => {
    const gw = fakeGateway();
    const a = readEntry('QueryUSMSTemplate', { Offset: 0, Limit: 20 });
    const b = readEntry('QueryUSMSTemplate', { Limit: 20, Offset: 0 });
    expect(b).toBe(a);
    retainRead(a);
    retainRead(b);
    await Promise.all([fetchRead(a), fetchRead(b)]);
    // A reader mounting while the answer is fresh reuses it.
    await fetchRead(readEntry('QueryUSMSTemplate', { Offset: 0, Limit: 20 }));
    expect(gw.count('QueryUSMSTemplate')).toBe(1);
    expect(a.state.value.data).toEqual({ Total: 0, Templates: [] });
    await fetchRead(readEntry('QueryUSMSTemplate', { Offset: 20, Limit: 20 }));
    expect(gw.count('QueryUSMSTemplate')).toBe(2);
  });

  it('fetches a read again when a write the registry marks as invalidating it succeeds online', async () => {
    const gw = fakeGateway();
    const user = readEntry('GetUserInfo', {});
    const release = retainRead(user);
    await fetchRead(user);
    expect(user.state.value.data).toEqual({ Name: 'Ada' });
    // UpdateUser declares invalidates: ['GetUserInfo'] (no outbox installed: sent directly).
    await callAction('UpdateUser', { Name: 'Grace' } as never);
    await settle();
    expect(gw.count('GetUserInfo')).toBe(2);
    expect(user.state.value.data).toEqual({ Name: 'Grace' });
    // A write that does not invalidate it leaves it alone.
    await callAction('MarkNotificationsRead', { All: true } as never);
    await settle();
    expect(gw.count('GetUserInfo')).toBe(2);
    // Without readers, an invalidated entry is fetched on its next read, not at once.
    release();
    await callAction('UpdateUser', { Name: 'Linus' } as never);
    await settle();
    expect(gw.count('GetUserInfo')).toBe(2);
    await fetchRead(user);
    expect(gw.count('GetUserInfo')).toBe(3);
  });
});

describe('back online', () => {
  beforeEach(() => clearReadCache());

  /** A fetcher answering from a stored copy while `offline` holds, from the network after; it counts its calls. */
  function network() {
    const state = { offline: true, calls: 0 };
    setReadFetcher(async () => {
      state.calls++;
      return state.offline ? { data: { Prices: 'stored' }, cachedAt: 1000 } : { data: { Prices: 'fresh' }, cachedAt: null };
    });
    return state;
  }

  it('fetches again a read on screen that shows a stored copy, after a fetch that started offline', async () => {
    const net = network();
    const prices = readEntry('GetUSMSPrice', {});
    retainRead(prices);
    await fetchRead(prices);
    expect(prices.state.value.cachedAt).toBe(1000);
    // A poll starts while still offline; the connection returns while it is in flight.
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    setReadFetcher(async () => {
      net.calls++;
      await gate;
      return { data: { Prices: 'stored' }, cachedAt: 1000 };
    });
    const polling = fetchRead(prices, { force: true });
    // Online now: the next request reaches the network.
    setReadFetcher(async () => ({ data: { Prices: 'fresh' }, cachedAt: null }));
    const refreshed = refreshOfflineReads({ delayMs: 1 });
    release();
    await Promise.all([polling, refreshed]);
    expect(prices.state.value).toMatchObject({ data: { Prices: 'fresh' }, cachedAt: null });
  });

  it('tries again while the first requests after the online event still get the stored copy, then stops', async () => {
    const net = network();
    const prices = readEntry('GetUSMSPrice', {});
    retainRead(prices);
    await fetchRead(prices);
    net.calls = 0;
    // Two more answers from the stored copy, then the network.
    setReadFetcher(async () => (++net.calls <= 2 ? { data: { Prices: 'stored' }, cachedAt: 1000 } : { data: { Prices: 'fresh' }, cachedAt: null }));
    await refreshOfflineReads({ delayMs: 1, isOnline: () => true });
    expect(net.calls).toBe(3);
    expect(prices.state.value.cachedAt).toBeNull();

    // Offline for good: 1 + 3 retries, then it stops; going offline again stops at once.
    const stuck = readEntry('GetBalance', {});
    retainRead(stuck);
    let calls = 0;
    setReadFetcher(async () => (calls++, { data: {}, cachedAt: 1000 }));
    await fetchRead(stuck);
    calls = 0;
    await refreshOfflineReads({ retries: 3, delayMs: 1, isOnline: () => true });
    expect(calls).toBe(4);
    calls = 0;
    await refreshOfflineReads({ retries: 3, delayMs: 1, isOnline: () => false });
    expect(calls).toBe(1);
  });
});
