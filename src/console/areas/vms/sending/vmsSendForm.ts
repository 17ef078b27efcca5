import type { ParamsOf } from '../../../../contract/action';
import type { Actions } from '../../../../contract/actions';
import { SMS_RECIPIENTS_MAX } from '../../../../contract/sms/smsConstants';
import { CallOutType, CallPeriod } from '../../../../contract/vms/voiceTask';
import type { AudienceSummary } from '../../../messaging/core/sending/audienceSummary';
import type { RecipientSummary } from '../../../messaging/core/sending/recipients';
import type { ScheduleFields } from '../../../messaging/core/sending/ScheduleCard';
import { wallTimeToUnix } from '../../../messaging/core/sending/scheduleTime';
import type { RecipientSource } from '../../../messaging/core/sending/useRecipientCheck';

export type VmsSendParams = ParamsOf<Actions['AddUVMSSendTask']>;

/** The voice sending form: recipients (the core's sources), a passed voice template, call period, call-out number, name, country and schedule. */
export interface VmsSendForm extends ScheduleFields {
  source: RecipientSource;
  recipientsText: string;
  audienceId: string;
  country: string;
  templateId: string;
  callPeriod: 'allDay' | 'daytime';
  callOut: 'random' | 'special';
  callOutNumber: string;
  taskName: string;
}

export type VmsSendField = 'recipients' | 'templateId' | 'callOutNumber' | 'country' | 'schedule' | 'balance';
export interface FieldError {
  key: string;
  values?: Record<string, unknown>;
}

export interface VmsSendContext {
  summary: RecipientSummary | null;
  audience: AudienceSummary | null;
  checking: boolean;
  estimate: number;
  available: number | null;
  nowMs: number;
  /** The uploaded recipient file's FileId, when the numbers came from a file. */
  fileId: string | null;
}

export function emptyVmsForm(zone: string, templateId = ''): VmsSendForm {
  return { source: 'paste', recipientsText: '', audienceId: '', country: '', templateId, callPeriod: 'daytime', callOut: 'random', callOutNumber: '', taskName: '', timing: 'now', date: '', time: '', zone };
}

/** A call-out number as the gateway takes it: 5 to 15 digits, an optional '+', spaces and dashes ignored. */
export const isCallOutNumber = (v: string) => /^\+?\d{5,15}$/.test(v.replace(/[\s-]/g, ''));

/**
 * Checks the form before a send (texts `vms.sending.error.*` and the core's `vms.sending.error.*`
 * defaults); answers the errors by field, or the AddUVMSSendTask parameters.
 */
export function validateVmsSend(form: VmsSendForm, ctx: VmsSendContext): { errors: Partial<Record<VmsSendField, FieldError>>; params: VmsSendParams | null } {
  const errors: Partial<Record<VmsSendField, FieldError>> = {};
  const toAudience = form.source === 'group' || form.source === 'segment';
  const s = toAudience ? null : ctx.summary;
  const a = toAudience ? ctx.audience : null;
  const count = toAudience ? (a?.recipients ?? 0) : (s?.valid.length ?? 0);
  if (toAudience && !form.audienceId) errors.recipients = { key: 'vms.sending.error.audienceRequired' };
  else if ((toAudience && !a) || (!toAudience && ctx.checking)) errors.recipients = { key: 'vms.sending.error.stillChecking' };
  else if (!toAudience && (!s || s.entries === 0)) errors.recipients = { key: 'validation.PhoneRequired' };
  else if (count === 0) errors.recipients = { key: 'vms.sending.error.noValid' };
  else if (count > SMS_RECIPIENTS_MAX) errors.recipients = { key: 'vms.sending.error.tooMany', values: { max: SMS_RECIPIENTS_MAX } };
  if (!form.templateId) errors.templateId = { key: 'vms.sending.error.templateRequired' };
  if (form.callOut === 'special') {
    if (form.callOutNumber.trim() === '') errors.callOutNumber = { key: 'vms.sending.error.callOutRequired' };
    else if (!isCallOutNumber(form.callOutNumber.trim())) errors.callOutNumber = { key: 'vms.sending.error.callOutInvalid' };
  }
  let sendTime: number | undefined;
  if (form.timing === 'later') {
    const unix = form.date && form.time ? wallTimeToUnix(form.date, form.time, form.zone || 'UTC') : null;
    if (!form.date || !form.time) errors.schedule = { key: 'validation.FieldRequired' };
    else if (unix === null) errors.schedule = { key: 'vms.sending.error.scheduleInvalid' };
    else if (unix * 1000 <= ctx.nowMs + 60_000) errors.schedule = { key: 'vms.sending.error.schedulePast' };
    else sendTime = unix;
  }
  if (ctx.available !== null && ctx.estimate > ctx.available) errors.balance = { key: 'vms.sending.error.insufficient' };
  if (Object.keys(errors).length > 0) return { errors, params: null };

  const base = {
    TaskName: form.taskName.trim() === '' ? undefined : form.taskName.trim(),
    CountryCode: form.country || undefined,
    TemplateId: form.templateId,
    CallPeriod: form.callPeriod === 'daytime' ? CallPeriod.Daytime : CallPeriod.AllDay,
    CallOutType: form.callOut === 'special' ? CallOutType.Special : CallOutType.Random,
    CallOutNumber: form.callOut === 'special' ? form.callOutNumber.trim() : undefined,
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
  return { errors, params: { ...base, ...recipients } as VmsSendParams };
}
