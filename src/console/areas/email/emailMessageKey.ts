import { EmailDomainText } from '../../../contract/email/emailDomainRules';
import { retCodeMessages } from '../../../contract/messages';
import { RetCode } from '../../../contract/retCodes';
import { validationKey } from '../../ui/form/validate';
import { SenderFormText } from './setting/senderForm';

const byText = new Map<string, string>([
  ...Object.entries({ ...EmailDomainText, ...SenderFormText }).map(([key, text]) => [text, `email.setting.rules.${key}`] as const),
  ...(
    [
      'EmailDomainExists',
      'EmailDomainLocked',
      'EmailDnsLookupFailed',
      'EmailSenderExists',
      'EmailSenderDomainUnverified',
      'EmailSenderDeleted',
      'EmailDomainsOverLimit',
      'EmailSendersOverLimit',
      'EmailDomainNotFound',
      'EmailSenderNotFound',
    ] as const
  ).map((name) => [retCodeMessages[RetCode[name]], `server.retCode.${name}`] as const),
]);

/** The i18n key of a text the e-mail forms show (the area's rules, its RetCodes' Messages, spec validation texts), or null. */
export function emailMessageKey(text: string): string | null {
  return byText.get(text) ?? validationKey(text) ?? null;
}

/** A refusal naming its parameter ('Domain: Sending domain: letters, …') split into the field and the text. */
export function splitRefusal(message: string): { field: string; text: string } {
  const m = /^([A-Z][A-Za-z]*): (.+)$/s.exec(message);
  return m ? { field: m[1]!, text: m[2]! } : { field: '', text: message };
}
