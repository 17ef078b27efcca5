import { describe, expect, it } from 'vitest';
import { checkOptOutPhone } from './optOutForm';

describe('checkOptOutPhone', () => {
  it('asks for a number, then for a whole international one, with the spec texts', () => {
    expect(checkOptOutPhone('  ')).toEqual({ ok: false, error: { key: 'validation.PhoneRequired' } });
    for (const bad of ['12ab', '+0123456789', '12345', '+1234567890123456'])
      expect(checkOptOutPhone(bad), bad).toEqual({ ok: false, error: { key: 'validation.PhoneInvalid' } });
  });

  it('takes a number with its country code, spaces and dashes allowed', () => {
    expect(checkOptOutPhone(' +1 202-555-7100 ')).toEqual({ ok: true, phone: '+1 202-555-7100' });
    expect(checkOptOutPhone('8613800138000')).toEqual({ ok: true, phone: '8613800138000' });
  });
});
