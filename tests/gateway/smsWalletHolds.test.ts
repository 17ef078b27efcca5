import fc from 'fast-check';
import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletProductType } from '../../src/contract/constants';
import { walletHolds, walletJournal, wallets } from '../../src/gateway/db/schema';
import { ActionError } from '../../src/gateway/errors';
import { chargeHold, placeHold, releaseHold } from '../../src/gateway/messaging/holds';
import { creditWallet } from '../../src/gateway/wallet';
import { startTestGateway, type TestGateway } from './harness';
import { newUser } from './userFixture';

type Cmd = { t: 'hold'; amount: number } | { t: 'charge'; pick: number; part: number } | { t: 'release'; pick: number } | { t: 'recharge'; amount: number; free: boolean };

const amount = fc.integer({ min: 0, max: 50_000 });
const command: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({ t: fc.constant('hold' as const), amount }),
  fc.record({ t: fc.constant('charge' as const), pick: fc.nat(), part: fc.integer({ min: 0, max: 100 }) }),
  fc.record({ t: fc.constant('release' as const), pick: fc.nat() }),
  fc.record({ t: fc.constant('recharge' as const), amount, free: fc.boolean() }),
);

describe('wallet holds (model test of random command sequences)', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway({ sms: { ...(await import('./smsFixture')).fastSms().sms, workers: false } });
  });
  afterAll(() => gw.close());

  it('keeps the four amounts integral, available never negative, freeze = open holds, balances = journal', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), async (cmds) => {
        const { userId } = await newUser(gw.db);
        const db = gw.db;
        const model = { available: 0, holds: new Map<string, number>() };
        let n = 0;
        for (const c of cmds) {
          const now = Date.now();
          const open = [...model.holds.keys()];
          if (c.t === 'recharge') {
            await db.transaction((tx) => creditWallet(tx, userId, WalletProductType.SMS, c.free ? { free: c.amount } : { amount: c.amount }, { kind: 'test', reference: 'r', now }));
            model.available += c.amount;
          } else if (c.t === 'hold') {
            const ref = `m-${userId}-${n++}`;
            try {
              await db.transaction((tx) => placeHold(tx, userId, WalletProductType.SMS, ref, c.amount, now));
              model.available -= c.amount;
              model.holds.set(ref, c.amount);
            } catch (err) {
              expect(err).toBeInstanceOf(ActionError);
              expect(c.amount).toBeGreaterThan(model.available);
            }
          } else if (open.length > 0) {
            const ref = open[c.pick % open.length]!;
            const left = model.holds.get(ref)!;
            if (c.t === 'charge') {
              const x = Math.floor((left * c.part) / 100);
              await db.transaction((tx) => chargeHold(tx, ref, x, now));
              model.holds.set(ref, left - x);
            } else {
              const released = await db.transaction((tx) => releaseHold(tx, ref, now));
              expect(released).toBe(left);
              model.available += left;
              model.holds.delete(ref);
            }
          }
          const [w] = await db.select().from(wallets).where(eq(wallets.userId, userId)).then((ws) => ws.filter((x) => x.productType === WalletProductType.SMS));
          for (const v of [w!.amount, w!.amountFree, w!.amountCredit, w!.amountFreeze]) expect(Number.isSafeInteger(v)).toBe(true);
          const available = w!.amount + w!.amountFree + w!.amountCredit - w!.amountFreeze;
          expect(available).toBeGreaterThanOrEqual(0);
          expect(available).toBe(model.available);
          const holds = await db.select().from(walletHolds).where(eq(walletHolds.walletId, w!.id));
          const openSum = holds.filter((h) => h.open).reduce((s, h) => s + h.amount - h.charged - h.released, 0);
          expect(w!.amountFreeze).toBe(openSum);
          expect(openSum).toBe([...model.holds.values()].reduce((a, b) => a + b, 0));
          const [j] = await db
            .select({
              a: sum(walletJournal.deltaAmount).mapWith(Number),
              f: sum(walletJournal.deltaFree).mapWith(Number),
              c: sum(walletJournal.deltaCredit).mapWith(Number),
              z: sum(walletJournal.deltaFreeze).mapWith(Number),
            })
            .from(walletJournal)
            .where(eq(walletJournal.walletId, w!.id));
          expect([w!.amount, w!.amountFree, w!.amountCredit, w!.amountFreeze]).toEqual([j!.a ?? 0, j!.f ?? 0, j!.c ?? 0, j!.z ?? 0]);
        }
      }),
      { numRuns: 25 },
    );
  });
});
