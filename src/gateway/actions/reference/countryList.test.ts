import { describe, expect, it } from 'vitest';
import { countryList } from './countryList';

describe('countryList', () => {
  it('has every country with English name, Chinese alias and calling code', () => {
    const list = countryList();
    expect(list.length).toBeGreaterThanOrEqual(240);
    expect(list.find((c) => c.CountryCode === 'CN')).toEqual({ CountryName: 'China', CountryAlias: '中国', PhonePrefix: '86', CountryCode: 'CN' });
    expect(list.find((c) => c.CountryCode === 'US')).toMatchObject({ PhonePrefix: '1', CountryName: 'United States' });
    expect(new Set(list.map((c) => c.CountryCode)).size).toBe(list.length);
  });
  it('is sorted by English name and cached', () => {
    const list = countryList();
    const names = list.map((c) => c.CountryName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(countryList()).toBe(list);
  });
});
