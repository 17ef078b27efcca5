import { commonTextsZh } from './texts/common.zh';
import { settingTextsZh } from './texts/setting.zh';

/** The e-mail area's Chinese texts under the same keys as the English ones (`areaTexts.ts`). */
export const zh = {
  status: commonTextsZh,
  setting: settingTextsZh,
};
