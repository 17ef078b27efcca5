import type { ParamsOf } from '../../../../contract/action';
import type { Actions } from '../../../../contract/actions';
import { SMS_RECIPIENTS_MAX } from '../../../../contract/sms/smsConstants';
import type { AudienceSummary } from '../../../messaging/core/sending/audienceSummary';
import type { RecipientSummary } from '../../../messaging/core/sending/recipients';
import type { ScheduleFields } from '../../../messaging/core/sending/ScheduleCard';
import { wallTimeToUnix } from '../../../messaging/core/sending/scheduleTime';
import type { RecipientSource } from '../../../messaging/core/sending/useRecipientCheck';

export type WhatsAppSendParams = ParamsOf<Actions['AddWhatsAppSendTask']>;

/** The WhatsApp sending form: recipients (the core's sources), an approved template and its variables, the number it goes from, name, country and schedule. */
export interface WhatsAppSendForm extends ScheduleFields {
  source: RecipientSource;
  recipientsText: string;
  audienceId: string;
  country: string;
  templateId: string;
  templateParams: string[];
  phoneNumberId: string;
  taskName: string;
}

export type WhatsAppSendField = 'recipients' | 'templateId' | 'templateParams' | 'phoneNumberId' | 'country' | 'schedule' | 'balance';
export interface FieldError {
  key: string;
  values?: Record<string, unknown>;
}

export interface WhatsAppSendContext {
  summary: RecipientSummary | null;
  audience: AudienceSummary | null;
  checking: boolean;
  /** The chosen template's variable numbers ({{1}} → 1), or null when none is chosen. */
  variables: readonly number[] | null;
  estimate: number;
  available: number | null;
  nowMs: number;
  fileId: string | null;
}

export function emptyWhatsAppForm(zone: string, templateId = ''): WhatsAppSendForm {
  return { source: 'paste', recipientsText: '', audienceId: '', country: '', templateId, templateParams: [], phoneNumberId: '', taskName: '', timing: 'now', date: '', time: '', zone };
}

/** The variable numbers of a template body ({{1}}, {{2}} …), distinct, in order. */
export function bodyVariables(body: string): number[] {
  return [...new Set([...body.matchAll(/\{\{\s*(\d+)\s*\}\}/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
}

/**
 * Checks the form before a send (texts: the core's `whatsapp.sending.error.*` and WhatsApp's own);
 * answers the errors by field, or the AddWhatsAppSendTask parameters: typed or checked numbers,
 * the uploaded file's FileId, or the group or segment.
 */
export function validateWhatsAppSend(form: WhatsAppSendForm, ctx: WhatsAppSendContext): { errors: Partial<Record<WhatsAppSendField, FieldError>>; params: WhatsAppSendParams | null } {
  const errors: Partial<Record<WhatsAppSendField, FieldError>> = {};
  const toAudience = form.source === 'group' || form.source === 'segment';
  const s = toAudience ? null : ctx.summary;
  const a = toAudience ? ctx.audience : null;
  const count = toAudience ? (a?.recipients ?? 0) : (s?.valid.length ?? 0);
  if (toAudience && !form.audienceId) errors.recipients = { key: 'whatsapp.sending.error.audienceRequired' };
  else if ((toAudience && !a) || (!toAudience && ctx.checking)) errors.recipients = { key: 'whatsapp.sending.error.stillChecking' };
  else if (!toAudience && (!s || s.entries === 0)) errors.recipients = { key: 'validation.PhoneRequired' };
  else if (count === 0) errors.recipients = { key: 'whatsapp.sending.error.noValid' };
  else if (count > SMS_RECIPIENTS_MAX) errors.recipients = { key: 'whatsapp.sending.error.tooMany', values: { max: SMS_RECIPIENTS_MAX } };
  if (!form.templateId) errors.templateId = { key: 'whatsapp.sending.error.templateRequired' };
  else if (ctx.variables) {
    const missing = ctx.variables.filter((n) => (form.templateParams[n - 1] ?? '').trim() === '');
    if (missing.length > 0) errors.templateParams = { key: 'whatsapp.sending.error.completeVariables', values: { list: missing.map((n) => `{{${n}}}`).join(', ') } };
  }
  if (!form.phoneNumberId) errors.phoneNumberId = { key: 'whatsapp.sending.error.numberRequired' };
  let sendTime: number | undefined;
  if (form.timing === 'later') {
    const unix = form.date && form.time ? wallTimeToUnix(form.date, form.time, form.zone || 'UTC') : null;
    if (!form.date || !form.time) errors.schedule = { key: 'validation.FieldRequired' };
    else if (unix === null) errors.schedule = { key: 'whatsapp.sending.error.scheduleInvalid' };
    else if (unix * 1000 <= ctx.nowMs + 60_000) errors.schedule = { key: 'whatsapp.sending.error.schedulePast' };
    else sendTime = unix;
  }
  if (ctx.available !== null && ctx.estimate > ctx.available) errors.balance = { key: 'whatsapp.sending.error.insufficient' };
  if (Object.keys(errors).length > 0) return { errors, params: null };

  const maxVar = Math.max(0, ...(ctx.variables ?? []));
  const base = {
    TaskName: form.taskName.trim() === '' ? undefined : form.taskName.trim(),
    CountryCode: form.country || undefined,
    TemplateId: form.templateId,
    TemplateParams: Array.from({ length: maxVar }, (_v, i) => (form.templateParams[i] ?? '').trim()),
    PhoneNumberId: form.phoneNumberId,
    SendTime: sendTime,
    TimeZone: form.zone || 'UTC',
    Tags: [],
  };
  const recipients = toAudience ? (form.source === 'group' ? { GroupId: form.audienceId } : { SegmentId: form.audienceId }) : form.source === 'file' && ctx.fileId ? { FileId: ctx.fileId } : { PhoneNumbers: s!.valid };
  return { errors, params: { ...base, ...recipients } };
}
