import { commonTextsZh } from './texts/common.zh';
import { conversationTextsZh } from './texts/conversation.zh';
import { replyTextsZh } from './texts/reply.zh';
import { sendingTextsZh } from './texts/sending.zh';
import { settingTextsZh } from './texts/setting.zh';
import { templateTextsZh } from './texts/template.zh';

/** The SMS area's Chinese texts under the same page keys as the English ones (`areaTexts.ts`). */
export const zh = {
  common: commonTextsZh,
  sending: sendingTextsZh,
  template: templateTextsZh,
  reply: replyTextsZh,
  conversation: conversationTextsZh,
  setting: settingTextsZh,
};
