import { z } from 'zod';
import { defineAction } from '../action';
import { WalletProductType } from '../constants';
import { BankTransferAccount, BankTransferCredit } from '../entities/bankTransfer';
import { isWholeCents, RECHARGE_MAX } from '../entities/payment';
import { SpecText } from '../messages';
import { isReferenceCode } from '../referenceCode';
import { requiredString } from '../validation/fields';
import { ValidationText } from '../validation/rules';

const paymentOperator = { permission: 'PaymentOperator' } as const;
const amountError = { error: SpecText.AmountVerificationFailure };
/** The wallets a transfer can be credited to: the main wallet (0) and the product sub-wallets. */
export const BANK_TRANSFER_PRODUCT_TYPES = [0, ...Object.values(WalletProductType)] as const;

/** Upper or lower case (the gateway reads it upper-cased). */
const referenceCodeField = requiredString(ValidationText.ReferenceCodeRequired, 32).refine(isReferenceCode, { error: ValidationText.ReferenceCodeInvalid });

/**
 * Bank transfers (spec 000 §1: upgrade by bank transfer): the operator matches an incoming transfer
 * to the account by the reference code on it and credits the received amount, once per transfer.
 * Behind the PaymentOperator permission, which only an operator account holds.
 */
export const billingBankTransferActions = {
  OperatorGetBankTransferAccount: defineAction({
    kind: 'read',
    access: 'user',
    ...paymentOperator,
    summary: 'Operators: the account a bank transfer\'s reference code names (e-mail, name, upgraded or not) and the transfers credited to it.',
    params: z.object({ ReferenceCode: referenceCodeField }),
    result: BankTransferAccount,
  }),
  OperatorCreditBankTransfer: defineAction({
    kind: 'write',
    access: 'user',
    ...paymentOperator,
    summary:
      'Operators: credit an incoming bank transfer to the account its ReferenceCode names: Amount received (10000 per unit, whole cents, above 0), BankReference (the bank\'s id of the transfer: the same transfer is credited once; sent again with the same details it answers that credit with AlreadyCredited), the wallet (ProductType, default 0 the main wallet) and the payer as the statement names it. It is recorded as a Recharge transaction with an invoice, and upgrades the account.',
    params: z.object({
      ReferenceCode: referenceCodeField,
      BankReference: requiredString(ValidationText.BankReferenceRequired, 64),
      Amount: z.number(amountError).int(amountError).min(1, amountError).max(RECHARGE_MAX, amountError).refine(isWholeCents, amountError),
      ProductType: z
        .number()
        .int()
        .refine((v) => (BANK_TRANSFER_PRODUCT_TYPES as readonly number[]).includes(v), { error: `must be one of ${BANK_TRANSFER_PRODUCT_TYPES.join(', ')}` })
        .default(0),
      Payer: z.string().trim().max(200, { error: 'must be at most 200 characters' }).default(''),
    }),
    result: BankTransferCredit,
    invalidates: ['OperatorGetBankTransferAccount'],
    title: 'Credit bank transfer {BankReference}',
    titleZh: '银行转账 {BankReference} 入账',
  }),
} as const;
