import { CURRENCY } from '../../../contract/constants';
import type { Handler } from '../../handlers';
import { SMS_PRICES } from '../../sms/pricing/smsPrices';
import { countryList } from '../reference/countryList';

/** Every supported country (or one) with its name, prefix and a channel's price there (SMS: per segment; MMS: per message). */
export function priceList(price: (country: string) => number | null, only?: string) {
  return countryList().flatMap((c) => {
    const p = price(c.CountryCode);
    return p === null || (only && c.CountryCode !== only) ? [] : [{ CountryCode: c.CountryCode, CountryName: c.CountryName, PhonePrefix: c.PhonePrefix, Price: p, Currency: CURRENCY }];
  });
}

/** Price per segment of every supported country (or one), with the country's name and prefix. */
export const getUSMSPrice: Handler<'GetUSMSPrice'> = async (p) => ({ Prices: priceList((code) => SMS_PRICES[code] ?? null, p.CountryCode) });
