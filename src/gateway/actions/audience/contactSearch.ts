import { ilike, or, sql, type SQL } from 'drizzle-orm';
import { contacts } from '../../db/schema';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a contact-list keyword matches: first, last or full name, e-mail, and, when it looks like
 * part of a number (3 digits or more, only phone punctuation besides), the digits of the phone or
 * WhatsApp number however it was typed ('(202) 555' finds +12025550142).
 */
export function contactKeywordFilter(keyword: string): SQL {
  const like = `%${escapeLike(keyword)}%`;
  const parts: SQL[] = [
    ilike(contacts.firstName, like),
    ilike(contacts.lastName, like),
    ilike(sql`${contacts.firstName} || ' ' || ${contacts.lastName}`, like),
    ilike(contacts.email, like),
  ];
  const digits = keyword.replace(/\D/g, '');
  if (digits.length >= 3 && /^\+?[\d\s().-]+$/.test(keyword)) {
    parts.push(ilike(contacts.phone, `%${digits}%`), ilike(contacts.whatsapp, `%${digits}%`));
  }
  return or(...parts)!;
}
