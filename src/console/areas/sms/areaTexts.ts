import type { AreaTexts } from '../../i18n/areaTexts';
import { analyticsTexts } from './texts/analytics';
import { commonTexts } from './texts/common';
import { messageTexts } from './texts/message';
import { overviewTexts } from './texts/overview';
import { replyTexts } from './texts/reply';
import { searchTexts } from './texts/search';
import { sendingTexts } from './texts/sending';
import { settingTexts } from './texts/setting';
import { taskTexts } from './texts/task';
import { templateTexts } from './texts/template';

/** Texts of one page each, in both languages; assembled under the `sms` key (t('sms.sending.title')). */
const parts = { common: commonTexts, overview: overviewTexts, sending: sendingTexts, task: taskTexts, message: messageTexts, template: templateTexts, search: searchTexts, reply: replyTexts, analytics: analyticsTexts, setting: settingTexts };

const pick = (language: 'en' | 'zh') => Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, v[language]]));

export const areaTexts: AreaTexts = { ns: 'sms', en: pick('en'), zh: async () => pick('zh') };
