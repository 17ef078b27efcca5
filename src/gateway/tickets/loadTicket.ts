import { and, eq } from 'drizzle-orm';
import { RetCode } from '../../contract/retCodes';
import type { Executor } from '../db/client';
import { tickets } from '../db/schema';
import { ActionError } from '../errors';

export type TicketRow = typeof tickets.$inferSelect;

/**
 * A ticket, locked for update when `lock` (writes that change its state). `ownerId`: only that
 * customer's ticket; another account's ticket answers exactly like one that does not exist.
 */
export async function loadTicket(db: Executor, ticketId: number, opts: { ownerId?: number; lock?: boolean } = {}): Promise<TicketRow> {
  const where = opts.ownerId === undefined ? eq(tickets.id, ticketId) : and(eq(tickets.id, ticketId), eq(tickets.userId, opts.ownerId));
  const query = db.select().from(tickets).where(where);
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw new ActionError(RetCode.TicketNotFound);
  return row;
}
