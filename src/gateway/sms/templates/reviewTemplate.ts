/** Words the simulated reviewer refuses (gambling, loans, crypto promotion). */
const BLOCKED = /\b(casino|gambling|betting|payday loan|loan approval|bitcoin|crypto giveaway)\b/i;

/** The reviewer's decision on a template body: null passes, otherwise the reject reason. */
export function reviewTemplate(body: string): string | null {
  if (BLOCKED.test(body)) return 'The content promotes gambling, loans or crypto-currency, which carriers do not accept';
  if (body.replace(/\{\{\s*\d+\s*\}\}/g, '').trim().length === 0) return 'The template has no text besides its variables';
  return null;
}
