import type { SmsTemplate } from '../../../../contract/entities/sms';
import { SmsTemplatePurpose } from '../../../../contract/sms/templateMeta';
import { serverParamError } from '../../../ui/form/serverFieldError';

/** What the template form edits; `purpose` is one of SmsTemplatePurpose. */
export interface TemplateFormValues {
  name: string;
  purpose: number;
  body: string;
  remark: string;
}

export type TemplateField = keyof TemplateFormValues;

/** How the form was opened: a new template, a copy of a rejected one, or a change to one. */
export type TemplateFormMode = { kind: 'create' } | { kind: 'recreate'; fromId: string } | { kind: 'update'; templateId: string; accountId: string };

export const emptyTemplateForm: TemplateFormValues = { name: '', purpose: SmsTemplatePurpose.General, body: '', remark: '' };

/** The form mode from the route's path parameters. */
export function templateFormMode(params: Readonly<Record<string, string>>): TemplateFormMode {
  if (params.templateId) return { kind: 'update', templateId: params.templateId, accountId: params.id ?? '' };
  if (params.recreateTemplateId) return { kind: 'recreate', fromId: params.recreateTemplateId };
  return { kind: 'create' };
}

/** The id of the template the form starts from (recreate or update), or null. */
export function sourceTemplateId(mode: TemplateFormMode): string | null {
  if (mode.kind === 'update') return mode.templateId;
  if (mode.kind === 'recreate') return mode.fromId;
  return null;
}

/** The draft key of a form: one draft per new template, per recreated and per edited template. */
export function draftKey(mode: TemplateFormMode): string {
  if (mode.kind === 'update') return `sms-template:update:${mode.templateId}`;
  if (mode.kind === 'recreate') return `sms-template:recreate:${mode.fromId}`;
  return 'sms-template:new';
}

/** The form filled from a stored template. */
export function formFromTemplate(t: Pick<SmsTemplate, 'TemplateName' | 'Purpose' | 'Template' | 'Remark'>): TemplateFormValues {
  return { name: t.TemplateName, purpose: t.Purpose, body: t.Template, remark: t.Remark };
}

/** CreateUSMSTemplate params (validated with the contract's schema before sending). */
export function createParams(v: TemplateFormValues, recreateTemplateId?: string) {
  return {
    TemplateName: v.name,
    Purpose: v.purpose,
    Template: v.body,
    Remark: v.remark,
    ...(recreateTemplateId ? { RecreateTemplateId: recreateTemplateId } : {}),
  };
}

/** UpdateUSMSTemplate params. */
export function updateParams(templateId: string, v: TemplateFormValues) {
  return { TemplateId: templateId, TemplateName: v.name, Purpose: v.purpose, Template: v.body, Remark: v.remark };
}

const FIELD_OF_PARAM: Readonly<Record<string, TemplateField>> = { TemplateName: 'name', Purpose: 'purpose', Template: 'body', Remark: 'remark' };

/** Validation messages keyed by the contract's param names -> keyed by form field. */
export function formErrors(errors: Readonly<Record<string, string>>): Partial<Record<TemplateField, string>> {
  const out: Partial<Record<TemplateField, string>> = {};
  for (const [param, message] of Object.entries(errors)) {
    const field = FIELD_OF_PARAM[param];
    if (field && !(field in out)) out[field] = message;
  }
  return out;
}

/** A refusal of CreateUSMSTemplate / UpdateUSMSTemplate: the field it names (`TemplateName: …`), or null for the whole form. */
export function serverTemplateError(message: string): { field: TemplateField | null; message: string } {
  const named = serverParamError(message);
  const field = named.param ? FIELD_OF_PARAM[named.param] : undefined;
  return field ? { field, message: named.message } : { field: null, message };
}

/** Whether two form states hold the same input. */
export function sameForm(a: TemplateFormValues, b: TemplateFormValues): boolean {
  return a.name === b.name && a.purpose === b.purpose && a.body === b.body && a.remark === b.remark;
}
