import type { ParamsOf } from '../../../../contract/action';
import type { Actions } from '../../../../contract/actions';
import { isSenderId } from '../../../../contract/sms/senderId';
import type { ScheduleFields } from '../../../messaging/core/sending/ScheduleCard';
import { type FieldError, type RecipientCounts, recipientParams, recipientsError, scheduleCheck } from '../../../messaging/core/sending/sendFormChecks';
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
export type { FieldError };

export interface MmsSendContext extends RecipientCounts {
  /** The chosen template's variable numbers ({{1}} → 1), or null when none is chosen. */
  variables: readonly number[] | null;
  estimate: number;
  available: number | null;
  nowMs: number;
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
  const recipients = recipientsError('mms', form, ctx);
  if (recipients) errors.recipients = recipients;
  if (!form.templateId) errors.templateId = { key: 'mms.sending.error.templateRequired' };
  else if (ctx.variables) {
    const missing = ctx.variables.filter((n) => (form.templateParams[n - 1] ?? '').trim() === '');
    if (missing.length > 0) errors.templateParams = { key: 'mms.sending.error.completeVariables', values: { list: missing.map((n) => `{{${n}}}`).join(', ') } };
  }
  if (form.senderId.trim() !== '' && !isSenderId(form.senderId.trim())) errors.senderId = { key: 'mms.sending.error.senderId' };
  const schedule = scheduleCheck('mms', form, ctx.nowMs);
  if (schedule.error) errors.schedule = schedule.error;
  if (ctx.available !== null && ctx.estimate > ctx.available) errors.balance = { key: 'mms.sending.error.insufficient' };
  if (Object.keys(errors).length > 0) return { errors, params: null };

  const maxVar = Math.max(0, ...(ctx.variables ?? []));
  const base = {
    TaskName: form.taskName.trim() === '' ? undefined : form.taskName.trim(),
    CountryCode: form.country || undefined,
    TemplateId: form.templateId,
    TemplateParams: Array.from({ length: maxVar }, (_v, i) => (form.templateParams[i] ?? '').trim()),
    SenderId: form.senderId.trim() === '' ? undefined : form.senderId.trim(),
    SendTime: schedule.sendTime,
    TimeZone: form.zone || 'UTC',
    Tags: [],
  };
  return { errors, params: { ...base, ...recipientParams(form, ctx) } };
}
