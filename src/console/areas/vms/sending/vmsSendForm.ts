import type { ParamsOf } from '../../../../contract/action';
import type { Actions } from '../../../../contract/actions';
import { CallOutType, CallPeriod } from '../../../../contract/vms/voiceTask';
import type { ScheduleFields } from '../../../messaging/core/sending/ScheduleCard';
import { type FieldError, type RecipientCounts, recipientParams, recipientsError, scheduleCheck } from '../../../messaging/core/sending/sendFormChecks';
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
export type { FieldError };

export interface VmsSendContext extends RecipientCounts {
  estimate: number;
  available: number | null;
  nowMs: number;
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
  const recipients = recipientsError('vms', form, ctx);
  if (recipients) errors.recipients = recipients;
  if (!form.templateId) errors.templateId = { key: 'vms.sending.error.templateRequired' };
  if (form.callOut === 'special') {
    if (form.callOutNumber.trim() === '') errors.callOutNumber = { key: 'vms.sending.error.callOutRequired' };
    else if (!isCallOutNumber(form.callOutNumber.trim())) errors.callOutNumber = { key: 'vms.sending.error.callOutInvalid' };
  }
  const schedule = scheduleCheck('vms', form, ctx.nowMs);
  if (schedule.error) errors.schedule = schedule.error;
  if (ctx.available !== null && ctx.estimate > ctx.available) errors.balance = { key: 'vms.sending.error.insufficient' };
  if (Object.keys(errors).length > 0) return { errors, params: null };
  return {
    errors,
    params: {
      TaskName: form.taskName.trim() === '' ? undefined : form.taskName.trim(),
      CountryCode: form.country || undefined,
      TemplateId: form.templateId,
      CallPeriod: form.callPeriod === 'daytime' ? CallPeriod.Daytime : CallPeriod.AllDay,
      CallOutType: form.callOut === 'special' ? CallOutType.Special : CallOutType.Random,
      CallOutNumber: form.callOut === 'special' ? form.callOutNumber.trim() : undefined,
      SendTime: schedule.sendTime,
      TimeZone: form.zone || 'UTC',
      Tags: [],
      ...recipientParams(form, ctx),
    } as VmsSendParams,
  };
}
