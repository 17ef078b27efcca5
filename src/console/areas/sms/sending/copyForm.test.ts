import { describe, expect, it } from 'vitest';
import type { SmsTask } from '../../../../contract/entities/sms';
import { copyTaskIdOf } from '../../../messaging/core/sending/useTaskCopy';
import { COPY_PASTE_MAX, formFromCopy } from './copyForm';

const task: SmsTask = {
  TaskId: 'tk_1', SessionNo: 's1', AccountId: 'p1', TaskName: 'Flash sale', Tags: ['spring', 'vip'], Status: 3, SenderId: 'Acme', Content: 'Flash sale tonight',
  TemplateId: 'tp_1', CountryCode: 'US', SendTime: 1_790_003_600, TimeZone: 'Asia/Shanghai', IsTest: false, CreateTime: 1_790_000_000, FinishTime: 1_790_003_700,
  Submitted: 2, Invalid: 0, Duplicate: 0, Unsupported: 0, Succeeded: 1, Failed: 1, Unknown: 0, SubmitFailed: 0, Pending: 0, Segments: 2, EstimatedCost: 158, ChargedAmount: 158, RetryOf: null, Audience: null,
};

describe('a copy of a task on the sending page', () => {
  it('takes content (as sent), sender, name, tags, country and numbers; the schedule is cleared', () => {
    const { form, upload } = formFromCopy({ task, addresses: ['+12025550101', '+12025550110'] }, 'Europe/London');
    expect(upload).toBeNull();
    expect(form).toMatchObject({
      source: 'paste',
      recipientsText: '+12025550101\n+12025550110',
      country: 'US',
      countryAuto: false,
      senderId: 'Acme',
      taskName: 'Flash sale',
      tags: 'spring, vip',
      mode: 'free',
      content: 'Flash sale tonight',
      timing: 'now',
      date: '',
      time: '',
      zone: 'Europe/London',
    });
  });

  it('hands a long list over as a text file, checked like an uploaded one', async () => {
    const addresses = Array.from({ length: COPY_PASTE_MAX + 1 }, (_, i) => `+1202555${String(i).padStart(4, '0')}`);
    const { form, upload } = formFromCopy({ task: { ...task, CountryCode: '' }, addresses }, 'UTC');
    expect(form).toMatchObject({ source: 'file', recipientsText: '', countryAuto: true });
    expect(upload).toMatchObject({ name: 'tk_1-recipients.txt', restored: null });
    expect((await upload!.file!.text()).split('\n')).toEqual(addresses);
  });

  it('reads the task to copy from the query', () => {
    expect(copyTaskIdOf('?copy=tk_1')).toBe('tk_1');
    expect(copyTaskIdOf('?task=tk_1')).toBeNull();
    expect(copyTaskIdOf('')).toBeNull();
    expect(copyTaskIdOf(`?copy=${'x'.repeat(65)}`)).toBeNull();
  });
});
