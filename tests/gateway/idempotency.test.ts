import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthTokens } from '../../src/contract/entities/user';
import { RetCode } from '../../src/contract/retCodes';
import { accessKeys, idempotencyKeys } from '../../src/gateway/db/schema';
import { IDEMPOTENCY_KEY_TTL_MS, purgeIdempotencyKeys } from '../../src/gateway/dispatch/idempotency';
import { startTestGateway, type TestGateway } from './harness';

describe('IdempotencyKey', () => {
  let gw: TestGateway;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    gw = await startTestGateway();
    const tokens = await gw.ok<AuthTokens>('LoginByPassword', { Email: 'demo@example.com', Password: 'Demo-2026!' });
    token = tokens.AccessToken;
    userId = tokens.AdminUserID;
  });
  afterAll(async () => {
    await gw.close();
  });

  const countKeys = async () => (await gw.db.select().from(accessKeys).where(eq(accessKeys.userId, userId))).length;

  it('50 parallel replays of one key give one effect and one answer', async () => {
    const before = await countKeys();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => gw.api<{ AccessKeyId: string }>('CreateAccessKey', { Name: 'Outbox', IdempotencyKey: 'key-parallel-0001' }, token)),
    );
    expect(answers.every((a) => a.RetCode === 0)).toBe(true);
    expect(new Set(answers.map((a) => a.Data!.AccessKeyId)).size).toBe(1);
    expect(await countKeys()).toBe(before + 1);
  });

  it('a later replay returns the stored answer; the same key with other params is refused', async () => {
    const first = await gw.api<{ AccessKeyId: string }>('CreateAccessKey', { Name: 'Replay', IdempotencyKey: 'key-replay-0001' }, token);
    const again = await gw.api<{ AccessKeyId: string }>('CreateAccessKey', { Name: 'Replay', IdempotencyKey: 'key-replay-0001' }, token);
    expect(again).toEqual(first);
    const other = await gw.api('CreateAccessKey', { Name: 'Different', IdempotencyKey: 'key-replay-0001' }, token);
    expect(other.RetCode).toBe(RetCode.IdempotencyKeyReused);
  });

  it('a failed call does not use up its key', async () => {
    const bad = await gw.api('ChangePassword', { OldPassword: 'wrong-pass-1', NewPassword: 'Another-2026!', IdempotencyKey: 'key-failed-0001' }, token);
    expect(bad.RetCode).toBe(RetCode.WrongPassword);
    const rows = await gw.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-failed-0001'));
    expect(rows).toHaveLength(0);
  });

  it('keys are kept 8 days', async () => {
    await gw.api('CreateAccessKey', { Name: 'Old', IdempotencyKey: 'key-old-00001' }, token);
    await gw.db.update(idempotencyKeys).set({ createdAt: Date.now() - IDEMPOTENCY_KEY_TTL_MS - 1000 }).where(eq(idempotencyKeys.key, 'key-old-00001'));
    await purgeIdempotencyKeys(gw.db, Date.now());
    expect(await gw.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-old-00001'))).toHaveLength(0);
    expect(await gw.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-replay-0001'))).toHaveLength(1);
  });
});
