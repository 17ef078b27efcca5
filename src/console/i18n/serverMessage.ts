import i18next from 'i18next';
import { RetCode } from '../../contract/retCodes';
import type { ServerTextParams } from '../../contract/serverTexts';
import type { ServerTexts } from './locales/serverTexts';

const retCodeName = new Map<number, string>(Object.entries(RetCode).map(([name, code]) => [code, name]));

export interface ServerAnswer {
  RetCode: number;
  Message: string;
  MessageKey?: string;
  MessageParams?: ServerTextParams;
}

/**
 * The translation of the gateway's texts in the current language, if it is not English. English
 * readers see the gateway's own words (its Message is the English text), so the English bundle has
 * none and ships nothing for them.
 */
function translation(): ServerTexts | undefined {
  if (!i18next.isInitialized) return undefined;
  return i18next.getResource(i18next.language, 'translation', 'server') as ServerTexts | undefined;
}

/**
 * The text a person reads for a gateway failure, in the current language: a message key the spec
 * sends as Message (`messages.AMCLOUD_…`), the keyed text (`server.text.<MessageKey>` with
 * MessageParams), or the RetCode's default (`server.retCode.<name>`) when Message is that default.
 * Any other Message (a validation detail) is shown as the gateway wrote it.
 */
export function serverMessageText(answer: ServerAnswer): string {
  if (/^AMCLOUD_\w+$/.test(answer.Message) && i18next.exists(`messages.${answer.Message}`)) return i18next.t(`messages.${answer.Message}`);
  const texts = translation();
  if (!texts) return answer.Message;
  if (answer.MessageKey && Object.hasOwn(texts.text, answer.MessageKey)) return i18next.t(`server.text.${answer.MessageKey}`, { ...answer.MessageParams });
  const name = retCodeName.get(answer.RetCode) as keyof ServerTexts['retCode'] | undefined;
  if (name && Object.hasOwn(texts.retCode, name) && texts.retCodeEnglish[name] === answer.Message) return i18next.t(`server.retCode.${name}`);
  return answer.Message;
}

/**
 * A stored server text (a template's RejectReason, a notification's Reason) in the current language
 * when its key is known; otherwise the English text as stored.
 */
export function storedServerText(key: unknown, english: string, params?: ServerTextParams): string {
  const texts = translation();
  return texts && typeof key === 'string' && Object.hasOwn(texts.text, key) ? i18next.t(`server.text.${key}`, { ...params }) : english;
}
