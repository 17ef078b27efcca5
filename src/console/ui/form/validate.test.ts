import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailField, newPasswordField, phoneField } from '../../../contract/validation/fields';
import { validate, validationKey } from './validate';

const schema = z.object({ Email: emailField, Password: newPasswordField, Phone: phoneField });

describe('form validation with the contract schemas', () => {
  it('reports the spec texts verbatim, one per field', () => {
    const r = validate(schema, { Email: '', Password: '', Phone: '12ab' });
    expect(r).toEqual({
      ok: false,
      errors: { Email: 'Email is required', Password: 'Password is required', Phone: 'Invalid phone number format' },
    });
    const r2 = validate(schema, { Email: 'a@b', Password: 'abcdef', Phone: '' });
    expect(r2.ok ? {} : r2.errors).toMatchObject({ Email: 'Must be a valid email', Phone: 'Phone number is required' });
  });
  it('passes valid input', () => {
    expect(validate(schema, { Email: 'a@b.co', Password: 'abc123', Phone: '5551234' }).ok).toBe(true);
  });
  it('maps spec texts to i18n keys', () => {
    expect(validationKey('Email is required')).toBe('validation.EmailRequired');
    expect(validationKey('The two password entries are inconsistent')).toBe('validation.PasswordsInconsistent');
    expect(validationKey('something else')).toBeNull();
  });
});
