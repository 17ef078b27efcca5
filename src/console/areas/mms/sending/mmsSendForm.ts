import type { ParamsOf } from '../../../../contract/action';
import type { Actions } from '../../../../contract/actions';
import { isSenderId } from '../../../../contract/sms/senderId';
import { SMS_RECIPIENTS_MAX } from '../../../../contract/sms/smsConstants';
import type { AudienceSummary } from '../../../messaging/core/sending/audienceSummary';
import type { RecipientSummary } from '../../../messaging/core/sending/recipients';
import type { ScheduleFields } from '../../../messaging/core/sending/ScheduleCard';
import { wallTimeToUnix } from '../../../messaging/core/sending/scheduleTime';
import type { RecipientSource } from '../../../messaging/core/sending/useRecipientCheck';

export type MmsSendParams = ParamsOf<Actions['AddUMMSSendTask']>;

/** The MMS sending form: recipients (the core's sources), a passed template and its variables, sender, name, country and schedule. */
export interface MmsSendForm extends ScheduleFields {
  source: RecipientSource;
  recipientsText: string;
  audienceId: string;
  country: string;
  templateId: string;
  templateParams: string[];
  senderId: string;
  taskName: string;
}

export type MmsSendField = 'recipients' | 'templateId' | 'templateParams' | 'senderId' | 'country' | 'schedule' | 'balance';
export interface FieldError {
  key: string;
  values?: Record<string, unknown>;
}

export interface MmsSendContext {
  summary: RecipientSummary | null;
  audience: AudienceSummary | null;
  checking: boolean;
  /** The chosen template's variable numbers ({{1}} → 1), or null when none is chosen. */
  variables: readonly number[] | null;
  estimate: number;
  available: number | null;
  nowMs: number;
  /** The uploaded recipient file's FileId (the gateway reads the numbers), when the numbers came from a file. */
  fileId: string | null;
}

export function emptyMmsForm(zone: string, templateId = ''): MmsSendForm {
  return { source: 'paste', recipientsText: '', audienceId: '', country: '', templateId, templateParams: [], senderId: '', taskName: '', timing: 'now', date: '', time: '', zone };
}

/**
 * Checks the form before a send (the texts are `mms.sending.error.*`, copies of SMS's); answers the
 * errors by field, or the AddUMMSSendTask parameters: typed or checked numbers, the uploaded file's
 * FileId, or the group or segment.
 */
export function validateMmsSend(form: MmsSendForm, ctx: MmsSendContext): { errors: Partial<Record<MmsSendField, FieldError>>; params: MmsSendParams | null } {
  const errors: Partial<Record<MmsSendField, FieldError>> = {};
  const toAudience = form.source === 'group' || form.source === 'segment';
  const s = toAudience ? null : ctx.summary;
  const a = toAudience ? ctx.audience : null;
  const count = toAudience ? (a?.recipients ?? 0) : (s?.valid.length ?? 0);
  if (toAudience && !form.audienceId) errors.recipients = { key: 'mms.sending.error.audienceRequired' };
  else if ((toAudience && !a) || (!toAudience && ctx.checking)) errors.recipients = { key: 'mms.sending.error.stillChecking' };
  else if (!toAudience && (!s || s.entries === 0)) errors.recipients = { key: 'validation.PhoneRequired' };
  else if (count === 0) errors.recipients = { key: 'mms.sending.error.noValid' };
  else if (count > SMS_RECIPIENTS_MAX) errors.recipients = { key: 'mms.sending.error.tooMany', values: { max: SMS_RECIPIENTS_MAX } };
  if (!form.templateId) errors.templateId = { key: 'mms.sending.error.templateRequired' };
  else if (ctx.variables) {
    const missing = ctx.variables.filter((n) => (form.templateParams[n - 1] ?? '').trim() === '');
    if (missing.length > 0) errors.templateParams = { key: 'mms.sending.error.completeVariables', values: { list: missing.map((n) => `{{${n}}}`).join(', ') } };
  }
  if (form.senderId.trim() !== '' && !isSenderId(form.senderId.trim())) errors.senderId = { key: 'mms.sending.error.senderId' };
  let sendTime: number | undefined;
  if (form.timing === 'later') {
    const unix = form.date && form.time ? wallTimeToUnix(form.date, form.time, form.zone || 'UTC') : null;
    if (!form.date || !form.time) errors.schedule = { key: 'validation.FieldRequired' };
    else if (unix === null) errors.schedule = { key: 'mms.sending.error.scheduleInvalid' };
    else if (unix * 1000 <= ctx.nowMs + 60_000) errors.schedule = { key: 'mms.sending.error.schedulePast' };
    else sendTime = unix;
  }
  if (ctx.available !== null && ctx.estimate > ctx.available) errors.balance = { key: 'mms.sending.error.insufficient' };
  if (Object.keys(errors).length > 0) return { errors, params: null };

  const maxVar = Math.max(0, ...(ctx.variables ?? []));
  const base = {
    TaskName: form.taskName.trim() === '' ? undefined : form.taskName.trim(),
    CountryCode: form.country || undefined,
    TemplateId: form.templateId,
    TemplateParams: Array.from({ length: maxVar }, (_v, i) => (form.templateParams[i] ?? '').trim()),
    SenderId: form.senderId.trim() === '' ? undefined : form.senderId.trim(),
    SendTime: sendTime,
    TimeZone: form.zone || 'UTC',
    Tags: [],
  };
  const recipients = toAudience
    ? form.source === 'group'
      ? { GroupId: form.audienceId }
      : { SegmentId: form.audienceId }
    : form.source === 'file' && ctx.fileId
      ? { FileId: ctx.fileId }
      : { PhoneNumbers: s!.valid };
  return { errors, params: { ...base, ...recipients } };
}
