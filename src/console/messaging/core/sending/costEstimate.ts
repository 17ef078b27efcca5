/** The cost of the recipients of one country. Money is integers at 10000 per unit. */
export interface CostLine {
  country: string;
  recipients: number;
  /** Pricing units of one message in this country (SMS: segments, its prefix or suffix included). */
  units: number;
  /** Price of one unit, or null when the country has no route. */
  pricePerUnit: number | null;
  pricePerRecipient: number | null;
  cost: number;
}

export interface CostEstimate {
  lines: CostLine[];
  recipients: number;
  /** Units of the whole send (what is billed). */
  units: number;
  total: number;
  /** Recipients in countries without a price (not counted in the total). */
  unpriced: number;
}

/** Price per unit by ISO country code (SMS: GetUSMSPrice). */
export function pricesByCountry(prices: readonly { CountryCode: string; Price: number }[]): Record<string, number> {
  return Object.fromEntries(prices.map((p) => [p.CountryCode.toUpperCase(), p.Price]));
}

/**
 * What a send costs the way the gateway holds it: per country, the units of the text there (the
 * channel's content rule, `unitsOf`) × the country's price per unit × its recipients. Trial sends are free.
 */
export function estimateCost(
  text: string,
  byCountry: Readonly<Record<string, number>>,
  prices: Readonly<Record<string, number>>,
  options: { unitsOf: (text: string, country: string) => number; free?: boolean },
): CostEstimate {
  const lines: CostLine[] = Object.entries(byCountry)
    .filter(([, n]) => n > 0)
    .map(([country, recipients]) => {
      const units = options.unitsOf(text, country);
      const price = prices[country.toUpperCase()];
      const pricePerUnit = price === undefined ? null : options.free ? 0 : price;
      const pricePerRecipient = pricePerUnit === null ? null : pricePerUnit * units;
      return { country, recipients, units, pricePerUnit, pricePerRecipient, cost: (pricePerRecipient ?? 0) * recipients };
    })
    .sort((a, b) => b.recipients - a.recipients || a.country.localeCompare(b.country));
  return {
    lines,
    recipients: lines.reduce((n, l) => n + l.recipients, 0),
    units: lines.reduce((n, l) => n + l.units * l.recipients, 0),
    total: lines.reduce((n, l) => n + l.cost, 0),
    unpriced: lines.filter((l) => l.pricePerUnit === null).reduce((n, l) => n + l.recipients, 0),
  };
}

/** The channel's wallet cannot hold the estimate (the gateway would answer 'Insufficient Balance'). */
export function balanceShort(available: number | null | undefined, total: number): number {
  if (available === null || available === undefined) return 0;
  return Math.max(0, total - available);
}
