import { describe, expect, it } from 'vitest';
import { addressColumn } from './addressColumn';

/** Addresses of a made-up channel: + and at least six digits (phone-like), or an e-mail. */
const channel = {
  address: {
    clean: (raw: string) => raw.trim(),
    parse: (cleaned: string) => (/^\+\d{6,}$/.test(cleaned) || /^[^@\s]+@[^@\s]+$/.test(cleaned) ? { address: cleaned, country: 'US' } : null),
  },
};

describe('addressColumn', () => {
  it('reads the column of addresses and skips a header above them', () => {
    expect(addressColumn(channel, [['name', 'phone'], ['Ann', '+1202555'], ['Bob', '12'], ['Cy', '+1202556']])).toEqual(['+1202555', '12', '+1202556']);
  });
  it('reads a header-only file as empty, but keeps a lone entry with digits (an invalid number is counted, not dropped)', () => {
    expect(addressColumn(channel, [['phone']])).toEqual([]);
    expect(addressColumn(channel, [['name', 'phone']])).toEqual([]);
    expect(addressColumn(channel, [['12345']])).toEqual(['12345']);
  });
  it('keeps a lone valid address without digits (an e-mail)', () => {
    expect(addressColumn(channel, [['ann@x.us']])).toEqual(['ann@x.us']);
  });
});
