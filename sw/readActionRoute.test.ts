import { describe, expect, it } from 'vitest';
import { CONSOLE_ACTION_HEADER, CONSOLE_LANGUAGE_HEADER, CONSOLE_USER_HEADER, OFFLINE_ANSWER_HEADER } from '../src/contract/actionCacheKey';
import { ActionCache } from './actionCache';
import { FakeCache } from './fakeCache';
import { answerReadAction, isReadActionRequest } from './readActionRoute';

const origin = 'https://console.test';
const reads = new Set(['ListProjects', 'GetUserInfo']);

const post = (action: string, params: object = {}, user = '7') =>
  new Request(`${origin}/api`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [CONSOLE_ACTION_HEADER]: action, [CONSOLE_USER_HEADER]: user, [CONSOLE_LANGUAGE_HEADER]: 'en' },
    body: JSON.stringify({ ...params, Action: action }),
  });
const ok = (data: unknown) => new Response(JSON.stringify({ RetCode: 0, Message: 'Success', Data: data }), { status: 200 });

function setup() {
  const fake = new FakeCache();
  const cache = new ActionCache(async () => fake, origin);
  let now = 1_000;
  return { cache, now: () => now, advance: (ms: number) => (now += ms) };
}

describe('isReadActionRequest', () => {
  it('matches POST /api of read Actions only', () => {
    expect(isReadActionRequest(post('ListProjects'), origin, reads)).toBe(true);
    expect(isReadActionRequest(post('CreateAccessKey'), origin, reads)).toBe(false);
    expect(isReadActionRequest(new Request(`${origin}/api`), origin, reads)).toBe(false);
    expect(isReadActionRequest(new Request(`https://other.test/api`, { method: 'POST', headers: { [CONSOLE_ACTION_HEADER]: 'ListProjects' } }), origin, reads)).toBe(false);
  });
});

describe('answerReadAction (network first)', () => {
  it('answers from the network and stores successes; offline, the stored answer is marked', async () => {
    const s = setup();
    const online = answerReadAction(post('ListProjects', { A: 1 }), { ...s, fetch: async () => ok({ p: 1 }) });
    expect(await (await online.response).json()).toMatchObject({ Data: { p: 1 } });
    await online.background;
    s.advance(500);
    const offline = answerReadAction(post('ListProjects', { A: 1 }), {
      ...s,
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const res = await offline.response;
    expect(res.headers.get(OFFLINE_ANSWER_HEADER)).toBe('1000');
    expect(await res.json()).toMatchObject({ Data: { p: 1 } });
  });

  it('never stores failures, and without a stored answer the network error stands', async () => {
    const s = setup();
    const refused = answerReadAction(post('GetUserInfo'), { ...s, fetch: async () => new Response(JSON.stringify({ RetCode: 215398, Message: 'no' })) });
    expect((await (await refused.response).json()).RetCode).toBe(215398);
    await refused.background;
    const offline = answerReadAction(post('GetUserInfo'), {
      ...s,
      fetch: async () => {
        throw new TypeError('offline');
      },
    });
    expect((await offline.response).type).toBe('error');
  });

  it('different params or another user never share an answer', async () => {
    const s = setup();
    await answerReadAction(post('ListProjects', { Page: 1 }), { ...s, fetch: async () => ok(1) }).background;
    const fail = async () => {
      throw new TypeError('offline');
    };
    expect((await answerReadAction(post('ListProjects', { Page: 2 }), { ...s, fetch: fail }).response).type).toBe('error');
    expect((await answerReadAction(post('ListProjects', { Page: 1 }, '8'), { ...s, fetch: fail }).response).type).toBe('error');
  });

  it('a 5xx or a network slower than the timeout falls back to the stored answer', async () => {
    const s = setup();
    await answerReadAction(post('ListProjects'), { ...s, fetch: async () => ok('stored') }).background;
    const bad = answerReadAction(post('ListProjects'), { ...s, fetch: async () => new Response('Bad gateway', { status: 502 }) });
    expect((await bad.response).headers.get(OFFLINE_ANSWER_HEADER)).toBe('1000');
    const slow = answerReadAction(post('ListProjects'), {
      ...s,
      timeoutMs: 20,
      fetch: () => new Promise((resolve) => setTimeout(() => resolve(ok('late')), 200)),
    });
    const res = await slow.response;
    expect(await res.json()).toMatchObject({ Data: 'stored' });
    await slow.background;
    // The late answer still refreshed the cache.
    const after = answerReadAction(post('ListProjects'), {
      ...s,
      fetch: async () => {
        throw new TypeError('offline');
      },
    });
    expect(await (await after.response).json()).toMatchObject({ Data: 'late' });
  });
});
