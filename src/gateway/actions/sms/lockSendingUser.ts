import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

/**
 * The sending user's row, locked (`SELECT … FOR UPDATE`) until the transaction ends. The trial quota
 * and the send-limit rules count stored messages and then insert new ones; taking this lock first
 * makes one account's sends check and insert one at a time on PostgreSQL, so parallel sends can
 * never pass a limit together (READ COMMITTED: each count after the lock sees the committed sends
 * before it). PGlite has one connection and serialises anyway.
 */
export async function lockSendingUser(db: Executor, userId: number): Promise<typeof users.$inferSelect | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return user;
}
