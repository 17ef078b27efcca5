import { eq } from 'drizzle-orm';
import { referenceCodeAccount } from '../../../contract/referenceCode';
import { RetCode } from '../../../contract/retCodes';
import { invalidateUser } from '../../auth/authCache';
import { bankTransfers, users } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { bankTransferByBankReference, toBankTransferCredit } from '../../payments/bankTransferRows';
import { issueInvoice } from '../../payments/invoices/issueInvoice';
import { productName } from '../../payments/productName';
import { creditWallet } from '../../wallet';

/**
 * Operators: credits an incoming bank transfer to the account its reference code names, once. The
 * transfer row is claimed by the bank's reference (unique index, INSERT … ON CONFLICT DO NOTHING):
 * of two operators submitting the same transfer at once, the second waits for the first's commit
 * and finds its row, so the wallet is credited in exactly one transaction — with the journal row
 * (a Recharge transaction), the invoice and the account's upgrade (spec 000 §1). The same transfer
 * sent again with the same details answers that credit (AlreadyCredited); with other details it is
 * refused and nothing changes.
 */
export const operatorCreditBankTransfer: Handler<'OperatorCreditBankTransfer'> = async (p, ctx) => {
  const userId = referenceCodeAccount(p.ReferenceCode);
  const [u] = userId === null ? [] : await ctx.db.select({ upgrade: users.upgrade }).from(users).where(eq(users.id, userId));
  if (!u || userId === null) throw new ActionError(RetCode.BankTransferAccountNotFound);
  const bankReference = p.BankReference;
  const claimed = await ctx.db
    .insert(bankTransfers)
    .values({ bankReference, userId, productType: p.ProductType, amount: p.Amount, payer: p.Payer, creditedBy: ctx.caller.userId, createdAt: ctx.now })
    .onConflictDoNothing({ target: bankTransfers.bankReference })
    .returning({ id: bankTransfers.id });
  if (claimed.length === 0) {
    const earlier = await bankTransferByBankReference(ctx.db, bankReference);
    if (!earlier) throw new Error(`Bank transfer ${bankReference} conflicted but is not there`);
    if (earlier.userId !== userId || earlier.amount !== p.Amount || earlier.productType !== p.ProductType) {
      throw new ActionError(RetCode.BankTransferAlreadyCredited, undefined, toBankTransferCredit(earlier, true));
    }
    return toBankTransferCredit(earlier, true);
  }
  const reference = `bank-transfer:${claimed[0]!.id}`;
  await creditWallet(ctx.db, userId, p.ProductType, { amount: p.Amount }, { kind: 'recharge', reference, now: ctx.now });
  if (!u.upgrade) {
    await ctx.db.update(users).set({ upgrade: true }).where(eq(users.id, userId));
    await invalidateUser(ctx.db, userId);
  }
  await issueInvoice(ctx.db, {
    userId,
    kind: 'Recharge',
    reference,
    subtotal: p.Amount,
    taxes: 0,
    paidBy: `Bank transfer ${bankReference}`,
    lines: [{ description: `Bank transfer to the ${productName(p.ProductType)} wallet`, quantity: 1, amount: p.Amount }],
    now: ctx.now,
  });
  const row = await bankTransferByBankReference(ctx.db, bankReference);
  return toBankTransferCredit(row!, false);
};
