import type { AreaTexts } from '../../i18n/areaTexts';
import { notificationTexts } from './texts';

/** English loads with the area's chunk; Chinese (`texts.zh.ts`) only for a Chinese reader. */
export const areaTexts: AreaTexts = { ns: 'notification', en: notificationTexts.en, zh: async () => (await import('./texts.zh')).notificationTextsZh };
