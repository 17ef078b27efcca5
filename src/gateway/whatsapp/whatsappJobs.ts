import type { JobHandler } from '../jobs/JobRunner';
import { SIM_TEMPLATE_REVIEW_JOB, simTemplateReviewJob } from './provider/SimulatedWhatsAppProvider';

/** The WhatsApp area's durable jobs, run by the messaging core's job runner (startMessaging's `jobs`). */
export function whatsappJobs(): Record<string, JobHandler> {
  return { [SIM_TEMPLATE_REVIEW_JOB]: simTemplateReviewJob() };
}
