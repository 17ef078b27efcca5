import { RetCode } from '../../../contract/retCodes';
import type { Db } from '../../db/client';
import { setupIntents } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { ensureCustomer } from '../../payments/ensureCustomer';
import { providerFor } from '../../payments/providerFor';

/** User Type 4 cannot upgrade (spec 000 §6), and binding a card is an upgrade. */
const NON_UPGRADABLE = 4;

/**
 * Starts a card binding: the provider's customer (made on first use) and a SetupIntent, recorded
 * against the caller so its webhook finds the account. Runs outside a transaction (registry
 * `transaction: 'handler'`): the provider may be a network call.
 */
export const createSetupIntent: Handler<'CreateSetupIntent'> = async (_p, ctx) => {
  if (ctx.caller.user.type === NON_UPGRADABLE) throw new ActionError(RetCode.NoUpgradePermission);
  const db = ctx.db as Db;
  const provider = providerFor(ctx.config.payments, db);
  const customerId = await ensureCustomer(db, provider, { userId: ctx.caller.userId, email: ctx.caller.email, name: ctx.caller.user.displayName }, ctx.now);
  const si = await provider.createSetupIntent(customerId, { userId: String(ctx.caller.userId) });
  await db.insert(setupIntents).values({ id: si.id, userId: ctx.caller.userId, provider: provider.name, status: 'pending', createdAt: ctx.now });
  return { Provider: provider.name, SetupIntentId: si.id, ClientSecret: si.clientSecret, PublishableKey: provider.publishableKey };
};
