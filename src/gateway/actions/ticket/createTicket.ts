import { TicketStatus } from '../../../contract/entities/ticket';
import { ticketComments, tickets } from '../../db/schema';
import type { Handler } from '../../handlers';
import { attachPictures } from '../../tickets/attachPictures';

/** Opens a ticket In Review: its first comment is the description, with the pictures attached to it. */
export const createTicket: Handler<'CreateTicket'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const [ticket] = await ctx.db
    .insert(tickets)
    .values({ userId, category: p.Category, title: p.Title, status: TicketStatus.InReview, createdAt: ctx.now, updatedAt: ctx.now, userReadAt: ctx.now })
    .returning({ id: tickets.id });
  const [comment] = await ctx.db
    .insert(ticketComments)
    .values({ ticketId: ticket!.id, fromStaff: false, authorId: userId, body: p.Content, createdAt: ctx.now })
    .returning({ id: ticketComments.id });
  await attachPictures(ctx.db, p.AttachFileIds, { userId, ticketId: ticket!.id, commentId: comment!.id });
  return { TicketId: ticket!.id };
};
