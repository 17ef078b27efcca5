import type { Executor } from '../../db/client';
import { activePurchases } from './activePurchases';

/** The user's running purchase that ends last (the end of any queued extensions), with its package. */
export async function activePurchase(db: Executor, userId: number, now: number) {
  return (await activePurchases(db, userId, now)).at(-1) ?? null;
}

/**
 * Modules whitelisted by the active package (empty without one), and the time until which that
 * answer holds without a new purchase (the end of that package; Infinity without one).
 */
export async function activeModules(db: Executor, userId: number, now: number): Promise<{ modules: Set<string>; until: number }> {
  const row = await activePurchase(db, userId, now);
  return row ? { modules: new Set(row.pkg.modWhitelist.map((m) => m.ProductMod)), until: Number(row.purchase.endTime) } : { modules: new Set(), until: Infinity };
}
