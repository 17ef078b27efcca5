import { LimitRuleText } from '../../../../contract/sms/limitRules';
import { SENDER_ID_TEXT } from '../../../../contract/sms/senderId';
import { validationKey } from '../../../ui/form/validate';

/** A message for a field, as an i18n key (spec texts keep their verbatim English under their key). */
export interface FieldMessage {
  key: string;
  values?: Record<string, string | number>;
}

const byText = new Map<string, string>([
  ...Object.entries(LimitRuleText).map(([k, text]): [string, string] => [text, `sms.setting.rule.${k}`]),
  [SENDER_ID_TEXT, 'sms.reply.senderIdInvalid'],
]);

/**
 * The i18n key of a contract message: spec validation texts (validation.*), the limit-rule texts
 * and the sender-ID text; any other message (a server's own) is shown as it is.
 */
export function messageOf(text: string): FieldMessage {
  const key = validationKey(text) ?? byText.get(text);
  return key ? { key } : { key: 'sms.setting.rawMessage', values: { message: text } };
}
