import { SMS_PRICES } from '../sms/pricing/smsPrices';

/** A minute of a voice call costs this many SMS segments to the same country. */
export const VOICE_MINUTE_PRICE_FACTOR = 4;

/**
 * Price of one started minute of a voice call by destination country, integers at 10000 per unit:
 * four SMS segments of the country. Voice calls go to the SMS countries; null for any other.
 */
export function voiceMinutePrice(countryCode: string): number | null {
  const sms = SMS_PRICES[countryCode.toUpperCase()];
  return sms === undefined ? null : sms * VOICE_MINUTE_PRICE_FACTOR;
}
