import { and, eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { SmsTemplateStatus } from '../../../contract/sms/templateMeta';
import { renderTemplate } from '../../../contract/sms/templateVariables';
import type { Executor } from '../../db/client';
import { smsTemplates } from '../../db/schema';
import { ActionError } from '../../errors';

/** The text to send: Content as given, or a passed template of the caller filled with TemplateParams. */
export async function resolveContent(
  db: Executor,
  userId: number,
  p: { Content?: string; TemplateId?: string; TemplateParams: string[] },
  opts: { requirePassed: boolean },
): Promise<{ text: string; templateId: string | null }> {
  if (!p.TemplateId) {
    const text = (p.Content ?? '').trim();
    if (text === '') throw new ActionError(RetCode.InvalidParams, { key: 'ContentRequired' });
    return { text, templateId: null };
  }
  const [t] = await db.select().from(smsTemplates).where(and(eq(smsTemplates.templateId, p.TemplateId), eq(smsTemplates.userId, userId)));
  if (!t) throw new ActionError(RetCode.TemplateNotFound);
  if (opts.requirePassed && t.status !== SmsTemplateStatus.Passed) throw new ActionError(RetCode.TemplateNotPassed);
  const rendered = renderTemplate(t.body, p.TemplateParams);
  if ('missing' in rendered) throw new ActionError(RetCode.TemplateVariablesIncomplete, undefined, { Missing: rendered.missing });
  return { text: rendered.text, templateId: t.templateId };
}
