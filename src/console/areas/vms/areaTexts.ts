import type { AreaTexts } from '../../i18n/areaTexts';
import { channelAreaTexts, mergeTexts } from '../../messaging/channelTexts';
import { audioTexts } from './texts/audio';
import { channelTexts } from './texts/channel';
import { commonTexts } from './texts/common';
import { sendingTexts } from './texts/sending';
import { templateTexts } from './texts/template';

/**
 * The voice (VMS) area's texts under the `vms` key (t('vms.audio.play')): the messaging core's
 * texts of its pages (task, records, overview, sending) worded "Voice" (`messaging/channelTexts.ts`)
 * with voice's own where a call differs from a message (`texts/channel.ts`), its sending form's, and
 * the audio and template pages'; the status names under `vms.status` (spec 001 §4). Chinese
 * (`areaTextsZh.ts`) is a chunk of its own.
 */
const en = mergeTexts(channelTexts.en, {
  status: commonTexts.en,
  audio: audioTexts.en,
  template: templateTexts.en,
  sending: sendingTexts.en,
});

export const areaTexts: AreaTexts = channelAreaTexts('vms', { en: 'Voice', zh: '语音' }, en, async () => (await import('./areaTextsZh')).zh);
