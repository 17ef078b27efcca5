import { analyticsTextsZh } from './texts/analytics.zh';
import { messageTextsZh } from './texts/message.zh';
import { overviewTextsZh } from './texts/overview.zh';
import { searchTextsZh } from './texts/search.zh';
import { sendingTextsZh } from './texts/sending.zh';
import { sendingCopyTextsZh } from './texts/sendingCopy.zh';
import { taskTextsZh } from './texts/task.zh';
import { taskActionTextsZh } from './texts/taskActions.zh';
import { templateTextsZh } from './texts/template.zh';

/** The MMS area's Chinese texts under the same page keys as the English ones (`areaTexts.ts`). */
export const zh = {
  overview: overviewTextsZh,
  sending: { ...sendingTextsZh, ...sendingCopyTextsZh },
  task: { ...taskTextsZh, ...taskActionTextsZh },
  message: messageTextsZh,
  template: templateTextsZh,
  search: searchTextsZh,
  analytics: analyticsTextsZh,
};
