import type { ParamsOf } from '../../../../contract/action';
import { smsActions } from '../../../../contract/actions/sms';
import { SENDER_ID_TEXT } from '../../../../contract/sms/senderId';
import { SMS_CONTENT_MAX, SMS_RECIPIENTS_MAX, SMS_TAGS_MAX, SMS_TEST_RECIPIENTS_MAX, SMS_TRIAL_RECIPIENT_QUOTA, SMS_TRIAL_TEST_CONTENT } from '../../../../contract/sms/smsConstants';
import { splitRecipients } from '../../../../contract/sms/recipients';
import { validate, validationKey } from '../../../ui/form/validate';
import type { AudienceSummary } from '../../../messaging/core/sending/audienceSummary';
import type { RecipientSummary } from '../../../messaging/core/sending/recipients';
import { wallTimeToUnix } from '../../../messaging/core/sending/scheduleTime';
import { parseTags, type SendForm, templateParamsFor } from './sendForm';

export type SendParams = ParamsOf<(typeof smsActions)['AddUSMSSendTask']>;
/** An i18n key and its values. */
export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}
export type SendField = 'recipients' | 'country' | 'senderId' | 'taskName' | 'tags' | 'templateId' | 'templateParams' | 'content' | 'schedule' | 'balance' | 'testNumbers';
export type SendErrors = Partial<Record<SendField, FieldError>>;

export interface SendContext {
  summary: RecipientSummary | null;
  /** A send to a group or segment: its recipients as counted (null while counting or when none is chosen). */
  audience?: AudienceSummary | null;
  /** The list is still being read or checked. */
  checking: boolean;
  /** The chosen template's variables (null: none chosen or not loaded). */
  templateVariables: readonly number[] | null;
  /** Countries with an SMS price (null: not known yet). */
  supported: ReadonlySet<string> | null;
  trial: boolean;
  /** Estimated cost and the SMS wallet's available balance (null: not known). */
  estimate: number;
  available: number | null;
  nowMs: number;
}

/** Longest tag the contract takes (SaveUSMSTag, AddUSMSSendTask). */
const TAG_MAX_LENGTH = 32;

/** Messages of the contract's AddUSMSSendTask schema -> i18n keys of this page (spec texts -> validation.*). */
const CONTRACT_KEYS: Record<string, string> = {
  [SENDER_ID_TEXT]: 'sms.sending.error.senderId',
  [`The content must be at most ${SMS_CONTENT_MAX} characters`]: 'sms.sending.error.contentTooLong',
  [`At most ${SMS_RECIPIENTS_MAX} phone numbers per task`]: 'sms.sending.error.tooMany',
  'A test send goes to at most 5 phone numbers': 'sms.sending.error.testTooMany',
  'Give Content or TemplateId': 'validation.FieldRequired',
};
/** The form field of each AddUSMSSendTask parameter (a refusal naming one is shown beside it). */
export const FIELD_OF: Readonly<Record<string, SendField>> = { PhoneNumbers: 'recipients', TaskName: 'taskName', SenderId: 'senderId', Tags: 'tags', Content: 'content', TemplateId: 'templateId', TemplateParams: 'templateParams', CountryCode: 'country', SendTime: 'schedule', '': 'content' };

export function contractErrorKey(message: string): FieldError {
  const spec = validationKey(message);
  if (spec) return { key: spec };
  const key = CONTRACT_KEYS[message];
  return key ? { key, values: { max: key.endsWith('tooMany') ? SMS_RECIPIENTS_MAX : key.endsWith('testTooMany') ? SMS_TEST_RECIPIENTS_MAX : SMS_CONTENT_MAX } } : { key: 'sms.sending.error.invalid', values: { message } };
}

/** Content checks shared by the send and the test send. */
function contentErrors(form: SendForm, ctx: SendContext, errors: SendErrors): void {
  if (!form.country) errors.country = { key: 'validation.CountryRequired' };
  else if (ctx.supported && !ctx.supported.has(form.country)) errors.country = { key: 'sms.sending.error.countryUnsupported' };
  if (form.mode === 'template') {
    if (!form.templateId) errors.templateId = { key: 'sms.sending.error.templateRequired' };
    else if (ctx.templateVariables) {
      const missing = ctx.templateVariables.filter((n) => (form.templateParams[n - 1] ?? '').trim() === '');
      if (missing.length > 0) errors.templateParams = { key: 'sms.sending.error.completeVariables', values: { list: missing.map((n) => `{{${n}}}`).join(', ') } };
    }
  } else if (form.content.trim() === '') errors.content = { key: 'validation.FieldRequired' };
  if (ctx.trial && (form.mode !== 'free' || form.content.trim() !== SMS_TRIAL_TEST_CONTENT)) errors.content = { key: 'sms.sending.error.trialContent' };
}

/** The AddUSMSSendTask parameters of the form (not yet validated). */
export function sendParams(form: SendForm, phones: string[], templateVariables: readonly number[] | null, isTest: boolean, sendTime?: number): SendParams {
  const template = form.mode === 'template';
  return {
    TaskName: form.taskName.trim() === '' ? undefined : form.taskName.trim(),
    PhoneNumbers: phones,
    CountryCode: form.country || undefined,
    Content: template ? undefined : form.content.trim(),
    TemplateId: template ? form.templateId || undefined : undefined,
    TemplateParams: template ? templateParamsFor(templateVariables ?? [], form.templateParams) : [],
    SenderId: form.senderId.trim() === '' ? undefined : form.senderId.trim(),
    SendTime: sendTime,
    TimeZone: form.zone || 'UTC',
    Tags: parseTags(form.tags),
    IsTest: isTest,
  };
}

/**
 * Runs the contract schema and adds its messages to fields not already in error. The numbers are
 * E.164 already and their count is checked above, so one stands for all (cheap on every keystroke).
 */
function schemaErrors(params: SendParams, errors: SendErrors): void {
  const r = validate(smsActions.AddUSMSSendTask.params, { ...params, PhoneNumbers: params.PhoneNumbers?.slice(0, 1) });
  if (r.ok) return;
  for (const [field, message] of Object.entries(r.errors)) {
    const f = FIELD_OF[field] ?? 'content';
    errors[f] ??= contractErrorKey(message);
  }
}

/**
 * The parameters of a send whose numbers came from a file the gateway holds (uploaded with Kind
 * 'import'): it reads the file itself (FileId), so the numbers are not sent again. Without a
 * FileId (the upload failed, or the numbers came from a draft) the checked numbers go as they are.
 */
export function withRecipientFile(params: SendParams, fileId: string | null): SendParams {
  if (!fileId) return params;
  const { PhoneNumbers: _numbers, ...rest } = params;
  return { ...rest, FileId: fileId };
}

/** Checks the whole form before a send; answers the errors by field, or the parameters to send. */
export function validateSend(form: SendForm, ctx: SendContext): { errors: SendErrors; params: SendParams | null } {
  const errors: SendErrors = {};
  const toAudience = form.source === 'group' || form.source === 'segment';
  const s = toAudience ? null : ctx.summary;
  const a = toAudience ? (ctx.audience ?? null) : null;
  const count = toAudience ? (a?.recipients ?? 0) : (s?.valid.length ?? 0);
  if (toAudience && !form.audienceId) errors.recipients = { key: 'sms.sending.error.audienceRequired' };
  else if (toAudience && !a) errors.recipients = { key: 'sms.sending.error.stillChecking' };
  else if (!toAudience && ctx.checking) errors.recipients = { key: 'sms.sending.error.stillChecking' };
  else if (!toAudience && (!s || s.entries === 0)) errors.recipients = { key: 'validation.PhoneRequired' };
  else if (count === 0) errors.recipients = { key: 'sms.sending.error.noValid' };
  else if (count > SMS_RECIPIENTS_MAX) errors.recipients = { key: 'sms.sending.error.tooMany', values: { max: SMS_RECIPIENTS_MAX } };
  else if (ctx.trial && count > SMS_TRIAL_RECIPIENT_QUOTA) errors.recipients = { key: 'sms.sending.error.trialQuota' };
  contentErrors(form, ctx, errors);

  let sendTime: number | undefined;
  if (form.timing === 'later') {
    const unix = form.date && form.time ? wallTimeToUnix(form.date, form.time, form.zone || 'UTC') : null;
    if (!form.date || !form.time) errors.schedule = { key: 'validation.FieldRequired' };
    else if (unix === null) errors.schedule = { key: 'sms.sending.error.scheduleInvalid' };
    else if (unix * 1000 <= ctx.nowMs + 60_000) errors.schedule = { key: 'sms.sending.error.schedulePast' };
    else sendTime = unix;
  }
  const tags = parseTags(form.tags);
  if (tags.length > SMS_TAGS_MAX) errors.tags = { key: 'sms.sending.error.tooManyTags', values: { max: SMS_TAGS_MAX } };
  else if (tags.some((tag) => tag.length > TAG_MAX_LENGTH)) errors.tags = { key: 'sms.sending.error.tagTooLong', values: { max: TAG_MAX_LENGTH } };
  if (!ctx.trial && ctx.available !== null && ctx.estimate > ctx.available) errors.balance = { key: 'sms.sending.error.insufficient' };

  const typed = sendParams(form, s?.valid ?? [], ctx.templateVariables, false, sendTime);
  const params = toAudience ? withAudience(typed, form.source === 'group' ? 'GroupId' : 'SegmentId', form.audienceId) : typed;
  if (count > 0 && count <= SMS_RECIPIENTS_MAX) schemaErrors(params, errors);
  return Object.keys(errors).length === 0 ? { errors, params } : { errors, params: null };
}

/** The parameters of a send to the members of a group or segment (the gateway reads their phones): no numbers of its own. */
export function withAudience(params: SendParams, key: 'GroupId' | 'SegmentId', id: string): SendParams {
  const { PhoneNumbers: _numbers, ...rest } = params;
  return { ...rest, [key]: id };
}

/** Checks a test send (at most 5 numbers typed in its own field, IsTest true) with the form's content. */
export function validateTestSend(numbersText: string, form: SendForm, ctx: Omit<SendContext, 'summary' | 'checking' | 'estimate' | 'available'>): { errors: SendErrors; params: SendParams | null } {
  const errors: SendErrors = {};
  const phones = [...new Set(splitRecipients(numbersText))];
  if (phones.length === 0) errors.testNumbers = { key: 'validation.PhoneRequired' };
  else if (phones.length > SMS_TEST_RECIPIENTS_MAX) errors.testNumbers = { key: 'sms.sending.error.testTooMany', values: { max: SMS_TEST_RECIPIENTS_MAX } };
  else if (phones.some((p) => !/^\+?[\d\s().-]{3,20}$/.test(p))) errors.testNumbers = { key: 'validation.PhoneInvalid' };
  contentErrors(form, { ...ctx, summary: null, checking: false, estimate: 0, available: null }, errors);
  const params = sendParams({ ...form, timing: 'now' }, phones, ctx.templateVariables, true);
  if (!errors.testNumbers) schemaErrors(params, errors);
  if (errors.recipients) {
    errors.testNumbers ??= errors.recipients;
    delete errors.recipients;
  }
  return Object.keys(errors).length === 0 ? { errors, params } : { errors, params: null };
}
