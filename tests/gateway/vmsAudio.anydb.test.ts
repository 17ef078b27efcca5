import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoiceAudio } from '../../src/contract/entities/vms';
import { RetCode } from '../../src/contract/retCodes';
import { VoiceFileStatus } from '../../src/contract/vms/voiceAudio';
import { voiceAudios } from '../../src/gateway/db/schema';
import { uploadFile } from './audienceFiles';
import { startTestGateway, type TestGateway } from './harness';
import { fastSms, waitFor } from './smsFixture';
import { inAnHour, md5B64, md5Hex } from './uploadFixture';
import { newUser } from './userFixture';
import { AUDIO_FORMATS, type AudioFormat, durationMs, encodeAs, speak } from './vmsAudioFixture';

type List = { Total: number; Audios: VoiceAudio[] };

describe('vms: voice audio upload, transcoding and playback', () => {
  let gw: TestGateway;
  let uploadDir: string;
  let work: string;
  let speech: string;
  let speechMs: number;
  beforeAll(async () => {
    uploadDir = mkdtempSync(join(tmpdir(), 'vms-audio-test-'));
    work = mkdtempSync(join(tmpdir(), 'vms-audio-src-'));
    speech = speak(work, 'Hello, this is the Riverside clinic. Your appointment is tomorrow at nine thirty. Press one to confirm.');
    speechMs = durationMs(speech);
    gw = await startTestGateway({ ...fastSms(), uploadDir });
  });
  afterAll(async () => {
    await gw.close();
    rmSync(uploadDir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });

  const ok = <T,>(action: string, params: Record<string, unknown>, token: string) => gw.ok<T>(action, params, token);
  const upload = (token: string, body: Buffer, name: string, type: string) => uploadFile(gw.url, ok, token, body, name, type, 'voice-audio');
  const finished = (token: string, audioId: string) =>
    waitFor(
      async () => (await ok<List>('ListVoiceAudio', { AudioId: audioId }, token)).Audios[0]!,
      (a) => a.Status !== VoiceFileStatus.Processing,
      90_000,
    );
  const sign = (token: string, over: Record<string, unknown>) =>
    gw.api('GetMediaFileSign', { ExpiryDate: inAnHour(), FileName: 'a.mp3', FileType: 'audio/mpeg', MD5value: md5Hex(Buffer.from('x')), FileSize: 1000, Kind: 'voice-audio', ...over }, token);

  it('takes each of the seven formats, transcodes it to WAV with its duration within 50 ms, and serves it to the player', async () => {
    const u = await newUser(gw.db);
    const figures: string[] = [];
    for (const format of Object.keys(AUDIO_FORMATS) as AudioFormat[]) {
      const bytes = encodeAs(speech, work, format);
      const fileId = await upload(u.token, bytes, `reminder_{${format}}-v1+final.${format}`, AUDIO_FORMATS[format].mime);
      const added = await ok<VoiceAudio>('AddVoiceAudio', { FileId: fileId }, u.token);
      expect(added).toMatchObject({ Status: VoiceFileStatus.Processing, Type: format, FileName: `reminder_{${format}}-v1+final.${format}`, DurationMs: 0 });
      const done = await finished(u.token, added.AudioId);
      expect(done, format).toMatchObject({ Status: VoiceFileStatus.Success, Type: format, Error: '', ErrorKey: '' });
      expect(Math.abs(done.DurationMs - speechMs), `${format}: ${done.DurationMs} ms against ${speechMs} ms`).toBeLessThanOrEqual(50);
      // The player's address: a 10-minute token, the WAV itself.
      const { Url } = await ok<{ Url: string }>('GetVoiceAudioUrl', { AudioId: added.AudioId }, u.token);
      const res = await fetch(`${gw.url}${Url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('audio/wav');
      expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="reminder_\{[a-z0-9]+\}-v1\+final\.wav"/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const wav = Buffer.from(await res.arrayBuffer());
      expect(wav.length).toBe(done.Size);
      expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(wav.subarray(8, 12).toString('latin1')).toBe('WAVE');
      const downloaded = join(work, `back.${format}.wav`);
      writeFileSync(downloaded, wav);
      expect(Math.abs(durationMs(downloaded) - speechMs)).toBeLessThanOrEqual(50);
      const [row] = await gw.db.select({ ms: voiceAudios.transcodeMs }).from(voiceAudios).where(eq(voiceAudios.audioId, added.AudioId));
      figures.push(`${format} ${bytes.length} B -> ${done.DurationMs} ms audio (source ${speechMs} ms) in ${row!.ms} ms`);
    }
    console.log(`[vms figures] ${figures.join('; ')}`);
    const all = await ok<List>('ListVoiceAudio', {}, u.token);
    expect(all.Total).toBe(7);
    expect((await ok<List>('ListVoiceAudio', { Keyword: '{mp3}' }, u.token)).Audios.map((a) => a.Type)).toEqual(['mp3']);
  }, 300_000);

  it('fails a damaged file with a clear reason, and refuses a renamed executable at upload', async () => {
    const u = await newUser(gw.db);
    // WAV and FLAC signatures followed by noise: accepted as those types, then not decodable.
    for (const [name, head, mime] of [
      ['damaged.wav', Buffer.from('RIFF\x24\x80\x00\x00WAVE', 'latin1'), 'audio/wav'],
      ['damaged.flac', Buffer.from('fLaC', 'latin1'), 'audio/flac'],
    ] as const) {
      const noise = Buffer.alloc(20_000);
      for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + 13) % 251;
      const fileId = await upload(u.token, Buffer.concat([head, noise]), name, mime);
      const added = await ok<VoiceAudio>('AddVoiceAudio', { FileId: fileId }, u.token);
      const done = await finished(u.token, added.AudioId);
      expect(done).toMatchObject({
        Status: VoiceFileStatus.Failed,
        ErrorKey: 'VoiceAudioUndecodable',
        Error: 'The audio could not be decoded: the file is damaged or is not WAV, FLAC, WMA, MP3, OGG, AAC or M4A audio',
        DurationMs: 0,
      });
      expect((await gw.api('GetVoiceAudioUrl', { AudioId: added.AudioId }, u.token)).RetCode).toBe(RetCode.VoiceAudioNotReady);
    }
    // A program renamed to .mp3: the grant is given (name and declared type look right), the bytes are refused.
    const program = readFileSync(process.execPath).subarray(0, 200_000);
    const g = await ok<{ Authorization: string; Address: string; FileId: string }>(
      'GetMediaFileSign',
      { ExpiryDate: inAnHour(), FileName: 'node.mp3', FileType: 'audio/mpeg', MD5value: md5Hex(program), FileSize: program.length, Kind: 'voice-audio' },
      u.token,
    );
    const put = await fetch(`${gw.url}${g.Address}`, { method: 'PUT', headers: { Authorization: g.Authorization, 'Content-MD5': md5B64(program), 'Content-Type': 'audio/mpeg' }, body: new Uint8Array(program) });
    expect(put.status).toBe(415);
    expect(await put.json()).toMatchObject({ RetCode: RetCode.UploadTypeMismatch, Message: 'The uploaded file type does not match' });
    const add = await gw.api('AddVoiceAudio', { FileId: g.FileId }, u.token);
    expect(add).toMatchObject({ RetCode: RetCode.UploadTypeMismatch });
    // A picture uploaded as an image is not an audio file either.
    expect((await ok<List>('ListVoiceAudio', {}, u.token)).Total).toBe(2);
  }, 120_000);

  it('checks names, size and type before any byte is sent', async () => {
    const u = await newUser(gw.db);
    expect(await sign(u.token, { FileName: 'bad name!.mp3' })).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'FileName: use letters, digits and _ + - { } . only', MessageKey: 'FileNameChars' });
    expect(await sign(u.token, { FileName: `${'a'.repeat(96)}.mp3` })).toMatchObject({ RetCode: RetCode.InvalidParams, Message: 'FileName: must be under 100 characters' });
    expect((await sign(u.token, { FileName: `${'a'.repeat(95)}.mp3` })).RetCode).toBe(0);
    expect(await sign(u.token, { FileSize: 10 * 1024 * 1024 + 1 })).toMatchObject({ RetCode: RetCode.UploadTooLarge });
    expect((await sign(u.token, { FileSize: 10 * 1024 * 1024 })).RetCode).toBe(0);
    expect(await sign(u.token, { FileName: 'clip.mp4', FileType: 'video/mp4' })).toMatchObject({ RetCode: RetCode.UploadTypeNotAllowed });
  });

  it('keeps every account to its own audio: list, add, address, download and delete', async () => {
    const a = await newUser(gw.db);
    const b = await newUser(gw.db);
    const fileId = await upload(a.token, encodeAs(speech, work, 'ogg'), 'mine.ogg', 'audio/ogg');
    // B cannot add A's upload.
    expect(await gw.api('AddVoiceAudio', { FileId: fileId }, b.token)).toMatchObject({ RetCode: RetCode.UploadTypeMismatch });
    const added = await ok<VoiceAudio>('AddVoiceAudio', { FileId: fileId }, a.token);
    await finished(a.token, added.AudioId);
    expect(await ok<List>('ListVoiceAudio', {}, b.token)).toEqual({ Total: 0, Audios: [] });
    expect(await ok<List>('ListVoiceAudio', { AudioId: added.AudioId }, b.token)).toEqual({ Total: 0, Audios: [] });
    expect(await gw.api('GetVoiceAudioUrl', { AudioId: added.AudioId }, b.token)).toMatchObject({ RetCode: RetCode.VoiceAudioNotFound, Message: 'The audio file does not exist' });
    expect(await ok<{ Deleted: number }>('DeleteVoiceAudio', { AudioIds: [added.AudioId] }, b.token)).toEqual({ Deleted: 0 });
    // The address works only with its token.
    const { Url } = await ok<{ Url: string }>('GetVoiceAudioUrl', { AudioId: added.AudioId }, a.token);
    expect((await fetch(`${gw.url}${Url}`)).status).toBe(200);
    expect((await fetch(`${gw.url}${Url.replace(/token=[^&]+/, 'token=va_guess')}`)).status).toBe(404);
    expect((await fetch(`${gw.url}${Url.split('?')[0]}`)).status).toBe(404);
    const wav = join(uploadDir, 'voice', `${added.AudioId}.wav`);
    expect(existsSync(wav)).toBe(true);
    expect(await ok<{ Deleted: number }>('DeleteVoiceAudio', { AudioIds: [added.AudioId] }, a.token)).toEqual({ Deleted: 1 });
    await waitFor(async () => existsSync(wav), (e) => !e, 5000);
    expect((await fetch(`${gw.url}${Url}`)).status).toBe(404);
    expect((await ok<List>('ListVoiceAudio', {}, a.token)).Total).toBe(0);
  }, 120_000);
});
