import { eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { ActionError } from '../../errors';

export type UserRow = typeof users.$inferSelect;

/** E-mails are stored and compared in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, normalizeEmail(email)));
  return row;
}

/** The user of an e-mail, or 214407. */
export async function requireUserByEmail(db: Executor, email: string): Promise<UserRow> {
  const row = await findUserByEmail(db, email);
  if (!row) throw new ActionError(RetCode.UserNotExist);
  return row;
}

/** The user of an id, or 214407 (e.g. deleted while a token was still valid). */
export async function requireUserById(db: Executor, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new ActionError(RetCode.UserNotExist);
  return row;
}

/** 214411 when the e-mail already belongs to an account. */
export async function assertEmailFree(db: Executor, email: string): Promise<void> {
  if (await findUserByEmail(db, email)) throw new ActionError(RetCode.UserExists);
}
