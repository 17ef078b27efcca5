/**
 * WhatsApp conversation types (spec 001 §4) and their prices. Meta prices each delivered template
 * message by its category and the recipient's country; replies inside the 24-hour
 * customer-service window (service) and conversations opened from a free entry point (referral,
 * free) cost nothing. business-initiated and user-initiated are the older names of a conversation
 * the business or the customer opened: priced as marketing and as service.
 */
export const WhatsAppConversationTypes = ['business-initiated', 'user-initiated', 'referral', 'utility', 'authentication', 'marketing', 'service', 'free'] as const;
export type WhatsAppConversationType = (typeof WhatsAppConversationTypes)[number];

/** Price of one message per charged type in a country, integers at 10000 per unit (USD, Meta's rate card). */
type Rates = { marketing: number; utility: number; authentication: number };

/** Countries with their own rate; every other country pays OTHER. */
export const WHATSAPP_RATES: Readonly<Record<string, Rates>> = {
  US: { marketing: 250, utility: 40, authentication: 135 },
  CA: { marketing: 250, utility: 40, authentication: 135 },
  GB: { marketing: 529, utility: 220, authentication: 358 },
  DE: { marketing: 1365, utility: 550, authentication: 768 },
  FR: { marketing: 859, utility: 300, authentication: 689 },
  IN: { marketing: 107, utility: 14, authentication: 14 },
  ID: { marketing: 411, utility: 200, authentication: 300 },
  BR: { marketing: 625, utility: 80, authentication: 315 },
  MX: { marketing: 305, utility: 85, authentication: 239 },
  CN: { marketing: 732, utility: 160, authentication: 486 },
  OTHER: { marketing: 604, utility: 77, authentication: 277 },
};

/** Price of one message of `type` to `country` (10000 per unit). */
export function whatsappMessagePrice(country: string, type: WhatsAppConversationType): number {
  const r = WHATSAPP_RATES[country.toUpperCase()] ?? WHATSAPP_RATES.OTHER!;
  switch (type) {
    case 'marketing':
    case 'business-initiated':
      return r.marketing;
    case 'utility':
      return r.utility;
    case 'authentication':
      return r.authentication;
    default:
      return 0;
  }
}

/** The conversation type a template of `category` opens (MARKETING → marketing …). */
export function conversationTypeOfCategory(category: string): WhatsAppConversationType {
  const c = category.toLowerCase();
  return c === 'marketing' || c === 'utility' || c === 'authentication' ? c : 'marketing';
}
