import type { AreaTexts } from '../../i18n/areaTexts';
import { commonTexts } from './texts/common';
import { numberTexts } from './texts/number';
import { templateTexts } from './texts/template';

/**
 * The WhatsApp area's texts under the `whatsapp` key (t('whatsapp.number.title')). English loads
 * with the area's chunk; Chinese (`areaTextsZh.ts`) is a chunk of its own.
 */
const en = { ...commonTexts, number: numberTexts, template: templateTexts };

export const areaTexts: AreaTexts = { ns: 'whatsapp', en, zh: async () => (await import('./areaTextsZh')).zh };
