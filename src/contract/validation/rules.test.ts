import { describe, expect, it } from 'vitest';
import { emailField, nameField, newPasswordField, phoneField } from './fields';
import { hasForbiddenCharacters, isEmail, isPhoneDigits, isStrongPassword, ValidationText } from './rules';

describe('validation rules', () => {
  it('passwords: 6 to 20 characters, at least two of letters, digits, symbols', () => {
    for (const ok of ['abc123', 'ABCdef!', '123456!', 'Demo-2026!', 'a1a1a1a1a1a1a1a1a1a1']) expect(isStrongPassword(ok), ok).toBe(true);
    for (const bad of ['abcdef', 'ABCDEFG', '123456', '!!!!!!', 'a1', 'a1a1a1a1a1a1a1a1a1a1a', 'abc 123']) expect(isStrongPassword(bad), bad).toBe(false);
  });

  it('e-mail shape: local part, at sign, domain, top-level domain', () => {
    for (const ok of ['a@b.co', 'first.last+tag@mail.example.com']) expect(isEmail(ok), ok).toBe(true);
    for (const bad of ['a@b', 'a.b.co', '@b.co', 'a@.co', 'a b@c.co', 'a@b.c']) expect(isEmail(bad), bad).toBe(false);
  });

  it('phone: digits only, up to 15', () => {
    expect(isPhoneDigits('8613800138000')).toBe(true);
    expect(isPhoneDigits('123456789012345')).toBe(true);
    expect(isPhoneDigits('1234567890123456')).toBe(false);
    expect(isPhoneDigits('+861')).toBe(false);
    expect(isPhoneDigits('')).toBe(false);
  });

  it('free text rejects quotes, semicolons, commas, asterisks, backslashes, double dashes, hash and comments', () => {
    for (const bad of ["O'Brien", 'a"b', 'a;b', 'a,b', 'a*b', 'a\\b', 'a--b', '#1', 'a/*b', 'a//b']) expect(hasForbiddenCharacters(bad), bad).toBe(true);
    for (const ok of ['Spring Sale 2026', 'Team-A', 'Jean-Luc', 'Promo_1 (EU)']) expect(hasForbiddenCharacters(ok), ok).toBe(false);
  });

  it('fields report the spec texts', () => {
    expect(emailField.safeParse(undefined).error?.issues[0]?.message).toBe(ValidationText.EmailRequired);
    expect(emailField.safeParse('').error?.issues[0]?.message).toBe(ValidationText.EmailRequired);
    expect(emailField.safeParse('nope').error?.issues[0]?.message).toBe(ValidationText.EmailInvalid);
    expect(newPasswordField.safeParse(undefined).error?.issues[0]?.message).toBe(ValidationText.PasswordRequired);
    expect(newPasswordField.safeParse('abcdef').error?.issues[0]?.message).toBe(ValidationText.PasswordWeak);
    expect(phoneField.safeParse('12a').error?.issues[0]?.message).toBe(ValidationText.PhoneInvalid);
    expect(phoneField.safeParse(undefined).error?.issues[0]?.message).toBe(ValidationText.PhoneRequired);
    expect(nameField().safeParse('').error?.issues[0]?.message).toBe(ValidationText.NameRequired);
    expect(nameField().safeParse('a;b').error?.issues[0]?.message).toBe(ValidationText.ForbiddenCharacters);
    expect(nameField().safeParse('  Ann  ').data).toBe('Ann');
  });
});
