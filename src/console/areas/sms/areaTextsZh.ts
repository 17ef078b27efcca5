import { analyticsTextsZh } from './texts/analytics.zh';
import { commonTextsZh } from './texts/common.zh';
import { conversationTextsZh } from './texts/conversation.zh';
import { messageTextsZh } from './texts/message.zh';
import { overviewTextsZh } from './texts/overview.zh';
import { replyTextsZh } from './texts/reply.zh';
import { searchTextsZh } from './texts/search.zh';
import { sendingTextsZh } from './texts/sending.zh';
import { sendingCopyTextsZh } from './texts/sendingCopy.zh';
import { settingTextsZh } from './texts/setting.zh';
import { taskTextsZh } from './texts/task.zh';
import { taskActionTextsZh } from './texts/taskActions.zh';
import { templateTextsZh } from './texts/template.zh';

/** The SMS area's Chinese texts under the same page keys as the English ones (`areaTexts.ts`). */
export const zh = {
  common: commonTextsZh,
  overview: overviewTextsZh,
  sending: { ...sendingTextsZh, ...sendingCopyTextsZh },
  task: { ...taskTextsZh, ...taskActionTextsZh },
  message: messageTextsZh,
  template: templateTextsZh,
  search: searchTextsZh,
  reply: replyTextsZh,
  conversation: conversationTextsZh,
  analytics: analyticsTextsZh,
  setting: settingTextsZh,
};
