import { describe, expect, it } from 'vitest';
import { validate } from '../../ui/form/validate';
import { signUpSchema } from './signUpSchema';

const ok = {
  Email: 'ann@example.org', DisplayName: 'Ann', Country: 'US', Phone: '5551234567', PhoneCode: '123456',
  Password: 'Secret-1', Confirm: 'Secret-1',
};

describe('sign-up validation', () => {
  it('accepts a complete form', () => expect(validate(signUpSchema, ok).ok).toBe(true));
  it('uses the spec texts', () => {
    const r = validate(signUpSchema, { ...ok, Email: 'x', DisplayName: '', Country: '', Phone: '+1 555', Confirm: 'other' });
    expect(r.ok ? null : r.errors).toEqual({
      Email: 'Must be a valid email',
      DisplayName: 'Name is required',
      Country: 'Country is required',
      Phone: 'Invalid phone number format',
      Confirm: 'The two password entries are inconsistent',
    });
  });
  it('rejects weak passwords and forbidden characters in names', () => {
    const r = validate(signUpSchema, { ...ok, Password: 'abcdefg', Confirm: 'abcdefg', DisplayName: "Ann's" });
    expect(r.ok ? null : Object.keys(r.errors).sort()).toEqual(['DisplayName', 'Password']);
  });
});
