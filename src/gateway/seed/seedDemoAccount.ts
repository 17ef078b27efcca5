import { eq } from 'drizzle-orm';
import { SubscriptionStatus } from '../../contract/entities/subscription';
import { createUser } from '../actions/account/createUser';
import { addPeriod } from '../actions/subscription/addPeriod';
import { hashPassword } from '../auth/password';
import type { Executor } from '../db/client';
import { subscriptionPurchases, users } from '../db/schema';
import { creditWallet } from '../wallet';
import { demoAccount, operatorAccount } from './demoAccount';
import { topPackage } from './packageCatalogue';

/**
 * Creates the demo account: activated and upgraded, holding the top package (every module) for
 * one year, with funded main, SMS, e-mail and voice wallets (each funding a journal entry).
 * The package is a grant, so its CostAmount is 0 and no wallet is charged for it.
 */
export async function seedDemoAccount(db: Executor, now: number): Promise<void> {
  const userId = await createUser(
    db,
    { email: demoAccount.email, passwordHash: await hashPassword(demoAccount.password), displayName: demoAccount.displayName, activated: true, upgrade: true },
    now,
  );
  await db.update(users).set({ enName: demoAccount.displayName }).where(eq(users.id, userId));
  await db.insert(subscriptionPurchases).values({
    userId,
    subscriptionNo: topPackage.SubscriptionNo,
    status: SubscriptionStatus.Active,
    free: false,
    period: 1,
    periodUnit: 'year',
    quantity: 1,
    costAmount: 0,
    createTime: now,
    startTime: now,
    endTime: addPeriod(now, 1, 'year'),
  });
  for (const f of demoAccount.funding) {
    await creditWallet(db, userId, f.productType, { amount: f.amount }, { kind: 'seed', reference: 'demo-account', now });
  }
}

/** Creates the support operator: activated, role 'operator', no package or money (it answers tickets). */
export async function seedOperatorAccount(db: Executor, now: number): Promise<void> {
  const userId = await createUser(
    db,
    { email: operatorAccount.email, passwordHash: await hashPassword(operatorAccount.password), displayName: operatorAccount.displayName, activated: true },
    now,
  );
  await db.update(users).set({ role: 'operator', enName: operatorAccount.displayName }).where(eq(users.id, userId));
}
