import type { WhatsAppTemplate } from '../../../../contract/entities/whatsapp';
import { templateContentProblems, type WhatsAppHeaderFormat, type WhatsAppTemplateButton, templateVariables, variableCount, WhatsAppTemplateDraft, WhatsAppTemplateEdit } from '../../../../contract/whatsapp/templateRules';

/** The form's values as typed (strings), before the contract's schema reads them. */
export interface TemplateFormState {
  Name: string;
  Language: string;
  Category: '' | 'MARKETING' | 'UTILITY' | 'AUTHENTICATION';
  HeaderFormat: 'NONE' | WhatsAppHeaderFormat;
  HeaderText: string;
  HeaderSample: string;
  Body: string;
  BodySamples: string[];
  Footer: string;
  Buttons: WhatsAppTemplateButton[];
  CodeExpiryMinutes: string;
}

export const emptyTemplateForm: TemplateFormState = {
  Name: '',
  Language: 'en_US',
  Category: '',
  HeaderFormat: 'NONE',
  HeaderText: '',
  HeaderSample: '',
  Body: '',
  BodySamples: [],
  Footer: '',
  Buttons: [],
  CodeExpiryMinutes: '10',
};

/** WhatsApp's own wording of an authentication template's body. */
export const AUTH_BODY = '{{1}} is your verification code.';

/** The params of CreateWhatsAppTemplate (without the edit's TemplateId) from the form. */
export function draftParams(s: TemplateFormState): Record<string, unknown> {
  const auth = s.Category === 'AUTHENTICATION';
  const minutes = s.CodeExpiryMinutes.trim();
  return {
    Name: s.Name,
    Language: s.Language,
    Category: s.Category === '' ? undefined : s.Category,
    Header: auth || s.HeaderFormat === 'NONE' ? null : { Format: s.HeaderFormat, Text: s.HeaderFormat === 'TEXT' ? s.HeaderText : '', Sample: s.HeaderSample },
    Body: s.Body,
    BodySamples: s.BodySamples.slice(0, variableCount(s.Body)),
    Footer: auth ? '' : s.Footer,
    Buttons: auth ? [] : s.Buttons,
    CodeExpiryMinutes: auth ? (minutes === '' || !/^-?\d+$/.test(minutes) ? null : Number(minutes)) : null,
  };
}

/** Every problem of the form by field path ('Body', 'Header.Sample', 'Buttons.0.Text'), the first message of each. */
export function formProblems(s: TemplateFormState, templateId: string | null): Record<string, string> {
  const params = draftParams(s);
  const result = templateId === null ? WhatsAppTemplateDraft.safeParse(params) : WhatsAppTemplateEdit.safeParse({ ...params, TemplateId: templateId, Name: undefined, Language: undefined });
  const out: Record<string, string> = {};
  if (result.success) return out;
  // The schema checks the content rules only once every field parses: they are added here, so
  // every problem shows at once.
  for (const issue of [...result.error.issues, ...templateContentProblems(params)]) {
    const path = issue.path.join('.');
    if (!(path in out)) out[path] = issue.message;
  }
  return out;
}

/** The body with the next variable ({{n}}, one more than the highest) put at the cursor. */
export function insertNextVariable(body: string, at: number): { body: string; cursor: number } {
  const next = Math.max(0, ...templateVariables(body)) + 1;
  const token = `{{${next}}}`;
  const pos = Math.max(0, Math.min(at, body.length));
  return { body: body.slice(0, pos) + token + body.slice(pos), cursor: pos + token.length };
}

/** A stored template as the form's values (the update route). */
export function formFromTemplate(t: WhatsAppTemplate): TemplateFormState {
  return {
    Name: t.Name,
    Language: t.Language,
    Category: t.Category,
    HeaderFormat: t.Header?.Format ?? 'NONE',
    HeaderText: t.Header?.Text ?? '',
    HeaderSample: t.Header?.Sample ?? '',
    Body: t.Body,
    BodySamples: t.BodySamples,
    Footer: t.Footer,
    Buttons: t.Buttons,
    CodeExpiryMinutes: t.CodeExpiryMinutes === null ? '10' : String(t.CodeExpiryMinutes),
  };
}
