import { describe, expect, it } from 'vitest';
import { emptyMmsForm, type MmsSendContext, validateMmsSend } from './mmsSendForm';

const summary = { entries: 2, valid: ['+12025550100', '+12025550101'], byCountry: { US: 2 }, duplicate: 0, invalid: 0, unsupported: 0, invalidExamples: [] };
const ctx: MmsSendContext = { summary, audience: null, checking: false, variables: [1, 2], estimate: 474, available: 10_000, nowMs: Date.UTC(2026, 10, 28), fileId: null };
const form = { ...emptyMmsForm('UTC', 'UTA1'), recipientsText: '+12025550100, +12025550101', templateParams: ['Ann', 'Monday'], senderId: 'Clinic' };

describe('validateMmsSend', () => {
  it('answers the AddUMMSSendTask parameters of a complete form', () => {
    expect(validateMmsSend(form, ctx)).toEqual({
      errors: {},
      params: { TaskName: undefined, CountryCode: undefined, TemplateId: 'UTA1', TemplateParams: ['Ann', 'Monday'], SenderId: 'Clinic', SendTime: undefined, TimeZone: 'UTC', Tags: [], PhoneNumbers: summary.valid },
    });
  });
  it('names the missing template, variables, bad sender ID and a short wallet', () => {
    expect(validateMmsSend({ ...form, templateId: '' }, ctx).errors.templateId).toEqual({ key: 'mms.sending.error.templateRequired' });
    expect(validateMmsSend({ ...form, templateParams: ['Ann'] }, ctx).errors.templateParams).toEqual({ key: 'mms.sending.error.completeVariables', values: { list: '{{2}}' } });
    expect(validateMmsSend({ ...form, senderId: 'x!' }, ctx).errors.senderId).toEqual({ key: 'mms.sending.error.senderId' });
    expect(validateMmsSend(form, { ...ctx, available: 100 }).errors.balance).toEqual({ key: 'mms.sending.error.insufficient' });
    expect(validateMmsSend(form, { ...ctx, summary: null }).params).toBeNull();
  });
  it('sends an uploaded file by FileId and a group by GroupId', () => {
    expect(validateMmsSend({ ...form, source: 'file' }, { ...ctx, fileId: 'F1' }).params).toMatchObject({ FileId: 'F1' });
    const audience = { kind: 'Group' as const, id: 'G1', name: 'Patients', members: 3, reachable: 2, recipients: 2, byCountry: { US: 2 }, unsupported: 0, asOf: 0 };
    const p = validateMmsSend({ ...form, source: 'group', audienceId: 'G1' }, { ...ctx, audience: audience as unknown as MmsSendContext['audience'] }).params;
    expect(p).toMatchObject({ GroupId: 'G1' });
    expect(p).not.toHaveProperty('PhoneNumbers');
  });
});
