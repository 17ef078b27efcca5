import { eq } from 'drizzle-orm';
import { TicketStatus } from '../../../contract/entities/ticket';
import { RetCode } from '../../../contract/retCodes';
import { tickets } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { loadTicket } from '../../tickets/loadTicket';

/** The customer marks their ticket solved (again: no change); a closed ticket stays closed. Its replies count as read. */
export const solvedTicket: Handler<'SolvedTicket'> = async (p, ctx) => {
  const ticket = await loadTicket(ctx.db, p.TicketId, { ownerId: ctx.caller.userId, lock: true });
  if (ticket.status === TicketStatus.Closed) throw new ActionError(RetCode.TicketClosed);
  if (ticket.status !== TicketStatus.Solved) {
    await ctx.db.update(tickets).set({ status: TicketStatus.Solved, updatedAt: ctx.now, userReadAt: ctx.now }).where(eq(tickets.id, ticket.id));
  }
  return { TicketId: ticket.id, Status: TicketStatus.Solved };
};
