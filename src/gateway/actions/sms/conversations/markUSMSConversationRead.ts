import { and, eq, isNull } from 'drizzle-orm';
import { smsReplies } from '../../../db/schema';
import type { Handler } from '../../../handlers';
import { conversationPhone } from './conversationPhone';

/** Marks every unread reply of a number read (its conversation's unread count becomes 0). */
export const markUSMSConversationRead: Handler<'MarkUSMSConversationRead'> = async (p, ctx) => {
  const phone = conversationPhone(p.PhoneNumber);
  const rows = await ctx.db
    .update(smsReplies)
    .set({ readAt: ctx.now })
    .where(and(eq(smsReplies.userId, ctx.caller.userId), eq(smsReplies.phone, phone), isNull(smsReplies.readAt)))
    .returning({ id: smsReplies.id });
  return { PhoneNumber: phone, Marked: rows.length };
};
