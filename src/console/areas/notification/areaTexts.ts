import type { AreaTexts } from '../../i18n/areaTexts';
import { notificationTexts } from './texts';

export const areaTexts: AreaTexts = { ns: 'notification', en: notificationTexts.en, zh: async () => notificationTexts.zh };
