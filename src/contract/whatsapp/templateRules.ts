import { z } from 'zod';
import { WhatsAppTemplateCategories } from './whatsappConstants';

/** The most buttons a template may carry (spec 001 §5 caps them without a value; the Graph API's cap is 10). */
export const WHATSAPP_BUTTON_CAP = 10;
/** Authentication code expiry, minutes (spec 001 §5). */
export const AUTH_CODE_EXPIRY_MIN = 1;
export const AUTH_CODE_EXPIRY_MAX = 90;
export const TEMPLATE_NAME_MAX = 512;
export const TEMPLATE_BODY_MAX = 1024;
export const TEMPLATE_HEADER_TEXT_MAX = 60;
export const TEMPLATE_FOOTER_MAX = 60;
export const TEMPLATE_BUTTON_TEXT_MAX = 25;

/** Every message of the template rules (spec 001 §5 where it gives one), declared once. */
export const WhatsAppTemplateText = {
  NameRequired: 'Template name is required',
  NameFormat: 'The template name may contain only lower-case letters, digits and underscores',
  LanguageRequired: 'Language is required',
  LanguageFormat: 'The language must be a code such as en_US',
  BodyRequired: 'Body is required',
  VariableAtEnd: 'A variable cannot be at the end of the body',
  VariablesInOrder: 'Variables are inserted in order',
  WordCount: 'The body word count must be at least triple the variable count',
  SampleRequired: 'A sample is required for every variable',
  HeaderTextRequired: 'The header text is required',
  HeaderOneVariable: 'The header may contain at most one variable, {{1}}',
  HeaderSampleText: 'The header sample text is required',
  HeaderSampleMedia: 'The header sample media is required',
  HeaderSampleUrl: 'The header sample media must be an http:// or https:// address',
  CodeExpiry: 'Authentication code expiry is 1 to 90 minutes',
  ButtonCap: `The button count is capped at ${WHATSAPP_BUTTON_CAP}`,
  ButtonTextRequired: 'The button text is required',
  ButtonUrl: 'The button URL must be an https:// address',
  ButtonPhone: 'Invalid phone number format',
  ManualImportParameters: 'Manual import does not support templates with parameters',
} as const;

const VARIABLE = /\{\{\s*(\d+)\s*\}\}/g;

/** The variable numbers of a text in the order they appear ({{2}} {{1}} → [2, 1]). */
export function templateVariables(text: string): number[] {
  return [...text.matchAll(VARIABLE)].map((m) => Number(m[1]));
}

/** Whether the variables, by first appearance, are {{1}}, {{2}}, … with none skipped. */
export function variablesInOrder(text: string): boolean {
  const seen: number[] = [];
  for (const n of templateVariables(text)) if (!seen.includes(n)) seen.push(n);
  return seen.every((n, i) => n === i + 1);
}

/** The distinct variables of a text. */
export function variableCount(text: string): number {
  return new Set(templateVariables(text)).size;
}

/** Scripts written without spaces between words: each character counts as a word (Han, kana). */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

/**
 * Words of a text without its variables: runs separated by spaces that hold a letter or digit of
 * any script, and each Han or kana character on its own (those scripts put no spaces between words).
 */
export function wordCount(text: string): number {
  return text
    .replace(VARIABLE, ' ')
    .replace(UNSPACED, ' x ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function endsWithVariable(text: string): boolean {
  return /\{\{\s*\d+\s*\}\}\s*$/.test(text);
}

const isHttpsUrl = (v: string) => {
  try {
    return new URL(v).protocol === 'https:';
  } catch {
    return false;
  }
};

const isWebUrl = (v: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
};

const text = (max: number) => z.string({ error: 'must be a string' }).trim().max(max, { error: `must be at most ${max} characters` });

const buttonText = text(TEMPLATE_BUTTON_TEXT_MAX).min(1, { error: WhatsAppTemplateText.ButtonTextRequired });
export const WhatsAppTemplateButton = z.discriminatedUnion('Type', [
  z.object({ Type: z.literal('QUICK_REPLY'), Text: buttonText }),
  z.object({ Type: z.literal('URL'), Text: buttonText, Url: text(2000).refine(isHttpsUrl, { error: WhatsAppTemplateText.ButtonUrl }) }),
  z.object({ Type: z.literal('PHONE_NUMBER'), Text: buttonText, PhoneNumber: text(20).refine((v) => /^\+?\d{4,15}$/.test(v), { error: WhatsAppTemplateText.ButtonPhone }) }),
]);
export type WhatsAppTemplateButton = z.infer<typeof WhatsAppTemplateButton>;

export const WhatsAppHeaderFormats = ['TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT'] as const;
export type WhatsAppHeaderFormat = (typeof WhatsAppHeaderFormats)[number];

/** Header: text (a sample when it has its variable) or media (the address of a sample file, required; the gateway fetches it under the SSRF rules). */
export const WhatsAppTemplateHeader = z.object({
  Format: z.enum(WhatsAppHeaderFormats),
  Text: text(TEMPLATE_HEADER_TEXT_MAX).default(''),
  Sample: text(2000).default(''),
});
export type WhatsAppTemplateHeader = z.infer<typeof WhatsAppTemplateHeader>;

/** The parts of a template that can change after it is created (the update route edits these). */
export const whatsappTemplateContentFields = {
  Category: z.enum(WhatsAppTemplateCategories, { error: 'Category is required' }),
  Header: WhatsAppTemplateHeader.nullable().default(null),
  Body: text(TEMPLATE_BODY_MAX).min(1, { error: WhatsAppTemplateText.BodyRequired }),
  /** Sample values of the body's variables, {{1}} first. */
  BodySamples: z.array(text(200)).max(50).default([]),
  Footer: text(TEMPLATE_FOOTER_MAX).default(''),
  Buttons: z.array(WhatsAppTemplateButton).max(WHATSAPP_BUTTON_CAP, { error: WhatsAppTemplateText.ButtonCap }).default([]),
  /** Authentication templates only: how long the code is valid. */
  CodeExpiryMinutes: z.number({ error: 'must be a number' }).int({ error: WhatsAppTemplateText.CodeExpiry }).nullable().default(null),
};

export const whatsappTemplateIdentityFields = {
  Name: z
    .string({ error: (iss) => (iss.input === undefined ? WhatsAppTemplateText.NameRequired : 'must be a string') })
    .trim()
    .min(1, { error: WhatsAppTemplateText.NameRequired, abort: true })
    .max(TEMPLATE_NAME_MAX, { error: `must be at most ${TEMPLATE_NAME_MAX} characters` })
    .regex(/^[a-z0-9_]+$/, { error: WhatsAppTemplateText.NameFormat }),
  Language: z
    .string({ error: (iss) => (iss.input === undefined ? WhatsAppTemplateText.LanguageRequired : 'must be a string') })
    .trim()
    .min(1, { error: WhatsAppTemplateText.LanguageRequired, abort: true })
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, { error: WhatsAppTemplateText.LanguageFormat }),
};

type Issue = { path: string[]; message: string };

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * Every content rule of spec 001 §5 a template breaks, each with its message and the field it
 * belongs to. It reads what it can of a template whose other fields failed (the schemas run it
 * only once the fields parse; a form calls it itself to show every problem at once).
 */
export function templateContentProblems(input: unknown): Issue[] {
  const t = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const out: Issue[] = [];
  const body = str(t.Body);
  const samples = Array.isArray(t.BodySamples) ? t.BodySamples.map(str) : [];
  if (!variablesInOrder(body)) out.push({ path: ['Body'], message: WhatsAppTemplateText.VariablesInOrder });
  if (endsWithVariable(body)) out.push({ path: ['Body'], message: WhatsAppTemplateText.VariableAtEnd });
  const vars = variableCount(body);
  if (vars > 0 && wordCount(body) < 3 * vars) out.push({ path: ['Body'], message: WhatsAppTemplateText.WordCount });
  if (vars > 0 && (samples.length < vars || samples.slice(0, vars).some((v) => v.trim() === ''))) {
    out.push({ path: ['BodySamples'], message: WhatsAppTemplateText.SampleRequired });
  }
  const h = t.Header && typeof t.Header === 'object' ? (t.Header as Record<string, unknown>) : null;
  if (h) {
    const text = str(h.Text).trim();
    const sample = str(h.Sample).trim();
    if (h.Format === 'TEXT') {
      if (text === '') out.push({ path: ['Header', 'Text'], message: WhatsAppTemplateText.HeaderTextRequired });
      const hv = templateVariables(text);
      if (hv.length > 1 || (hv.length === 1 && hv[0] !== 1)) out.push({ path: ['Header', 'Text'], message: WhatsAppTemplateText.HeaderOneVariable });
      else if (hv.length === 1 && sample === '') out.push({ path: ['Header', 'Sample'], message: WhatsAppTemplateText.HeaderSampleText });
    } else if (sample === '') out.push({ path: ['Header', 'Sample'], message: WhatsAppTemplateText.HeaderSampleMedia });
    else if (!isWebUrl(sample)) out.push({ path: ['Header', 'Sample'], message: WhatsAppTemplateText.HeaderSampleUrl });
  }
  if (t.Category === 'AUTHENTICATION') {
    const m = t.CodeExpiryMinutes;
    if (typeof m !== 'number' || !Number.isInteger(m) || m < AUTH_CODE_EXPIRY_MIN || m > AUTH_CODE_EXPIRY_MAX) out.push({ path: ['CodeExpiryMinutes'], message: WhatsAppTemplateText.CodeExpiry });
  }
  return out;
}

function refineContent(t: unknown, ctx: z.RefinementCtx): void {
  for (const issue of templateContentProblems(t)) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
}

/** A new template (CreateWhatsAppTemplate, the new-template form): one schema for console and gateway. */
export const WhatsAppTemplateDraft = z.object({ ...whatsappTemplateIdentityFields, ...whatsappTemplateContentFields }).superRefine(refineContent);
export type WhatsAppTemplateDraft = z.infer<typeof WhatsAppTemplateDraft>;

/** An edit of a template's content (UpdateWhatsAppTemplate, the update-template form). */
export const WhatsAppTemplateEdit = z.object({ TemplateId: z.string().trim().min(1, { error: 'TemplateId is required' }).max(64), ...whatsappTemplateContentFields }).superRefine(refineContent);

/** Whether a template has parameters (a variable in its header or body): manual import refuses those. */
export function templateHasParameters(t: { Header: { Text: string } | null; Body: string }): boolean {
  return templateVariables(t.Body).length > 0 || (t.Header !== null && templateVariables(t.Header.Text).length > 0);
}

/** A template brought in by hand from the provider by name: refused with its message when it has parameters. */
export const WhatsAppManualImport = z
  .object({ Name: whatsappTemplateIdentityFields.Name, Language: whatsappTemplateIdentityFields.Language, Header: WhatsAppTemplateHeader.nullable(), Body: z.string() })
  .refine((t) => !templateHasParameters(t), { error: WhatsAppTemplateText.ManualImportParameters, path: ['Name'] });
