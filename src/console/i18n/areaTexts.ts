import i18next from 'i18next';
import type { Language } from './language';

/**
 * Texts of one console area, loaded with the area's chunk instead of the entry bundle. They live
 * under one top-level key (`ns`) of the 'translation' namespace, so pages call t('sms.sending.title').
 */
export interface AreaTexts {
  ns: string;
  en: Record<string, unknown>;
  /** Chinese is fetched only when a Chinese reader opens the area. */
  zh: () => Promise<Record<string, unknown>>;
}

const registered = new Map<string, AreaTexts>();

async function textsFor(area: AreaTexts, language: Language): Promise<Record<string, unknown>> {
  return language === 'zh' ? area.zh() : area.en;
}

function has(area: AreaTexts, language: string): boolean {
  return i18next.getResource(language, 'translation', area.ns) !== undefined;
}

async function addArea(area: AreaTexts, language: Language): Promise<void> {
  if (has(area, language)) return;
  i18next.addResourceBundle(language, 'translation', { [area.ns]: await textsFor(area, language) }, true, true);
}

/** Loads an area's texts in the current language (and English, the fallback) before its page renders. */
export async function registerAreaTexts(area: AreaTexts): Promise<void> {
  registered.set(area.ns, area);
  await addArea(area, 'en');
  const current = i18next.language === 'zh' ? 'zh' : 'en';
  if (current !== 'en') await addArea(area, current);
}

/** Called when the language changes: every area already opened gets its texts in that language. */
export async function loadAreaLanguage(language: Language): Promise<void> {
  await Promise.all([...registered.values()].map((area) => addArea(area, language)));
}
