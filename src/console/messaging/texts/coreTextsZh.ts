import { analyticsTextsZh } from './analytics.zh';
import { messageTextsZh } from './message.zh';
import { overviewTextsZh } from './overview.zh';
import { searchTextsZh } from './search.zh';
import { sendingTextsZh } from './sending.zh';
import { sendingCopyTextsZh } from './sendingCopy.zh';
import { taskTextsZh } from './task.zh';
import { taskActionTextsZh } from './taskActions.zh';

/** The core's default texts in Chinese (a chunk of its own, fetched only for Chinese readers), same keys as the English. */
export const coreTextsZh = {
  overview: overviewTextsZh,
  sending: { ...sendingTextsZh, ...sendingCopyTextsZh },
  task: { ...taskTextsZh, ...taskActionTextsZh },
  message: messageTextsZh,
  search: searchTextsZh,
  analytics: analyticsTextsZh,
};
