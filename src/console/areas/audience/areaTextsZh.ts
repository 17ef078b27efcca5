import { commonTextsZh } from './texts/common.zh';
import { contactTextsZh } from './texts/contact.zh';
import { attributeTextsZh } from './texts/attribute.zh';
import { groupTextsZh } from './texts/group.zh';
import { listTextsZh } from './texts/list.zh';
import { segmentTextsZh } from './texts/segment.zh';
import { rulesTextsZh } from './texts/rules.zh';
import { tagTextsZh } from './texts/tag.zh';
import { importTextsZh } from './texts/import.zh';

/** The audience area's Chinese texts under the same keys as the English ones (`areaTexts.ts`). */
export const zh = {
  common: commonTextsZh,
  contact: contactTextsZh,
  group: groupTextsZh,
  tag: tagTextsZh,
  attribute: attributeTextsZh,
  rules: rulesTextsZh,
  segment: segmentTextsZh,
  list: listTextsZh,
  import: importTextsZh,
};
