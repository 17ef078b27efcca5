import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Row-locks the user until the transaction ends, so one user's purchases run one at a time on
 * PostgreSQL (the free trial stays once-only and extensions chain correctly). Returns the time the
 * lock was taken: a purchase that waited for another one is stamped after it, so the order of
 * CreateTime is the order in which the purchases really happened.
 */
export async function lockUser(db: Executor, userId: number, requestTime: number): Promise<number> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return Math.max(requestTime, Date.now());
}
