import { RetCode } from '../../../contract/retCodes';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { activeCards } from '../../payments/cardRows';
import { setupIntentState } from './setupIntentState';

/** The caller's bound cards (default first) and, with SetupIntentId, the state of that binding. */
export const getCardWalletList: Handler<'GetCardWalletList'> = async (p, ctx) => {
  const setupIntent = p.SetupIntentId ? await setupIntentState(ctx.db, ctx.caller.userId, p.SetupIntentId) : null;
  if (p.SetupIntentId && !setupIntent) throw new ActionError(RetCode.SetupIntentNotFound);
  return { Provider: ctx.config.payments.provider, Cards: await activeCards(ctx.db, ctx.caller.userId), SetupIntent: setupIntent };
};
