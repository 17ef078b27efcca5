import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoiceAudio, VoiceTemplate } from '../../src/contract/entities/vms';
import { RetCode } from '../../src/contract/retCodes';
import { VoiceFileStatus } from '../../src/contract/vms/voiceAudio';
import { VoiceTemplateStatus, VoiceTemplateType } from '../../src/contract/vms/voiceTemplate';
import { defaultAudioTools } from '../../src/gateway/vms/transcodeToWav';
import { uploadFile } from './audienceFiles';
import { startTestGateway, type TestGateway } from './harness';
import { fastSms, waitFor } from './smsFixture';
import { newUser } from './userFixture';
import { durationMs, encodeAs, speak } from './vmsAudioFixture';

type List = { Total: number; Templates: VoiceTemplate[] };
const TEXT = 'Hello, this is the Riverside clinic. Your appointment is tomorrow at nine thirty.';

describe('vms: voice templates (text spoken by espeak-ng or an HTTP TTS service, or an audio file), reviewed', () => {
  let gw: TestGateway;
  let uploadDir: string;
  let work: string;
  beforeAll(async () => {
    uploadDir = mkdtempSync(join(tmpdir(), 'vms-tpl-test-'));
    work = mkdtempSync(join(tmpdir(), 'vms-tpl-src-'));
    gw = await startTestGateway({ ...fastSms(), uploadDir });
  });
  afterAll(async () => {
    await gw.close();
    rmSync(uploadDir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });

  const decided = (g: TestGateway, token: string, templateId: string) =>
    waitFor(
      () => g.ok<VoiceTemplate>('GetVoiceTemplate', { TemplateId: templateId }, token),
      (t) => t.Status !== VoiceTemplateStatus.waitCheck,
      60_000,
    );

  it('speaks a text template with espeak-ng and approves it (7); refuses words the review rejects (8); recreates and edits by the statuses', async () => {
    const u = await newUser(gw.db);
    const created = await gw.ok<VoiceTemplate>('CreateVoiceTemplate', { TemplateName: 'Reminder', Type: VoiceTemplateType.Text, Content: TEXT }, u.token);
    expect(created).toMatchObject({ Status: VoiceTemplateStatus.waitCheck, Type: 1, Content: TEXT, AudioId: '', DurationMs: 0 });
    const passed = await decided(gw, u.token, created.TemplateId);
    expect(passed).toMatchObject({ Status: VoiceTemplateStatus.auditPass, RejectReason: '', RejectReasonKey: '' });
    // The speech is a WAV of about the length espeak-ng gives the same words.
    const wav = join(uploadDir, 'voice', `${created.TemplateId}.wav`);
    expect(existsSync(wav)).toBe(true);
    const reference = durationMs(speak(work, TEXT));
    expect(Math.abs(passed.DurationMs - reference)).toBeLessThanOrEqual(50);
    expect(Math.abs(durationMs(wav) - passed.DurationMs)).toBeLessThanOrEqual(1);

    const bad = await gw.ok<VoiceTemplate>('CreateVoiceTemplate', { TemplateName: 'Promo', Type: VoiceTemplateType.Text, Content: 'Win big at our casino tonight' }, u.token);
    expect(await decided(gw, u.token, bad.TemplateId)).toMatchObject({
      Status: VoiceTemplateStatus.auditReject,
      RejectReasonKey: 'TemplateRejectedContent',
      RejectReason: 'The content promotes gambling, loans or crypto-currency, which carriers do not accept',
    });
    // A rejected one may be recreated; an approved one may not be "recreated" but may be edited.
    const again = await gw.ok<VoiceTemplate>('CreateVoiceTemplate', { TemplateName: 'Promo 2', Type: VoiceTemplateType.Text, Content: 'Our clinic opens at eight.', RecreateTemplateId: bad.TemplateId }, u.token);
    expect((await decided(gw, u.token, again.TemplateId)).Status).toBe(VoiceTemplateStatus.auditPass);
    expect(await gw.api('CreateVoiceTemplate', { TemplateName: 'X', Type: 1, Content: 'Hi', RecreateTemplateId: created.TemplateId }, u.token)).toMatchObject({ RetCode: RetCode.TemplateNotEditable });
    const edited = await gw.ok<VoiceTemplate>('UpdateVoiceTemplate', { TemplateId: created.TemplateId, TemplateName: 'Reminder v2', Type: 1, Content: 'See you tomorrow.' }, u.token);
    expect(edited).toMatchObject({ Status: VoiceTemplateStatus.waitCheck, TemplateName: 'Reminder v2', DurationMs: 0 });
    const reviewed = await decided(gw, u.token, created.TemplateId);
    expect(reviewed.Status).toBe(VoiceTemplateStatus.auditPass);
    expect(reviewed.DurationMs).toBeLessThan(passed.DurationMs);

    // The contract's texts for a missing body; the list filters by status and type.
    expect(await gw.api('CreateVoiceTemplate', { TemplateName: 'Empty', Type: 1 }, u.token)).toMatchObject({ RetCode: RetCode.InvalidParams, Message: expect.stringContaining('Field is required') });
    expect(await gw.api('CreateVoiceTemplate', { TemplateName: 'Empty', Type: 2 }, u.token)).toMatchObject({ RetCode: RetCode.InvalidParams, Message: expect.stringContaining('AudioId') });
    expect((await gw.ok<List>('QueryVoiceTemplate', { Status: VoiceTemplateStatus.auditReject }, u.token)).Templates.map((t) => t.TemplateName)).toEqual(['Promo']);
    expect((await gw.ok<List>('QueryVoiceTemplate', { Type: 1 }, u.token)).Total).toBe(3);
    expect(await gw.ok<{ Deleted: number }>('DeleteVoiceTemplate', { TemplateIds: [bad.TemplateId] }, u.token)).toEqual({ Deleted: 1 });
    expect((await gw.ok<List>('QueryVoiceTemplate', {}, u.token)).Total).toBe(2);
  }, 120_000);

  it('takes an audio template of the caller\'s converted audio only; keeps every account to its own templates', async () => {
    const a = await newUser(gw.db);
    const b = await newUser(gw.db);
    const bytes = encodeAs(speak(work, 'Please call us back.'), work, 'mp3');
    const fileId = await uploadFile(gw.url, gw.ok.bind(gw), a.token, bytes, 'callback.mp3', 'audio/mpeg', 'voice-audio');
    const audio = await gw.ok<VoiceAudio>('AddVoiceAudio', { FileId: fileId }, a.token);
    // Not converted yet, or not the caller's: refused naming AudioId.
    const early = await gw.api('CreateVoiceTemplate', { TemplateName: 'Callback', Type: VoiceTemplateType.Audio, AudioId: audio.AudioId }, a.token);
    if (early.RetCode !== 0) expect(early).toMatchObject({ RetCode: RetCode.VoiceAudioNotReady, Message: 'AudioId: The audio file has not been transcoded successfully' });
    const done = await waitFor(async () => (await gw.ok<{ Audios: VoiceAudio[] }>('ListVoiceAudio', { AudioId: audio.AudioId }, a.token)).Audios[0]!, (x) => x.Status === VoiceFileStatus.Success, 60_000);
    expect(await gw.api('CreateVoiceTemplate', { TemplateName: 'Stolen', Type: 2, AudioId: audio.AudioId }, b.token)).toMatchObject({ RetCode: RetCode.VoiceAudioNotFound, Message: 'AudioId: The audio file does not exist' });
    const t = await gw.ok<VoiceTemplate>('CreateVoiceTemplate', { TemplateName: 'Callback audio', Type: 2, AudioId: audio.AudioId, Content: 'ignored' }, a.token);
    expect(t).toMatchObject({ AudioName: 'callback.mp3', Content: '' });
    expect(await decided(gw, a.token, t.TemplateId)).toMatchObject({ Status: VoiceTemplateStatus.auditPass, DurationMs: done.DurationMs });

    expect(await gw.api('GetVoiceTemplate', { TemplateId: t.TemplateId }, b.token)).toMatchObject({ RetCode: RetCode.TemplateNotFound });
    expect(await gw.api('UpdateVoiceTemplate', { TemplateId: t.TemplateId, TemplateName: 'Mine', Type: 1, Content: 'Hi' }, b.token)).toMatchObject({ RetCode: RetCode.TemplateNotFound });
    expect(await gw.ok('DeleteVoiceTemplate', { TemplateIds: [t.TemplateId] }, b.token)).toEqual({ Deleted: 0 });
    expect(await gw.ok<List>('QueryVoiceTemplate', {}, b.token)).toEqual({ Total: 0, Templates: [] });
    // The audio deleted: the template cannot be saved with it again, only with text.
    await gw.ok('DeleteVoiceAudio', { AudioIds: [audio.AudioId] }, a.token);
    expect(await gw.api('UpdateVoiceTemplate', { TemplateId: t.TemplateId, TemplateName: 'Callback audio', Type: 2, AudioId: audio.AudioId }, a.token)).toMatchObject({ RetCode: RetCode.VoiceAudioNotFound });
    await gw.ok('UpdateVoiceTemplate', { TemplateId: t.TemplateId, TemplateName: 'Callback audio', Type: 1, Content: 'Please call us back.' }, a.token);
    expect((await decided(gw, a.token, t.TemplateId)).Status).toBe(VoiceTemplateStatus.auditPass);
  }, 120_000);

  describe('an HTTP text-to-speech service (a local stub)', () => {
    let stub: Server;
    let stubUrl: string;
    const received: unknown[] = [];
    let speech: Buffer;
    beforeAll(async () => {
      speech = readFileSync(speak(work, 'This voice came from the service.'));
      stub = createServer((req, res) => {
        let body = '';
        req.on('data', (c: Buffer) => (body += c.toString()));
        req.on('end', () => {
          received.push({ type: req.headers['content-type'], body: JSON.parse(body) as unknown });
          res.writeHead(200, { 'Content-Type': 'audio/wav' }).end(speech);
        });
      });
      await new Promise<void>((r) => stub.listen(0, '127.0.0.1', () => r()));
      stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/speak`;
    });
    afterAll(() => new Promise<void>((r) => stub.close(() => r())));

    it('speaks through the service the operator allowed, and never calls an internal address that is not allowed', async () => {
      const port = new URL(stubUrl).port;
      const allowed = await startTestGateway({ ...fastSms(), uploadDir, audioTools: { ...defaultAudioTools, ttsUrl: stubUrl, ttsAllowHosts: [`127.0.0.1:${port}`] } });
      try {
        const u = await newUser(allowed.db);
        const t = await allowed.ok<VoiceTemplate>('CreateVoiceTemplate', { TemplateName: 'Service', Type: 1, Content: 'Text for the service' }, u.token);
        const done = await decided(allowed, u.token, t.TemplateId);
        expect(done.Status).toBe(VoiceTemplateStatus.auditPass);
        expect(received).toEqual([{ type: 'application/json', body: { Text: 'Text for the service' } }]);
        const served = join(work, 'stub-speech.wav');
        writeFileSync(served, speech);
        expect(Math.abs(done.DurationMs - durationMs(served))).toBeLessThanOrEqual(50);
      } finally {
        await allowed.close();
      }
      const refused = await startTestGateway({ ...fastSms(), uploadDir, audioTools: { ...defaultAudioTools, ttsUrl: stubUrl, ttsAllowHosts: [] } });
      try {
        const u = await newUser(refused.db);
        const t = await refused.ok<VoiceTemplate>('CreateVoiceTemplate', { TemplateName: 'Internal', Type: 1, Content: 'Never sent' }, u.token);
        expect(await decided(refused, u.token, t.TemplateId)).toMatchObject({
          Status: VoiceTemplateStatus.ucReject,
          RejectReasonKey: 'VoiceSpeechFailed',
          RejectReason: 'The text could not be turned into speech; please try again later',
        });
        expect(received).toHaveLength(1);
      } finally {
        await refused.close();
      }
    }, 120_000);
  });
});
