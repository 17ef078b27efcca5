import { and, eq } from 'drizzle-orm';
import { ChannelId } from '../../../contract/constants';
import { serverText } from '../../../contract/serverTexts';
import { SmsTemplateStatus } from '../../../contract/sms/templateMeta';
import { defaultProjectId } from '../../messaging/tasks/defaultProjectId';
import type { Db } from '../../db/client';
import { smsTemplates } from '../../db/schema';
import type { JobHandler } from '../../jobs/JobRunner';
import { notify } from '../../notifications/notify';
import { reviewTemplate } from './reviewTemplate';

export const TEMPLATE_REVIEW_JOB = 'sms-template-review';

/**
 * The simulated review of a template of any channel in sms_templates (ref = sms_templates.id; SMS
 * and MMS): Passed, or Rejected with a reason (an MMS template's subject is reviewed with its
 * text); the owner is notified in the same transaction, with the channel's kind and page (a
 * rejected SMS template links to its recreation, an MMS one to its edit page).
 */
export function templateReviewJob(db: Db): JobHandler {
  return async (job, ctl) => {
    const [t] = await db.select().from(smsTemplates).where(eq(smsTemplates.id, Number(job.ref)));
    if (!t || t.status !== SmsTemplateStatus.InReview) return { done: true };
    const mms = t.channel === ChannelId.MMS;
    const reasonKey = mms ? reviewTemplate(`${t.subject}\n${t.body}`) : reviewTemplate(t.body);
    const reason = reasonKey && serverText(reasonKey);
    const now = Date.now();
    await ctl.fenced(async (tx) => {
      const changed = await tx
        .update(smsTemplates)
        .set({ status: reason ? SmsTemplateStatus.Rejected : SmsTemplateStatus.Passed, rejectReason: reason ?? '', updatedAt: now })
        .where(and(eq(smsTemplates.id, t.id), eq(smsTemplates.status, SmsTemplateStatus.InReview), eq(smsTemplates.updatedAt, t.updatedAt)))
        .returning({ id: smsTemplates.id });
      if (changed.length === 0) return;
      const accountId = await defaultProjectId(tx, t.userId);
      await notify(tx, {
        userId: t.userId,
        kind: mms ? (reason ? 'MmsTemplateRejected' : 'MmsTemplatePassed') : reason ? 'SmsTemplateRejected' : 'SmsTemplatePassed',
        params: { TemplateId: t.templateId, TemplateName: t.name, ...(reasonKey ? { Reason: serverText(reasonKey), ReasonKey: reasonKey } : {}) },
        link: mms ? `/mms/update-template/${t.templateId}/${accountId}` : reason ? `/sms/new-template/${t.templateId}` : `/sms/update-template/${t.templateId}/${accountId}`,
        now,
      });
    });
    return { done: true };
  };
}
