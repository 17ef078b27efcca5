import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/contract/envelope';
import { RetCode } from '../../src/contract/retCodes';
import { signInFailures } from '../../src/gateway/db/schema';
import { startTestGateway, type TestGateway } from './harness';
import { passwordUser } from './passwordUser';

let t: TestGateway;
beforeAll(async () => {
  // One trusted proxy, so each test can speak from the address it names in X-Forwarded-For.
  t = await startTestGateway({ trustProxy: 1 });
});
afterAll(() => t.close());

let seq = 0;
const newAddress = () => `198.51.${Math.floor(++seq / 250)}.${(seq % 250) + 1}`;

async function signIn(from: string, email: string, password: string): Promise<Envelope<{ RetryAfterSeconds?: number }>> {
  const res = await fetch(`${t.url}/api`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body: JSON.stringify({ Action: 'LoginByPassword', Email: email, Password: password }),
  });
  return (await res.json()) as Envelope<{ RetryAfterSeconds?: number }>;
}

/** Moves the pair's recorded failures into the past. */
async function ageFailures(email: string, ip: string, ms: number, count?: number) {
  const rows = await t.db
    .select({ id: signInFailures.id })
    .from(signInFailures)
    .where(and(eq(signInFailures.account, email), eq(signInFailures.ip, ip)))
    .orderBy(signInFailures.id);
  for (const r of rows.slice(0, count ?? rows.length)) {
    await t.db.update(signInFailures).set({ at: sql`${signInFailures.at} - ${ms}` }).where(eq(signInFailures.id, r.id));
  }
}

describe('sign-in limits per (account, address), OWASP style (issue 9)', () => {
  it('an attacker failing 50 times from address A does not lock the owner out at address B', async () => {
    const owner = await passwordUser(t);
    const a = newAddress();
    const codes: number[] = [];
    for (let i = 0; i < 50; i++) codes.push((await signIn(a, owner.email, `Guess-${i}`)).RetCode);
    expect(codes.slice(0, 10).every((c) => c === RetCode.SignInFailed)).toBe(true);
    expect(codes.slice(10).every((c) => c === RetCode.RateLimited)).toBe(true);
    // The owner, elsewhere, at once.
    expect((await signIn(newAddress(), owner.email, owner.password)).RetCode).toBe(0);
    // Still refused at A, even with the right password (a refused attempt checks nothing).
    expect((await signIn(a, owner.email, owner.password)).RetCode).toBe(RetCode.RateLimited);
  });

  it('a success clears its own pair: the owner who mistyped 9 times starts again from zero', async () => {
    const owner = await passwordUser(t);
    const a = newAddress();
    for (let i = 0; i < 9; i++) expect((await signIn(a, owner.email, `Typo-${i}`)).RetCode).toBe(RetCode.SignInFailed);
    expect((await signIn(a, owner.email, owner.password)).RetCode).toBe(0);
    for (let i = 0; i < 10; i++) expect((await signIn(a, owner.email, `Typo-again-${i}`)).RetCode).toBe(RetCode.SignInFailed);
    expect((await signIn(a, owner.email, 'One-too-many')).RetCode).toBe(RetCode.RateLimited);
  });

  it('successful sign-ins are not counted', async () => {
    const owner = await passwordUser(t);
    const a = newAddress();
    for (let i = 0; i < 15; i++) expect((await signIn(a, owner.email, owner.password)).RetCode).toBe(0);
  });

  it('the window slides: failures count for 15 minutes from each failure, not until a fixed boundary', async () => {
    const owner = await passwordUser(t);
    const a = newAddress();
    for (let i = 0; i < 10; i++) await signIn(a, owner.email, `Guess-${i}`);
    // All ten 14 minutes old: still inside the window.
    await ageFailures(owner.email, a, 14 * 60_000);
    const refused = await signIn(a, owner.email, 'Guess-x');
    expect(refused.RetCode).toBe(RetCode.RateLimited);
    expect(refused.Data!.RetryAfterSeconds).toBeGreaterThanOrEqual(55);
    expect(refused.Data!.RetryAfterSeconds).toBeLessThanOrEqual(60);
    // The oldest three slide out (16 minutes old): exactly three more guesses.
    await ageFailures(owner.email, a, 2 * 60_000, 3);
    for (let i = 0; i < 3; i++) expect((await signIn(a, owner.email, `Late-${i}`)).RetCode).toBe(RetCode.SignInFailed);
    expect((await signIn(a, owner.email, 'Late-x')).RetCode).toBe(RetCode.RateLimited);
  });

  it('past the per-account ceiling, addresses that already failed get no more guesses; the owner from a fresh address still signs in', async () => {
    const owner = await passwordUser(t);
    const botnet = Array.from({ length: 51 }, newAddress);
    for (const ip of botnet) expect((await signIn(ip, owner.email, `Spray-${ip}`)).RetCode).toBe(RetCode.SignInFailed);
    // 51 failures > 50: a second guess from any of those addresses is refused ...
    expect((await signIn(botnet[0]!, owner.email, 'Spray-again')).RetCode).toBe(RetCode.RateLimited);
    // ... but the right password from an address that has not failed is checked and accepted.
    expect((await signIn(newAddress(), owner.email, owner.password)).RetCode).toBe(0);
  });

  it('parallel guesses cannot slip under the limit: at most 10 of 25 concurrent wrong passwords are checked', async () => {
    const owner = await passwordUser(t);
    const a = newAddress();
    const codes = (await Promise.all(Array.from({ length: 25 }, (_, i) => signIn(a, owner.email, `Burst-${i}`)))).map((e) => e.RetCode);
    const failed = codes.filter((c) => c === RetCode.SignInFailed).length;
    expect(failed).toBeLessThanOrEqual(10);
    expect(failed + codes.filter((c) => c === RetCode.RateLimited).length).toBe(25);
  });

  it('one address spraying many accounts is limited to 100 failures', async () => {
    const a = newAddress();
    const codes: number[] = [];
    for (let i = 0; i < 101; i++) codes.push((await signIn(a, `nobody-${i}-${Date.now()}@test.example`, 'Spray-2026')).RetCode);
    expect(codes.slice(0, 100).every((c) => c === RetCode.SignInFailed)).toBe(true);
    expect(codes[100]).toBe(RetCode.RateLimited);
  });
});
