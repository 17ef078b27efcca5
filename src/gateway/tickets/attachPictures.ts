import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { TICKET_PICTURES_MAX } from '../../contract/constants';
import { RetCode } from '../../contract/retCodes';
import type { Executor } from '../db/client';
import { ticketAttachments } from '../db/schema';
import { ActionError } from '../errors';

/**
 * Attaches the caller's own, not yet attached pictures to a comment of a ticket (the ticket row is
 * locked by the caller). A picture of another account, one already attached or an unknown id is
 * refused alike (AttachFileNotFound), as is going past 5 pictures on the ticket.
 */
export async function attachPictures(db: Executor, ids: readonly string[], to: { userId: number; ticketId: number; commentId: number }): Promise<void> {
  if (ids.length === 0) return;
  const [have] = await db.select({ n: count() }).from(ticketAttachments).where(eq(ticketAttachments.ticketId, to.ticketId));
  if (Number(have?.n ?? 0) + ids.length > TICKET_PICTURES_MAX) throw new ActionError(RetCode.TicketPicturesOverLimit);
  const claimed = await db
    .update(ticketAttachments)
    .set({ ticketId: to.ticketId, commentId: to.commentId })
    .where(and(inArray(ticketAttachments.id, [...ids]), eq(ticketAttachments.userId, to.userId), isNull(ticketAttachments.ticketId)))
    .returning({ id: ticketAttachments.id });
  if (claimed.length !== ids.length) throw new ActionError(RetCode.AttachFileNotFound);
}
