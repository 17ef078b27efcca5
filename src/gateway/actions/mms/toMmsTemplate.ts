import type { MmsTemplate } from '../../../contract/entities/mms';
import type { smsTemplates } from '../../db/schema';
import { mediaPath } from '../../uploads/uploadPaths';
import { toTemplate } from '../sms/toTemplate';

/** An MMS template row as the contract's MmsTemplate: SMS's template fields plus subject and image. */
export function toMmsTemplate(t: typeof smsTemplates.$inferSelect): MmsTemplate {
  return { ...toTemplate(t), Subject: t.subject, MediaFileId: t.mediaFileId, MediaURL: t.mediaFileId ? mediaPath(t.mediaFileId) : null };
}
