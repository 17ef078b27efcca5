import type { AreaTexts } from '../../i18n/areaTexts';
import { commonTexts } from './texts/common';
import { contactTexts } from './texts/contact';
import { attributeTexts } from './texts/attribute';
import { groupTexts } from './texts/group';
import { listTexts } from './texts/list';
import { segmentTexts } from './texts/segment';
import { rulesTexts } from './texts/rules';
import { tagTexts } from './texts/tag';
import { importTexts } from './texts/import';

/**
 * The audience area's texts under the `audience` key (t('audience.contact.add')). English loads
 * with the area's chunk; Chinese (`areaTextsZh.ts`) is a chunk of its own.
 */
const en = {
  common: commonTexts.en,
  contact: contactTexts.en,
  group: groupTexts.en,
  tag: tagTexts.en,
  attribute: attributeTexts.en,
  rules: rulesTexts.en,
  segment: segmentTexts.en,
  list: listTexts.en,
  import: importTexts.en,
};

export const areaTexts: AreaTexts = { ns: 'audience', en, zh: async () => (await import('./areaTextsZh')).zh };
