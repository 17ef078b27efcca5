import { describe, expect, it } from 'vitest';
import { MMS_SUBJECT_MAX } from '../../../../contract/mms/mmsConstants';
import { mmsTemplateErrors } from './mmsTemplateForm';

const ok = { name: 'Reminder', subject: 'Your appointment', text: 'See you on {{1}}', remark: '', mediaFileId: 'f1', mediaUrl: '/media/f1' };

describe('mmsTemplateErrors', () => {
  it('passes a complete form', () => {
    expect(mmsTemplateErrors(ok)).toEqual({});
  });
  it('names each missing part, the image included', () => {
    expect(mmsTemplateErrors({ ...ok, name: ' ', subject: '', text: '', mediaFileId: '' })).toEqual({
      name: { key: 'mms.template.form.nameRequired' },
      subject: { key: 'mms.template.form.subjectRequired' },
      text: { key: 'mms.template.form.textRequired' },
      mediaFileId: { key: 'mms.template.form.imageRequired' },
    });
  });
  it('refuses a subject over the limit', () => {
    expect(mmsTemplateErrors({ ...ok, subject: 'x'.repeat(MMS_SUBJECT_MAX + 1) }).subject).toEqual({ key: 'mms.template.form.subjectTooLong', values: { max: MMS_SUBJECT_MAX } });
  });
});
