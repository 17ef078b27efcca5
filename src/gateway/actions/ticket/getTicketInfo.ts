import { and, eq, lt } from 'drizzle-orm';
import { tickets } from '../../db/schema';
import type { Handler } from '../../handlers';
import { loadTicket } from '../../tickets/loadTicket';
import { ticketInfo } from '../../tickets/ticketRows';

/**
 * One of the caller's tickets with its thread. Reading it marks the staff replies read (one
 * UPDATE, only when there is something newer), so the badge (GetNewReplyList) drops it; the answer
 * still flags NewReply for the replies this read revealed.
 */
export const getTicketInfo: Handler<'GetTicketInfo'> = async (p, ctx) => {
  const row = await loadTicket(ctx.db, p.TicketId, { ownerId: ctx.caller.userId });
  const info = await ticketInfo(ctx.db, row);
  if (info.NewReply) {
    await ctx.db.update(tickets).set({ userReadAt: ctx.now }).where(and(eq(tickets.id, row.id), lt(tickets.userReadAt, ctx.now)));
  }
  return info;
};
