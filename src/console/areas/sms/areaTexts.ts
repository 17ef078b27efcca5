import type { AreaTexts } from '../../i18n/areaTexts';
import { channelAreaTexts } from '../../messaging/channelTexts';
import { commonTexts } from './texts/common';
import { conversationTexts } from './texts/conversation';
import { replyTexts } from './texts/reply';
import { sendingTexts } from './texts/sending';
import { settingTexts } from './texts/setting';
import { templateTexts } from './texts/template';

/**
 * Texts of one page each, assembled under the `sms` key (t('sms.sending.title')) over the messaging
 * core's default texts of its pages (`messaging/channelTexts.ts`, worded "SMS"). English loads
 * with the area's chunk; Chinese (`areaTextsZh.ts`, from `texts/<page>.zh.ts`) is a chunk of its
 * own that only a Chinese reader downloads.
 */
const en = {
  common: commonTexts.en,
  sending: sendingTexts.en,
  template: templateTexts.en,
  reply: replyTexts.en,
  conversation: conversationTexts.en,
  setting: settingTexts.en,
};

export const areaTexts: AreaTexts = channelAreaTexts('sms', { en: 'SMS', zh: '短信' }, en, async () => (await import('./areaTextsZh')).zh);
