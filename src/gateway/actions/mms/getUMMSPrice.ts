import type { Handler } from '../../handlers';
import { mmsMessagePrice } from '../../mms/mmsPrices';
import { priceList } from '../sms/getUSMSPrice';

/** The price of one MMS in each supported country. */
export const getUMMSPrice: Handler<'GetUMMSPrice'> = async (p) => ({ Prices: priceList(mmsMessagePrice, p.CountryCode) });
