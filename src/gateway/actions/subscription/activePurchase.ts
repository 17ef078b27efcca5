import type { Executor } from '../../db/client';
import { activePurchases } from './activePurchases';

/** The user's running purchase that ends last (the end of any queued extensions), with its package. */
export async function activePurchase(db: Executor, userId: number, now: number) {
  return (await activePurchases(db, userId, now)).at(-1) ?? null;
}

/** Modules whitelisted by the active package (empty without one). */
export async function activeModules(db: Executor, userId: number, now: number): Promise<Set<string>> {
  const row = await activePurchase(db, userId, now);
  return new Set(row ? row.pkg.modWhitelist.map((m) => m.ProductMod) : []);
}
