import { describe, expect, it } from 'vitest';
import { bodyVariables, emptyWhatsAppForm, validateWhatsAppSend, type WhatsAppSendContext } from './whatsappSendForm';

const summary = { entries: 2, valid: ['+12025550101', '+12025550102'], invalid: [], duplicates: 0, unsupported: [], byCountry: { US: 2 } } as unknown as WhatsAppSendContext['summary'];
const ctx: WhatsAppSendContext = { summary, audience: null, checking: false, variables: [1, 2], estimate: 500, available: 10_000, nowMs: Date.UTC(2026, 10, 28), fileId: null };

describe('validateWhatsAppSend', () => {
  it('names each missing part: template, its variables, the number, and a short wallet', () => {
    expect(validateWhatsAppSend(emptyWhatsAppForm('UTC'), { ...ctx, variables: null }).errors).toMatchObject({ templateId: { key: 'whatsapp.sending.error.templateRequired' }, phoneNumberId: { key: 'whatsapp.sending.error.numberRequired' } });
    const form = { ...emptyWhatsAppForm('UTC', 'T1'), recipientsText: 'x', templateParams: ['Ana'], phoneNumberId: 'pn1' };
    expect(validateWhatsAppSend(form, ctx).errors).toEqual({ templateParams: { key: 'whatsapp.sending.error.completeVariables', values: { list: '{{2}}' } } });
    expect(validateWhatsAppSend({ ...form, templateParams: ['Ana', 'A-1'] }, { ...ctx, available: 100 }).errors).toEqual({ balance: { key: 'whatsapp.sending.error.insufficient' } });
  });

  it('answers the send parameters: the numbers, the template with its parameters in order, the number sent from', () => {
    const form = { ...emptyWhatsAppForm('Europe/Berlin', 'T1'), templateParams: [' Ana ', 'A-1'], phoneNumberId: 'pn1', taskName: 'Autumn' };
    expect(validateWhatsAppSend(form, ctx).params).toEqual({ TaskName: 'Autumn', CountryCode: undefined, TemplateId: 'T1', TemplateParams: ['Ana', 'A-1'], PhoneNumberId: 'pn1', SendTime: undefined, TimeZone: 'Europe/Berlin', Tags: [], PhoneNumbers: ['+12025550101', '+12025550102'] });
    expect(validateWhatsAppSend({ ...form, source: 'segment', audienceId: 'SEG1' }, { ...ctx, audience: { recipients: 3 } as WhatsAppSendContext['audience'] }).params).toMatchObject({ SegmentId: 'SEG1' });
  });

  it('finds a body\'s variables once each, in order', () => {
    expect(bodyVariables('Hi {{2}} and {{1}}, {{ 2 }} again')).toEqual([1, 2]);
  });
});
