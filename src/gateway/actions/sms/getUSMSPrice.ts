import { CURRENCY } from '../../../contract/constants';
import type { Handler } from '../../handlers';
import { SMS_PRICES } from '../../sms/pricing/smsPrices';
import { countryList } from '../reference/countryList';

/** Price per segment of every supported country (or one), with the country's name and prefix. */
export const getUSMSPrice: Handler<'GetUSMSPrice'> = async (p) => {
  const prices = countryList()
    .filter((c) => SMS_PRICES[c.CountryCode] !== undefined && (!p.CountryCode || c.CountryCode === p.CountryCode))
    .map((c) => ({ CountryCode: c.CountryCode, CountryName: c.CountryName, PhonePrefix: c.PhonePrefix, Price: SMS_PRICES[c.CountryCode]!, Currency: CURRENCY }));
  return { Prices: prices };
};
