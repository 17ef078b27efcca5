import { describe, expect, it } from 'vitest';
import { defaultZone, offsetLabel, sendCountryOptions, verifiedPhone, zoneOptions } from './sendingOptions';

const countries = [
  { CountryName: 'United States', CountryAlias: '美国', PhonePrefix: '1', CountryCode: 'US' },
  { CountryName: 'North Korea', CountryAlias: '朝鲜', PhonePrefix: '+850', CountryCode: 'KP' },
  { CountryName: 'Germany', CountryAlias: '德国', PhonePrefix: '49', CountryCode: 'DE' },
];
const zones = [
  { ZoneKey: 'Asia/Kolkata', Area: 'Asia', Offset: 330 },
  { ZoneKey: 'UTC', Area: 'UTC', Offset: 0 },
  { ZoneKey: 'America/New_York', Area: 'America', Offset: -300 },
];

describe('sending options', () => {
  it('lists supported countries by name, keeping the current choice', () => {
    expect(sendCountryOptions(countries, new Set(['US', 'DE']), '', 'en')).toEqual([
      { value: 'DE', label: 'Germany (+49)' },
      { value: 'US', label: 'United States (+1)' },
    ]);
    expect(sendCountryOptions(countries, new Set(['US']), 'KP', 'zh').map((o) => o.label)).toEqual(['朝鲜 (+850)', '美国 (+1)']);
    // Names come from Intl in the reader's language, not from the English list.
    expect(sendCountryOptions([{ CountryName: 'United Kingdom', CountryAlias: '', PhonePrefix: '44', CountryCode: 'GB' }], null, '', 'zh')).toEqual([{ value: 'GB', label: '英国 (+44)' }]);
    expect(sendCountryOptions(countries, null, '', 'en')).toHaveLength(3);
  });

  it('orders zones by offset with UTC labels and Intl names in the reader language', () => {
    expect(zoneOptions(zones, 'en').map((o) => o.label)).toEqual(['UTC-05:00 Eastern Time (America/New_York)', 'UTC+00:00 UTC', 'UTC+05:30 India Standard Time (Asia/Kolkata)']);
    expect(zoneOptions(zones, 'zh')[2]!.label).toBe('UTC+05:30 印度时间 (Asia/Kolkata)');
    expect(offsetLabel(-210)).toBe('-03:30');
  });

  it("starts schedules in the user's zone, else the browser's, else UTC", () => {
    expect(defaultZone(zones, 'Asia/Kolkata', 'America/New_York')).toBe('Asia/Kolkata');
    expect(defaultZone(zones, '', 'America/New_York')).toBe('America/New_York');
    expect(defaultZone(zones, 'Mars/Base', 'Europe/Nowhere')).toBe('UTC');
  });

  it('builds the verified number from the registration country', () => {
    expect(verifiedPhone('4155550123', 'US', countries)).toBe('+14155550123');
    expect(verifiedPhone('', 'US', countries)).toBeNull();
    expect(verifiedPhone('4155550123', '', countries)).toBeNull();
  });
});
