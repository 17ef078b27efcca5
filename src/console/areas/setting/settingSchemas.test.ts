import { describe, expect, it } from 'vitest';
import { ValidationText } from '../../../contract/validation/rules';
import { validate } from '../../ui/form/validate';
import { emailChangeSchema, passwordByCodeSchema, passwordByOldSchema, profileSchema } from './settingSchemas';

describe('settings forms', () => {
  it('checks the profile with the spec texts and allows an empty phone', () => {
    expect(validate(profileSchema, { DisplayName: '', Phone: '', Timezone: 'UTC' })).toEqual({ ok: false, errors: { DisplayName: ValidationText.NameRequired } });
    expect(validate(profileSchema, { DisplayName: 'Ann', Phone: '12ab', Timezone: 'UTC' })).toEqual({ ok: false, errors: { Phone: ValidationText.PhoneInvalid } });
    expect(validate(profileSchema, { DisplayName: ' Ann ', Phone: '', Timezone: 'Asia/Shanghai' })).toEqual({ ok: true, data: { DisplayName: 'Ann', Phone: '', Timezone: 'Asia/Shanghai' } });
  });

  it('applies the password rules and reports two different entries beside the confirmation', () => {
    expect(validate(passwordByOldSchema, { OldPassword: '', NewPassword: 'Good-2026!', Confirm: 'Good-2026!' })).toEqual({ ok: false, errors: { OldPassword: ValidationText.PasswordRequired } });
    expect(validate(passwordByOldSchema, { OldPassword: 'x', NewPassword: 'abcdef', Confirm: 'abcdef' })).toEqual({ ok: false, errors: { NewPassword: ValidationText.PasswordWeak } });
    expect(validate(passwordByOldSchema, { OldPassword: 'x', NewPassword: 'Good-2026!', Confirm: 'Good-2026?' })).toEqual({ ok: false, errors: { Confirm: ValidationText.PasswordsInconsistent } });
    expect(validate(passwordByCodeSchema, { VerifyCode: '', NewPassword: 'Good-2026!', Confirm: 'Good-2026!' })).toEqual({ ok: false, errors: { VerifyCode: ValidationText.FieldRequired } });
    expect(validate(passwordByCodeSchema, { VerifyCode: '123456', NewPassword: 'Good-2026!', Confirm: 'Good-2026!' }).ok).toBe(true);
  });

  it('needs the code and a valid new e-mail', () => {
    expect(validate(emailChangeSchema, { VerifyCode: '', Email: 'nope' })).toEqual({ ok: false, errors: { VerifyCode: ValidationText.FieldRequired, Email: ValidationText.EmailInvalid } });
  });
});
