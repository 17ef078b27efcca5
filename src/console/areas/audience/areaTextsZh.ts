import { commonTextsZh } from './texts/common.zh';
import { contactTextsZh } from './texts/contact.zh';
import { groupTextsZh } from './texts/group.zh';
import { importTextsZh } from './texts/import.zh';

/** The audience area's Chinese texts under the same keys as the English ones (`areaTexts.ts`). */
export const zh = {
  common: commonTextsZh,
  contact: contactTextsZh,
  group: groupTextsZh,
  import: importTextsZh,
};
