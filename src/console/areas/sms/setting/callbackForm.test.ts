import { describe, expect, it } from 'vitest';
import { callbackDirty, checkCallbackForm, maskSecret } from './callbackForm';

describe('checkCallbackForm', () => {
  it('says "Callback address cannot be empty" for an empty address', () => {
    expect(checkCallbackForm({ url: '', enabled: true })).toEqual({ ok: false, error: { key: 'validation.CallbackRequired' } });
    expect(checkCallbackForm({ url: '   ', enabled: true })).toEqual({ ok: false, error: { key: 'validation.CallbackRequired' } });
  });

  it('says "The entered address format is incorrect" for anything but an http(s) URL', () => {
    for (const bad of ['example.com/hook', 'ftp://example.com/x', 'http//x', 'https://', 'javascript:alert(1)']) {
      expect(checkCallbackForm({ url: bad, enabled: true })).toEqual({ ok: false, error: { key: 'validation.AddressFormatIncorrect' } });
    }
  });

  it('answers trimmed params for a good address', () => {
    expect(checkCallbackForm({ url: ' https://hooks.example.com/sms?x=1 ', enabled: false })).toEqual({ ok: true, params: { CallbackUrl: 'https://hooks.example.com/sms?x=1', Enabled: false } });
  });
});

describe('callbackDirty', () => {
  it('compares the trimmed address and the switch with what is saved', () => {
    const saved = { url: 'https://a.io/h', enabled: true };
    expect(callbackDirty({ url: ' https://a.io/h ', enabled: true }, saved)).toBe(false);
    expect(callbackDirty({ url: 'https://a.io/x', enabled: true }, saved)).toBe(true);
    expect(callbackDirty({ url: 'https://a.io/h', enabled: false }, saved)).toBe(true);
    expect(callbackDirty({ url: 'x', enabled: false }, null)).toBe(false);
  });
});

describe('maskSecret', () => {
  it('keeps the prefix and the last 4 characters', () => {
    expect(maskSecret('whsec_abcdefghijklmnop1234')).toBe('whsec_••••••••••••••••1234');
    expect(maskSecret('short')).toBe('•••••');
  });
});
