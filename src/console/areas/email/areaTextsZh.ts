import { commonTextsZh } from './texts/common.zh';
import { editorTextsZh } from './texts/editor.zh';
import { settingTextsZh } from './texts/setting.zh';
import { templateTextsZh } from './texts/template.zh';

/** The e-mail area's Chinese texts under the same keys as the English ones (`areaTexts.ts`). */
export const zh = {
  status: commonTextsZh,
  setting: settingTextsZh,
  template: templateTextsZh,
  editor: editorTextsZh,
};
