import { describe, expect, it } from 'vitest';
import { emptyEmailForm, typedAddresses, validateEmailSend, validateEmailTest } from './emailSendForm';

const filled = { ...emptyEmailForm(), senderId: 'ESND1', subject: 'Sale', content: '<p>Hi</p>', recipientsText: 'a@x.example\nA@x.example, bad\nb@x.example', zone: 'Asia/Shanghai' };
const now = Date.UTC(2026, 10, 28, 4, 0);

describe('e-mail sending form', () => {
  it('counts typed addresses: valid once each, duplicates and invalid ones apart', () => {
    expect(typedAddresses(filled.recipientsText)).toEqual({ valid: ['a@x.example', 'b@x.example'], invalid: 1, duplicate: 1 });
  });
  it('names each missing field with the spec texts', () => {
    const r = validateEmailSend(emptyEmailForm(), { file: null, fileId: null, nowMs: now });
    expect(r.params).toBeNull();
    expect(Object.fromEntries(Object.entries(r.errors).map(([k, v]) => [k, v.key]))).toEqual({
      senderId: 'email.sending.error.sender',
      subject: 'email.sending.error.subject',
      content: 'email.sending.error.content',
      recipients: 'email.sending.error.recipients',
    });
    expect(validateEmailSend({ ...filled, source: 'group' }, { file: null, fileId: null, nowMs: now }).errors.recipients?.key).toBe('email.sending.error.recipients');
  });
  it('builds the params of a send now and of a send later in a zone', () => {
    expect(validateEmailSend(filled, { file: null, fileId: null, nowMs: now }).params).toEqual({ Emails: ['a@x.example', 'b@x.example'], SenderId: 'ESND1', Subject: 'Sale', Content: '<p>Hi</p>', TimeZone: 'Asia/Shanghai' });
    const later = validateEmailSend({ ...filled, timing: 'later', date: '2026-11-29', time: '09:30' }, { file: null, fileId: null, nowMs: now });
    expect(later.params?.SendTime).toBe(Date.UTC(2026, 10, 29, 1, 30) / 1000);
    expect(validateEmailSend({ ...filled, timing: 'later', date: '2026-11-27', time: '09:30' }, { file: null, fileId: null, nowMs: now }).errors.schedule?.key).toBe('email.sending.error.schedulePast');
  });
  it('refuses a file over 20 MB and sends an uploaded one by FileId', () => {
    const big = { name: 'list.csv', size: 21 * 1024 * 1024 } as File;
    expect(validateEmailSend({ ...filled, source: 'file' }, { file: big, fileId: 'F1', nowMs: now }).errors.recipients?.key).toBe('email.sending.error.fileTooLarge');
    const small = { name: 'list.csv', size: 100 } as File;
    expect(validateEmailSend({ ...filled, source: 'file' }, { file: small, fileId: 'F1', nowMs: now }).params).toMatchObject({ FileId: 'F1' });
  });
  it('tests go to at most 5 valid addresses, one per line, and never with variables', () => {
    expect(validateEmailTest({ ...filled, testText: 'a@x.example\n\nb@x.example' }).params?.Emails).toEqual(['a@x.example', 'b@x.example']);
    expect(validateEmailTest({ ...filled, testText: Array.from({ length: 6 }, (_, i) => `t${i}@x.example`).join('\n') }).errors.test?.key).toBe('email.sending.error.testMax');
    expect(validateEmailTest({ ...filled, testText: 'a@x.example, b@x.example' }).errors.test?.key).toBe('email.sending.error.testInvalid');
    expect(validateEmailTest({ ...filled, content: '<p>Hi {{name}}</p>', testText: 'a@x.example' }).errors.test?.key).toBe('email.sending.error.testVariables');
  });
});
