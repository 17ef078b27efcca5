import { retCodeMessages } from '../../../contract/messages';
import { RetCode } from '../../../contract/retCodes';
import { ServerText } from '../../../contract/serverTexts';

/** RetCodes whose default Message is itself a message key (AMCLOUD_…): shown through `messages.<key>`. */
export const SHOWN_BY_MESSAGE_KEY = ['UpgradeRequired', 'NoUpgradePermission'] as const;

export type RetCodeName = Exclude<keyof typeof RetCode, 'Success' | (typeof SHOWN_BY_MESSAGE_KEY)[number]>;

const names = (Object.keys(RetCode) as (keyof typeof RetCode)[]).filter(
  (n): n is RetCodeName => n !== 'Success' && !(SHOWN_BY_MESSAGE_KEY as readonly string[]).includes(n),
);

/**
 * Texts the gateway makes, in English, taken from the contract (the gateway writes the same words):
 * `server.retCode.<RetCode name>` — each RetCode's default Message — and `server.text.<Key>` — the
 * keyed texts of contract/serverTexts.ts (error Messages, template reject reasons).
 */
export const serverTexts = {
  retCode: Object.fromEntries(names.map((n) => [n, retCodeMessages[RetCode[n]]])) as Record<RetCodeName, string>,
  text: { ...ServerText } as Record<keyof typeof ServerText, string>,
};
