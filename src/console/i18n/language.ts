import { localeOf } from '../lib/intl';

export const Languages = ['en', 'zh'] as const;
export type Language = (typeof Languages)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (Languages as readonly string[]).includes(value);
}

/** Stored choice first; else Chinese when the browser language is zh-CN; else English (spec 000 §1). */
export function detectLanguage(stored: string | null, browserLanguage: string | undefined): Language {
  if (isLanguage(stored)) return stored;
  return browserLanguage?.toLowerCase() === 'zh-cn' ? 'zh' : 'en';
}

/** The value for <html lang>. */
export function htmlLang(language: Language): string {
  return localeOf(language);
}
