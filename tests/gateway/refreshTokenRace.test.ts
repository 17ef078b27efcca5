import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthTokens } from '../../src/contract/entities/user';
import { RetCode } from '../../src/contract/retCodes';
import { createUser } from '../../src/gateway/actions/account/createUser';
import { startSession } from '../../src/gateway/auth/sessions';
import { configFromEnv } from '../../src/gateway/config';
import { uniqueEmail } from './accountFlow';
import { startTestGateway, type TestGateway } from './harness';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(() => t.close());

describe('refresh-token reuse under concurrency (issue 9)', () => {
  it('two parallel RefreshToken calls with one token: exactly one wins, then the whole session is revoked', async () => {
    for (let round = 0; round < 10; round++) {
      const userId = await createUser(t.db, { email: uniqueEmail('race'), passwordHash: null, displayName: 'Race', activated: true }, Date.now());
      const tokens = await startSession(t.db, userId, configFromEnv({}), Date.now());
      const answers = await Promise.all([
        t.api<AuthTokens>('RefreshToken', { RefreshToken: tokens.RefreshToken }),
        t.api<AuthTokens>('RefreshToken', { RefreshToken: tokens.RefreshToken }),
      ]);
      const wins = answers.filter((a) => a.RetCode === 0);
      expect(wins, `round ${round}`).toHaveLength(1);
      expect(answers.filter((a) => a.RetCode === RetCode.RefreshTokenInvalid), `round ${round}`).toHaveLength(1);
      const winner = wins[0]!.Data!;
      // A reuse means theft: the winner's new pair must stop working as well.
      expect((await t.api('GetUserInfo', {}, winner.AccessToken)).RetCode, `round ${round}`).toBe(RetCode.NotLoggedIn);
      expect((await t.api('RefreshToken', { RefreshToken: winner.RefreshToken })).RetCode, `round ${round}`).toBe(RetCode.RefreshTokenInvalid);
      expect((await t.api('GetUserInfo', {}, tokens.AccessToken)).RetCode).toBe(RetCode.NotLoggedIn);
    }
  });
});
