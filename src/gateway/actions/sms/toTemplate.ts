import type { SmsTemplate } from '../../../contract/entities/sms';
import { serverTextKeyOf } from '../../../contract/serverTexts';
import { templateVariables } from '../../../contract/sms/templateVariables';
import type { smsTemplates } from '../../db/schema';
import { toUnixSeconds } from '../../lib/time';

export function toTemplate(t: typeof smsTemplates.$inferSelect): SmsTemplate {
  return {
    TemplateId: t.templateId,
    TemplateName: t.name,
    Purpose: t.purpose,
    Template: t.body,
    Remark: t.remark,
    Status: t.status,
    RejectReason: t.rejectReason,
    RejectReasonKey: serverTextKeyOf(t.rejectReason),
    RecreatedFrom: t.recreatedFrom,
    Variables: templateVariables(t.body),
    CreateTime: toUnixSeconds(t.createdAt),
    UpdateTime: toUnixSeconds(t.updatedAt),
  };
}
