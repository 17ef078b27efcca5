import { describe, expect, it } from 'vitest';
import { formatUnitPrice, type Translate } from '../lib/format';
import { moneyTexts } from './locales/moneyTexts';
import { moneyTextsZh } from './locales/moneyTexts.zh';

/** A translator over one language's money texts, as i18next interpolates them. */
const translator =
  (texts: Record<string, string>): Translate =>
  (key, { price }) =>
    texts[key.replace(/^money\./, '')]!.replace('{{price}}', price);

describe('unit price labels', () => {
  it('shows unit prices with 4 decimals and what they are the price of, in the reader language', () => {
    const en = translator(moneyTexts);
    expect(formatUnitPrice(79, 'segment', en)).toBe('$0.0079 / segment');
    expect(formatUnitPrice(350, 'message', en)).toBe('$0.0350 / message');
    expect(formatUnitPrice(12_345, 'message', en)).toBe('$1.2345 / message');
    const zh = translator(moneyTextsZh);
    expect(formatUnitPrice(79, 'segment', zh)).toBe('$0.0079 / 段');
    expect(formatUnitPrice(158, 'message', zh)).toBe('$0.0158 / 条');
  });
});
