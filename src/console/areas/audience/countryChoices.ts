import type { Country } from '../../../contract/entities/reference';
import { regionName } from '../../lib/regionNames';

/** Countries for a select, in the reader's language with their calling code, sorted by name. */
export function countryChoices(countries: readonly Country[], language: string) {
  return countries
    .map((c) => ({
      value: c.CountryCode,
      label: `${regionName(c.CountryCode, language, language === 'zh' && c.CountryAlias ? c.CountryAlias : c.CountryName)} (+${c.PhonePrefix.replace(/^\+/, '')})`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, language === 'zh' ? 'zh' : 'en'));
}
