import { and, eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { inpourPayments } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { toInpourPayment } from './toInpourPayment';

/** One of the caller's recharges (another user's is 'The payment does not exist'). */
export const getInpourPayment: Handler<'GetInpourPayment'> = async (p, ctx) => {
  const [row] = await ctx.db.select().from(inpourPayments).where(and(eq(inpourPayments.paymentId, p.PaymentId), eq(inpourPayments.userId, ctx.caller.userId)));
  if (!row) throw new ActionError(RetCode.PaymentNotFound);
  return toInpourPayment(ctx.db, row);
};
