import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { loadAreaLanguage } from './areaTexts';
import { htmlLang, type Language } from './language';

/** Chinese is loaded on demand so English-only visitors never download it. */
const loaders: Record<Language, () => Promise<Record<string, unknown>>> = {
  en: async () => en,
  zh: async () => (await import('./locales/zh')).zh,
};

export async function loadLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await loaders[language](), true, true);
  }
  await loadAreaLanguage(language);
}

/** Starts i18next with English as fallback, then loads and applies the chosen language. */
export async function initI18n(language: Language): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: 'en',
      fallbackLng: 'en',
      resources: { en: { translation: en } },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await applyLanguage(language);
  return i18next;
}

export async function applyLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18next.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(language);
}

export const t = (key: string, options?: Record<string, unknown>): string => i18next.t(key, options ?? {});
