import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { Country } from '../../../contract/entities/reference';

let cached: readonly Country[] | null = null;

/**
 * Every country of libphonenumber-js's metadata: English name, Chinese alias (Intl.DisplayNames,
 * Node's full ICU), calling code without '+', ISO 3166 alpha-2 code; sorted by English name.
 * Computed once per process.
 */
export function countryList(): readonly Country[] {
  if (cached) return cached;
  const en = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const zh = new Intl.DisplayNames(['zh-CN'], { type: 'region', fallback: 'code' });
  cached = getCountries()
    .map((code) => ({
      CountryName: en.of(code) ?? code,
      CountryAlias: zh.of(code) ?? code,
      PhonePrefix: String(getCountryCallingCode(code)),
      CountryCode: code,
    }))
    .sort((a, b) => a.CountryName.localeCompare(b.CountryName, 'en'));
  return cached;
}
