import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletProductType } from '../../src/contract/constants';
import { RetCode } from '../../src/contract/retCodes';
import { ActionError } from '../../src/gateway/errors';
import { placeHold } from '../../src/gateway/messaging/holds';
import { creditWallet, debitWallet } from '../../src/gateway/wallet';
import { startTestGateway, type TestGateway } from './harness';
import { newUser, walletsAgainstJournal } from './userFixture';
import { smsWallet } from './smsFixture';

const PRICE = 12_345;
const CALLS = 100;
const COVERED = 10;

/** Runs `CALLS` wallet operations at once, each in its own transaction; answers how many succeeded, failing on any error but InsufficientBalance. */
async function race(run: (i: number) => Promise<void>): Promise<number> {
  const results = await Promise.allSettled(Array.from({ length: CALLS }, (_, i) => run(i)));
  for (const r of results) {
    if (r.status === 'rejected') {
      expect(r.reason).toBeInstanceOf(ActionError);
      expect((r.reason as ActionError).retCode).toBe(RetCode.InsufficientBalance);
    }
  }
  return results.filter((r) => r.status === 'fulfilled').length;
}

describe('concurrent charges against one wallet', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(() => gw.close());

  async function fundedUser() {
    const u = await newUser(gw.db);
    await gw.db.transaction((tx) => creditWallet(tx, u.userId, WalletProductType.SMS, { amount: PRICE * COVERED + PRICE - 1 }, { kind: 'test', reference: 'fixture', now: Date.now() }));
    return u;
  }

  it(`${CALLS} concurrent charges against a balance that covers ${COVERED}: exactly ${COVERED} succeed`, async () => {
    const { userId } = await fundedUser();
    const ok = await race((i) => gw.db.transaction((tx) => debitWallet(tx, userId, WalletProductType.SMS, PRICE, { kind: 'deduct', reference: `race-${i}`, now: Date.now() })));
    expect(ok).toBe(COVERED);
    const w = await smsWallet(gw.db, userId);
    expect(w.amount).toBe(PRICE - 1);
    for (const j of await walletsAgainstJournal(gw.db, userId)) expect(j.balances).toEqual(j.journal);
  });

  it(`${CALLS} concurrent holds against a balance that covers ${COVERED}: exactly ${COVERED} are placed`, async () => {
    const { userId } = await fundedUser();
    const ok = await race((i) => gw.db.transaction((tx) => placeHold(tx, userId, WalletProductType.SMS, `race-hold-${userId}-${i}`, PRICE, Date.now())));
    expect(ok).toBe(COVERED);
    const w = await smsWallet(gw.db, userId);
    expect(w.amountFreeze).toBe(PRICE * COVERED);
    expect(w.amount + w.amountFree + w.amountCredit - w.amountFreeze).toBe(PRICE - 1);
  });
});
