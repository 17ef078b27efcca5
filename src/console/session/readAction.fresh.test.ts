import { beforeEach, describe, expect, it, vi } from 'vitest';

// The registry facts are a lazy chunk; a read must never ask for them on the way.
const metaCalls: string[] = [];
vi.mock('./actionMeta', () => ({
  actionMeta: async (name: string) => {
    metaCalls.push(name);
    return undefined;
  },
  addActionMeta: () => undefined,
}));

const { callAction, readAction } = await import('./callAction');
const { setStoreForTests } = await import('./storage');
const { setFetchForTests } = await import('./transport');

describe('readAction', () => {
  beforeEach(() => {
    setStoreForTests();
    metaCalls.length = 0;
    setFetchForTests(async () => new Response(JSON.stringify({ RetCode: 0, Message: 'Success', Data: { TimeZones: [] } })));
  });

  it('reads without loading the registry facts (public pages download no other area names)', async () => {
    await expect(readAction('GetTimeZones', {})).resolves.toEqual({ TimeZones: [] });
    expect(metaCalls).toEqual([]);
  });

  it('callAction of the same read does look them up (it cannot know the kind at run time)', async () => {
    await callAction('GetTimeZones', {});
    expect(metaCalls).toEqual(['GetTimeZones']);
  });

  it('takes only read Actions (a write is a type error)', () => {
    // @ts-expect-error LoginByPassword is a write: it may go through the outbox and needs its facts.
    const typeOnly = () => readAction('LoginByPassword', { Email: 'a@b.co', Password: 'x' });
    expect(typeof typeOnly).toBe('function');
  });
});
