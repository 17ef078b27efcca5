import { z } from 'zod';
import { defineAction } from '../action';
import { WhatsAppNumber, WhatsAppTemplate } from '../entities/whatsapp';
import { WhatsAppTemplateDraft, WhatsAppTemplateEdit, whatsappTemplateIdentityFields, WhatsAppTemplateText } from '../whatsapp/templateRules';
import { WhatsAppTemplateCategories, WhatsAppTemplateStatuses } from '../whatsapp/whatsappConstants';

const int = () => z.number().int();
const templateId = z.string().trim().min(1, { error: 'TemplateId is required' }).max(64);
const templateLists = ['ListWhatsAppTemplates', 'GetWhatsAppTemplate'] as const;
const newTemplate = ['ListWhatsAppTemplates'] as const;

/**
 * WhatsApp (issue 15): the business account's phone numbers and message templates, read from and
 * written to the WhatsApp Business provider (the Cloud API, or the embedded simulated one).
 */
export const whatsappActions = {
  ListWhatsAppNumbers: defineAction({
    kind: 'read',
    access: 'user',
    summary:
      'The phone numbers of the caller\'s WhatsApp Business account with display name, quality rating (7 days), messaging-limit tier and status, read from the provider; when the provider cannot be read, the last known copy with Stale true.',
    params: z.object({}),
    result: z.object({ WabaId: z.string().nullable(), Stale: z.boolean(), Numbers: z.array(WhatsAppNumber) }),
  }),
  ListWhatsAppTemplates: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The caller\'s message templates, read from the provider (RetCode 17109 when that read fails); Keyword matches the name.',
    params: z.object({
      Keyword: z.string().trim().max(100).optional(),
      Status: z.enum(WhatsAppTemplateStatuses).optional(),
      Category: z.enum(WhatsAppTemplateCategories).optional(),
      Offset: int().min(0).default(0),
      Limit: int().min(1).max(100).default(20),
    }),
    result: z.object({ Total: int(), Templates: z.array(WhatsAppTemplate) }),
  }),
  GetWhatsAppTemplate: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'One of the caller\'s templates as last read from the provider.',
    params: z.object({ TemplateId: templateId }),
    result: WhatsAppTemplate,
  }),
  CreateWhatsAppTemplate: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Submit a new template for review (spec 001 §5 rules; names are unique per language).',
    params: WhatsAppTemplateDraft,
    result: WhatsAppTemplate,
    transaction: 'handler',
    offline: { queue: false, why: 'provider' },
    invalidates: [...newTemplate],
    title: 'New WhatsApp template "{Name}"',
    titleZh: '新建 WhatsApp 模板“{Name}”',
  }),
  UpdateWhatsAppTemplate: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Edit a template\'s content; it goes back to review (PENDING).',
    params: WhatsAppTemplateEdit,
    result: WhatsAppTemplate,
    transaction: 'handler',
    offline: { queue: false, why: 'provider' },
    invalidates: [...templateLists],
    lane: 'TemplateId',
    title: 'WhatsApp template {TemplateId}',
    titleZh: 'WhatsApp 模板 {TemplateId}',
  }),
  DeleteWhatsAppTemplate: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Delete a template at the provider (every language of the name is kept but this one).',
    params: z.object({ TemplateId: templateId }),
    result: z.object({ Deleted: int() }),
    transaction: 'handler',
    offline: { queue: false, why: 'provider' },
    invalidates: [...templateLists],
    lane: 'TemplateId',
    title: 'Delete WhatsApp template {TemplateId}',
    titleZh: '删除 WhatsApp 模板 {TemplateId}',
  }),
  ImportWhatsAppTemplate: defineAction({
    kind: 'write',
    access: 'user',
    summary: `Bring in by hand a template that exists at the provider, by name and language; one with parameters is refused ('${WhatsAppTemplateText.ManualImportParameters}').`,
    params: z.object({ Name: whatsappTemplateIdentityFields.Name, Language: whatsappTemplateIdentityFields.Language }),
    result: WhatsAppTemplate,
    transaction: 'handler',
    offline: { queue: false, why: 'provider' },
    invalidates: [...newTemplate],
    title: 'Import WhatsApp template "{Name}"',
    titleZh: '导入 WhatsApp 模板“{Name}”',
  }),
};
