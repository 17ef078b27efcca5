import type { AreaTexts } from '../../i18n/areaTexts';
import { analyticsTexts } from './texts/analytics';
import { commonTexts } from './texts/common';
import { conversationTexts } from './texts/conversation';
import { messageTexts } from './texts/message';
import { overviewTexts } from './texts/overview';
import { replyTexts } from './texts/reply';
import { searchTexts } from './texts/search';
import { sendingTexts } from './texts/sending';
import { sendingCopyTexts } from './texts/sendingCopy';
import { settingTexts } from './texts/setting';
import { taskTexts } from './texts/task';
import { taskActionTexts } from './texts/taskActions';
import { templateTexts } from './texts/template';

/**
 * Texts of one page each, assembled under the `sms` key (t('sms.sending.title')). English loads
 * with the area's chunk; Chinese (`areaTextsZh.ts`, from `texts/<page>.zh.ts`) is a chunk of its
 * own that only a Chinese reader downloads.
 */
const en = {
  common: commonTexts.en,
  overview: overviewTexts.en,
  sending: { ...sendingTexts.en, ...sendingCopyTexts.en },
  task: { ...taskTexts.en, ...taskActionTexts.en },
  message: messageTexts.en,
  template: templateTexts.en,
  search: searchTexts.en,
  reply: replyTexts.en,
  conversation: conversationTexts.en,
  analytics: analyticsTexts.en,
  setting: settingTexts.en,
};

export const areaTexts: AreaTexts = { ns: 'sms', en, zh: async () => (await import('./areaTextsZh')).zh };
