import { audioTextsZh } from './texts/audio.zh';
import { commonTextsZh } from './texts/common.zh';
import { templateTextsZh } from './texts/template.zh';

/** The voice area's Chinese texts under the same keys as the English ones (`areaTexts.ts`). */
export const zh = {
  status: commonTextsZh,
  audio: audioTextsZh,
  template: templateTextsZh,
};
