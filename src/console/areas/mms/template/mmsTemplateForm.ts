import { MMS_SUBJECT_MAX, MMS_TEXT_MAX } from '../../../../contract/mms/mmsConstants';

/** The MMS template form's values (the uploaded image by FileId, and its address for the preview). */
export interface MmsTemplateForm {
  name: string;
  subject: string;
  text: string;
  remark: string;
  mediaFileId: string;
  mediaUrl: string;
}

export interface FieldError {
  key: string;
  values?: Record<string, unknown>;
}

/** The form's own checks, with the gateway's limits (contract/mms/mmsConstants.ts); the gateway checks again. */
export function mmsTemplateErrors(f: MmsTemplateForm): Partial<Record<'name' | 'subject' | 'text' | 'mediaFileId', FieldError>> {
  const out: Partial<Record<'name' | 'subject' | 'text' | 'mediaFileId', FieldError>> = {};
  if (f.name.trim() === '') out.name = { key: 'mms.template.form.nameRequired' };
  if (f.subject.trim() === '') out.subject = { key: 'mms.template.form.subjectRequired' };
  else if (f.subject.trim().length > MMS_SUBJECT_MAX) out.subject = { key: 'mms.template.form.subjectTooLong', values: { max: MMS_SUBJECT_MAX } };
  if (f.text.trim() === '') out.text = { key: 'mms.template.form.textRequired' };
  else if (f.text.length > MMS_TEXT_MAX) out.text = { key: 'mms.template.form.textTooLong', values: { max: MMS_TEXT_MAX } };
  if (f.mediaFileId === '') out.mediaFileId = { key: 'mms.template.form.imageRequired' };
  return out;
}
