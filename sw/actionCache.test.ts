import { describe, expect, it } from 'vitest';
import { actionCacheKey, OFFLINE_ANSWER_HEADER } from '../src/contract/actionCacheKey';
import { ActionCache } from './actionCache';
import { FakeCache } from './fakeCache';

const origin = 'https://console.test';
const key = (user: number, action: string, params: object = {}) => actionCacheKey({ user, language: 'en', action, params });
const env = (data: unknown) => JSON.stringify({ RetCode: 0, Message: 'Success', Data: data });

describe('ActionCache', () => {
  it('serves a stored answer marked with when it was stored', async () => {
    const fake = new FakeCache();
    const cache = new ActionCache(async () => fake, origin);
    await cache.store(key(1, 'ListProjects'), '1', env({ a: 1 }), 1000);
    const hit = await cache.lookup(key(1, 'ListProjects'), 2000);
    expect(hit!.headers.get(OFFLINE_ANSWER_HEADER)).toBe('1000');
    expect(await hit!.json()).toEqual({ RetCode: 0, Message: 'Success', Data: { a: 1 } });
    expect(await cache.lookup(key(1, 'GetUserInfo'), 2000)).toBeNull();
  });

  it('never serves an answer older than the age bound', async () => {
    const fake = new FakeCache();
    const cache = new ActionCache(async () => fake, origin, { maxAgeMs: 5000 });
    await cache.store(key(1, 'ListProjects'), '1', env(1), 1000);
    expect(await cache.lookup(key(1, 'ListProjects'), 6000)).not.toBeNull();
    expect(await cache.lookup(key(1, 'ListProjects'), 6001)).toBeNull();
    expect(fake.entries.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const fake = new FakeCache();
    const cache = new ActionCache(async () => fake, origin, { maxEntries: 3 });
    for (let i = 0; i < 5; i++) await cache.store(key(1, 'ListProjects', { Page: i }), '1', env(i), 1000 + i);
    expect(fake.entries.size).toBe(3);
    expect(await cache.lookup(key(1, 'ListProjects', { Page: 0 }), 2000)).toBeNull();
    expect(await cache.lookup(key(1, 'ListProjects', { Page: 4 }), 2000)).not.toBeNull();
  });

  it('a change of user drops the previous user’s answers; clear() drops everything', async () => {
    const fake = new FakeCache();
    const cache = new ActionCache(async () => fake, origin);
    await cache.store(key(1, 'GetUserInfo'), '1', env('one'), 1000);
    await cache.store(key(2, 'GetUserInfo'), '2', env('two'), 1001);
    expect(await cache.lookup(key(1, 'GetUserInfo'), 1002)).toBeNull();
    expect(await cache.lookup(key(2, 'GetUserInfo'), 1002)).not.toBeNull();
    // A restarted worker does not know the last user: it still drops other users' answers.
    const restarted = new ActionCache(async () => fake, origin);
    await restarted.store(key(3, 'GetUserInfo'), '3', env('three'), 1003);
    expect([...fake.entries.keys()].every((k) => k.includes('/__action-cache/3/'))).toBe(true);
    await restarted.clear();
    expect(fake.entries.size).toBe(0);
  });
});
