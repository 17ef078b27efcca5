import { z } from 'zod';
import { emailField, nameField, newPasswordField, passwordField, requiredString } from '../../../contract/validation/fields';
import { isPhoneDigits, ValidationText } from '../../../contract/validation/rules';

/** Profile: the spec's name rule; the phone may stay empty (accounts made by social sign-in have none), else digits. */
export const profileSchema = z.object({
  DisplayName: nameField(),
  Phone: z
    .string()
    .trim()
    .refine((v) => v === '' || isPhoneDigits(v), { error: ValidationText.PhoneInvalid }),
  Timezone: z.string().max(64),
});

const repeated = <T extends { NewPassword: string; Confirm: string }>(v: T) => v.NewPassword === v.Confirm;
const inconsistent = { path: ['Confirm'], error: ValidationText.PasswordsInconsistent };

/** Password change proven by the current password: the spec's strength rule and the two entries equal. */
export const passwordByOldSchema = z
  .object({ OldPassword: passwordField, NewPassword: newPasswordField, Confirm: z.string() })
  .refine(repeated, inconsistent);

/** Password change proven by a MODIFY_PASSWORD code sent to the current e-mail. */
export const passwordByCodeSchema = z
  .object({ VerifyCode: requiredString(ValidationText.FieldRequired, 16), NewPassword: newPasswordField, Confirm: z.string() })
  .refine(repeated, inconsistent);

/** E-mail change: the MODIFY_EMAIL_OLD code from the current address and the new address. */
export const emailChangeSchema = z.object({ VerifyCode: requiredString(ValidationText.FieldRequired, 16), Email: emailField });

/** A new access key: its name (the spec's name rule, at most 64 characters) and expiry in days (0 = never). */
export const accessKeySchema = z.object({ Name: nameField(ValidationText.NameRequired, 64), Days: z.string() });
