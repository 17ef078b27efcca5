import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import mjml2html from 'mjml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmailDocumentText } from '../../src/contract/email/emailDocument';
import { fullDocument, starterDocument } from '../../src/contract/email/emailDocumentSamples';
import { emailDocumentToMjml } from '../../src/contract/email/emailDocumentToMjml';
import type { EmailTemplate, EmailTemplateSummary } from '../../src/contract/email/emailTemplateEntity';
import { EMAIL_TEMPLATE_VALID_DAYS, EmailTemplateStatus } from '../../src/contract/email/emailTemplateStatus';
import { RetCode } from '../../src/contract/retCodes';
import { emailTemplates } from '../../src/gateway/db/schema';
import { startTestGateway, type TestGateway } from './harness';
import { fastSms, waitFor } from './smsFixture';
import { inAnHour, md5B64, md5Hex, pngBytes } from './uploadFixture';
import { newUser } from './userFixture';

interface Grant {
  Authorization: string;
  Address: string;
  FileId: string;
}
type Rendered = { Html: string; Text: string; Variables: string[] };

/** E-mail templates and the block editor's preview (issue 13): mjml rendering, review, statuses, isolation. */
describe('e-mail templates', () => {
  let gw: TestGateway;
  let uploadDir: string;
  let alice: { token: string; userId: number };
  let bob: { token: string; userId: number };

  beforeAll(async () => {
    uploadDir = mkdtempSync(join(tmpdir(), 'email-tpl-test-'));
    // An 8 s review: 4 s Pending Review, then 4 s In Review. With 1 s each, a busy CI machine once let the
    // reviewer decide between the test seeing In Review and its edit arriving (the edit of a Rejected
    // template is allowed), 2026-11-28.
    gw = await startTestGateway({ ...fastSms({ templateReviewDelayMs: 8000 }), uploadDir });
    alice = await newUser(gw.db);
    bob = await newUser(gw.db);
  });
  afterAll(async () => {
    await gw?.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  async function upload(token: string, body: Buffer, fileType = 'image/png'): Promise<string> {
    const g = await gw.ok<Grant>('GetMediaFileSign', { ExpiryDate: inAnHour(), FileName: 'tulips.png', FileType: fileType, MD5value: md5Hex(body), FileSize: body.length, Kind: 'image' }, token);
    const res = await fetch(`${gw.url}${g.Address}`, { method: 'PUT', headers: { Authorization: g.Authorization, 'Content-MD5': md5B64(body), 'Content-Type': fileType }, body: new Uint8Array(body) });
    expect(((await res.json()) as { RetCode: number }).RetCode).toBe(0);
    return g.FileId;
  }
  const create = (token: string, over: Record<string, unknown> = {}) =>
    gw.api<EmailTemplate>('CreateUEmailTemplate', { TemplateName: 'Spring sale', Subject: 'Spring is here, {{first_name}}', Document: starterDocument(), ...over }, token);

  it('the preview is mjml\'s responsive HTML of the document, and a saved template stores exactly that HTML and text', async () => {
    const img = await upload(alice.token, pngBytes(3000));
    const doc = fullDocument(img);
    const preview = await gw.ok<Rendered>('RenderUEmailTemplate', { Subject: 'Spring is here, {{first_name}}', Document: doc }, alice.token);
    // Independently: the same MJML through mjml gives the same HTML.
    const direct = await mjml2html(emailDocumentToMjml(doc, { title: 'Spring is here, {{first_name}}', publicUrl: 'http://console.test' }), { validationLevel: 'strict', keepComments: false, fonts: {} });
    expect(preview.Html).toBe(direct.html);
    expect(preview.Html).toMatch(/^<!doctype html>/i);
    expect(preview.Html).toContain('@media only screen and (min-width:480px)');
    expect(preview.Html).toContain(`src="http://console.test/media/${img}"`);
    expect(preview.Html).toContain('Inside &lt;b&gt; a &amp; section');
    expect(preview.Html).toContain('href="{{unsubscribe_url}}"');
    expect(preview.Text).toContain('Unsubscribe: {{unsubscribe_url}}');
    expect(preview.Variables).toEqual(['first_name']);

    const saved = await gw.ok<EmailTemplate>('CreateUEmailTemplate', { TemplateName: 'Spring sale', Subject: 'Spring is here, {{first_name}}', Document: doc, Submit: false }, alice.token);
    expect(saved).toMatchObject({ Status: EmailTemplateStatus.Draft, Html: preview.Html, Text: preview.Text, Variables: ['first_name'], Document: doc });
    const [row] = await gw.db.select().from(emailTemplates).where(eq(emailTemplates.templateId, saved.TemplateId));
    expect(row!.html).toBe(preview.Html);
    expect(row!.text).toBe(preview.Text);
    expect((await gw.ok<EmailTemplate>('GetUEmailTemplate', { TemplateId: saved.TemplateId }, alice.token)).Html).toBe(preview.Html);
  });

  it('a bad document gets a clear error naming what is wrong, and saves nothing', async () => {
    const before = (await gw.ok<{ Total: number }>('QueryUEmailTemplate', {}, alice.token)).Total;
    const noFooter = starterDocument();
    noFooter.blocks.pop();
    const r1 = await create(alice.token, { Document: noFooter });
    expect(r1.RetCode).toBe(RetCode.InvalidParams);
    expect(r1.Message).toContain(EmailDocumentText.FooterRequired);
    expect(r1.Message).toContain('Document.blocks');
    const badLink = starterDocument();
    (badLink.blocks[2] as { href: string }).href = 'javascript:alert(1)';
    const r2 = await gw.api('RenderUEmailTemplate', { Document: badLink }, alice.token);
    expect(r2.RetCode).toBe(RetCode.InvalidParams);
    expect(r2.Message).toContain('Document.blocks.2.href');
    expect(r2.Message).toContain(EmailDocumentText.BadLink);
    const noSubject = await create(alice.token, { Subject: ' ' });
    expect(noSubject.RetCode).toBe(RetCode.InvalidParams);
    expect(noSubject.Message).toContain('Subject is required');
    expect((await gw.ok<{ Total: number }>('QueryUEmailTemplate', {}, alice.token)).Total).toBe(before);
  });

  it('review: Pending Review, In Review, then Passed or Rejected; editing in review is refused; a rejected one edited goes back', async () => {
    const t = (await create(alice.token)).Data!;
    expect(t.Status).toBe(EmailTemplateStatus.PendingReview);
    const seen = new Set<number>();
    const done = await waitFor(
      async () => {
        const x = await gw.ok<EmailTemplate>('GetUEmailTemplate', { TemplateId: t.TemplateId }, alice.token);
        seen.add(x.Status);
        return x;
      },
      (x) => x.Status === EmailTemplateStatus.Passed,
      60_000,
    );
    expect(done.RejectReason).toBe('');
    expect(seen.has(EmailTemplateStatus.InReview)).toBe(true);

    const bad = (await create(alice.token, { TemplateName: 'Promo', Subject: 'Win at the casino tonight' })).Data!;
    const inReview = await waitFor(() => gw.ok<EmailTemplate>('GetUEmailTemplate', { TemplateId: bad.TemplateId }, alice.token), (x) => x.Status === EmailTemplateStatus.InReview, 60_000);
    const refused = await gw.api('UpdateUEmailTemplate', { TemplateId: bad.TemplateId, TemplateName: 'Promo', Subject: 'x', Document: starterDocument() }, alice.token);
    expect(refused.RetCode).toBe(RetCode.TemplateNotEditable);
    expect(inReview.Subject).toBe('Win at the casino tonight');
    const rejected = await waitFor(() => gw.ok<EmailTemplate>('GetUEmailTemplate', { TemplateId: bad.TemplateId }, alice.token), (x) => x.Status === EmailTemplateStatus.Rejected, 60_000);
    expect(rejected.RejectReasonKey).toBe('TemplateRejectedContent');
    expect(rejected.RejectReason).not.toBe('');

    const fixed = await gw.ok<EmailTemplate>('UpdateUEmailTemplate', { TemplateId: bad.TemplateId, TemplateName: 'Promo', Subject: 'Our spring offer', Document: starterDocument() }, alice.token);
    expect(fixed).toMatchObject({ Status: EmailTemplateStatus.PendingReview, RejectReason: '' });
    await waitFor(() => gw.ok<EmailTemplate>('GetUEmailTemplate', { TemplateId: bad.TemplateId }, alice.token), (x) => x.Status === EmailTemplateStatus.Passed, 60_000);

    // Disable and enable a passed one; a draft cannot be enabled.
    expect((await gw.ok<EmailTemplateSummary>('SetUEmailTemplateStatus', { TemplateId: t.TemplateId, Status: EmailTemplateStatus.Disabled }, alice.token)).Status).toBe(EmailTemplateStatus.Disabled);
    expect((await gw.ok<EmailTemplateSummary>('SetUEmailTemplateStatus', { TemplateId: t.TemplateId, Status: EmailTemplateStatus.Passed }, alice.token)).Status).toBe(EmailTemplateStatus.Passed);
    const draft = (await create(alice.token, { Submit: false })).Data!;
    expect((await gw.api('SetUEmailTemplateStatus', { TemplateId: draft.TemplateId, Status: EmailTemplateStatus.Passed }, alice.token)).RetCode).toBe(RetCode.TemplateNotEditable);

    // A review older than its validity reads Expired, is found by the Expired filter, and an edit sends it back to review.
    await gw.db.update(emailTemplates).set({ passedAt: Date.now() - (EMAIL_TEMPLATE_VALID_DAYS + 1) * 86_400_000 }).where(eq(emailTemplates.templateId, t.TemplateId));
    expect((await gw.ok<EmailTemplate>('GetUEmailTemplate', { TemplateId: t.TemplateId }, alice.token)).Status).toBe(EmailTemplateStatus.Expired);
    const expired = await gw.ok<{ Templates: EmailTemplateSummary[] }>('QueryUEmailTemplate', { Status: EmailTemplateStatus.Expired }, alice.token);
    expect(expired.Templates.map((x) => x.TemplateId)).toEqual([t.TemplateId]);
    const passedOnly = await gw.ok<{ Templates: EmailTemplateSummary[] }>('QueryUEmailTemplate', { Status: EmailTemplateStatus.Passed }, alice.token);
    expect(passedOnly.Templates.map((x) => x.TemplateId)).toEqual([bad.TemplateId]);
    expect((await gw.api('SetUEmailTemplateStatus', { TemplateId: t.TemplateId, Status: EmailTemplateStatus.Disabled }, alice.token)).RetCode).toBe(RetCode.TemplateNotEditable);
    expect((await gw.ok<EmailTemplate>('UpdateUEmailTemplate', { TemplateId: t.TemplateId, TemplateName: 'Spring sale', Subject: 'Spring', Document: starterDocument() }, alice.token)).Status).toBe(EmailTemplateStatus.PendingReview);

    // Keyword in the name or subject; Deleted ones leave the list and cannot be read or changed.
    expect((await gw.ok<{ Templates: EmailTemplateSummary[] }>('QueryUEmailTemplate', { Keyword: 'offer' }, alice.token)).Templates.map((x) => x.TemplateId)).toEqual([bad.TemplateId]);
    expect((await gw.ok<{ Deleted: number }>('DeleteUEmailTemplate', { TemplateIds: [draft.TemplateId] }, alice.token)).Deleted).toBe(1);
    expect((await gw.api('GetUEmailTemplate', { TemplateId: draft.TemplateId }, alice.token)).RetCode).toBe(RetCode.TemplateNotFound);
    expect((await gw.api('UpdateUEmailTemplate', { TemplateId: draft.TemplateId, TemplateName: 'x', Subject: 'x', Document: starterDocument() }, alice.token)).RetCode).toBe(RetCode.TemplateNotFound);
    const deleted = await gw.ok<{ Templates: EmailTemplateSummary[] }>('QueryUEmailTemplate', { Status: EmailTemplateStatus.Deleted }, alice.token);
    expect(deleted.Templates.map((x) => x.TemplateId)).toEqual([draft.TemplateId]);
  });

  it('cross-account isolation: another account cannot read, change, disable, delete or use the images of a template', async () => {
    const img = await upload(alice.token, pngBytes(2500));
    const t = await gw.ok<EmailTemplate>('CreateUEmailTemplate', { TemplateName: 'Private', Subject: 'Only Alice', Document: fullDocument(img), Submit: false }, alice.token);
    expect((await gw.api('GetUEmailTemplate', { TemplateId: t.TemplateId }, bob.token)).RetCode).toBe(RetCode.TemplateNotFound);
    expect((await gw.api('UpdateUEmailTemplate', { TemplateId: t.TemplateId, TemplateName: 'Bob', Subject: 'x', Document: starterDocument() }, bob.token)).RetCode).toBe(RetCode.TemplateNotFound);
    expect((await gw.api('SetUEmailTemplateStatus', { TemplateId: t.TemplateId, Status: EmailTemplateStatus.Disabled }, bob.token)).RetCode).toBe(RetCode.TemplateNotFound);
    expect((await gw.ok<{ Deleted: number }>('DeleteUEmailTemplate', { TemplateIds: [t.TemplateId] }, bob.token)).Deleted).toBe(0);
    const bobs = await gw.ok<{ Total: number; Templates: EmailTemplateSummary[] }>('QueryUEmailTemplate', { Keyword: 'Private' }, bob.token);
    expect(bobs.Total).toBe(0);
    // Alice's uploaded image in Bob's document is refused, naming the image; an unknown id too.
    const stolen = await gw.api('RenderUEmailTemplate', { Document: fullDocument(img) }, bob.token);
    expect(stolen.RetCode).toBe(RetCode.InvalidParams);
    expect(stolen.Message).toContain(`/media/${img}`);
    expect((await gw.api('CreateUEmailTemplate', { TemplateName: 'Bob', Subject: 'x', Document: fullDocument(img) }, bob.token)).RetCode).toBe(RetCode.InvalidParams);
    expect((await gw.api('RenderUEmailTemplate', { Document: fullDocument('nosuchfile') }, alice.token)).RetCode).toBe(RetCode.InvalidParams);
    // Alice's template is untouched.
    expect(await gw.ok<EmailTemplate>('GetUEmailTemplate', { TemplateId: t.TemplateId }, alice.token)).toMatchObject({ TemplateName: 'Private', Status: EmailTemplateStatus.Draft });
  });

  it('a file that is not an image by its bytes cannot be shown as one', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 32)]);
    const g = await gw.ok<Grant>('GetMediaFileSign', { ExpiryDate: inAnHour(), FileName: 'x.pdf', FileType: 'application/pdf', MD5value: md5Hex(pdf), FileSize: pdf.length, Kind: 'general' }, alice.token);
    await fetch(`${gw.url}${g.Address}`, { method: 'PUT', headers: { Authorization: g.Authorization, 'Content-MD5': md5B64(pdf), 'Content-Type': 'application/pdf' }, body: new Uint8Array(pdf) });
    const r = await gw.api('RenderUEmailTemplate', { Document: fullDocument(g.FileId) }, alice.token);
    expect(r.RetCode).toBe(RetCode.InvalidParams);
    expect(r.Message).toContain(`/media/${g.FileId}`);
  });
});
