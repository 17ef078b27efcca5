import { mergeTexts } from '../../messaging/channelTexts';
import { overviewTextsZh } from './texts/overview.zh';
import { sendingTextsZh } from './texts/sending.zh';
import { templateTextsZh } from './texts/template.zh';
import { unitTextsZh } from './texts/units.zh';

/** The MMS area's Chinese texts under the same page keys as the English ones (`areaTexts.ts`). */
export const zh = mergeTexts(unitTextsZh, {
  overview: overviewTextsZh,
  sending: sendingTextsZh,
  template: templateTextsZh,
});
