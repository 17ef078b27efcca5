import { eq } from 'drizzle-orm';
import { TicketStatus } from '../../../contract/entities/ticket';
import { RetCode } from '../../../contract/retCodes';
import { ticketComments, tickets } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { attachPictures } from '../../tickets/attachPictures';
import { loadTicket } from '../../tickets/loadTicket';

/**
 * The customer's reply on their ticket: the ticket goes (back) to In Review, a solved one too; a
 * closed ticket takes no more comments. Writing it also means the thread was read.
 */
export const createComment: Handler<'CreateComment'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const ticket = await loadTicket(ctx.db, p.TicketId, { ownerId: userId, lock: true });
  if (ticket.status === TicketStatus.Closed) throw new ActionError(RetCode.TicketClosed);
  const [comment] = await ctx.db
    .insert(ticketComments)
    .values({ ticketId: ticket.id, fromStaff: false, authorId: userId, body: p.Content, createdAt: ctx.now })
    .returning({ id: ticketComments.id });
  await attachPictures(ctx.db, p.AttachFileIds, { userId, ticketId: ticket.id, commentId: comment!.id });
  await ctx.db.update(tickets).set({ status: TicketStatus.InReview, updatedAt: ctx.now, userReadAt: ctx.now }).where(eq(tickets.id, ticket.id));
  return { CommentId: comment!.id, Status: TicketStatus.InReview };
};
