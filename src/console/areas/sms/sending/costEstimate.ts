import { countSegments } from '../../../../contract/sms/segments';

/** The cost of the recipients of one country. Money is integers at 10000 per unit. */
export interface CostLine {
  country: string;
  recipients: number;
  /** Segments of one message in this country (its prefix or suffix included). */
  segments: number;
  /** Price of one segment, or null when the country has no SMS route. */
  pricePerSegment: number | null;
  pricePerRecipient: number | null;
  cost: number;
}

export interface CostEstimate {
  lines: CostLine[];
  recipients: number;
  /** Segments of the whole send (what is billed). */
  segments: number;
  total: number;
  /** Recipients in countries without a price (not counted in the total). */
  unpriced: number;
}

/** Price per segment by ISO country code, from GetUSMSPrice. */
export function pricesByCountry(prices: readonly { CountryCode: string; Price: number }[]): Record<string, number> {
  return Object.fromEntries(prices.map((p) => [p.CountryCode.toUpperCase(), p.Price]));
}

/**
 * What a send costs the way the gateway holds it: per country, segments of the text there ×
 * the country's price per segment × its recipients. Trial sends are free.
 */
export function estimateCost(text: string, byCountry: Readonly<Record<string, number>>, prices: Readonly<Record<string, number>>, options: { free?: boolean } = {}): CostEstimate {
  const lines: CostLine[] = Object.entries(byCountry)
    .filter(([, n]) => n > 0)
    .map(([country, recipients]) => {
      const segments = countSegments(text, country).segments;
      const price = prices[country.toUpperCase()];
      const pricePerSegment = price === undefined ? null : options.free ? 0 : price;
      const pricePerRecipient = pricePerSegment === null ? null : pricePerSegment * segments;
      return { country, recipients, segments, pricePerSegment, pricePerRecipient, cost: (pricePerRecipient ?? 0) * recipients };
    })
    .sort((a, b) => b.recipients - a.recipients || a.country.localeCompare(b.country));
  return {
    lines,
    recipients: lines.reduce((n, l) => n + l.recipients, 0),
    segments: lines.reduce((n, l) => n + l.segments * l.recipients, 0),
    total: lines.reduce((n, l) => n + l.cost, 0),
    unpriced: lines.filter((l) => l.pricePerSegment === null).reduce((n, l) => n + l.recipients, 0),
  };
}

/** The SMS wallet cannot hold the estimate (the gateway would answer 'Insufficient Balance'). */
export function balanceShort(available: number | null | undefined, total: number): number {
  if (available === null || available === undefined) return 0;
  return Math.max(0, total - available);
}
