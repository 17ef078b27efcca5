import { mergeTexts } from '../../messaging/channelTexts';
import { audioTextsZh } from './texts/audio.zh';
import { channelTextsZh } from './texts/channel.zh';
import { commonTextsZh } from './texts/common.zh';
import { sendingTextsZh } from './texts/sending.zh';
import { templateTextsZh } from './texts/template.zh';

/** The voice area's Chinese texts under the same keys as the English ones (`areaTexts.ts`). */
export const zh = mergeTexts(channelTextsZh, {
  status: commonTextsZh,
  audio: audioTextsZh,
  template: templateTextsZh,
  sending: sendingTextsZh,
});
