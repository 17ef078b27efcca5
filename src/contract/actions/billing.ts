import { z } from 'zod';
import { defineAction } from '../action';
import { BALANCE_ALARM_THRESHOLD_MAX, BalanceAlarm } from '../entities/balanceAlarm';
import { TRANSACTION_PAGE_SIZES, Transaction, TransactionState, TransactionTypes } from '../entities/transaction';
import { SpecText } from '../messages';
import { unixSeconds } from '../validation/fields';
import { billingBankTransferActions } from './billingBankTransfer';
import { billingPaymentActions } from './billingPayments';
import { billingUsageActions } from './billingUsage';

const amountError = { error: SpecText.AmountVerificationFailure };

const pageSize = z.union(TRANSACTION_PAGE_SIZES.map((n) => z.literal(n)), { error: `Limit must be one of ${TRANSACTION_PAGE_SIZES.join(', ')}` });

/** Billing Actions of spec 000 §7: transactions, the low-balance threshold, cards, recharge, invoices, usage and exports (GetBalance is in sms.ts). */
export const billingActions = {
  GetTransactionList: defineAction({
    kind: 'read',
    access: 'user',
    summary:
      'The account\'s transactions (every change of money in its wallets, and the payments that failed: State 2, with the amount they asked for and nothing moved), newest first: Type (the eight of the spec), State (1 Success, 2 Failed), ProductType and StartTime/EndTime (unix seconds) filter; Limit 10, 15 or 30.',
    params: z.object({
      Type: z.enum(TransactionTypes).optional(),
      State: z.union([z.literal(TransactionState.Success), z.literal(TransactionState.Failed)], { error: 'State must be 1 or 2' }).optional(),
      ProductType: z.number().int().min(0).optional(),
      StartTime: unixSeconds.optional(),
      EndTime: unixSeconds.optional(),
      Offset: z.number().int().min(0).default(0),
      Limit: pageSize.default(TRANSACTION_PAGE_SIZES[0]),
    }),
    result: z.object({ Total: z.number().int(), Transactions: z.array(Transaction) }),
  }),
  GetBalanceAlarm: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The low-balance threshold (10000 per unit, 0 = off) and the addresses its e-mail goes to.',
    params: z.object({}),
    result: BalanceAlarm,
  }),
  UpdateBalanceAlarmThreshold: defineAction({
    kind: 'write',
    access: 'user',
    summary:
      'Set the low-balance threshold (10000 per unit; 0 turns it off). When a product type\'s available balance falls below it, one e-mail goes to the notification addresses; the next only after the balance has been back at or above it.',
    params: z.object({
      Threshold: z
        .number(amountError)
        .int(amountError)
        .min(0, amountError)
        .max(BALANCE_ALARM_THRESHOLD_MAX, amountError),
    }),
    result: BalanceAlarm,
    invalidates: ['GetBalanceAlarm'],
    offline: { queue: true },
    title: 'Low-balance threshold',
    titleZh: '低余额提醒阈值',
  }),
  ...billingPaymentActions,
  ...billingBankTransferActions,
  ...billingUsageActions,
} as const;
