import type { AreaTexts } from '../../i18n/areaTexts';
import { commonTexts } from './texts/common';
import { editorTexts } from './texts/editor';
import { settingTexts } from './texts/setting';
import { templateTexts } from './texts/template';

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

export const areaTexts: AreaTexts = { ns: 'email', en, zh: async () => (await import('./areaTextsZh')).zh };
