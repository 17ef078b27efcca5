import { SMS_PRICES } from '../sms/pricing/smsPrices';

/** An MMS costs this many times an SMS segment to the same country (carriers price MMS at a few segments). */
export const MMS_PRICE_FACTOR = 3;

/**
 * Price of one MMS (subject, image and text, whatever the text's length) by destination country,
 * integers at 10000 per unit: three SMS segments of the country. The MMS routes are the SMS
 * routes, so the supported countries are SMS's; null for any other.
 */
export function mmsMessagePrice(countryCode: string): number | null {
  const sms = SMS_PRICES[countryCode.toUpperCase()];
  return sms === undefined ? null : sms * MMS_PRICE_FACTOR;
}
