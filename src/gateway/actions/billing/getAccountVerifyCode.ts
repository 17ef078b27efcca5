import { CURRENCY } from '../../../contract/constants';
import type { Handler } from '../../handlers';
import { referenceCode } from '../../../contract/referenceCode';

/** Bank transfer: the operator's bank details (BANK_TRANSFER_* variables) and the account's reference code. */
export const getAccountVerifyCode: Handler<'GetAccountVerifyCode'> = async (_p, ctx) => {
  const b = ctx.config.payments.bank;
  return {
    ReferenceCode: referenceCode(ctx.caller.userId),
    Configured: Boolean(b.beneficiary && b.bankName && b.accountNumber),
    Beneficiary: b.beneficiary,
    BankName: b.bankName,
    AccountNumber: b.accountNumber,
    Swift: b.swift,
    BankAddress: b.address,
    Currency: CURRENCY,
  };
};
