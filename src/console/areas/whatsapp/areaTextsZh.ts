import { mergeTexts } from '../../messaging/channelTexts';
import { commonTextsZh } from './texts/common.zh';
import { numberTextsZh } from './texts/number.zh';
import { sendingTextsZh } from './texts/sending.zh';
import { templateTextsZh } from './texts/template.zh';

/** The WhatsApp area's Chinese texts under the same keys as the English ones (`areaTexts.ts`). */
export const zh = mergeTexts(sendingTextsZh, { ...commonTextsZh, number: numberTextsZh, template: templateTextsZh });
