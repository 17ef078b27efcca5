import { describe, expect, it } from 'vitest';
import { emptyVmsForm, validateVmsSend } from './vmsSendForm';

const summary = { entries: 2, valid: ['+12025550100', '+12025550101'], invalid: [], duplicate: 0, unsupported: 0, byCountry: { US: 2 } } as never;
const ctx = { summary, audience: null, checking: false, estimate: 632, available: 10_000, nowMs: Date.now(), fileId: null };

describe('validateVmsSend', () => {
  it('asks for a template and a special call-out number, and refuses a malformed one', () => {
    const form = { ...emptyVmsForm('UTC'), callOut: 'special' as const };
    expect(validateVmsSend(form, ctx).errors).toEqual({ templateId: { key: 'vms.sending.error.templateRequired' }, callOutNumber: { key: 'vms.sending.error.callOutRequired' } });
    expect(validateVmsSend({ ...form, templateId: 't', callOutNumber: '12ab' }, ctx).errors).toEqual({ callOutNumber: { key: 'vms.sending.error.callOutInvalid' } });
  });
  it('makes the AddUVMSSendTask parameters: call period, call-out number and the checked numbers', () => {
    const r = validateVmsSend({ ...emptyVmsForm('UTC', 't1'), callOut: 'special', callOutNumber: '+1 202 555 0000' }, ctx);
    expect(r.params).toMatchObject({ TemplateId: 't1', CallPeriod: 2, CallOutType: 2, CallOutNumber: '+1 202 555 0000', PhoneNumbers: ['+12025550100', '+12025550101'], TimeZone: 'UTC' });
    expect(validateVmsSend({ ...emptyVmsForm('UTC', 't1'), callPeriod: 'allDay' }, ctx).params).toMatchObject({ CallPeriod: 1, CallOutType: 1, CallOutNumber: undefined });
  });
  it('refuses a send the voice wallet cannot cover', () => {
    expect(validateVmsSend(emptyVmsForm('UTC', 't1'), { ...ctx, available: 100 }).errors).toEqual({ balance: { key: 'vms.sending.error.insufficient' } });
  });
});
