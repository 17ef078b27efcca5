import { useTranslation } from 'react-i18next';
import { COUNTRY_AFFIXES, countSegments } from '../../../../contract/sms/segments';

/** Live count under the message: characters, encoding, segments, room left; with the country's added prefix or suffix. */
export function SegmentCounter({ text, country, id }: { text: string; country: string; id?: string }) {
  const { t } = useTranslation();
  const c = countSegments(text, country);
  const affix = COUNTRY_AFFIXES[country.toUpperCase()];
  return (
    <div id={id} className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600" aria-live="polite">
      <span>{t('sms.sending.segments.characters', { count: c.characters })}</span>
      <span>{c.encoding === 'GSM7' ? t('sms.sending.segments.gsm') : t('sms.sending.segments.unicode')}</span>
      <span className="font-medium text-slate-800">{t('sms.sending.segments.segments', { count: c.segments })}</span>
      {c.segments > 0 && <span>{t('sms.sending.segments.remaining', { count: c.remaining })}</span>}
      <span>{t('sms.sending.segments.rule', { single: c.encoding === 'GSM7' ? 160 : 70, multi: c.encoding === 'GSM7' ? 154 : 67 })}</span>
      {affix && affix.prefix > 0 && <span>{t('sms.sending.segments.prefix', { count: affix.prefix })}</span>}
      {affix && affix.suffix > 0 && <span>{t('sms.sending.segments.suffix', { count: affix.suffix })}</span>}
    </div>
  );
}
