import { commonTextsZh } from './texts/common.zh';
import { editorTextsZh } from './texts/editor.zh';
import { settingTextsZh } from './texts/setting.zh';
import { templateTextsZh } from './texts/template.zh';
import { mergeTexts } from '../../messaging/channelTexts';
import { sendingTextsZh } from './texts/sending.zh';

/** The e-mail area's Chinese texts under the same keys as the English ones (`areaTexts.ts`). */
export const zh = mergeTexts(sendingTextsZh, {
  status: commonTextsZh,
  setting: settingTextsZh,
  template: templateTextsZh,
  editor: editorTextsZh,
});
