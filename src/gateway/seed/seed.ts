import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { demoAccount, operatorAccount } from './demoAccount';
import { seedDemoAccount, seedOperatorAccount } from './seedDemoAccount';
import { upsertCatalogue } from './upsertCatalogue';

export interface SeedReport {
  demoCreated: boolean;
  demoEmail: string;
  demoPassword: string;
  operatorEmail: string;
  operatorPassword: string;
}

/** Any constant key: gateways seeding one PostgreSQL database take turns on it. */
const SEED_LOCK = 730_240_001;

/**
 * Runs on every start: upserts the package catalogue and, when the database has no user at all,
 * creates the demo account and the support operator. One transaction under an advisory lock, so two gateways starting on
 * the same PostgreSQL seed once.
 */
export async function seed(db: Db, now: number): Promise<SeedReport> {
  const demoCreated = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await upsertCatalogue(tx);
    const [anyUser] = await tx.select({ id: users.id }).from(users).limit(1);
    if (anyUser) return false;
    await seedDemoAccount(tx, now);
    await seedOperatorAccount(tx, now);
    return true;
  });
  return { demoCreated, demoEmail: demoAccount.email, demoPassword: demoAccount.password, operatorEmail: operatorAccount.email, operatorPassword: operatorAccount.password };
}
