import type { AreaTexts } from '../../i18n/areaTexts';
import { experienceTexts } from './experienceTexts';

/**
 * The trial experience page's texts (`experience` key). The `subscription` texts stay central: the
 * shell's welcome dialog and the dashboard use them too.
 */
export const areaTexts: AreaTexts = { ns: 'experience', en: experienceTexts, zh: async () => (await import('./experienceTexts.zh')).experienceTextsZh };
