import type { ActionContext } from '../../context';
import { enqueueJob } from '../../jobs/jobQueue';
import { wakeJobRunners } from '../../jobs/wakeJobRunners';
import { TEMPLATE_REVIEW_JOB } from '../../sms/templates/templateReviewJob';

/** Sends a template to the (simulated) review. */
export async function queueReview(ctx: ActionContext, templatePk: number): Promise<void> {
  await enqueueJob(ctx.db, { kind: TEMPLATE_REVIEW_JOB, ref: String(templatePk), runAt: ctx.now + ctx.config.sms.templateReviewDelayMs, now: ctx.now });
  ctx.afterCommit(() => wakeJobRunners());
}
