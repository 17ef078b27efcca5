import { z } from 'zod';
import { EmailDocument } from './emailDocument';

const int = () => z.number().int();

/**
 * An e-mail template in lists (spec 001 §3, §4): name, subject, Status (`emailTemplateStatus.ts`:
 * Draft 0 … Expired 7), the reject reason (with its server-text key) and the variables it uses.
 * Times are unix seconds.
 */
export const EmailTemplateSummary = z.object({
  TemplateId: z.string(),
  TemplateName: z.string(),
  Subject: z.string(),
  Status: int(),
  RejectReason: z.string(),
  RejectReasonKey: z.string(),
  Variables: z.array(z.string()),
  Remark: z.string(),
  CreateTime: int(),
  UpdateTime: int(),
});
export type EmailTemplateSummary = z.infer<typeof EmailTemplateSummary>;

/** One template whole: the editor's Document and what is sent, the Html (rendered by mjml) and the plain-text part. */
export const EmailTemplate = EmailTemplateSummary.extend({ Document: EmailDocument, Html: z.string(), Text: z.string() });
export type EmailTemplate = z.infer<typeof EmailTemplate>;
