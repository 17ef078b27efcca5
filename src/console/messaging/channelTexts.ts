import type { AreaTexts } from '../i18n/areaTexts';
import { analyticsTexts } from './texts/analytics';
import { messageTexts } from './texts/message';
import { overviewTexts } from './texts/overview';
import { searchTexts } from './texts/search';
import { sendingTexts } from './texts/sending';
import { sendingCopyTexts } from './texts/sendingCopy';
import { taskTexts } from './texts/task';
import { taskActionTexts } from './texts/taskActions';

export type Texts = { [key: string]: string | Texts };

/** The channel's name as its texts say it: `SMS` / `短信`, `MMS` / `彩信`. */
export interface ChannelName {
  en: string;
  zh: string;
}

/** The core's default texts, in English, under the page keys the core reads (`task`, `message`, …). */
const coreEn: Texts = {
  overview: overviewTexts.en,
  sending: { ...sendingTexts.en, ...sendingCopyTexts.en },
  task: { ...taskTexts.en, ...taskActionTexts.en },
  message: messageTexts.en,
  search: searchTexts.en,
  analytics: analyticsTexts.en,
};

/** `{{channel}}` in every text replaced by the channel's name (done once, when the texts are assembled). */
function named(texts: Texts, name: string): Texts {
  return Object.fromEntries(
    Object.entries(texts).map(([k, v]) => [k, typeof v === 'string' ? v.replaceAll('{{channel}}', name) : named(v, name)]),
  );
}

/** `own` over `base`, key by key (a channel's text replaces the core's; its other keys are added). */
export function mergeTexts(base: Texts, own: Texts): Texts {
  const out: Texts = { ...base };
  for (const [k, v] of Object.entries(own)) {
    const b = out[k];
    out[k] = typeof v === 'object' && typeof b === 'object' ? mergeTexts(b, v) : v;
  }
  return out;
}

/**
 * A channel area's texts under its `ns`: the messaging core's default texts of its pages, worded
 * with the channel's `name`, under the area's own (`en`, and `zh` fetched for Chinese readers), so
 * a channel writes only the texts that differ from the core's and its own pages' texts.
 */
export function channelAreaTexts(ns: string, name: ChannelName, en: Texts, zh: () => Promise<Texts>): AreaTexts {
  return {
    ns,
    en: mergeTexts(named(coreEn, name.en), en),
    zh: async () => {
      const [{ coreTextsZh }, own] = await Promise.all([import('./texts/coreTextsZh'), zh()]);
      return mergeTexts(named(coreTextsZh, name.zh), own);
    },
  };
}
