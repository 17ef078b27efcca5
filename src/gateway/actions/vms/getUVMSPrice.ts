import type { Handler } from '../../handlers';
import { voiceMinutePrice } from '../../vms/voicePrices';
import { priceList } from '../sms/getUSMSPrice';

/** The price of one started minute of a call in each supported country. */
export const getUVMSPrice: Handler<'GetUVMSPrice'> = async (p) => ({ Prices: priceList(voiceMinutePrice, p.CountryCode) });
