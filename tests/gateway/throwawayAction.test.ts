import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedParamsOf, ResultOf } from '../../src/contract/action';
import { RetCode } from '../../src/contract/retCodes';
import type { UserContext } from '../../src/gateway/context';
import { throwawayActions } from '../fixtures/throwawayArea';
import { startTestGateway, type TestGateway } from './harness';
import { newUser } from './userFixture';

type Save = typeof throwawayActions.SaveThrowawayNote;
type Describe = typeof throwawayActions.DescribeThrowawayNote;

const notes = new Map<string, { NoteId: string; Title: string; Body: string }>();
/** The fixture area's handlers, typed from its declarations like any area's. */
const throwawayHandlers = {
  DescribeThrowawayNote: async (p: ParsedParamsOf<Describe>, _ctx: UserContext): Promise<ResultOf<Describe>> => ({
    Notes: [...notes.values()].filter((n) => !p.NoteId || n.NoteId === p.NoteId),
  }),
  SaveThrowawayNote: async (p: ParsedParamsOf<Save>, _ctx: UserContext): Promise<ResultOf<Save>> => {
    notes.set(p.NoteId, { NoteId: p.NoteId, Title: p.Title, Body: p.Body });
    return { NoteId: p.NoteId, Saved: true };
  },
};

describe('a throwaway Action: its declaration and handler are all it takes (gateway)', () => {
  let gw: TestGateway;
  let token: string;
  beforeAll(async () => {
    gw = await startTestGateway({}, { extraAreas: [{ actions: throwawayActions, handlers: throwawayHandlers }] });
    token = (await newUser(gw.db)).token;
  });
  afterAll(async () => {
    await gw.close();
  });

  it('validates with its schema, needs sign-in, dispatches to its handler', async () => {
    expect(await gw.api('SaveThrowawayNote', { NoteId: 'n1', Title: 'T', Body: 'b' })).toMatchObject({ RetCode: RetCode.NotLoggedIn });
    expect(await gw.api('SaveThrowawayNote', { Title: 'T', Body: 'b' }, token)).toMatchObject({ RetCode: RetCode.InvalidParams });
    expect(await gw.ok('SaveThrowawayNote', { NoteId: 'n1', Title: 'Hello', Body: 'b' }, token)).toEqual({ NoteId: 'n1', Saved: true });
    expect(await gw.ok('DescribeThrowawayNote', {}, token)).toEqual({ Notes: [{ NoteId: 'n1', Title: 'Hello', Body: 'b' }] });
  });

  it('gets its body class: 2 MB accepted for the large write, refused for its read', async () => {
    const pad = 'x'.repeat(2_000_000);
    const post = (body: object) =>
      fetch(`${gw.url}/api`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    const write = await post({ Action: 'SaveThrowawayNote', NoteId: 'n2', Title: 'Big', Body: pad });
    expect(write.status).toBe(200);
    expect(await write.json()).toMatchObject({ RetCode: 0 });
    const read = await post({ Action: 'DescribeThrowawayNote', Pad: pad });
    expect(read.status).toBe(413);
    expect(await read.json()).toMatchObject({ Message: 'The request body is larger than 1 MiB' });
  });

  it('is served in /api/schema with its facts', async () => {
    const doc = (await (await fetch(`${gw.url}/api/schema`)).json()) as { actions: Record<string, Record<string, unknown>> };
    expect(doc.actions.SaveThrowawayNote).toMatchObject({ kind: 'write', access: 'user', bodyLimit: 8 * 1_048_576, invalidates: ['DescribeThrowawayNote'] });
    expect(doc.actions.DescribeThrowawayNote).toMatchObject({ kind: 'read', bodyLimit: 1_048_576 });
    expect(doc.actions.GetUserInfo).toBeDefined();
  });
});
