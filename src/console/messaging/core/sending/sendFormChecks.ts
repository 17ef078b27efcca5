import { SMS_RECIPIENTS_MAX } from '../../../../contract/sms/smsConstants';
import type { AudienceSummary } from './audienceSummary';
import type { RecipientSummary } from './recipients';
import type { ScheduleFields } from './ScheduleCard';
import { wallTimeToUnix } from './scheduleTime';
import type { RecipientSource } from './useRecipientCheck';

/** A form field's error: a text key (the channel's `<ns>.sending.error.*` or a shared one) and its values. */
export interface FieldError {
  key: string;
  values?: Record<string, unknown>;
}

/** What a sending form's recipients are: the source, the group or segment, and what the page counted. */
export interface RecipientFields {
  source: RecipientSource;
  audienceId: string;
}
export interface RecipientCounts {
  summary: RecipientSummary | null;
  audience: AudienceSummary | null;
  checking: boolean;
  /** The uploaded recipient file's FileId (the gateway reads the numbers), when the numbers came from a file. */
  fileId: string | null;
}

/**
 * The recipients' error of a channel's sending form (`ns`: its texts), or undefined: a group or
 * segment must be chosen and counted, typed or uploaded numbers checked, at least one valid and at
 * most 100,000.
 */
export function recipientsError(ns: string, form: RecipientFields, ctx: RecipientCounts): FieldError | undefined {
  const toAudience = form.source === 'group' || form.source === 'segment';
  const s = toAudience ? null : ctx.summary;
  const a = toAudience ? ctx.audience : null;
  const count = toAudience ? (a?.recipients ?? 0) : (s?.valid.length ?? 0);
  if (toAudience && !form.audienceId) return { key: `${ns}.sending.error.audienceRequired` };
  if ((toAudience && !a) || (!toAudience && ctx.checking)) return { key: `${ns}.sending.error.stillChecking` };
  if (!toAudience && (!s || s.entries === 0)) return { key: 'validation.PhoneRequired' };
  if (count === 0) return { key: `${ns}.sending.error.noValid` };
  if (count > SMS_RECIPIENTS_MAX) return { key: `${ns}.sending.error.tooMany`, values: { max: SMS_RECIPIENTS_MAX } };
  return undefined;
}

/** The recipient parameters of a send Action: the group or segment, the uploaded file, or the checked numbers (call after `recipientsError` found none). */
export function recipientParams(form: RecipientFields, ctx: RecipientCounts): { GroupId: string } | { SegmentId: string } | { FileId: string } | { PhoneNumbers: string[] } {
  if (form.source === 'group') return { GroupId: form.audienceId };
  if (form.source === 'segment') return { SegmentId: form.audienceId };
  if (form.source === 'file' && ctx.fileId) return { FileId: ctx.fileId };
  return { PhoneNumbers: ctx.summary?.valid ?? [] };
}

/** A scheduled send's time (unix seconds) or its error: a date and time in the chosen zone, more than a minute ahead; nothing for "now". */
export function scheduleCheck(ns: string, form: ScheduleFields, nowMs: number): { error?: FieldError; sendTime?: number } {
  if (form.timing !== 'later') return {};
  if (!form.date || !form.time) return { error: { key: 'validation.FieldRequired' } };
  const unix = wallTimeToUnix(form.date, form.time, form.zone || 'UTC');
  if (unix === null) return { error: { key: `${ns}.sending.error.scheduleInvalid` } };
  if (unix * 1000 <= nowMs + 60_000) return { error: { key: `${ns}.sending.error.schedulePast` } };
  return { sendTime: unix };
}
