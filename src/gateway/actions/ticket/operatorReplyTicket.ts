import { eq } from 'drizzle-orm';
import { TicketStatus } from '../../../contract/entities/ticket';
import { RetCode } from '../../../contract/retCodes';
import { ticketComments, tickets } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { queueNotificationMail } from '../../mail/notificationRecipients';
import { loadTicket } from '../../tickets/loadTicket';
import { ticketReplyMail } from '../../tickets/ticketReplyMail';

/**
 * Operators: a staff reply on any open ticket (the customer's badge counts it) and its new state; the
 * ticket's owner is e-mailed at their notification addresses, in the same transaction.
 */
export const operatorReplyTicket: Handler<'OperatorReplyTicket'> = async (p, ctx) => {
  const ticket = await loadTicket(ctx.db, p.TicketId, { lock: true });
  if (ticket.status === TicketStatus.Closed) throw new ActionError(RetCode.TicketClosed);
  const [comment] = await ctx.db
    .insert(ticketComments)
    .values({ ticketId: ticket.id, fromStaff: true, authorId: ctx.caller.userId, body: p.Content, createdAt: ctx.now })
    .returning({ id: ticketComments.id });
  await ctx.db.update(tickets).set({ status: p.Status, updatedAt: ctx.now }).where(eq(tickets.id, ticket.id));
  // The owner's notification addresses are told, through the same mail path as the low-balance alarm.
  await queueNotificationMail(ctx.db, ticket.userId, ticketReplyMail(ticket, p.Content, p.Status, ctx.config.publicUrl), ctx.now);
  ctx.afterCommit(() => ctx.flushOutbound());
  return { CommentId: comment!.id, Status: p.Status };
};
