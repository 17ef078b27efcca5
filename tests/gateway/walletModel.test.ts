import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletProductType } from '../../src/contract/constants';
import { walletHolds, wallets } from '../../src/gateway/db/schema';
import { ActionError } from '../../src/gateway/errors';
import { chargeHold, placeHold, releaseHold } from '../../src/gateway/messaging/holds';
import { creditWallet, debitWallet, MAIN_WALLET, refundCharge } from '../../src/gateway/wallet';
import { startTestGateway, type TestGateway } from './harness';
import { newUser, walletsAgainstJournal } from './userFixture';

const TYPES = [MAIN_WALLET, WalletProductType.SMS] as const;
type WalletType = (typeof TYPES)[number];

type Cmd =
  | { t: 'recharge'; w: number; amount: number; free: boolean }
  | { t: 'freeze'; w: number; amount: number }
  | { t: 'release'; pick: number }
  | { t: 'chargeHold'; pick: number; part: number }
  | { t: 'charge'; w: number; amount: number }
  | { t: 'refund'; pick: number; part: number };

const money = fc.integer({ min: 0, max: 60_000 });
const command: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({ t: fc.constant('recharge' as const), w: fc.nat(), amount: money, free: fc.boolean() }),
  fc.record({ t: fc.constant('freeze' as const), w: fc.nat(), amount: money }),
  fc.record({ t: fc.constant('release' as const), pick: fc.nat() }),
  fc.record({ t: fc.constant('chargeHold' as const), pick: fc.nat(), part: fc.integer({ min: 0, max: 100 }) }),
  fc.record({ t: fc.constant('charge' as const), w: fc.nat(), amount: money }),
  fc.record({ t: fc.constant('refund' as const), pick: fc.nat(), part: fc.integer({ min: 0, max: 120 }) }),
);

/** The model: what each wallet should show, the open holds and what each charge may still refund. */
interface Model {
  available: Map<WalletType, number>;
  holds: Map<string, { w: WalletType; left: number }>;
  refundable: Map<string, { w: WalletType; left: number }>;
}

const pick = <K, V>(m: Map<K, V>, n: number): [K, V] | null => {
  const entries = [...m.entries()];
  return entries.length === 0 ? null : entries[n % entries.length]!;
};

describe('wallet (model test of random recharge, freeze, release, charge and refund sequences)', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(() => gw.close());

  it('keeps amounts integral, available never negative, freeze = open holds and every balance = its journal, after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 30 }), async (cmds) => {
        const { userId } = await newUser(gw.db);
        const db = gw.db;
        // Both wallets exist (empty) from the start, as for an account that has had them.
        await db.transaction(async (tx) => {
          for (const w of TYPES) await creditWallet(tx, userId, w, {}, { kind: 'open', reference: 'open', now: Date.now() });
        });
        const model: Model = { available: new Map(TYPES.map((t) => [t, 0])), holds: new Map(), refundable: new Map() };
        let n = 0;
        const avail = (w: WalletType) => model.available.get(w)!;
        const move = (w: WalletType, by: number) => model.available.set(w, avail(w) + by);
        for (const c of cmds) {
          const now = Date.now();
          const ref = `model-${userId}-${n++}`;
          if (c.t === 'recharge') {
            const w = TYPES[c.w % TYPES.length]!;
            await db.transaction((tx) => creditWallet(tx, userId, w, c.free ? { free: c.amount } : { amount: c.amount }, { kind: 'recharge', reference: ref, now }));
            move(w, c.amount);
          } else if (c.t === 'freeze' || c.t === 'charge') {
            const w = TYPES[c.w % TYPES.length]!;
            try {
              if (c.t === 'freeze') await db.transaction((tx) => placeHold(tx, userId, w, ref, c.amount, now));
              else await db.transaction((tx) => debitWallet(tx, userId, w, c.amount, { kind: 'deduct', reference: ref, now }));
            } catch (err) {
              expect(err).toBeInstanceOf(ActionError);
              expect(c.amount).toBeGreaterThan(avail(w));
              continue;
            }
            expect(c.amount).toBeLessThanOrEqual(avail(w));
            move(w, -c.amount);
            if (c.t === 'freeze') model.holds.set(ref, { w, left: c.amount });
            else model.refundable.set(ref, { w, left: c.amount });
          } else if (c.t === 'release' || c.t === 'chargeHold') {
            const hit = pick(model.holds, c.pick);
            if (!hit) continue;
            const [holdRef, h] = hit;
            if (c.t === 'release') {
              expect(await db.transaction((tx) => releaseHold(tx, holdRef, now))).toBe(h.left);
              move(h.w, h.left);
              model.holds.delete(holdRef);
            } else {
              const x = Math.floor((h.left * c.part) / 100);
              await db.transaction((tx) => chargeHold(tx, holdRef, x, now));
              h.left -= x;
              const r = model.refundable.get(holdRef);
              model.refundable.set(holdRef, { w: h.w, left: (r?.left ?? 0) + x });
            }
          } else {
            const hit = pick(model.refundable, c.pick);
            if (!hit) continue;
            const [chargeRef, r] = hit;
            // Up to 120% of what is left: beyond it the refund must be refused and change nothing.
            const x = Math.floor((r.left * c.part) / 100);
            const p = db.transaction((tx) => refundCharge(tx, userId, r.w, chargeRef, x, now));
            if (x > r.left) {
              await expect(p).rejects.toThrow(RangeError);
            } else {
              await p;
              r.left -= x;
              move(r.w, x);
            }
          }

          const rows = await db.select().from(wallets).where(eq(wallets.userId, userId));
          for (const w of rows) {
            for (const v of [w.amount, w.amountFree, w.amountCredit, w.amountFreeze]) expect(Number.isSafeInteger(v)).toBe(true);
            const available = w.amount + w.amountFree + w.amountCredit - w.amountFreeze;
            expect(available).toBeGreaterThanOrEqual(0);
            // Wallets the sequence never touches (the account's other product types) stay at 0.
            expect(available).toBe(model.available.get(w.productType as WalletType) ?? 0);
            const open = await db.select().from(walletHolds).where(eq(walletHolds.walletId, w.id));
            const frozen = open.filter((h) => h.open).reduce((s, h) => s + h.amount - h.charged - h.released, 0);
            expect(w.amountFreeze).toBe(frozen);
            expect(frozen).toBe([...model.holds.values()].filter((h) => h.w === w.productType).reduce((s, h) => s + h.left, 0));
          }
          for (const j of await walletsAgainstJournal(db, userId)) expect(j.balances).toEqual(j.journal);
        }
      }),
      { numRuns: 30 },
    );
  });
});
