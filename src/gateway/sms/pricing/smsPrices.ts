/**
 * Price per SMS segment by destination country (ISO 3166 alpha-2), integers at 10000 per unit
 * (79 = $0.0079). Countries not listed are not supported ("The recipient's country is not
 * supported."): sanctioned destinations and ones without a route.
 */
export const SMS_PRICES: Readonly<Record<string, number>> = {
  AE: 350, AR: 520, AT: 900, AU: 450, BD: 2900, BE: 750, BR: 500, CA: 79, CH: 550, CL: 400,
  CN: 350, CO: 180, CZ: 480, DE: 790, DK: 600, EG: 1200, ES: 650, FI: 700, FR: 700, GB: 350,
  GR: 520, HK: 450, HU: 900, ID: 3200, IE: 650, IL: 600, IN: 150, IT: 680, JP: 650, KE: 350,
  KR: 250, MX: 300, MY: 250, NG: 400, NL: 850, NO: 650, NZ: 900, PE: 480, PH: 1500, PK: 2700,
  PL: 300, PT: 350, RO: 600, SA: 350, SE: 600, SG: 400, TH: 250, TR: 150, TW: 450, UA: 1100,
  US: 79, VN: 700, ZA: 200,
};

/** Price per segment, or null for an unsupported country. */
export function segmentPrice(countryCode: string): number | null {
  return SMS_PRICES[countryCode.toUpperCase()] ?? null;
}
