import { ValidationText } from '../../contract/validation/rules';
import { cleanPhone, parsePhone } from '../sms/recipients/phoneAddress';

/** A contact's fields as typed (the contract's `contactFields`, parsed). */
export interface ContactInput {
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string;
  WhatsApp: string;
}

/** A contact as stored: e-mail lower-case, phone and WhatsApp in E.164, '' where none. */
export interface NormalContact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  whatsapp: string;
}

export type ContactCheck = { ok: true; contact: NormalContact } | { ok: false; field: 'Phone' | 'WhatsApp'; message: string };

/** A typed number in E.164 with its country, null when empty, 'invalid' when libphonenumber-js rejects it. */
function phoneOf(raw: string, defaultCountry: string | undefined): { address: string; country: string } | null | 'invalid' {
  const cleaned = cleanPhone(raw);
  if (cleaned === '') return null;
  return parsePhone(cleaned, defaultCountry) ?? 'invalid';
}

/**
 * Checks and normalises one contact: phone and WhatsApp per country with libphonenumber-js
 * ('+' numbers international, others national numbers of `defaultCountry`), 'Invalid phone number
 * format' naming the field otherwise.
 */
export function normaliseContact(input: ContactInput, defaultCountry?: string): ContactCheck {
  const phone = phoneOf(input.Phone, defaultCountry);
  if (phone === 'invalid') return { ok: false, field: 'Phone', message: ValidationText.PhoneInvalid };
  const whatsapp = phoneOf(input.WhatsApp, defaultCountry);
  if (whatsapp === 'invalid') return { ok: false, field: 'WhatsApp', message: ValidationText.PhoneInvalid };
  return {
    ok: true,
    contact: {
      firstName: input.FirstName.trim(),
      lastName: input.LastName.trim(),
      email: input.Email.trim().toLowerCase(),
      phone: phone?.address ?? '',
      country: phone?.country ?? whatsapp?.country ?? '',
      whatsapp: whatsapp?.address ?? '',
    },
  };
}
