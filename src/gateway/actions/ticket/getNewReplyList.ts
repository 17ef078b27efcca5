import { and, asc, eq, gt } from 'drizzle-orm';
import { ticketComments, tickets } from '../../db/schema';
import type { Handler } from '../../handlers';

/** The caller's tickets with a staff comment newer than the user last read them (the shell badge). */
export const getNewReplyList: Handler<'GetNewReplyList'> = async (_params, ctx) => {
  const rows = await ctx.db
    .selectDistinct({ id: tickets.id })
    .from(tickets)
    .innerJoin(ticketComments, eq(ticketComments.ticketId, tickets.id))
    .where(and(eq(tickets.userId, ctx.caller.userId), eq(ticketComments.fromStaff, true), gt(ticketComments.createdAt, tickets.userReadAt)))
    .orderBy(asc(tickets.id));
  return { Total: rows.length, TicketIds: rows.map((r) => r.id) };
};
