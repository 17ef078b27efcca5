import { beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { ActionCache } from '../../sw/actionCache';
import { readActionNames } from '../../sw/build/pwaPlugin';
import { FakeCache } from '../../sw/fakeCache';
import { answerReadAction, isReadActionRequest } from '../../sw/readActionRoute';
import { throwawayActions } from '../fixtures/throwawayArea';
import type { ParamsOf, ResultOf } from '../../src/contract/action';
import { actionMetaTable } from '../../src/contract/actionMeta';
import { actions, composeRegistry } from '../../src/contract/actions';
import { addActionMeta } from '../../src/console/session/actionMeta';
import { sendAction } from '../../src/console/session/callAction';
import { saveTokens } from '../../src/console/session/credentials';
import { clearReadCache, fetchRead, readEntry, retainRead } from '../../src/console/session/readCache';
import { setStoreForTests } from '../../src/console/session/storage';
import { setFetchForTests } from '../../src/console/session/transport';
import { installOutboxHook } from '../../src/console/offline/installOutboxHook';
import { offlineDb } from '../../src/console/offline/offlineDb';
import { kickReplay } from '../../src/console/offline/outboxReplayer';
import { listOutbox } from '../../src/console/offline/outboxStore';
import { QueuedOfflineError } from '../../src/console/offline/QueuedOfflineError';

const origin = 'https://console.test';

/**
 * The page's network as the browser has it: the service worker (answerReadAction over a fake
 * Cache Storage, read Actions from the build's list) in front of a fake gateway that can go away.
 */
function browserNetwork(registry: Parameters<typeof readActionNames>[0]) {
  const reads = new Set(readActionNames(registry));
  const storage = new FakeCache();
  const cache = new ActionCache(async () => storage, origin);
  const notes = new Map<string, { NoteId: string; Title: string; Body: string }>();
  const gateway = { up: true, calls: [] as string[] };
  const toGateway = async (req: Request): Promise<Response> => {
    if (!gateway.up) throw new TypeError('Failed to fetch');
    const body = (await req.json()) as { Action: string; NoteId?: string; Title?: string; Body?: string };
    gateway.calls.push(body.Action);
    let data: unknown = {};
    if (body.Action === 'SaveThrowawayNote') {
      notes.set(body.NoteId!, { NoteId: body.NoteId!, Title: body.Title!, Body: body.Body! });
      data = { NoteId: body.NoteId, Saved: true };
    } else if (body.Action === 'DescribeThrowawayNote') data = { Notes: [...notes.values()] };
    return new Response(JSON.stringify({ RetCode: 0, Message: 'Success', Data: data }));
  };
  setFetchForTests(async (url, init) => {
    const req = new Request(new URL(url, origin), init);
    if (!isReadActionRequest(req, origin, reads)) return toGateway(req);
    const answer = answerReadAction(req, { cache, fetch: toGateway, now: () => Date.now() });
    const res = await answer.response;
    await answer.background; // the worker's event.waitUntil
    return res;
  });
  return { gateway, reads };
}

const until = async (ok: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await ok()); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('a throwaway Action: its declaration and handler are all it takes (console, outbox, service worker)', () => {
  beforeEach(async () => {
    setStoreForTests();
    saveTokens({ AccessToken: 'tok', RefreshToken: 'ref', AdminUserID: 9 });
    clearReadCache();
    await offlineDb().outbox.clear();
    addActionMeta(actionMetaTable(throwawayActions));
    installOutboxHook();
  });

  it('is typed from its declaration', () => {
    expectTypeOf<ParamsOf<typeof throwawayActions.SaveThrowawayNote>>().toEqualTypeOf<{ NoteId: string; Title: string; Body: string }>();
    expectTypeOf<ResultOf<typeof throwawayActions.SaveThrowawayNote>>().toEqualTypeOf<{ NoteId: string; Saved: true }>();
  });

  it('its read is cached by the worker and shown offline with its age; its write is queued with its lane and title, and the replay refreshes the read', async () => {
    const { gateway, reads } = browserNetwork(composeRegistry(actions, throwawayActions));
    expect(reads.has('DescribeThrowawayNote')).toBe(true);
    expect(reads.has('SaveThrowawayNote')).toBe(false);

    const notes = readEntry('DescribeThrowawayNote', {});
    retainRead(notes);
    await fetchRead(notes);
    expect(notes.state.value).toMatchObject({ data: { Notes: [] }, cachedAt: null });

    // Offline: the read shows the worker's stored answer with when it was stored.
    gateway.up = false;
    (globalThis as { navigator?: unknown }).navigator = { onLine: false };
    await fetchRead(notes, { force: true });
    expect(notes.state.value.data).toEqual({ Notes: [] });
    expect(notes.state.value.cachedAt).toEqual(expect.any(Number));

    // The write is queued (its registry default), in its entity's lane, titled from its params.
    await expect(sendAction('SaveThrowawayNote', { NoteId: 'n1', Title: 'Groceries', Body: 'milk' })).rejects.toBeInstanceOf(QueuedOfflineError);
    const [item] = await listOutbox(9);
    expect(item).toMatchObject({ action: 'SaveThrowawayNote', target: 'NoteId=n1', label: 'Note "Groceries"', invalidates: ['DescribeThrowawayNote'] });

    // Back online: the replay sends it once and the dependent read is fetched again.
    gateway.up = true;
    (globalThis as { navigator?: unknown }).navigator = { onLine: true };
    kickReplay({ force: true });
    await until(() => gateway.calls.filter((a) => a === 'DescribeThrowawayNote').length === 2);
    await until(() => notes.state.value.cachedAt === null);
    expect(gateway.calls).toEqual(['DescribeThrowawayNote', 'SaveThrowawayNote', 'DescribeThrowawayNote']);
    expect(notes.state.value.data).toEqual({ Notes: [{ NoteId: 'n1', Title: 'Groceries', Body: 'milk' }] });
    expect(await listOutbox(9)).toEqual([]);
  });
});
