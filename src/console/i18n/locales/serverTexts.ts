import { retCodeMessages } from '../../../contract/messages';
import { RetCode } from '../../../contract/retCodes';
import type { ServerTextKey } from '../../../contract/serverTexts';

/** RetCodes whose default Message is itself a message key (AMCLOUD_…): shown through `messages.<key>`. */
export const SHOWN_BY_MESSAGE_KEY = ['UpgradeRequired', 'NoUpgradePermission'] as const;

export type RetCodeName = Exclude<keyof typeof RetCode, 'Success' | (typeof SHOWN_BY_MESSAGE_KEY)[number]>;

export const retCodeNames = (Object.keys(RetCode) as (keyof typeof RetCode)[]).filter(
  (n): n is RetCodeName => n !== 'Success' && !(SHOWN_BY_MESSAGE_KEY as readonly string[]).includes(n),
);

/**
 * A translation of the texts the gateway makes (`server.*` of a language other than English).
 * English readers need none: the gateway's Message is already those English words, so the English
 * bundle carries no copy of them and none of this loads for English readers.
 */
export interface ServerTexts {
  /** `server.retCode.<RetCode name>`: each RetCode's default Message. */
  retCode: Record<RetCodeName, string>;
  /** `server.text.<Key>`: the keyed texts of contract/serverTexts.ts (error Messages, reject reasons). */
  text: Record<ServerTextKey, string>;
  /** Each RetCode's default English Message, to tell a default from a detail written by the gateway. */
  retCodeEnglish: Record<RetCodeName, string>;
}

export const retCodeEnglish = Object.fromEntries(retCodeNames.map((n) => [n, retCodeMessages[RetCode[n]]])) as Record<RetCodeName, string>;
