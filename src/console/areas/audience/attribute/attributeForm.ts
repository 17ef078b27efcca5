import { audienceActions } from '../../../../contract/actions/audience';
import { AttributeType, attributeNameProblem, type AttributeValue, categoryValuesProblem, checkAttributeValue } from '../../../../contract/audience/attributeRules';
import type { ContactAttribute } from '../../../../contract/entities/audience';
import { fieldRefusal } from '../fieldRefusal';

/** The attribute dialog as typed: Type '' until chosen, category values one per line. */
export interface AttributeForm {
  Name: string;
  Type: string;
  Options: string;
}
export type AttributeErrors = Partial<Record<keyof AttributeForm | 'form', string>>;

export const emptyAttributeForm: AttributeForm = { Name: '', Type: '', Options: '' };

export function attributeFormOf(a: ContactAttribute): AttributeForm {
  return { Name: a.Name, Type: String(a.Type), Options: a.Options.join('\n') };
}

const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter((l) => l !== '');

/** Checks the dialog with the contract's rules (spec 001 §5): the params of CreateContactAttribute, or of UpdateContactAttribute. */
export function checkAttributeForm(form: AttributeForm, editing: boolean): { ok: true; Name: string; Type: number; Options: string[] } | { ok: false; errors: AttributeErrors } {
  const options = lines(form.Options);
  const type = Number(form.Type);
  if (editing) {
    const name = form.Name.trim();
    const nameProblem = attributeNameProblem(name);
    const optionProblem = type === AttributeType.Category ? categoryValuesProblem(options) : null;
    if (nameProblem || optionProblem) return { ok: false, errors: { ...(nameProblem ? { Name: nameProblem } : {}), ...(optionProblem ? { Options: optionProblem.message } : {}) } };
    return { ok: true, Name: name, Type: type, Options: type === AttributeType.Category ? options : [] };
  }
  const r = audienceActions.CreateContactAttribute.params.safeParse({ Name: form.Name, Type: form.Type === '' ? undefined : type, Options: type === AttributeType.Category ? options : [] });
  if (r.success) return { ok: true, Name: r.data.Name, Type: r.data.Type, Options: r.data.Options };
  const errors: AttributeErrors = {};
  for (const issue of r.error.issues) {
    const field = String(issue.path[0] ?? 'form') as keyof AttributeErrors;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A gateway refusal beside the field it names ('Name: An attribute …', 'Options.1: Category values …'). */
export function attributeServerErrors(message: string): AttributeErrors {
  const r = fieldRefusal(message);
  if (!r) return { form: message };
  const field = /^Options(\.\d+)?:/.test(message) ? 'Options' : r.field;
  return field === 'Name' || field === 'Options' || field === 'Type' ? { [field]: r.text } : { form: r.text };
}

/** A contact's value of an attribute as a form holds it: text ('' = not set). */
export function valueText(v: AttributeValue | undefined): string {
  return v === undefined || v === null ? '' : String(v);
}

/**
 * The Attributes param of a contact from what the form holds: each value checked by its type
 * (the contract's rule), '' clearing a value the contact had. Errors by AttributeId.
 */
export function attributeValuesOf(
  attributes: readonly ContactAttribute[],
  typed: Readonly<Record<string, string>>,
  had: Readonly<Record<string, AttributeValue>>,
): { ok: true; values: Record<string, AttributeValue> } | { ok: false; errors: Record<string, string> } {
  const values: Record<string, AttributeValue> = {};
  const errors: Record<string, string> = {};
  for (const a of attributes) {
    const text = (typed[a.AttributeId] ?? '').trim();
    if (text === '') {
      if (had[a.AttributeId] !== undefined) values[a.AttributeId] = null;
      continue;
    }
    const raw = a.Type === AttributeType.Number ? Number(text.replace(',', '.')) : a.Type === AttributeType.Boolean ? (text === 'true' ? true : text === 'false' ? false : text) : text;
    const checked = checkAttributeValue({ Type: a.Type, Options: a.Options }, raw);
    if (checked.ok) values[a.AttributeId] = checked.value;
    else errors[a.AttributeId] = checked.message;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
}
