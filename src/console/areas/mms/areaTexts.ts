import type { AreaTexts } from '../../i18n/areaTexts';
import { analyticsTexts } from './texts/analytics';
import { messageTexts } from './texts/message';
import { overviewTexts } from './texts/overview';
import { searchTexts } from './texts/search';
import { sendingTexts } from './texts/sending';
import { sendingCopyTexts } from './texts/sendingCopy';
import { taskTexts } from './texts/task';
import { taskActionTexts } from './texts/taskActions';
import { templateTexts } from './texts/template';

/**
 * Texts of the MMS pages under the `mms` key (t('mms.sending.title')): the keys the messaging core
 * reads (the SMS set, worded for MMS) and the MMS sending form's and template pages' own. Chinese
 * (`areaTextsZh.ts`) is a chunk of its own.
 */
const en = {
  overview: overviewTexts.en,
  sending: { ...sendingTexts.en, ...sendingCopyTexts.en },
  task: { ...taskTexts.en, ...taskActionTexts.en },
  message: messageTexts.en,
  template: templateTexts.en,
  search: searchTexts.en,
  analytics: analyticsTexts.en,
};

export const areaTexts: AreaTexts = { ns: 'mms', en, zh: async () => (await import('./areaTextsZh')).zh };
