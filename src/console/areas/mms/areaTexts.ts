import type { AreaTexts } from '../../i18n/areaTexts';
import { channelAreaTexts, mergeTexts } from '../../messaging/channelTexts';
import { overviewTexts } from './texts/overview';
import { sendingTexts } from './texts/sending';
import { templateTexts } from './texts/template';
import { unitTexts } from './texts/units';

/**
 * Texts of the MMS pages under the `mms` key (t('mms.sending.title')): the messaging core's texts of
 * its pages worded "MMS" (`messaging/channelTexts.ts`), with MMS's own where they differ (priced per
 * message, charged from the SMS wallet) and its sending form's and template pages'. Chinese
 * (`areaTextsZh.ts`) is a chunk of its own.
 */
const en = mergeTexts(unitTexts.en, {
  overview: overviewTexts.en,
  sending: sendingTexts.en,
  template: templateTexts.en,
});

export const areaTexts: AreaTexts = channelAreaTexts('mms', { en: 'MMS', zh: '彩信' }, en, async () => (await import('./areaTextsZh')).zh);
