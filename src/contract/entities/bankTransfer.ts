import { z } from 'zod';

const int = () => z.number().int();

/** An incoming bank transfer an operator matched to an account and credited (amounts at 10000 per unit). */
export const BankTransferCredit = z.object({
  TransferId: int(),
  /** The bank's own id of the transfer (statement line): credited once. */
  BankReference: z.string(),
  ReferenceCode: z.string(),
  Email: z.string(),
  ProductType: int(),
  Amount: int(),
  Payer: z.string(),
  /** E-mail of the operator who credited it ('' once that account is gone). */
  CreditedBy: z.string(),
  CreateTime: int(),
  /** True when this transfer had been credited before: the answer is that credit, nothing was added. */
  AlreadyCredited: z.boolean(),
});
export type BankTransferCredit = z.infer<typeof BankTransferCredit>;

/** The account a reference code names, as the operator sees it before crediting. */
export const BankTransferAccount = z.object({
  ReferenceCode: z.string(),
  Email: z.string(),
  DisplayName: z.string(),
  /** Whether the account is upgraded (a credited transfer upgrades it). */
  Upgrade: z.boolean(),
  /** The transfers credited to it, newest first (at most 20). */
  Transfers: z.array(BankTransferCredit),
});
export type BankTransferAccount = z.infer<typeof BankTransferAccount>;
