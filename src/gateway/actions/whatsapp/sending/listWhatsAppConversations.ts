import { and, desc, eq, sql } from 'drizzle-orm';
import { whatsappInbound } from '../../../db/schema';
import type { Handler } from '../../../handlers';
import { toUnixSeconds } from '../../../lib/time';
import { SERVICE_WINDOW_MS } from '../../../whatsapp/sending/serviceWindow';

/** Customers who wrote to the caller's numbers, by their newest message, with their customer-service window (open for 24 hours after it). */
export const listWhatsAppConversations: Handler<'ListWhatsAppConversations'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const phone = p.PhoneNumber?.replace(/[^\d+]/g, '');
  const where = and(eq(whatsappInbound.userId, userId), ...(phone ? [eq(whatsappInbound.fromPhone, phone.startsWith('+') ? phone : `+${phone}`)] : []));
  const latest = ctx.db
    .selectDistinctOn([whatsappInbound.fromPhone], { phone: whatsappInbound.fromPhone, text: whatsappInbound.text, at: whatsappInbound.receivedAt })
    .from(whatsappInbound)
    .where(where)
    .orderBy(whatsappInbound.fromPhone, desc(whatsappInbound.receivedAt))
    .as('latest');
  const rows = await ctx.db.select().from(latest).orderBy(desc(latest.at)).limit(p.Limit).offset(p.Offset);
  const [count] = await ctx.db.select({ n: sql<string | number>`count(distinct ${whatsappInbound.fromPhone})` }).from(whatsappInbound).where(where);
  return {
    Total: Number(count?.n ?? 0),
    Conversations: rows.map((r) => ({
      PhoneNumber: r.phone,
      LastMessage: r.text,
      LastMessageTime: toUnixSeconds(r.at),
      WindowEnd: r.at + SERVICE_WINDOW_MS > ctx.now ? toUnixSeconds(r.at + SERVICE_WINDOW_MS) : null,
    })),
  };
};
