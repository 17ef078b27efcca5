import type { ServerTextKey } from '../../../contract/serverTexts';

/** Words the simulated reviewer refuses (gambling, loans, crypto promotion). */
const BLOCKED = /\b(casino|gambling|betting|payday loan|loan approval|bitcoin|crypto giveaway)\b/i;

/** The reviewer's decision on a template body: null passes, otherwise the key of the reject reason (contract/serverTexts.ts). */
export function reviewTemplate(body: string): ServerTextKey | null {
  if (BLOCKED.test(body)) return 'TemplateRejectedContent';
  if (body.replace(/\{\{\s*\d+\s*\}\}/g, '').trim().length === 0) return 'TemplateRejectedOnlyVariables';
  return null;
}
