import type { AreaTexts } from '../../i18n/areaTexts';
import { commonTexts } from './texts/common';
import { contactTexts } from './texts/contact';
import { groupTexts } from './texts/group';
import { importTexts } from './texts/import';

/**
 * The audience area's texts under the `audience` key (t('audience.contact.add')). English loads
 * with the area's chunk; Chinese (`areaTextsZh.ts`) is a chunk of its own.
 */
const en = {
  common: commonTexts.en,
  contact: contactTexts.en,
  group: groupTexts.en,
  import: importTexts.en,
};

export const areaTexts: AreaTexts = { ns: 'audience', en, zh: async () => (await import('./areaTextsZh')).zh };
