/** The recipients of a send to a group or segment, as the gateway counted them (CountAudience) for the channel. */
export interface AudienceSummary {
  kind: 'Group' | 'Segment';
  id: string;
  name: string;
  /** Its members now. */
  members: number;
  /** Members the channel can reach (they have its address: SMS a phone). */
  reachable: number;
  /** Reachable members in countries the channel delivers to: the recipients. */
  recipients: number;
  /** Reachable members in countries without a price (not sent). */
  unsupported: number;
  /** Recipients by ISO country code. */
  byCountry: Record<string, number>;
  /** When it was counted (unix seconds). */
  countTime: number;
}

/**
 * The summary of a CountAudience answer: its countries split into those with a price (recipients)
 * and the rest (not sent); `supported` null means every country is (prices not known yet).
 */
export function audienceSummary(
  target: { kind: AudienceSummary['kind']; id: string; name: string },
  count: { Members: number; Reachable: number; ByCountry: readonly { Country: string; Count: number }[]; CountTime: number },
  supported: ReadonlySet<string> | null,
): AudienceSummary {
  const byCountry: Record<string, number> = {};
  let unsupported = 0;
  for (const c of count.ByCountry) {
    if (supported && !supported.has(c.Country)) unsupported += c.Count;
    else byCountry[c.Country] = (byCountry[c.Country] ?? 0) + c.Count;
  }
  return { ...target, members: count.Members, reachable: count.Reachable, recipients: count.Reachable - unsupported, unsupported, byCountry, countTime: count.CountTime };
}
