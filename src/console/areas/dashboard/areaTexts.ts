import type { AreaTexts } from '../../i18n/areaTexts';
import { dashboardTexts } from './dashboardTexts';

/** English loads with the dashboard's chunk; Chinese (`dashboardTexts.zh.ts`) only for a Chinese reader. */
export const areaTexts: AreaTexts = { ns: 'dashboard', en: dashboardTexts, zh: async () => (await import('./dashboardTexts.zh')).dashboardTextsZh };
