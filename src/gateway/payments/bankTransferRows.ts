import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BankTransferCredit } from '../../contract/entities/bankTransfer';
import { referenceCode } from '../../contract/referenceCode';
import type { Executor } from '../db/client';
import { bankTransfers, users } from '../db/schema';
import { toUnixSeconds } from '../lib/time';

const operator = alias(users, 'operator');

const columns = {
  id: bankTransfers.id,
  bankReference: bankTransfers.bankReference,
  userId: bankTransfers.userId,
  email: users.email,
  productType: bankTransfers.productType,
  amount: bankTransfers.amount,
  payer: bankTransfers.payer,
  creditedBy: operator.email,
  createdAt: bankTransfers.createdAt,
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | (K extends 'creditedBy' ? null : never) };

function select(db: Executor) {
  return db.select(columns).from(bankTransfers).innerJoin(users, eq(users.id, bankTransfers.userId)).leftJoin(operator, eq(operator.id, bankTransfers.creditedBy));
}

/** A credited bank transfer by the bank's reference of it, or null. */
export async function bankTransferByBankReference(db: Executor, bankReference: string): Promise<Row | null> {
  const [row] = await select(db).where(eq(bankTransfers.bankReference, bankReference));
  return row ?? null;
}

/** The transfers credited to an account, newest first. */
export function bankTransfersOf(db: Executor, userId: number, limit: number): Promise<Row[]> {
  return select(db).where(eq(bankTransfers.userId, userId)).orderBy(desc(bankTransfers.id)).limit(limit);
}

export function toBankTransferCredit(r: Row, alreadyCredited: boolean): BankTransferCredit {
  return {
    TransferId: r.id,
    BankReference: r.bankReference,
    ReferenceCode: referenceCode(r.userId),
    Email: r.email,
    ProductType: r.productType,
    Amount: r.amount,
    Payer: r.payer,
    CreditedBy: r.creditedBy ?? '',
    CreateTime: toUnixSeconds(r.createdAt),
    AlreadyCredited: alreadyCredited,
  };
}
