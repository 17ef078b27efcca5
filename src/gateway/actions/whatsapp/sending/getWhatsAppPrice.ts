import { WHATSAPP_RATES, WhatsAppConversationTypes, whatsappMessagePrice } from '../../../../contract/whatsapp/conversationPrices';
import type { Handler } from '../../../handlers';

/** The price of one message of each conversation type in each country with its own rate, and OTHER. */
export const getWhatsAppPrice: Handler<'GetWhatsAppPrice'> = async (p) => {
  const countries = Object.keys(WHATSAPP_RATES).filter((c) => !p.CountryCode || c === p.CountryCode || (c === 'OTHER' && !(p.CountryCode in WHATSAPP_RATES)));
  return { Prices: countries.flatMap((c) => WhatsAppConversationTypes.map((t) => ({ CountryCode: c, ConversationType: t, Price: whatsappMessagePrice(c, t) }))) };
};
