import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RetCode } from '../../src/contract/retCodes';
import { createUser } from '../../src/gateway/actions/account/createUser';
import { passwordWork } from '../../src/gateway/auth/password';
import { uniqueEmail } from './accountFlow';
import { startTestGateway, type TestGateway } from './harness';
import { passwordUser } from './passwordUser';

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(() => t.close());

/** The answer of one call and how many argon2 verifications it ran. */
async function measured(action: string, params: Record<string, unknown>) {
  const before = passwordWork.verifications;
  const env = await t.api(action, params);
  return { env, verifications: passwordWork.verifications - before };
}

describe('no user enumeration (issue 9)', () => {
  it('sign-in: one answer and one argon2 verification for an unknown e-mail, a wrong password and a password-less account', async () => {
    const owner = await passwordUser(t);
    const socialOnly = uniqueEmail('social');
    await createUser(t.db, { email: socialOnly, passwordHash: null, displayName: 'Social', activated: true }, Date.now());

    const unknown = await measured('LoginByPassword', { Email: uniqueEmail('nobody'), Password: 'Guess-2026' });
    const wrong = await measured('LoginByPassword', { Email: owner.email, Password: 'Guess-2026' });
    const noPassword = await measured('LoginByPassword', { Email: socialOnly, Password: 'Guess-2026' });
    for (const r of [unknown, wrong, noPassword]) {
      expect(r.env).toEqual({ RetCode: RetCode.SignInFailed, Message: 'Sign in failed, please retry!' });
      expect(r.verifications).toBe(1);
    }
    const right = await measured('LoginByPassword', { Email: owner.email, Password: owner.password });
    expect(right.env.RetCode).toBe(0);
    expect(right.verifications).toBe(1);
  });

  it('reset and activation answer an unknown address exactly like a known one', async () => {
    const owner = await passwordUser(t);
    const nobody = uniqueEmail('nobody');
    for (const action of ['SendResetPasswordEmail', 'SendActivateEmail']) {
      const known = await t.api(action, { Email: owner.email });
      const unknown = await t.api(action, { Email: nobody });
      expect(unknown).toEqual(known);
      expect(known).toEqual({ RetCode: 0, Message: 'Success', Data: { Sent: true, ResendAfterSeconds: 60 } });
    }
    expect(await t.outbox(nobody)).toEqual([]);
    expect((await t.outbox(owner.email)).map((m) => m.subject).sort()).toEqual(['Reset your password', 'Your account is already activated']);
  });
});
