import type { AreaTexts } from '../../i18n/areaTexts';
import { commonTexts } from './texts/common';
import { editorTexts } from './texts/editor';
import { settingTexts } from './texts/setting';
import { templateTexts } from './texts/template';
import { channelAreaTexts, mergeTexts } from '../../messaging/channelTexts';
import { sendingTexts } from './texts/sending';

/**
 * The e-mail area's texts under the `email` key (t('email.setting.title')); statuses under
 * `email.status` (contract/display/emailStatus.ts). English loads with the area's chunk; Chinese
 * (`areaTextsZh.ts`) is a chunk of its own.
 */
const en = {
  status: commonTexts.en,
  setting: settingTexts.en,
  template: templateTexts.en,
  editor: editorTexts.en,
};

// The messaging core's task and record texts worded "e-mail", under the area's own and its sending texts.
export const areaTexts: AreaTexts = channelAreaTexts('email', { en: 'e-mail', zh: '邮件' }, mergeTexts(sendingTexts.en, en), async () => (await import('./areaTextsZh')).zh);
