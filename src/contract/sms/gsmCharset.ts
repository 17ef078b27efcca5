/**
 * GSM 03.38 default alphabet: the basic table in septet order (index = septet value; 0x1B is the
 * escape to the extension table) and the extension characters, which take two septets each.
 */
export const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

export const GSM_ESCAPE = 0x1b;

/** Extension characters and their septet after the escape. */
export const GSM_EXTENSION: Readonly<Record<string, number>> = {
  '\f': 0x0a,
  '^': 0x14,
  '{': 0x28,
  '}': 0x29,
  '\\': 0x2f,
  '[': 0x3c,
  '~': 0x3d,
  ']': 0x3e,
  '|': 0x40,
  '€': 0x65,
};

const basicSet = new Set([...GSM_BASIC].filter((c) => c !== '\u001b'));

/** Septets a character takes in GSM 7-bit: 1 (basic), 2 (extension), 0 when not encodable. */
export function gsmWidth(ch: string): 0 | 1 | 2 {
  if (basicSet.has(ch)) return 1;
  if (ch in GSM_EXTENSION) return 2;
  return 0;
}

/** True when every character is in the GSM basic or extension table ("plain" text). */
export function isGsmText(text: string): boolean {
  for (const ch of text) if (gsmWidth(ch) === 0) return false;
  return true;
}
