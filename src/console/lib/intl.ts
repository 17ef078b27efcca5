import { dateTimeFormat } from '../../contract/intl';

/** The shared formatters live in the contract (the gateway uses them too). */
export { dateTimeFormat, numberFormat, zoneClock } from '../../contract/intl';

/** The BCP 47 tag of a console language: Intl locale and <html lang>. */
export function localeOf(language: string): 'zh-CN' | 'en' {
  return language === 'zh' ? 'zh-CN' : 'en';
}

/** The browser's own IANA zone. */
export function browserZone(): string {
  return dateTimeFormat(undefined).resolvedOptions().timeZone;
}
