import { gsmWidth, isGsmText } from './gsmCharset';

/** Segment sizes of spec 001 §9: plain text 160 then 154 per segment; otherwise 70 then 67. */
export const SMS_SEGMENT_SIZES = {
  GSM7: { single: 160, multi: 154 },
  UCS2: { single: 70, multi: 67 },
} as const;

/** Characters the carrier adds in some countries (spec 001 §9). */
export const COUNTRY_AFFIXES: Readonly<Record<string, { prefix: number; suffix: number }>> = {
  MY: { prefix: 8, suffix: 0 },
  TR: { prefix: 0, suffix: 5 },
  KR: { prefix: 0, suffix: 6 },
};

export type SmsEncoding = keyof typeof SMS_SEGMENT_SIZES;

export interface SegmentCount {
  encoding: SmsEncoding;
  /** Units counted: septets for GSM7 (extension characters count 2), UTF-16 code units for UCS2; with the country's prefix and suffix. */
  characters: number;
  segments: number;
  /** Units per segment at the current count (single or multi size). */
  perSegment: number;
  /** Units still free in the last segment. */
  remaining: number;
}

/** Width of each character in the text's encoding; emoji and other astral characters take 2 UTF-16 units. */
function widths(text: string, encoding: SmsEncoding): number[] {
  const out: number[] = [];
  for (const ch of text) out.push(encoding === 'GSM7' ? gsmWidth(ch) : ch.length);
  return out;
}

/**
 * Packs the units into segments the way a carrier does: a character never straddles two segments
 * (an escape pair or a surrogate pair moves whole to the next one), so this is the exact count.
 * The country's prefix and suffix are plain characters of width 1.
 */
export function countSegments(text: string, countryCode?: string): SegmentCount {
  const encoding: SmsEncoding = isGsmText(text) ? 'GSM7' : 'UCS2';
  const size = SMS_SEGMENT_SIZES[encoding];
  const affix = COUNTRY_AFFIXES[(countryCode ?? '').toUpperCase()] ?? { prefix: 0, suffix: 0 };
  const units = [...Array<number>(affix.prefix).fill(1), ...widths(text, encoding), ...Array<number>(affix.suffix).fill(1)];
  const characters = units.reduce((a, b) => a + b, 0);
  if (characters === 0) return { encoding, characters: 0, segments: 0, perSegment: size.single, remaining: size.single };
  if (characters <= size.single) return { encoding, characters, segments: 1, perSegment: size.single, remaining: size.single - characters };
  let segments = 1;
  let used = 0;
  for (const w of units) {
    if (used + w > size.multi) {
      segments++;
      used = 0;
    }
    used += w;
  }
  return { encoding, characters, segments, perSegment: size.multi, remaining: size.multi - used };
}
