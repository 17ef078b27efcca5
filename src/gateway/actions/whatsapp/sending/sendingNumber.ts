import { and, eq } from 'drizzle-orm';
import { RetCode } from '../../../../contract/retCodes';
import type { UserContext } from '../../../context';
import { whatsappNumbers } from '../../../db/schema';
import { ActionError } from '../../../errors';
import { syncWhatsAppNumbers } from '../listWhatsAppNumbers';

/**
 * The business number a send goes from: the caller's number `phoneNumberId`, or their first
 * connected one; the numbers are read from the provider first when none is kept yet.
 * 'No connected WhatsApp number to send from' when there is none (or that one is not CONNECTED).
 */
export async function sendingNumber(ctx: UserContext, phoneNumberId?: string): Promise<string> {
  const userId = ctx.caller.userId;
  const read = () => ctx.db.select().from(whatsappNumbers).where(and(eq(whatsappNumbers.userId, userId), eq(whatsappNumbers.status, 'CONNECTED'))).orderBy(whatsappNumbers.displayPhoneNumber);
  let rows = await read();
  if (rows.length === 0) {
    const { wabaId } = await syncWhatsAppNumbers(ctx);
    if (!wabaId) throw new ActionError(RetCode.WhatsAppNotConnected);
    rows = await read();
  }
  const row = phoneNumberId === undefined ? rows[0] : rows.find((r) => r.phoneNumberId === phoneNumberId);
  if (!row) throw new ActionError(RetCode.WhatsAppNumberNotConnected);
  return row.phoneNumberId;
}
