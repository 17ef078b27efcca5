import { and, eq } from 'drizzle-orm';
import { EmailTemplateStatus } from '../../../contract/email/emailTemplateStatus';
import type { Db } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import type { JobHandler } from '../../jobs/JobRunner';
import { reviewTemplate } from '../../sms/templates/reviewTemplate';

/** Job kind of an e-mail template's review (ref = email_templates.id). */
export const EMAIL_TEMPLATE_REVIEW_JOB = 'email-template-review';

/**
 * The (simulated) review of a submitted e-mail template, in two steps like a reviewer's queue:
 * Pending Review → In Review (then again after `delayMs`), In Review → Passed or Rejected by the SMS
 * templates' reviewer (`sms/templates/reviewTemplate.ts`) over the subject and the plain-text part.
 * Only the version that was queued is decided (updated_at unchanged), fenced by the job's lease.
 */
export function emailTemplateReviewJob(deps: { db: Db; delayMs: () => number }): JobHandler {
  return async (job, ctl) => {
    const [t] = await deps.db.select().from(emailTemplates).where(eq(emailTemplates.id, Number(job.ref)));
    if (!t) return { done: true };
    const same = and(eq(emailTemplates.id, t.id), eq(emailTemplates.status, t.status), eq(emailTemplates.updatedAt, t.updatedAt));
    if (t.status === EmailTemplateStatus.PendingReview) {
      const moved = await ctl.fenced((tx) => tx.update(emailTemplates).set({ status: EmailTemplateStatus.InReview }).where(same).returning({ id: emailTemplates.id }));
      return moved.length > 0 ? { runAt: Date.now() + deps.delayMs() } : { done: true };
    }
    if (t.status !== EmailTemplateStatus.InReview) return { done: true };
    const reason = reviewTemplate(`${t.subject}\n${t.text}`);
    const now = Date.now();
    await ctl.fenced((tx) =>
      tx
        .update(emailTemplates)
        .set(reason ? { status: EmailTemplateStatus.Rejected, rejectReasonKey: reason, passedAt: null } : { status: EmailTemplateStatus.Passed, rejectReasonKey: '', passedAt: now })
        .where(same),
    );
    return { done: true };
  };
}
