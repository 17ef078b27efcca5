import { eq } from 'drizzle-orm';
import { WalletProductType } from '../../src/contract/constants';
import type { GatewayConfig } from '../../src/gateway/config';
import type { Db } from '../../src/gateway/db/client';
import { users, wallets } from '../../src/gateway/db/schema';
import { smsConfigFromEnv, type SmsConfig } from '../../src/gateway/sms/smsConfig';
import { creditWallet } from '../../src/gateway/wallet';
import { newUser } from './userFixture';

/** SMS settings for tests: no simulated delays, no random failures, fast polling. */
export function fastSms(over: Partial<SmsConfig> = {}, sim: Partial<SmsConfig['simulation']> = {}): Pick<GatewayConfig, 'sms'> {
  const base = smsConfigFromEnv({});
  return {
    sms: {
      ...base,
      simulation: { ...base.simulation, submitDelayMs: 0, receiptDelayMinMs: 0, receiptDelayMaxMs: 20, failRateBp: 0, unknownRateBp: 0, submitFailRateBp: 0, moDelayMs: 0, ...sim },
      jobPollMs: 20,
      jobLeaseMs: 10_000,
      receiptFlushMs: 20,
      receiptCheckMs: 200,
      callbackBaseDelayMs: 50,
      templateReviewDelayMs: 0,
      ...over,
    },
  };
}

/** An upgraded user with `fund` (10000 per unit) in the SMS wallet. */
export async function smsUser(db: Db, fund = 1_000_000) {
  const u = await newUser(db);
  await db.update(users).set({ upgrade: true }).where(eq(users.id, u.userId));
  if (fund > 0) await db.transaction((tx) => creditWallet(tx, u.userId, WalletProductType.SMS, { amount: fund }, { kind: 'test', reference: 'fixture', now: Date.now() }));
  return u;
}

export async function smsWallet(db: Db, userId: number) {
  const rows = await db.select().from(wallets).where(eq(wallets.userId, userId));
  return rows.find((w) => w.productType === WalletProductType.SMS)!;
}

/** US numbers +1 202 555 xxxx (fictional range, valid for libphonenumber). */
export function usNumbers(n: number, from = 0): string[] {
  return Array.from({ length: n }, (_, i) => `+1202555${String(from + i).padStart(4, '0')}`);
}

export async function waitFor<T>(fn: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`Timed out waiting; last value ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

let keyCounter = 0;
export const idemKey = () => `test-key-${Date.now()}-${++keyCounter}`;
