import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { RetCode } from '../../contract/retCodes';
import type { Executor } from '../db/client';
import { signInFailures } from '../db/schema';
import { ActionError } from '../errors';

/**
 * Limits of the password sign-in (LoginByPassword and LoginBindSocialMedia share them), over a
 * sliding 15-minute window of failures (OWASP's authentication cheat sheet: throttle per account
 * and address, never a hard per-account lockout an attacker can trigger).
 */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60_000,
  /** Failures of one (account, address) pair; the owner elsewhere is unaffected. */
  perPair: 10,
  /** Failures of one address over all accounts (password spraying from one address). */
  perAddress: 100,
  /**
   * Failures of one account over all addresses. Past it, an address that already failed on this
   * account in the window gets no further guess, but an address without a failure is still
   * checked — so a distributed attack is slowed to one guess per address and window, while the
   * owner's correct password from any address that has not failed is never refused.
   */
  perAccount: 50,
} as const;

/** The Actions that check a password for sign-in; dispatch runs hitSignInLimiter before them. */
export const passwordSignInActions: ReadonlySet<string> = new Set(['LoginByPassword', 'LoginBindSocialMedia']);

export interface SignInAttempt {
  account: string;
  ip: string;
  now: number;
  /** Multiplies every limit (RATE_LIMIT_SCALE). */
  scale: number;
}

const limit = (n: number, scale: number) => Math.max(1, Math.floor(n * scale));

/**
 * Counts this attempt as a failure before the password is checked (outside the Action's
 * transaction, so it stays counted whatever happens next and parallel guesses cannot all slip under
 * the limit), then refuses with RateLimited when a limit is passed — without checking the password,
 * so a refused guess learns nothing. A success removes its pair's failures (clearSignInFailures).
 */
export async function hitSignInLimiter(db: Executor, a: SignInAttempt): Promise<void> {
  const since = a.now - SIGN_IN_LIMITS.windowMs;
  await db.delete(signInFailures).where(and(lt(signInFailures.at, since), or(eq(signInFailures.account, a.account), eq(signInFailures.ip, a.ip))));
  const [mine] = await db.insert(signInFailures).values({ account: a.account, ip: a.ip, at: a.now }).returning({ id: signInFailures.id });
  const [c] = await db
    .select({
      pair: sql<number>`count(*) filter (where ${signInFailures.account} = ${a.account} and ${signInFailures.ip} = ${a.ip})`.mapWith(Number),
      pairOldest: sql<number | null>`min(${signInFailures.at}) filter (where ${signInFailures.account} = ${a.account} and ${signInFailures.ip} = ${a.ip})`.mapWith(Number),
      address: sql<number>`count(*) filter (where ${signInFailures.ip} = ${a.ip})`.mapWith(Number),
      addressOldest: sql<number | null>`min(${signInFailures.at}) filter (where ${signInFailures.ip} = ${a.ip})`.mapWith(Number),
      account: sql<number>`count(*) filter (where ${signInFailures.account} = ${a.account})`.mapWith(Number),
    })
    .from(signInFailures)
    .where(and(gt(signInFailures.at, since), or(eq(signInFailures.account, a.account), eq(signInFailures.ip, a.ip))));
  const counts = c!;
  let oldest: number | null = null;
  if (counts.pair > limit(SIGN_IN_LIMITS.perPair, a.scale)) oldest = counts.pairOldest;
  else if (counts.address > limit(SIGN_IN_LIMITS.perAddress, a.scale)) oldest = counts.addressOldest;
  // The account ceiling: only an address that already failed on this account (this row is 1).
  else if (counts.account > limit(SIGN_IN_LIMITS.perAccount, a.scale) && counts.pair > 1) oldest = counts.pairOldest;
  else return;
  // A refused attempt is not a failure: it must not extend the block.
  await db.delete(signInFailures).where(eq(signInFailures.id, mine!.id));
  const retryAfter = Math.max(1, Math.ceil(((oldest ?? a.now) + SIGN_IN_LIMITS.windowMs - a.now) / 1000));
  throw new ActionError(RetCode.RateLimited, { key: 'TooManyAttemptsRetryIn', params: { Seconds: retryAfter } }, { RetryAfterSeconds: retryAfter });
}

/** After a correct password: the pair's failures (this attempt included) are forgotten. */
export async function clearSignInFailures(db: Executor, account: string, ip: string): Promise<void> {
  await db.delete(signInFailures).where(and(eq(signInFailures.account, account), eq(signInFailures.ip, ip)));
}
