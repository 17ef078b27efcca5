import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/contract/envelope';
import { RetCode } from '../../src/contract/retCodes';
import { MMS_IMAGE_LIMIT_BYTES } from '../../src/contract/upload/uploadKinds';
import { startTestGateway, type TestGateway } from './harness';
import { inAnHour, md5B64, md5Hex, pngBytes } from './uploadFixture';
import { newUser } from './userFixture';

interface Grant {
  Authorization: string;
  Address: string;
  FileId: string;
  MediaURL: string;
  ExpiryDate: number;
}

describe('uploads: GetMediaFileSign + PUT Address + GET MediaURL (spec 001 §7)', () => {
  let gw: TestGateway;
  let token: string;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = mkdtempSync(join(tmpdir(), 'uploads-test-'));
    gw = await startTestGateway({ uploadDir });
    token = (await newUser(gw.db)).token;
  });
  afterAll(async () => {
    await gw.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const grant = (body: Buffer, over: Record<string, unknown> = {}) =>
    gw.api<Grant>(
      'GetMediaFileSign',
      { ExpiryDate: inAnHour(), FileName: 'logo.png', FileType: 'image/png', MD5value: md5Hex(body), FileSize: body.length, ...over },
      token,
    );

  const put = (g: Grant, body: Buffer, headers: Record<string, string> = {}) =>
    fetch(`${gw.url}${g.Address}`, {
      method: 'PUT',
      headers: { Authorization: g.Authorization, 'Content-MD5': md5B64(body), 'Content-Type': 'image/png', ...headers },
      body: new Uint8Array(body),
    });

  it('grants, stores and serves a file back as a safe attachment', async () => {
    const body = pngBytes(100);
    const g = await grant(body, { FileName: 'Logo été.png' });
    expect(g.RetCode).toBe(0);
    expect(g.Data!.Address).toBe(`/upload/${g.Data!.FileId}`);
    expect(g.Data!.MediaURL).toBe(`/media/${g.Data!.FileId}`);
    const res = await put(g.Data!, body);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Envelope).RetCode).toBe(0);
    expect(md5Hex(readFileSync(join(uploadDir, g.Data!.FileId)))).toBe(md5Hex(body));

    const media = await fetch(`${gw.url}${g.Data!.MediaURL}`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(media.headers.get('content-disposition')).toBe(`attachment; filename="Logo _t_.png"; filename*=UTF-8''Logo%20%C3%A9t%C3%A9.png`);
    expect(media.headers.get('x-content-type-options')).toBe('nosniff');
    expect(media.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    expect(md5Hex(new Uint8Array(await media.arrayBuffer()))).toBe(md5Hex(body));
    expect(readdirSync(uploadDir).filter((f) => f.startsWith('.part-'))).toEqual([]);
  });

  it('the grant needs sign-in and an ExpiryDate in the future, at most 2 hours ahead', async () => {
    const body = pngBytes();
    const anon = await gw.api('GetMediaFileSign', { ExpiryDate: inAnHour(), FileName: 'a.png', FileType: 'image/png', MD5value: md5Hex(body), FileSize: body.length });
    expect(anon.RetCode).toBe(RetCode.NotLoggedIn);
    expect((await grant(body, { ExpiryDate: Math.floor(Date.now() / 1000) - 1 })).RetCode).toBe(RetCode.UploadExpiryInvalid);
    expect((await grant(body, { ExpiryDate: Math.floor(Date.now() / 1000) + 3 * 3600 })).RetCode).toBe(RetCode.UploadExpiryInvalid);
    const badMd5 = await grant(body, { MD5value: 'xyz' });
    expect(badMd5.RetCode).toBe(RetCode.InvalidParams);
    expect(badMd5.Message).toMatch(/MD5value/);
  });

  it('the grant applies the size limits: 10485760 bytes by default, 300 KB for MMS images', async () => {
    const body = pngBytes();
    const big = await grant(body, { FileSize: 10_485_761 });
    expect(big.RetCode).toBe(RetCode.UploadTooLarge);
    expect((await grant(body, { FileSize: 10_485_760 })).RetCode).toBe(0);
    const mms = await grant(body, { FileSize: MMS_IMAGE_LIMIT_BYTES + 1, Kind: 'mms-image' });
    expect(mms.RetCode).toBe(RetCode.UploadImageTooLarge);
    expect(mms.Message).toBe('Uploaded image exceeds 300KB');
    expect((await grant(body, { FileSize: 0 })).RetCode).toBe(RetCode.UploadEmpty);
  });

  it('the grant refuses types the kind does not take, and long voice file names', async () => {
    const body = pngBytes();
    expect((await grant(body, { Kind: 'voice-audio' })).RetCode).toBe(RetCode.UploadTypeNotAllowed);
    expect((await grant(body, { FileType: 'application/x-msdownload' })).RetCode).toBe(RetCode.UploadTypeNotAllowed);
    const longName = await grant(body, { Kind: 'voice-audio', FileType: 'audio/mpeg', FileName: `${'a'.repeat(100)}.mp3` });
    expect(longName.RetCode).toBe(RetCode.InvalidParams);
  });

  it('PUT refuses a wrong or missing Authorization', async () => {
    const body = pngBytes();
    const g = (await grant(body)).Data!;
    expect((await put({ ...g, Authorization: 'upl_wrong' }, body)).status).toBe(401);
    const res = await fetch(`${gw.url}${g.Address}`, { method: 'PUT', headers: { 'Content-MD5': md5B64(body), 'Content-Type': 'image/png' }, body: new Uint8Array(body) });
    expect(res.status).toBe(401);
    expect(((await res.json()) as Envelope).RetCode).toBe(RetCode.UploadAuthInvalid);
    expect((await put({ ...g, Address: '/upload/AAAAAAAAAAAAAAAAAAAAAA' }, body)).status).toBe(401);
  });

  it('PUT refuses a Content-MD5 that differs from the grant, and bytes that differ from both', async () => {
    const body = pngBytes();
    const g = (await grant(body)).Data!;
    const wrongHeader = await put(g, body, { 'Content-MD5': md5B64(Buffer.from('other')) });
    expect(wrongHeader.status).toBe(400);
    expect(((await wrongHeader.json()) as Envelope).RetCode).toBe(RetCode.UploadMd5Mismatch);
    const tampered = Buffer.from(body);
    tampered[tampered.length - 5] = tampered[tampered.length - 5]! ^ 0xff;
    const wrongBytes = await put(g, tampered, { 'Content-MD5': md5B64(body) });
    expect(wrongBytes.status).toBe(400);
    expect(((await wrongBytes.json()) as Envelope).RetCode).toBe(RetCode.UploadMd5Mismatch);
    // The grant is still usable with the right bytes.
    expect((await put(g, body)).status).toBe(200);
  });

  it('PUT refuses a file whose real type does not match the declared one', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const g = (await grant(pdf, { FileName: 'fake.png', FileType: 'image/png' })).Data!;
    const res = await put(g, pdf);
    expect(res.status).toBe(415);
    const env = (await res.json()) as Envelope;
    expect(env.RetCode).toBe(RetCode.UploadTypeMismatch);
    expect(env.Message).toBe('The uploaded file type does not match');
    const other = await put(g, pdf, { 'Content-Type': 'application/pdf' });
    expect(other.status).toBe(415);
  });

  it('PUT refuses more bytes than the MMS limit even if the grant was for less', async () => {
    const small = pngBytes(10);
    const g = (await grant(small, { Kind: 'mms-image' })).Data!;
    const big = pngBytes(MMS_IMAGE_LIMIT_BYTES + 10);
    const res = await put(g, big, { 'Content-MD5': md5B64(small) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as Envelope).Message).toBe('Uploaded image exceeds 300KB');
  });

  it('PUT after the grant expired is refused', async () => {
    const body = pngBytes();
    const g = (await grant(body, { ExpiryDate: Math.floor(Date.now() / 1000) + 1 })).Data!;
    await new Promise((r) => setTimeout(r, 2100));
    const res = await put(g, body);
    expect(res.status).toBe(403);
    expect(((await res.json()) as Envelope).RetCode).toBe(RetCode.UploadGrantExpired);
  });

  it('the Authorization is single-use: a replayed PUT returns the same answer and never replaces the file', async () => {
    const body = pngBytes(7);
    const g = (await grant(body)).Data!;
    const first = (await (await put(g, body)).json()) as Envelope;
    const again = await put(g, body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    const other = pngBytes(8);
    const replace = await put(g, other, { 'Content-MD5': md5B64(other) });
    expect(replace.status).toBe(400);
    expect(md5Hex(readFileSync(join(uploadDir, g.FileId)))).toBe(md5Hex(body));
  });

  it('a grant replayed with its IdempotencyKey returns the same Authorization and FileId', async () => {
    const body = pngBytes(3);
    const params = { ExpiryDate: inAnHour(), FileName: 'a.png', FileType: 'image/png', MD5value: md5Hex(body), FileSize: body.length, IdempotencyKey: 'upload-grant-0001' };
    const a = await gw.api<Grant>('GetMediaFileSign', params, token);
    const b = await gw.api<Grant>('GetMediaFileSign', params, token);
    expect(b).toEqual(a);
  });

  it('CSV, XLSX, MP3 and PDF uploads are accepted for their kinds', async () => {
    const files: Array<[Buffer, string, string, string]> = [
      [Buffer.from('Phone,Name\n8613800000000,Li\n'), 'list.csv', 'text/csv', 'import'],
      [Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from('xl/workbook.xml'), Buffer.alloc(20)]), 'list.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'import'],
      [Buffer.concat([Buffer.from('ID3\x04\x00\x00'), Buffer.alloc(64, 1)]), 'voice.mp3', 'audio/mpeg', 'voice-audio'],
      [Buffer.from('%PDF-1.4\n%%EOF\n'), 'doc.pdf', 'application/pdf', 'document'],
    ];
    for (const [body, name, type, kind] of files) {
      const g = await grant(body, { FileName: name, FileType: type, Kind: kind });
      expect(g.RetCode, name).toBe(0);
      const res = await put(g.Data!, body, { 'Content-Type': type });
      expect(res.status, name).toBe(200);
      const media = await fetch(`${gw.url}${g.Data!.MediaURL}`);
      expect(media.headers.get('content-disposition'), name).toContain(`filename="${name}"`);
    }
  });

  it('unknown media is 404 and PUT is the only method on /upload', async () => {
    expect((await fetch(`${gw.url}/media/AAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(404);
    expect((await fetch(`${gw.url}/media/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
    expect((await fetch(`${gw.url}/upload/AAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(405);
  });
});
