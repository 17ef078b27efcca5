/**
 * Opt-out keywords: a reply whose whole text is one of these (case, width, surrounding spaces and
 * punctuation ignored) takes the number off the account's sends; a re-subscribe keyword puts it back.
 * The carrier-industry set (CTIA: STOP, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT) and the Chinese
 * 退订 / TD; START and UNSTOP re-subscribe.
 */
export const OPT_OUT_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', '退订', 'TD'] as const;
export const OPT_IN_KEYWORDS = ['START', 'UNSTOP'] as const;

/** The receipt code of a message not sent because its recipient opted out (SubmitFail, not charged). */
export const OPTED_OUT_CODE = 'OPTED_OUT';

export type OptOutKeyword = (typeof OPT_OUT_KEYWORDS)[number];
export type OptInKeyword = (typeof OPT_IN_KEYWORDS)[number];

/** The keyword a reply is, normalised: 'stop' for an opt-out, 'start' for a re-subscribe, else null. */
export function optOutKeywordOf(text: string): { kind: 'stop' | 'start'; keyword: string } | null {
  const word = text
    .normalize('NFKC')
    .trim()
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '')
    .toUpperCase();
  if ((OPT_OUT_KEYWORDS as readonly string[]).includes(word)) return { kind: 'stop', keyword: word };
  if ((OPT_IN_KEYWORDS as readonly string[]).includes(word)) return { kind: 'start', keyword: word };
  return null;
}
