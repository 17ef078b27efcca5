import { or, sql, type SQL } from 'drizzle-orm';
import { contacts } from '../db/schema';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Keywords this long or longer are served by the trigram index (pg_trgm needs three characters). */
export const TRIGRAM_MIN = 3;

/**
 * What a contact-list keyword matches: a part of the first, last or full name, the e-mail, or the
 * phone or WhatsApp number (case ignored), and, when it looks like part of a number (3 digits or
 * more, only phone punctuation besides), the digits of the phone or WhatsApp number however it was
 * typed ('(202) 555' finds +12025550142). Both are substring matches on the stored `search_text`, which
 * the pg_trgm GIN index `contacts_search_text_trgm` serves.
 */
export function contactKeywordFilter(keyword: string): SQL {
  const text = contacts.searchText;
  const parts: SQL[] = [sql`${text} like lower(${`%${escapeLike(keyword)}%`})`];
  const digits = keyword.replace(/\D/g, '');
  if (digits.length >= 3 && /^\+?[\d\s().-]+$/.test(keyword) && digits !== keyword) parts.push(sql`${text} like ${`%${digits}%`}`);
  return or(...parts)!;
}
