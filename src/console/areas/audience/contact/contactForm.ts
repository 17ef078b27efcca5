import { contactFields } from '../../../../contract/audience/contactFields';
import type { Contact } from '../../../../contract/entities/audience';
import { validate } from '../../../ui/form/validate';
import { fieldRefusal } from '../fieldRefusal';

/** The contact dialog's fields as typed; CountryCode reads national numbers, GroupId adds a new contact to a group ('' none). */
export interface ContactForm {
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string;
  WhatsApp: string;
  CountryCode: string;
  GroupId: string;
}

/** Errors per field as contract texts (translated when shown); `form` is about the whole contact. */
export type ContactErrors = Partial<Record<keyof ContactForm | 'form', string>>;

export const emptyContactForm: ContactForm = { FirstName: '', LastName: '', Email: '', Phone: '', WhatsApp: '', CountryCode: '', GroupId: '' };

export function contactFormOf(c: Contact): ContactForm {
  return { FirstName: c.FirstName, LastName: c.LastName, Email: c.Email, Phone: c.Phone, WhatsApp: c.WhatsApp, CountryCode: c.Country, GroupId: '' };
}

export interface ContactFields {
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string;
  WhatsApp: string;
}

/** Checks the dialog with the contract's own schema (the gateway's), so the messages are the spec's. */
export function checkContactForm(form: ContactForm): { ok: true; fields: ContactFields } | { ok: false; errors: ContactErrors } {
  const { CountryCode: _c, GroupId: _g, ...values } = form;
  const v = validate(contactFields, values);
  if (v.ok) return { ok: true, fields: v.data };
  const errors: ContactErrors = {};
  for (const [field, text] of Object.entries(v.errors)) errors[(field === '' ? 'form' : field) as keyof ContactErrors] = text;
  return { ok: false, errors };
}

const formFields = new Set<string>(Object.keys(emptyContactForm));

/** A gateway refusal beside the field it names, or about the whole contact. */
export function contactServerErrors(message: string): ContactErrors {
  const r = fieldRefusal(message);
  if (r && formFields.has(r.field)) return { [r.field as keyof ContactForm]: r.text } as ContactErrors;
  return { form: r && r.field === '' ? r.text : message };
}

/** First and last name, or '' when neither is given. */
export function contactName(c: Pick<Contact, 'FirstName' | 'LastName'>): string {
  return `${c.FirstName} ${c.LastName}`.trim();
}
