import type { AreaTexts } from '../../i18n/areaTexts';
import { channelAreaTexts, mergeTexts } from '../../messaging/channelTexts';
import { commonTexts } from './texts/common';
import { numberTexts } from './texts/number';
import { sendingTexts } from './texts/sending';
import { templateTexts } from './texts/template';

/**
 * The WhatsApp area's texts under the `whatsapp` key (t('whatsapp.number.title')): the messaging
 * core's texts of its pages worded "WhatsApp" (`messaging/channelTexts.ts`) with WhatsApp's own
 * where they differ (`texts/sending.ts`: per message, the main wallet, the messaging limit), the
 * sending form's and analytics' texts, and the numbers and template pages'. Chinese
 * (`areaTextsZh.ts`) is a chunk of its own.
 */
const en = mergeTexts(sendingTexts.en, { ...commonTexts, number: numberTexts, template: templateTexts });

export const areaTexts: AreaTexts = channelAreaTexts('whatsapp', { en: 'WhatsApp', zh: 'WhatsApp' }, en, async () => (await import('./areaTextsZh')).zh);
