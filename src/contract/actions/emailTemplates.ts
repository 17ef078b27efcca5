import { z } from 'zod';
import { defineAction } from '../action';
import { EmailDocument } from '../email/emailDocument';
import { EmailTemplate, EmailTemplateSummary } from '../email/emailTemplateEntity';
import { EMAIL_TEMPLATE_SUBJECT_MAX, EmailTemplateStatus } from '../email/emailTemplateStatus';
import { nameField, requiredString } from '../validation/fields';

const int = () => z.number().int();
const templateId = requiredString('TemplateId is required', 32);
/** Spec 001 §5 "Email": 'Subject is required'. */
const subject = requiredString('Subject is required', EMAIL_TEMPLATE_SUBJECT_MAX);
const body = {
  TemplateName: nameField(),
  Subject: subject,
  Document: EmailDocument,
  Remark: z.string().max(500).default(''),
  /** true: submit for review (Pending Review); false: keep as a Draft. */
  Submit: z.boolean().default(true),
};

/**
 * E-mail templates and the block editor's preview (issue 13, /email/template, /email/new-template,
 * /email/update-template/{templateId}/{id}, /email/message/email-editor). The gateway renders the
 * Document by mjml; the stored Html and Text are what the preview answered for the same Document.
 */
export const emailTemplateActions = {
  RenderUEmailTemplate: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Render a block document (the editor\'s preview): responsive HTML by mjml, the plain-text part and the variables it uses. The same HTML a template saved with this document stores.',
    params: z.object({ Subject: z.string().max(EMAIL_TEMPLATE_SUBJECT_MAX).default(''), Document: EmailDocument }),
    result: z.object({ Html: z.string(), Text: z.string(), Variables: z.array(z.string()) }),
    quiet: true,
  }),
  CreateUEmailTemplate: defineAction({
    kind: 'write',
    access: 'user',
    summary:
      'Create an e-mail template from a block document: a Draft (Submit false) or submitted for review (Pending Review, then In Review, then Passed or Rejected with RejectReason). Stores the document, its HTML and its plain text.',
    params: z.object(body),
    result: EmailTemplate,
    invalidates: ['QueryUEmailTemplate', 'GetUEmailTemplate'],
    title: 'New e-mail template: "{TemplateName}"',
    titleZh: '新建邮件模板：“{TemplateName}”',
  }),
  UpdateUEmailTemplate: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Change an e-mail template (Draft, Passed, Rejected, Disabled or Expired; not while it waits for or is in review, nor once deleted); submitted, it goes back to review.',
    params: z.object({ TemplateId: templateId, ...body }),
    result: EmailTemplate,
    invalidates: ['QueryUEmailTemplate', 'GetUEmailTemplate'],
    lane: 'TemplateId',
    title: 'E-mail template: "{TemplateName}"',
    titleZh: '邮件模板：“{TemplateName}”',
  }),
  SetUEmailTemplateStatus: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Disable a Passed template (5) or enable a Disabled one again (3).',
    params: z.object({
      TemplateId: templateId,
      Status: z.union([z.literal(EmailTemplateStatus.Passed), z.literal(EmailTemplateStatus.Disabled)], { error: 'Status must be 3 (passed) or 5 (disabled)' }),
    }),
    result: EmailTemplateSummary,
    invalidates: ['QueryUEmailTemplate', 'GetUEmailTemplate'],
    lane: 'TemplateId',
    title: 'E-mail template {TemplateId}: status',
    titleZh: '邮件模板 {TemplateId}：状态',
  }),
  GetUEmailTemplate: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'One of the caller\'s e-mail templates with its document, HTML and plain text.',
    params: z.object({ TemplateId: templateId }),
    result: EmailTemplate,
  }),
  QueryUEmailTemplate: defineAction({
    kind: 'read',
    access: 'user',
    summary: "The caller's e-mail templates, newest first; Keyword (in the name or subject) and Status filter (without Status, Deleted ones are left out).",
    params: z.object({
      Keyword: z.string().trim().max(100).optional(),
      Status: int().min(0).max(7).optional(),
      Offset: int().min(0).default(0),
      Limit: int().min(1).max(100).default(20),
    }),
    result: z.object({ Total: int(), Templates: z.array(EmailTemplateSummary) }),
  }),
  DeleteUEmailTemplate: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Mark e-mail templates Deleted (6); ids that are not the caller\'s are skipped.',
    params: z.object({ TemplateIds: z.array(templateId).min(1, { error: 'TemplateIds is required' }).max(100) }),
    result: z.object({ Deleted: int() }),
    invalidates: ['QueryUEmailTemplate', 'GetUEmailTemplate'],
    title: 'Delete {#TemplateIds} e-mail templates',
    titleZh: '删除 {#TemplateIds} 个邮件模板',
  }),
} as const;
