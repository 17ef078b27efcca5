import { sql, type SQL } from 'drizzle-orm';
import { contacts } from '../db/schema';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Keywords this long or longer are served by the trigram index (pg_trgm needs three characters). */
export const TRIGRAM_MIN = 3;

/**
 * What a contact-list keyword matches: a part of the first, last or full name, the e-mail, or the
 * phone or WhatsApp number (case ignored). A keyword shaped like part of a number — 3 digits or
 * more, with phone punctuation (spaces, brackets, dots, dashes, a leading +) — is matched by its
 * digits ('(202) 555' finds +12025550142): numbers are stored in E.164, so the typed form itself
 * would only match a name or e-mail that holds it, and searching both made the planner read the
 * whole table instead of the index. Both are substring matches on the stored `search_text`, which
 * the pg_trgm GIN index `contacts_search_text_trgm` serves.
 */
export function contactKeywordFilter(keyword: string): SQL {
  const text = contacts.searchText;
  const digits = keyword.replace(/\D/g, '');
  const numberShaped = digits.length >= 3 && /^\+?[\d\s().-]+$/.test(keyword) && digits !== keyword;
  return sql`${text} like ${numberShaped ? `%${digits}%` : sql`lower(${`%${escapeLike(keyword)}%`})`}`;
}
