import { and, eq, inArray } from 'drizzle-orm';
import { ChannelId } from '../../../contract/constants';
import type { Executor } from '../../db/client';
import { smsTemplates } from '../../db/schema';
import type { Handler } from '../../handlers';

/** Deletes the caller's named templates of one channel (SMS, MMS); tasks keep the text they were sent with. */
export async function deleteTemplates(db: Executor, userId: number, channel: number, templateIds: string[]): Promise<{ Deleted: number }> {
  const rows = await db
    .delete(smsTemplates)
    .where(and(eq(smsTemplates.userId, userId), eq(smsTemplates.channel, channel), inArray(smsTemplates.templateId, templateIds)))
    .returning({ id: smsTemplates.id });
  return { Deleted: rows.length };
}

export const deleteUSMSTemplate: Handler<'DeleteUSMSTemplate'> = (p, ctx) => deleteTemplates(ctx.db, ctx.caller.userId, ChannelId.SMS, p.TemplateIds);
