import { useTranslation } from 'react-i18next';
import { Languages, type Language } from '../i18n/language';
import { changeLanguage } from './changeLanguage';
import { localeOf } from '../lib/intl';

const names: Record<Language, string> = { en: 'EN', zh: '中文' };
const full: Record<Language, string> = { en: 'English', zh: '简体中文' };

/** EN / 中文 switch: two buttons, the current one pressed (on a phone only the other one shows). Light enough for the public pages. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t('shell.language')} className="inline-flex shrink-0 rounded-md border border-slate-300 bg-white p-0.5 text-xs">
      {Languages.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={localeOf(lng)}
          aria-pressed={i18n.language === lng}
          title={full[lng]}
          onClick={() => void changeLanguage(lng)}
          className={`whitespace-nowrap rounded px-2 py-1 font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 ${i18n.language === lng ? 'bg-indigo-600 text-white max-sm:hidden' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          {names[lng]}
        </button>
      ))}
    </div>
  );
}
