import { eq } from 'drizzle-orm';
import { referenceCode, referenceCodeAccount } from '../../../contract/referenceCode';
import { RetCode } from '../../../contract/retCodes';
import { users } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { bankTransfersOf, toBankTransferCredit } from '../../payments/bankTransferRows';

/** Operators: the account a transfer's reference code names, and the transfers credited to it. */
export const operatorGetBankTransferAccount: Handler<'OperatorGetBankTransferAccount'> = async (p, ctx) => {
  const userId = referenceCodeAccount(p.ReferenceCode);
  const [u] = userId === null ? [] : await ctx.db.select({ email: users.email, name: users.displayName, upgrade: users.upgrade }).from(users).where(eq(users.id, userId));
  if (!u || userId === null) throw new ActionError(RetCode.BankTransferAccountNotFound);
  const transfers = await bankTransfersOf(ctx.db, userId, 20);
  return { ReferenceCode: referenceCode(userId), Email: u.email, DisplayName: u.name, Upgrade: u.upgrade, Transfers: transfers.map((t) => toBankTransferCredit(t, true)) };
};
