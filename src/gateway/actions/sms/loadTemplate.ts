import { and, eq } from 'drizzle-orm';
import { ChannelId } from '../../../contract/constants';
import { RetCode } from '../../../contract/retCodes';
import type { Executor } from '../../db/client';
import { smsTemplates } from '../../db/schema';
import { ActionError } from '../../errors';

/** The caller's template of a channel (SMS unless named); TemplateNotFound otherwise (also for another channel's template). */
export async function loadTemplate(db: Executor, userId: number, templateId: string, channel: number = ChannelId.SMS) {
  const [t] = await db.select().from(smsTemplates).where(and(eq(smsTemplates.templateId, templateId), eq(smsTemplates.userId, userId), eq(smsTemplates.channel, channel)));
  if (!t) throw new ActionError(RetCode.TemplateNotFound);
  return t;
}
