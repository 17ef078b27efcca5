import { z } from 'zod';
import { defineAction } from '../action';
import { BankTransferInfo, InpourPayment, PaymentCard, PaymentProviders, RECHARGE_MAX, RECHARGE_MIN, SetupIntentState, isWholeCents } from '../entities/payment';
import { INVOICE_PAGE_SIZES, Invoice, InvoiceKinds } from '../entities/invoice';
import { SpecText } from '../messages';
import { requiredString, unixSeconds } from '../validation/fields';

const int = () => z.number().int();
const amountError = { error: SpecText.AmountVerificationFailure };
const cardId = requiredString('CardId is required', 64);

/** Card binding (SetupIntent flow), recharge, bank transfer and invoices (spec 000 §7 Billing). */
export const billingPaymentActions = {
  CreateSetupIntent: defineAction({
    kind: 'write',
    access: 'user',
    summary:
      'Start binding a card: the payment provider\'s SetupIntent. Answers the provider (stripe or simulated), the SetupIntentId and the ClientSecret the card form confirms it with (Stripe Elements, or the simulated provider\'s form), and Stripe\'s publishable key. Binding freezes 10 USD on the card, released within 2 weeks.',
    params: z.object({}),
    result: z.object({ Provider: z.enum(PaymentProviders), SetupIntentId: z.string(), ClientSecret: z.string(), PublishableKey: z.string() }),
    offline: { queue: false, why: 'short-lived' },
    transaction: 'handler',
  }),
  CompleteSetupIntent: defineAction({
    kind: 'write',
    access: 'user',
    summary:
      'After the card form confirmed a SetupIntent: asks the gateway to fetch its outcome from the provider now (the provider\'s webhook does the same). Answers its state; the card appears in GetCardWalletList once the 10 USD authorisation is done (\'Failed to process payment details\' when refused).',
    params: z.object({ SetupIntentId: requiredString('SetupIntentId is required', 128) }),
    result: SetupIntentState,
    invalidates: ['GetCardWalletList'],
    offline: { queue: false, why: 'short-lived' },
  }),
  GetCardWalletList: defineAction({
    kind: 'read',
    access: 'user',
    summary:
      'The bound cards (brand, last four digits, expiry, name, billing address, default flag and the 10 USD authorisation of the binding), default first; with SetupIntentId also the state of that binding.',
    params: z.object({ SetupIntentId: z.string().max(128).optional() }),
    result: z.object({ Provider: z.enum(PaymentProviders), Cards: z.array(PaymentCard), SetupIntent: SetupIntentState.nullable() }),
  }),
  UpdateCardWallet: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Make a bound card the default one (recharges and auto recharge use it).',
    params: z.object({ CardId: cardId, Default: z.literal(true, { error: 'Default must be true' }) }),
    result: PaymentCard,
    invalidates: ['GetCardWalletList'],
    offline: { queue: false, why: 'money' },
  }),
  DeleteCardWallet: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Remove a bound card (its provider token is detached). The next card becomes the default.',
    params: z.object({ CardId: cardId }),
    result: z.object({ CardId: z.string() }),
    invalidates: ['GetCardWalletList'],
    offline: { queue: false, why: 'money' },
  }),
  CreateInpourPayment: defineAction({
    kind: 'write',
    access: 'user',
    summary:
      'Recharge a wallet (ProductType, default 0 the main wallet) by card: Amount at 10000 per unit, at least 50.00 and whole cents (\'Amount verification failure\' otherwise). CardId defaults to the default card. Answers the payment, Processing until the provider answers (GetInpourPayment); the wallet is credited once it succeeded. Accounts without top-up are refused with \'Please contact our operation staff to open the top-up service\'. Send an IdempotencyKey: a repeated request then pays once.',
    params: z.object({
      Amount: z
        .number(amountError)
        .int(amountError)
        .min(RECHARGE_MIN, amountError)
        .max(RECHARGE_MAX, amountError)
        .refine(isWholeCents, amountError),
      ProductType: int().min(0).default(0),
      CardId: z.string().max(64).optional(),
    }),
    result: InpourPayment,
    invalidates: ['GetInpourPayment', 'GetBalance', 'GetTransactionList', 'GetInvoiceList'],
    offline: { queue: false, why: 'money' },
  }),
  GetInpourPayment: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'One recharge payment and its state (1 Processing, 2 Succeeded, 3 Failed with Error), with its invoice once paid.',
    params: z.object({ PaymentId: requiredString('PaymentId is required', 64) }),
    result: InpourPayment,
  }),
  GetAccountVerifyCode: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Bank transfer: the operator\'s bank details and the reference code that identifies this account on a transfer.',
    params: z.object({}),
    result: BankTransferInfo,
  }),
  UpdateAutoRecharge: defineAction({
    kind: 'write',
    access: 'user',
    summary:
      'Auto recharge: when a wallet falls below the low-balance threshold, the default card refills it to Target (10000 per unit; 0 turns it off). Target must be at least the threshold + 50.00 and whole cents.',
    params: z.object({ Target: z.number(amountError).int(amountError).min(0, amountError).max(RECHARGE_MAX, amountError).refine(isWholeCents, amountError) }),
    result: z.object({ Target: int() }),
    invalidates: ['GetBalanceAlarm'],
    offline: { queue: false, why: 'money' },
  }),
  GetInvoiceList: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The invoices of paid bills (recharges and packages), newest first; Type and StartTime/EndTime (unix seconds) filter; Limit 10, 15 or 30.',
    params: z.object({
      Type: z.enum(InvoiceKinds).optional(),
      StartTime: unixSeconds.optional(),
      EndTime: unixSeconds.optional(),
      Offset: int().min(0).default(0),
      Limit: z.union(INVOICE_PAGE_SIZES.map((n) => z.literal(n)), { error: `Limit must be one of ${INVOICE_PAGE_SIZES.join(', ')}` }).default(INVOICE_PAGE_SIZES[0]),
    }),
    result: z.object({ Total: int(), Invoices: z.array(Invoice) }),
  }),
  GetInvoiceFile: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'A short-lived download address of an invoice\'s PDF: GET Url (valid 10 minutes, no other credentials needed) answers the PDF.',
    params: z.object({ InvoiceNo: requiredString('InvoiceNo is required', 64) }),
    result: z.object({ FileName: z.string(), Url: z.string(), ExpireTime: int() }),
    offline: { queue: false, why: 'short-lived' },
  }),
} as const;
