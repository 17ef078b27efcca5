import { eq } from 'drizzle-orm';
import { TicketStatus } from '../../../contract/entities/ticket';
import { RetCode } from '../../../contract/retCodes';
import { tickets } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { loadTicket } from '../../tickets/loadTicket';

/** Operators: a ticket's state without a reply. Closed is final: a closed ticket's state no longer changes. */
export const operatorSetTicketStatus: Handler<'OperatorSetTicketStatus'> = async (p, ctx) => {
  const ticket = await loadTicket(ctx.db, p.TicketId, { lock: true });
  if (ticket.status === TicketStatus.Closed && p.Status !== TicketStatus.Closed) throw new ActionError(RetCode.TicketClosed);
  if (ticket.status !== p.Status) await ctx.db.update(tickets).set({ status: p.Status, updatedAt: ctx.now }).where(eq(tickets.id, ticket.id));
  return { TicketId: ticket.id, Status: p.Status };
};
