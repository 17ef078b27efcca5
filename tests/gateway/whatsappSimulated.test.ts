import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WhatsAppNumber, WhatsAppTemplate } from '../../src/contract/entities/whatsapp';
import { RetCode } from '../../src/contract/retCodes';
import { WhatsAppTemplateText } from '../../src/contract/whatsapp/templateRules';
import { configFromEnv } from '../../src/gateway/config';
import { startTestGateway, type TestGateway } from './harness';
import { until } from './paymentFixture';
import { newUser } from './userFixture';

const body = 'Hello {{1}}, your order {{2}} has shipped and will arrive tomorrow morning.';

describe('WhatsApp with the simulated provider (the embedded default)', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    const base = configFromEnv({});
    expect(base.whatsapp.provider).toBe('simulated');
    gw = await startTestGateway({ whatsapp: { ...base.whatsapp, simReviewMs: 300 } });
  });
  afterAll(async () => gw.close());

  const list = (token: string) => gw.ok<{ Total: number; Templates: WhatsAppTemplate[] }>('ListWhatsAppTemplates', {}, token);
  const reviewed = (token: string, id: string) =>
    until(`template ${id} reviewed`, async () => {
      const t = (await list(token)).Templates.find((x) => x.TemplateId === id);
      return t && t.Status !== 'PENDING' ? t : null;
    });

  it('gives each account its own business account with a connected number, green quality and the 1K tier', async () => {
    const a = await newUser(gw.db);
    const b = await newUser(gw.db);
    const na = await gw.ok<{ WabaId: string; Numbers: WhatsAppNumber[] }>('ListWhatsAppNumbers', {}, a.token);
    const nb = await gw.ok<{ WabaId: string; Numbers: WhatsAppNumber[] }>('ListWhatsAppNumbers', {}, b.token);
    expect(na.WabaId).toMatch(/^\d{15}$/);
    expect(nb.WabaId).not.toBe(na.WabaId);
    expect(na.Numbers).toHaveLength(1);
    expect(na.Numbers[0]).toMatchObject({ DisplayName: 'Demo Business', QualityRating: 'GREEN', MessagingLimitTier: 'TIER_1K', TierLimit: 1000, Status: 'CONNECTED', WabaId: na.WabaId });
    expect((await gw.ok<{ WabaId: string }>('ListWhatsAppNumbers', {}, a.token)).WabaId).toBe(na.WabaId);
  });

  it('refuses a template that breaks a rule with the rule\'s message, and approves a valid one after the review delay', async () => {
    const u = await newUser(gw.db);
    const bad = await gw.api('CreateWhatsAppTemplate', { Name: 'shipping', Language: 'en_US', Category: 'UTILITY', Body: 'Your order has shipped, tracking number {{1}}', BodySamples: ['Z9'] }, u.token);
    expect([bad.RetCode, bad.Message]).toEqual([RetCode.InvalidParams, `Body: ${WhatsAppTemplateText.VariableAtEnd}`]);
    const auth = await gw.api('CreateWhatsAppTemplate', { Name: 'otp', Language: 'en_US', Category: 'AUTHENTICATION', Body: '{{1}} is your verification code.', BodySamples: ['1'], CodeExpiryMinutes: 120 }, u.token);
    expect([auth.RetCode, auth.Message]).toEqual([RetCode.InvalidParams, `CodeExpiryMinutes: ${WhatsAppTemplateText.CodeExpiry}`]);
    expect((await list(u.token)).Total).toBe(0);
    const made = await gw.ok<WhatsAppTemplate>('CreateWhatsAppTemplate', { Name: 'shipping', Language: 'en_US', Category: 'UTILITY', Body: body, BodySamples: ['Ana', 'A-1'] }, u.token);
    expect(made.Status).toBe('PENDING');
    const done = await reviewed(u.token, made.TemplateId);
    expect([done.Status, done.Reason, done.Body, done.BodySamples]).toEqual(['APPROVED', '', body, ['Ana', 'A-1']]);
    const notes = await gw.ok<{ Notifications: Array<{ Kind: string; Params: Record<string, unknown>; Link: string }> }>('DescribeNotifications', {}, u.token);
    expect(notes.Notifications.map((n) => [n.Kind, n.Params, n.Link])).toEqual([['WhatsAppTemplateApproved', { TemplateId: made.TemplateId, TemplateName: 'shipping', Language: 'en_US' }, '/whatsapp/template']]);
    const dup = await gw.api('CreateWhatsAppTemplate', { Name: 'shipping', Language: 'en_US', Category: 'UTILITY', Body: body, BodySamples: ['Ana', 'A-1'] }, u.token);
    expect(dup.RetCode).toBe(RetCode.WhatsAppTemplateExists);
    // The same name in another language is another template.
    await gw.ok('CreateWhatsAppTemplate', { Name: 'shipping', Language: 'es', Category: 'UTILITY', Body: 'Hola {{1}}, tu pedido {{2}} ya fue enviado y llega mañana.', BodySamples: ['Ana', 'A-1'] }, u.token);
  });

  it('rejects abusive content, takes an edit back to review, and deletes', async () => {
    const u = await newUser(gw.db);
    const made = await gw.ok<WhatsAppTemplate>('CreateWhatsAppTemplate', { Name: 'promo', Language: 'en_US', Category: 'MARKETING', Body: 'Win big at our casino tonight, friends!' }, u.token);
    const rejected = await reviewed(u.token, made.TemplateId);
    expect([rejected.Status, rejected.Reason]).toEqual(['REJECTED', 'ABUSIVE_CONTENT']);
    const edited = await gw.ok<WhatsAppTemplate>('UpdateWhatsAppTemplate', { TemplateId: made.TemplateId, Category: 'MARKETING', Body: 'Our spring sale starts tonight, friends!', Footer: 'Reply STOP to opt out' }, u.token);
    expect([edited.Status, edited.Footer]).toEqual(['PENDING', 'Reply STOP to opt out']);
    expect((await reviewed(u.token, made.TemplateId)).Status).toBe('APPROVED');
    const notes = await gw.ok<{ Notifications: Array<{ Kind: string }> }>('DescribeNotifications', {}, u.token);
    expect(notes.Notifications.map((n) => n.Kind)).toEqual(['WhatsAppTemplateApproved', 'WhatsAppTemplateRejected']);
    expect(await gw.ok('DeleteWhatsAppTemplate', { TemplateId: made.TemplateId }, u.token)).toEqual({ Deleted: 1 });
    expect((await list(u.token)).Total).toBe(0);
  });

  it('imports a template by hand only when it has no parameters', async () => {
    const u = await newUser(gw.db);
    await gw.ok('CreateWhatsAppTemplate', { Name: 'with_vars', Language: 'en_US', Category: 'UTILITY', Body: body, BodySamples: ['Ana', 'A-1'] }, u.token);
    await gw.ok('CreateWhatsAppTemplate', { Name: 'plain', Language: 'en_US', Category: 'UTILITY', Body: 'Thank you for your order with us.' }, u.token);
    const refused = await gw.api('ImportWhatsAppTemplate', { Name: 'with_vars', Language: 'en_US' }, u.token);
    expect([refused.RetCode, refused.Message]).toEqual([RetCode.InvalidParams, `Name: ${WhatsAppTemplateText.ManualImportParameters}`]);
    expect(await gw.ok('ImportWhatsAppTemplate', { Name: 'plain', Language: 'en_US' }, u.token)).toMatchObject({ Name: 'plain', Body: 'Thank you for your order with us.' });
    expect((await gw.api('ImportWhatsAppTemplate', { Name: 'missing', Language: 'en_US' }, u.token)).RetCode).toBe(RetCode.TemplateNotFound);
  });
});
