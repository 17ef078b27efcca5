import { z } from 'zod';
import { hasForbiddenCharacters, isEmail, isPhoneDigits, isStrongPassword, ValidationText } from './rules';

/**
 * Zod field builders that carry the spec's own messages, shared by the console's forms and the
 * gateway's parameter checks. `requiredMessage` is what a missing or empty value reports.
 */
export function requiredString(requiredMessage: string, max = 1000) {
  return z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? requiredMessage : 'must be a string') })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: `must be at most ${max} characters` });
}

export const emailField = requiredString(ValidationText.EmailRequired, 254).refine(isEmail, {
  error: ValidationText.EmailInvalid,
});

/** A password being chosen: checks strength. */
export const newPasswordField = z
  .string({ error: (iss) => (iss.input === undefined ? ValidationText.PasswordRequired : 'must be a string') })
  .min(1, { error: ValidationText.PasswordRequired })
  .refine(isStrongPassword, { error: ValidationText.PasswordWeak });

/** A password being presented: only presence and a sane length. */
export const passwordField = z
  .string({ error: (iss) => (iss.input === undefined ? ValidationText.PasswordRequired : 'must be a string') })
  .min(1, { error: ValidationText.PasswordRequired })
  .max(128, { error: 'must be at most 128 characters' });

export const phoneField = requiredString(ValidationText.PhoneRequired, 15).refine(isPhoneDigits, {
  error: ValidationText.PhoneInvalid,
});

/** Name-like free text: the forbidden-character rule applies. */
export function nameField(requiredMessage: string = ValidationText.NameRequired, max = 64) {
  return requiredString(requiredMessage, max).refine((v) => !hasForbiddenCharacters(v), {
    error: ValidationText.ForbiddenCharacters,
  });
}

/** Optional name-like text: empty allowed, forbidden characters still rejected. */
export function optionalNameField(max = 64) {
  return z
    .string({ error: 'must be a string' })
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .refine((v) => !hasForbiddenCharacters(v), { error: ValidationText.ForbiddenCharacters })
    .optional();
}

/** Unix seconds. */
export const unixSeconds = z.number({ error: 'must be a number of seconds' }).int({ error: 'must be a whole number' }).min(0);

export const pageParams = {
  Offset: z.number().int().min(0).optional(),
  Limit: z.number().int().min(1).max(200).optional(),
};
