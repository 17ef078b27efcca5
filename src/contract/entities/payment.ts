import { z } from 'zod';
import { CARD_BINDING_FREEZE_USD, RECHARGE_MINIMUM } from '../constants';
import { MONEY_SCALE, parseAmount } from '../money';

const int = () => z.number().int();

/** The payment providers the gateway can use: Stripe, or the simulated one embedded by default. */
export const PaymentProviders = ['stripe', 'simulated'] as const;
export type PaymentProviderName = (typeof PaymentProviders)[number];

/** The card authorisation of a binding: 10 USD (spec 000 §1, §9), integer at 10000 per unit. */
export const CARD_BINDING_FREEZE = CARD_BINDING_FREEZE_USD * MONEY_SCALE;
/** Days after binding when the scheduled job releases the 10 USD (spec: within 2 weeks). */
export const CARD_HOLD_RELEASE_DAYS = 7;
/** Recharge minimum on the billing screen: 50.00 (spec 000 §5). */
export const RECHARGE_MIN = parseAmount(RECHARGE_MINIMUM);
/** Highest single recharge accepted: 100,000.00. */
export const RECHARGE_MAX = 100_000 * MONEY_SCALE;
/** Card payments move whole cents: an amount at 10000 per unit must be a multiple of this. */
export const CENT = MONEY_SCALE / 100;

/** The 10 USD authorisation of a binding: 1 Authorising, 2 Frozen, 3 Released, 4 Failed. */
export const CardHoldStatus = { Authorising: 1, Frozen: 2, Released: 3, Failed: 4 } as const;
/** A recharge payment: 1 Processing (waiting for the provider), 2 Succeeded, 3 Failed. */
export const PaymentStatus = { Processing: 1, Succeeded: 2, Failed: 3 } as const;

export const BillingAddress = z.object({ City: z.string(), PostalCode: z.string(), Address: z.string(), Country: z.string() });
export type BillingAddress = z.infer<typeof BillingAddress>;

/**
 * A bound card (spec 000 §3 Payment method): the card number is never stored, only brand and last
 * four digits; Hold is the 10 USD authorisation of the binding.
 */
export const PaymentCard = z.object({
  CardId: z.string(),
  Brand: z.string(),
  Last4: z.string(),
  ExpMonth: int(),
  ExpYear: int(),
  Name: z.string(),
  BillingAddress,
  Default: z.boolean(),
  CreateTime: int(),
  Hold: z
    .object({ Amount: int(), Status: int(), ReleaseTime: int().nullable(), ReleasedTime: int().nullable(), Error: z.string() })
    .nullable(),
});
export type PaymentCard = z.infer<typeof PaymentCard>;

/** A card binding in progress: pending until the provider answers, then succeeded (CardId) or failed (Error). */
export const SetupIntentState = z.object({
  SetupIntentId: z.string(),
  Status: z.enum(['pending', 'succeeded', 'failed']),
  /** 'Failed to process payment details' when it failed. */
  Error: z.string(),
  /** The provider's reason of a failure (e.g. 'Your card was declined.'). */
  Reason: z.string(),
  CardId: z.string().nullable(),
});
export type SetupIntentState = z.infer<typeof SetupIntentState>;

/** A recharge (CreateInpourPayment, or an automatic one). Amount at 10000 per unit. */
export const InpourPayment = z.object({
  PaymentId: z.string(),
  Amount: int(),
  ProductType: int(),
  Status: int(),
  Origin: z.enum(['manual', 'auto']),
  CardId: z.string(),
  Brand: z.string(),
  Last4: z.string(),
  /** 'Failed to process payment details' when it failed. */
  Error: z.string(),
  /** The provider's reason of a failure. */
  Reason: z.string(),
  CreateTime: int(),
  FinishTime: int().nullable(),
  /** The invoice of a succeeded payment. */
  InvoiceNo: z.string().nullable(),
});
export type InpourPayment = z.infer<typeof InpourPayment>;

/** Bank transfer: where to send the money, and the code that identifies the account on the transfer. */
export const BankTransferInfo = z.object({
  ReferenceCode: z.string(),
  /** False when the operator has not set bank details (BANK_TRANSFER_* variables). */
  Configured: z.boolean(),
  Beneficiary: z.string(),
  BankName: z.string(),
  AccountNumber: z.string(),
  Swift: z.string(),
  BankAddress: z.string(),
  Currency: z.string(),
});
export type BankTransferInfo = z.infer<typeof BankTransferInfo>;

/** Whether an amount is a whole number of cents (card payments cannot move a fraction of a cent). */
export function isWholeCents(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount % CENT === 0;
}

/** User Type 4 cannot upgrade (spec 000 §6). */
const NON_UPGRADABLE_TYPE = 4;

/**
 * Whether an account may recharge: it has upgraded (bound a card, or bought a package) and its
 * type may upgrade. Others see 'Please contact our operation staff to open the top-up service'.
 */
export function topUpOpen(user: { Upgrade: boolean; Type: number }): boolean {
  return user.Upgrade && user.Type !== NON_UPGRADABLE_TYPE;
}
