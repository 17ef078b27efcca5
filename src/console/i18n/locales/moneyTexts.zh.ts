import type { moneyTexts } from './moneyTexts';

/** 单价标签（与 moneyTexts.ts 同键）。 */
export const moneyTextsZh: typeof moneyTexts = {
  perSegment: '{{price}} / 段',
  perMessage: '{{price}} / 条',
};
