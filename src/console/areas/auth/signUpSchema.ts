import { z } from 'zod';
import { ValidationText } from '../../../contract/validation/rules';
import { emailField, nameField, newPasswordField, phoneField, requiredString } from '../../../contract/validation/fields';

/** The sign-up form: the contract's RegisterAdminUser fields plus the password confirmation. */
export const signUpSchema = z
  .object({
    Email: emailField,
    DisplayName: nameField(),
    Country: requiredString(ValidationText.CountryRequired, 2),
    Phone: phoneField,
    PhoneCode: requiredString(ValidationText.FieldRequired, 16),
    Password: newPasswordField,
    Confirm: z.string(),
    Timezone: z.string().optional(),
  })
  .refine((v) => v.Password === v.Confirm, { path: ['Confirm'], error: ValidationText.PasswordsInconsistent });

export type SignUpValues = z.input<typeof signUpSchema>;

/** Just the fields needed to send the phone code. */
export const phoneCodeSchema = z.object({ Country: requiredString(ValidationText.CountryRequired, 2), Phone: phoneField });
