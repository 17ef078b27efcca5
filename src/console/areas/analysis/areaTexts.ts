import type { AreaTexts } from '../../i18n/areaTexts';
import { analysisTexts } from './texts';

export const areaTexts: AreaTexts = { ns: 'analysis', en: analysisTexts.en, zh: async () => analysisTexts.zh };
