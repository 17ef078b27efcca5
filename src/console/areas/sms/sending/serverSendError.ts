import { SpecText } from '../../../../contract/messages';
import { RetCode } from '../../../../contract/retCodes';
import { serverParamError } from '../../../ui/form/serverFieldError';
import { FIELD_OF, type SendField } from './validateSend';

/** A refusal of AddUSMSSendTask: the field of the form it concerns (null: the whole send) and its text. */
export interface ServerSendError {
  field: SendField | null;
  message: string;
}

/** Refusals that concern one field whatever their text. */
const FIELD_OF_CODE: Partial<Record<number, SendField>> = {
  [RetCode.CountryNotSupported]: 'recipients',
  [RetCode.NoValidRecipients]: 'recipients',
  [RetCode.TrialQuotaExceeded]: 'recipients',
  // Trial sends: the content is fixed on the form, so what the user can change is the numbers.
  [RetCode.TrialContentOnly]: 'recipients',
  [RetCode.SendLimitExceeded]: 'recipients',
  [RetCode.TemplateNotFound]: 'templateId',
  [RetCode.TemplateNotPassed]: 'templateId',
  [RetCode.TemplateVariablesIncomplete]: 'templateParams',
  [RetCode.SendTimeInPast]: 'schedule',
  [RetCode.InsufficientBalance]: 'balance',
};

/** Texts of an invalid recipient file (FileId), which the recipients field shows. */
const RECIPIENT_TEXTS: ReadonlySet<string> = new Set([SpecText.FileParsingFailed, SpecText.FileDataEmpty]);

/**
 * Where the sending form shows a refusal of the gateway (the auth pages' pattern: beside the
 * field it concerns, else above the send button): by RetCode, by the parameter an invalid-params
 * message names (`PhoneNumbers: …` → the recipients), or by the recipient file's texts.
 */
export function serverSendError(retCode: number, message: string): ServerSendError {
  const byCode = FIELD_OF_CODE[retCode];
  if (byCode) return { field: byCode, message };
  if (retCode === RetCode.InvalidParams) {
    if (RECIPIENT_TEXTS.has(message)) return { field: 'recipients', message };
    const named = serverParamError(message);
    const field = named.param === 'FileId' ? 'recipients' : named.param ? FIELD_OF[named.param] : undefined;
    if (field) return { field, message: named.message };
  }
  return { field: null, message };
}
