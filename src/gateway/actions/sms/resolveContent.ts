import { and, eq } from 'drizzle-orm';
import { ChannelId } from '../../../contract/constants';
import { RetCode } from '../../../contract/retCodes';
import { SmsTemplateStatus } from '../../../contract/sms/templateMeta';
import { renderTemplate } from '../../../contract/sms/templateVariables';
import type { Executor } from '../../db/client';
import { smsTemplates } from '../../db/schema';
import { ActionError } from '../../errors';

/**
 * The text to send: Content as given, or a passed template of the caller (of the channel, SMS
 * unless named) filled with TemplateParams; `template` is the row, for a channel's other parts
 * (MMS: subject and image).
 */
export async function resolveContent(
  db: Executor,
  userId: number,
  p: { Content?: string; TemplateId?: string; TemplateParams: string[] },
  opts: { requirePassed: boolean; channel?: number },
): Promise<{ text: string; templateId: string | null; template: typeof smsTemplates.$inferSelect | null }> {
  if (!p.TemplateId) {
    const text = (p.Content ?? '').trim();
    if (text === '') throw new ActionError(RetCode.InvalidParams, { key: 'ContentRequired' });
    return { text, templateId: null, template: null };
  }
  const [t] = await db.select().from(smsTemplates).where(and(eq(smsTemplates.templateId, p.TemplateId), eq(smsTemplates.userId, userId), eq(smsTemplates.channel, opts.channel ?? ChannelId.SMS)));
  if (!t) throw new ActionError(RetCode.TemplateNotFound);
  if (opts.requirePassed && t.status !== SmsTemplateStatus.Passed) throw new ActionError(RetCode.TemplateNotPassed);
  const rendered = renderTemplate(t.body, p.TemplateParams);
  if ('missing' in rendered) throw new ActionError(RetCode.TemplateVariablesIncomplete, undefined, { Missing: rendered.missing });
  return { text: rendered.text, templateId: t.templateId, template: t };
}
