import i18next from 'i18next';
import { retCodeMessages } from '../../contract/messages';
import { RetCode, type RetCodeValue } from '../../contract/retCodes';
import { isServerTextKey, type ServerTextParams } from '../../contract/serverTexts';

const retCodeName = new Map<number, string>(Object.entries(RetCode).map(([name, code]) => [code, name]));

export interface ServerAnswer {
  RetCode: number;
  Message: string;
  MessageKey?: string;
  MessageParams?: ServerTextParams;
}

/**
 * The text a person reads for a gateway failure, in the current language: the keyed text
 * (`server.text.<MessageKey>` with MessageParams), a message key the spec sends as Message
 * (`messages.AMCLOUD_…`), or the RetCode's default (`server.retCode.<name>`) when Message is that
 * default. Any other Message (a validation detail) is shown as the gateway wrote it.
 */
export function serverMessageText(answer: ServerAnswer): string {
  if (isServerTextKey(answer.MessageKey) && i18next.exists(`server.text.${answer.MessageKey}`)) return i18next.t(`server.text.${answer.MessageKey}`, { ...answer.MessageParams });
  if (/^AMCLOUD_\w+$/.test(answer.Message) && i18next.exists(`messages.${answer.Message}`)) return i18next.t(`messages.${answer.Message}`);
  const name = retCodeName.get(answer.RetCode);
  if (name && answer.Message === retCodeMessages[answer.RetCode as RetCodeValue] && i18next.exists(`server.retCode.${name}`)) return i18next.t(`server.retCode.${name}`);
  return answer.Message;
}

/**
 * A stored server text (a template's RejectReason, a notification's Reason) in the current language
 * when its key is known; otherwise the English text as stored.
 */
export function storedServerText(key: unknown, english: string, params?: ServerTextParams): string {
  return isServerTextKey(key) && i18next.exists(`server.text.${key}`) ? i18next.t(`server.text.${key}`, { ...params }) : english;
}
