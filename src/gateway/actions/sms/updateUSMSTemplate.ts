import { eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { SmsTemplateStatus } from '../../../contract/sms/templateMeta';
import { smsTemplates } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { loadTemplate } from './loadTemplate';
import { queueReview } from './queueReview';
import { toTemplate } from './toTemplate';

/** Changes a template (not while it is in review); it goes back to review. */
export const updateUSMSTemplate: Handler<'UpdateUSMSTemplate'> = async (p, ctx) => {
  const t = await loadTemplate(ctx.db, ctx.caller.userId, p.TemplateId);
  if (t.status === SmsTemplateStatus.InReview || t.status === SmsTemplateStatus.Disabled) throw new ActionError(RetCode.TemplateNotEditable);
  const [updated] = await ctx.db
    .update(smsTemplates)
    .set({ name: p.TemplateName, purpose: p.Purpose, body: p.Template, remark: p.Remark, status: SmsTemplateStatus.InReview, rejectReason: '', updatedAt: ctx.now })
    .where(eq(smsTemplates.id, t.id))
    .returning();
  await queueReview(ctx, t.id);
  return toTemplate(updated!);
};
