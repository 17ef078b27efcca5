import { describe, expect, it } from 'vitest';
import { SMS_TRIAL_TEST_CONTENT } from '../../../../contract/sms/smsConstants';
import { areaTexts } from '../areaTexts';
import { emptyForm, type SendForm } from './sendForm';
import { contractErrorKey, type SendContext, validateSend, validateTestSend } from './validateSend';

const now = Date.parse('2026-05-01T10:00:00Z');
const summary = { entries: 3, valid: ['+14155550199', '+14155550198', '+14155550197'], byCountry: { US: 3 }, duplicate: 0, invalid: 0, unsupported: 0, invalidExamples: [] };
const ctx: SendContext = { summary, checking: false, templateVariables: null, supported: new Set(['US', 'GB']), trial: false, estimate: 237, available: 1_000_000, nowMs: now };
const form: SendForm = { ...emptyForm('America/New_York'), country: 'US', content: 'Spring sale: 20% off' };

function hasKey(key: string): boolean {
  const [, ...path] = key.split('.');
  let o: unknown = areaTexts.en;
  for (const p of path) o = (o as Record<string, unknown>)?.[p];
  return typeof o === 'string';
}

describe('validation before sending', () => {
  it('answers the parameters of a valid send now', () => {
    const r = validateSend({ ...form, tags: 'spring, vip', senderId: 'Shop01', taskName: 'Spring' }, ctx);
    expect(r.errors).toEqual({});
    expect(r.params).toMatchObject({ PhoneNumbers: summary.valid, CountryCode: 'US', Content: 'Spring sale: 20% off', SenderId: 'Shop01', TaskName: 'Spring', Tags: ['spring', 'vip'], TimeZone: 'America/New_York', IsTest: false });
    expect(r.params?.SendTime).toBeUndefined();
  });

  it('converts the schedule in the chosen zone', () => {
    const r = validateSend({ ...form, timing: 'later', date: '2026-05-02', time: '09:00' }, ctx);
    expect(r.params?.SendTime).toBe(Date.parse('2026-05-02T13:00:00Z') / 1000);
    expect(validateSend({ ...form, timing: 'later', date: '2026-05-01', time: '05:00' }, ctx).errors.schedule?.key).toBe('sms.sending.error.schedulePast');
    expect(validateSend({ ...form, timing: 'later', date: '', time: '' }, ctx).errors.schedule?.key).toBe('validation.FieldRequired');
  });

  it('puts the spec texts next to the fields', () => {
    const r = validateSend({ ...form, country: '', content: '', senderId: 'ab', taskName: 'a;b' }, { ...ctx, summary: null });
    expect(r.params).toBeNull();
    expect(r.errors.recipients?.key).toBe('validation.PhoneRequired');
    expect(r.errors.country?.key).toBe('validation.CountryRequired');
    expect(r.errors.content?.key).toBe('validation.FieldRequired');
    const s = validateSend({ ...form, senderId: 'ab', taskName: 'a;b' }, ctx);
    expect(s.errors.senderId?.key).toBe('sms.sending.error.senderId');
    expect(s.errors.taskName?.key).toBe('validation.ForbiddenCharacters');
    expect(validateSend({ ...form, tags: 'a,b,c,d,e,f,g,h,i,j,k' }, ctx).errors.tags?.key).toBe('sms.sending.error.tooManyTags');
    expect(validateSend({ ...form, tags: 'x'.repeat(33) }, ctx).errors.tags?.key).toBe('sms.sending.error.tagTooLong');
    expect(validateSend({ ...form, tags: 'it\'s' }, ctx).errors.tags?.key).toBe('validation.ForbiddenCharacters');
  });

  it('blocks while checking, without valid numbers, on unsupported countries and short balance', () => {
    expect(validateSend(form, { ...ctx, checking: true }).errors.recipients?.key).toBe('sms.sending.error.stillChecking');
    expect(validateSend(form, { ...ctx, summary: { ...summary, valid: [], byCountry: {}, invalid: 3 } }).errors.recipients?.key).toBe('sms.sending.error.noValid');
    expect(validateSend({ ...form, country: 'KP' }, ctx).errors.country?.key).toBe('sms.sending.error.countryUnsupported');
    expect(validateSend(form, { ...ctx, available: 100 }).errors.balance?.key).toBe('sms.sending.error.insufficient');
  });

  it('asks for every template variable', () => {
    const t: SendForm = { ...form, mode: 'template', templateId: 'tpl-1', templateParams: ['Ann'] };
    const r = validateSend(t, { ...ctx, templateVariables: [1, 2] });
    expect(r.errors.templateParams).toEqual({ key: 'sms.sending.error.completeVariables', values: { list: '{{2}}' } });
    const ok = validateSend({ ...t, templateParams: ['Ann', '42'] }, { ...ctx, templateVariables: [1, 2] });
    expect(ok.params).toMatchObject({ TemplateId: 'tpl-1', TemplateParams: ['Ann', '42'], Content: undefined });
    expect(validateSend({ ...t, templateId: '' }, ctx).errors.templateId?.key).toBe('sms.sending.error.templateRequired');
  });

  it('holds trial accounts to the test content and quota', () => {
    const trial = { ...ctx, trial: true, available: 0 };
    expect(validateSend(form, trial).errors.content?.key).toBe('sms.sending.error.trialContent');
    const ok = validateSend({ ...form, content: SMS_TRIAL_TEST_CONTENT }, { ...trial, summary: { ...summary, valid: ['+14155550199'], byCountry: { US: 1 } } });
    expect(ok.errors).toEqual({});
    const many = { ...summary, valid: Array.from({ length: 6 }, (_v, i) => `+1415555019${i}`) };
    expect(validateSend({ ...form, content: SMS_TRIAL_TEST_CONTENT }, { ...trial, summary: many }).errors.recipients?.key).toBe('sms.sending.error.trialQuota');
  });

  it('checks a test send: 1 to 5 numbers, IsTest', () => {
    const tctx = { templateVariables: null, supported: ctx.supported, trial: false, nowMs: now };
    const r = validateTestSend('+14155550199, +14155550198\n+14155550199', form, tctx);
    expect(r.params).toMatchObject({ PhoneNumbers: ['+14155550199', '+14155550198'], IsTest: true });
    expect(validateTestSend('', form, tctx).errors.testNumbers?.key).toBe('validation.PhoneRequired');
    expect(validateTestSend('1,2,3,4,5,6', form, tctx).errors.testNumbers?.key).toBe('sms.sending.error.testTooMany');
    expect(validateTestSend('abc', form, tctx).errors.testNumbers?.key).toBe('validation.PhoneInvalid');
  });

  it('maps contract messages to keys this page defines', () => {
    expect(contractErrorKey('Sender ID must be 3-11 letters or digits').key).toBe('sms.sending.error.senderId');
    expect(contractErrorKey('Country is required').key).toBe('validation.CountryRequired');
    for (const key of ['senderId', 'contentTooLong', 'tooMany', 'testTooMany', 'invalid', 'stillChecking', 'noValid', 'trialQuota', 'trialContent', 'countryUnsupported', 'templateRequired', 'completeVariables', 'scheduleInvalid', 'schedulePast', 'insufficient', 'tooManyTags', 'tagTooLong']) {
      expect(hasKey(`sms.sending.error.${key}`), key).toBe(true);
    }
  });
});
