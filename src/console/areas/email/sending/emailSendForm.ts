import { EMAIL_FILE_MAX_BYTES, EMAIL_RECIPIENTS_MAX, EMAIL_TEST_MAX, hasEmailVariables, testAddressLines } from '../../../../contract/email/emailSendingRules';
import { isEmail } from '../../../../contract/validation/rules';
import type { ScheduleFields } from '../../../messaging/core/sending/ScheduleCard';
import { wallTimeToUnix } from '../../../messaging/core/sending/scheduleTime';
import type { RecipientSource } from '../../../messaging/core/sending/useRecipientCheck';

/** The e-mail sending form as typed (/email/sending). */
export interface EmailSendForm extends ScheduleFields {
  senderId: string;
  subject: string;
  content: string;
  contentText: string;
  taskName: string;
  source: RecipientSource;
  recipientsText: string;
  audienceId: string;
  testText: string;
}

export type EmailSendField = 'senderId' | 'subject' | 'content' | 'recipients' | 'schedule' | 'test';
export interface FieldError {
  key: string;
  values?: Record<string, unknown>;
}

export const emptyEmailForm = (): EmailSendForm => ({
  senderId: '',
  subject: '',
  content: '',
  contentText: '',
  taskName: '',
  source: 'paste',
  recipientsText: '',
  audienceId: '',
  testText: '',
  timing: 'now',
  date: '',
  time: '',
  zone: '',
});

/** Typed addresses: split on lines, commas, semicolons and spaces; valid ones once each (lower case), the rest counted. */
export function typedAddresses(text: string): { valid: string[]; invalid: number; duplicate: number } {
  const seen = new Set<string>();
  let invalid = 0;
  let duplicate = 0;
  for (const raw of text.split(/[\s,;]+/)) {
    const a = raw.trim().replace(/^<|>$/g, '').toLowerCase();
    if (!a) continue;
    if (!isEmail(a)) invalid++;
    else if (seen.has(a)) duplicate++;
    else seen.add(a);
  }
  return { valid: [...seen], invalid, duplicate };
}

/** A chosen recipient file's problem (20 MB for e-mail), or null. */
export function fileProblem(file: File | null): FieldError | null {
  if (!file) return { key: 'email.sending.error.recipients' };
  if (file.size > EMAIL_FILE_MAX_BYTES) return { key: 'email.sending.error.fileTooLarge', values: { mb: EMAIL_FILE_MAX_BYTES / 1024 / 1024 } };
  if (!/\.(txt|csv|xlsx)$/i.test(file.name)) return { key: 'email.sending.error.fileType' };
  return null;
}

const content = (f: EmailSendForm) => ({ SenderId: f.senderId, Subject: f.subject.trim(), Content: f.content, ...(f.contentText.trim() ? { ContentText: f.contentText } : {}) });

function contentErrors(f: EmailSendForm): Partial<Record<EmailSendField, FieldError>> {
  const errors: Partial<Record<EmailSendField, FieldError>> = {};
  if (!f.senderId) errors.senderId = { key: 'email.sending.error.sender' };
  if (!f.subject.trim()) errors.subject = { key: 'email.sending.error.subject' };
  if (!f.content.trim()) errors.content = { key: 'email.sending.error.content' };
  return errors;
}

/**
 * The send's params, or what is wrong field by field (spec 001 §5: 'Subject is required', 'Please
 * select recipients.'; a later send must be in the future in its zone).
 */
export function validateEmailSend(f: EmailSendForm, o: { file: File | null; fileId: string | null; nowMs: number }) {
  const errors = contentErrors(f);
  let recipients: Record<string, unknown> = {};
  if (f.source === 'paste') {
    const typed = typedAddresses(f.recipientsText);
    if (typed.valid.length === 0) errors.recipients = { key: 'email.sending.error.recipients' };
    else if (typed.valid.length > EMAIL_RECIPIENTS_MAX) errors.recipients = { key: 'email.sending.error.tooMany', values: { max: EMAIL_RECIPIENTS_MAX } };
    recipients = { Emails: typed.valid };
  } else if (f.source === 'file') {
    const problem = fileProblem(o.file) ?? (o.fileId ? null : { key: 'email.sending.error.fileNotUploaded' });
    if (problem) errors.recipients = problem;
    recipients = { FileId: o.fileId ?? '' };
  } else {
    if (!f.audienceId) errors.recipients = { key: 'email.sending.error.recipients' };
    recipients = f.source === 'group' ? { GroupId: f.audienceId } : { SegmentId: f.audienceId };
  }
  let sendTime: number | undefined;
  if (f.timing === 'later') {
    const at = wallTimeToUnix(f.date, f.time, f.zone || 'UTC');
    if (at === null || at * 1000 <= o.nowMs) errors.schedule = { key: 'email.sending.error.schedulePast' };
    else sendTime = at;
  }
  if (Object.keys(errors).length > 0) return { errors, params: null };
  return {
    errors,
    params: { ...recipients, ...content(f), ...(f.taskName.trim() ? { TaskName: f.taskName.trim() } : {}), ...(sendTime !== undefined ? { SendTime: sendTime } : {}), TimeZone: f.zone || 'UTC' },
  };
}

/** A test e-mail's params: at most 5 valid addresses, one per line, and no variables in the subject or content (spec 001 §5). */
export function validateEmailTest(f: EmailSendForm) {
  const errors = contentErrors(f);
  const lines = testAddressLines(f.testText);
  if (lines.length === 0) errors.test = { key: 'email.sending.error.testRequired' };
  else if (lines.length > EMAIL_TEST_MAX) errors.test = { key: 'email.sending.error.testMax', values: { max: EMAIL_TEST_MAX } };
  else if (lines.some((l) => !isEmail(l))) errors.test = { key: 'email.sending.error.testInvalid' };
  else if (hasEmailVariables(f.subject, f.content, f.contentText)) errors.test = { key: 'email.sending.error.testVariables' };
  if (Object.keys(errors).length > 0) return { errors, params: null };
  return { errors, params: { Emails: lines, ...content(f) } };
}
