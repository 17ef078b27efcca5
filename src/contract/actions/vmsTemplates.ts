import { z } from 'zod';
import { defineAction } from '../action';
import { VoiceTemplate } from '../entities/vms';
import { nameField, requiredString } from '../validation/fields';
import { ValidationText } from '../validation/rules';
import { VOICE_TEXT_MAX, VoiceTemplateType } from '../vms/voiceTemplate';

const int = () => z.number().int();
const templateId = requiredString('TemplateId is required', 32);
const type = z.union([z.literal(VoiceTemplateType.Text), z.literal(VoiceTemplateType.Audio)], { error: 'Type must be 1 (text) or 2 (audio)' });
/** Text or audio: Content for a text template, AudioId for an audio one. */
const body = {
  TemplateName: nameField(),
  Type: type,
  Content: z.string().trim().max(VOICE_TEXT_MAX).default(''),
  AudioId: z.string().max(32).default(''),
  Remark: z.string().max(500).default(''),
};
const bodyRule = (v: { Type: number; Content: string; AudioId: string }, ctx: z.RefinementCtx) => {
  if (v.Type === VoiceTemplateType.Text && v.Content === '') ctx.addIssue({ code: 'custom', path: ['Content'], message: ValidationText.FieldRequired });
  if (v.Type === VoiceTemplateType.Audio && v.AudioId === '') ctx.addIssue({ code: 'custom', path: ['AudioId'], message: ValidationText.FieldRequired });
};

/** Voice (VMS) templates (spec 001 §3, §4): text spoken by the text-to-speech adapter, or a converted audio file; reviewed like SMS templates. */
export const vmsTemplateActions = {
  CreateVoiceTemplate: defineAction({
    kind: 'write',
    access: 'user',
    summary:
      'Create a voice template: Type 1 with Content (spoken by the text-to-speech adapter) or Type 2 with AudioId (one of the caller\'s audio files in Success). It waits for review (2), is checked (6) and passes (7) or is rejected (8 with RejectReason; 5 when the speech cannot be made). RecreateTemplateId copies a rejected one.',
    params: z.object({ ...body, RecreateTemplateId: z.string().max(32).optional() }).superRefine(bodyRule),
    result: VoiceTemplate,
    invalidates: ['QueryVoiceTemplate', 'GetVoiceTemplate'],
    title: 'New voice template: "{TemplateName}"',
    titleZh: '新建语音模板：“{TemplateName}”',
  }),
  UpdateVoiceTemplate: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Change a voice template (uncommitted, rejected or approved); it goes back to review.',
    params: z.object({ TemplateId: templateId, ...body }).superRefine(bodyRule),
    result: VoiceTemplate,
    invalidates: ['QueryVoiceTemplate', 'GetVoiceTemplate'],
    lane: 'TemplateId',
    title: 'Voice template: "{TemplateName}"',
    titleZh: '语音模板：“{TemplateName}”',
  }),
  QueryVoiceTemplate: defineAction({
    kind: 'read',
    access: 'user',
    summary: "The caller's voice templates, newest first; Keyword (in the name), Type and Status filter.",
    params: z.object({
      Keyword: z.string().trim().max(100).optional(),
      Type: type.optional(),
      Status: int().min(1).max(10).optional(),
      Offset: int().min(0).default(0),
      Limit: int().min(1).max(100).default(10),
    }),
    result: z.object({ Total: int(), Templates: z.array(VoiceTemplate) }),
  }),
  GetVoiceTemplate: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'One of the caller\'s voice templates.',
    params: z.object({ TemplateId: templateId }),
    result: VoiceTemplate,
  }),
  DeleteVoiceTemplate: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Delete voice templates (status 10); ids that are not the caller\'s are skipped.',
    params: z.object({ TemplateIds: z.array(templateId).min(1, { error: 'TemplateIds is required' }).max(100) }),
    result: z.object({ Deleted: int() }),
    invalidates: ['QueryVoiceTemplate', 'GetVoiceTemplate'],
    title: 'Delete {#TemplateIds} voice templates',
    titleZh: '删除 {#TemplateIds} 个语音模板',
  }),
} as const;
