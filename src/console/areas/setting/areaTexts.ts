import type { AreaTexts } from '../../i18n/areaTexts';
import { settingTexts } from './texts';

/** English loads with the area's chunk; Chinese (`texts.zh.ts`) only for a Chinese reader. */
export const areaTexts: AreaTexts = { ns: 'setting', en: settingTexts.en, zh: async () => (await import('./texts.zh')).settingTextsZh };
