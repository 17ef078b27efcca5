import { z } from 'zod';
import { emailField, passwordField } from '../../../contract/validation/fields';

/** The sign-in form's schema; its own module so zod loads on the first keystroke, not with /signin. */
export const signInSchema = z.object({ Email: emailField, Password: passwordField });
