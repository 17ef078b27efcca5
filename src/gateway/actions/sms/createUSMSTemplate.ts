import { SmsTemplateStatus } from '../../../contract/sms/templateMeta';
import { smsTemplates } from '../../db/schema';
import type { Handler } from '../../handlers';
import { loadTemplate } from './loadTemplate';
import { queueReview } from './queueReview';
import { smsIds } from './smsIds';
import { toTemplate } from './toTemplate';

/** A new template in review; RecreateTemplateId names the (rejected) template it replaces. */
export const createUSMSTemplate: Handler<'CreateUSMSTemplate'> = async (p, ctx) => {
  const from = p.RecreateTemplateId ? await loadTemplate(ctx.db, ctx.caller.userId, p.RecreateTemplateId) : null;
  const [t] = await ctx.db
    .insert(smsTemplates)
    .values({
      templateId: smsIds.template(),
      userId: ctx.caller.userId,
      name: p.TemplateName,
      purpose: p.Purpose,
      body: p.Template,
      remark: p.Remark,
      status: SmsTemplateStatus.InReview,
      recreatedFrom: from?.templateId ?? null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  await queueReview(ctx, t!.id);
  return toTemplate(t!);
};
