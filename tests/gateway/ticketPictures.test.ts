import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketAttachment, TicketInfo } from '../../src/contract/entities/ticket';
import { RetCode } from '../../src/contract/retCodes';
import { startTestGateway, type TestGateway } from './harness';
import { EXIF_MARKER, photoWithExif, screenshotPng, ticketPicture, uploadTicketImage } from './ticketFixture';
import { inAnHour, md5Hex, pngBytes } from './uploadFixture';
import { newUser } from './userFixture';

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('ticket pictures: UploadAttachFile re-encodes without metadata, checks the bytes, keeps them to their ticket', () => {
  let t: TestGateway;
  let token: string;
  const uploadDir = mkdtempSync(join(tmpdir(), 'ticket-pictures-'));

  beforeAll(async () => {
    t = await startTestGateway({ uploadDir });
    token = (await newUser(t.db)).token;
  });
  afterAll(async () => {
    await t.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  it('removes EXIF (author, GPS position) for real: the stored bytes carry none, the picture is turned upright', async () => {
    const original = await photoWithExif(640, 480);
    // The test picture really carries what must go.
    expect(original.includes(Buffer.from(EXIF_MARKER))).toBe(true);
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const { FileId } = await uploadTicketImage(t, token, original);
    const before = Date.now();
    const picture = await t.ok<TicketAttachment>('UploadAttachFile', { FileId }, token);
    const took = Date.now() - before;
    expect(picture).toMatchObject({ FileName: 'photo.jpg', FileType: 'image/jpeg', Width: 480, Height: 640 });
    expect(picture.AttachFileId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(picture.AttachFileId).not.toBe(FileId);

    const res = await fetch(`${t.url}${picture.URL}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="photo.jpg"/);
    const stored = await bytesOf(res);
    expect(stored.length).toBe(picture.FileSize);
    // Byte for byte: no marker text, no APP1 "Exif" segment, no GPS tags left anywhere.
    expect(stored.includes(Buffer.from(EXIF_MARKER))).toBe(false);
    expect(stored.includes(Buffer.from('Exif\0\0'))).toBe(false);
    expect(stored.includes(Buffer.from('http://ns.adobe.com/xap'))).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([480, 640]);

    const thumb = await fetch(`${t.url}${picture.ThumbURL}`);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const thumbMeta = await sharp(await bytesOf(thumb)).metadata();
    expect(Math.max(thumbMeta.width!, thumbMeta.height!)).toBe(320);
    expect(thumbMeta.exif).toBeUndefined();

    // The original with its metadata is gone: its media address answers 404 and its file is deleted.
    expect((await fetch(`${t.url}/media/${FileId}`)).status).toBe(404);
    expect(existsSync(join(uploadDir, FileId))).toBe(false);
    console.log(`UploadAttachFile of a 640x480 JPEG: ${took} ms`);
  });

  it('removes PNG text chunks too', async () => {
    const png = pngBytes(64); // carries a tEXt "Comment" chunk of 64 'a'
    expect(png.includes(Buffer.from('tEXtComment'))).toBe(true);
    const picture = await ticketPicture(t, token, png, { type: 'image/png', name: 'dot.png' });
    expect(picture).toMatchObject({ FileType: 'image/png', Width: 1, Height: 1 });
    const stored = await bytesOf(await fetch(`${t.url}${picture.URL}`));
    expect(stored.includes(Buffer.from('tEXt'))).toBe(false);
    expect(stored.includes(Buffer.from('a'.repeat(64)))).toBe(false);
  });

  it('refuses a disguised file: the type comes from the bytes, not the name or the declared type', async () => {
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const put = await uploadTicketImage(t, token, html, { type: 'image/png', name: 'cat.png' });
    expect(put.status).toBe(415);
    expect((await t.api('UploadAttachFile', { FileId: put.FileId }, token)).RetCode).toBe(RetCode.AttachFileNotFound);

    // PNG magic bytes in front of something that is no picture: stored by the PUT, refused when decoded.
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('MZ this is an executable, not a picture')]);
    const stored = await uploadTicketImage(t, token, fake, { type: 'image/png', name: 'cat.png' });
    expect(stored.status).toBe(200);
    const env = await t.api('UploadAttachFile', { FileId: stored.FileId }, token);
    expect(env.RetCode).toBe(RetCode.AttachFileUnreadable);
    expect(env.Message).toBe('File parsing failed');

    // A PDF is no ticket picture: its grant is refused before any byte is sent.
    const pdf = Buffer.from('%PDF-1.7\n');
    const grant = await t.api('GetMediaFileSign', { ExpiryDate: inAnHour(), FileName: 'a.pdf', FileType: 'application/pdf', MD5value: md5Hex(pdf), FileSize: pdf.length, Kind: 'ticket-image' }, token);
    expect(grant.RetCode).toBe(RetCode.UploadTypeNotAllowed);
    // A picture uploaded for another purpose is not taken as a ticket picture.
    const general = await t.ok<{ Authorization: string; Address: string; FileId: string }>(
      'GetMediaFileSign',
      { ExpiryDate: inAnHour(), FileName: 'a.png', FileType: 'image/png', MD5value: md5Hex(pngBytes()), FileSize: pngBytes().length, Kind: 'image' },
      token,
    );
    expect((await t.api('UploadAttachFile', { FileId: general.FileId }, token)).RetCode).toBe(RetCode.AttachFileNotFound);
  });

  it('re-encodes outside the write transaction: other requests are answered while a large picture is decoded, and two calls for one upload record one picture', async () => {
    // 3600 x 2700 of noise (about 4 MB of JPEG): a second or more of sharp work.
    const big = await sharp(randomBytes(3600 * 2700 * 3), { raw: { width: 3600, height: 2700, channels: 3 } }).jpeg({ quality: 60 }).toBuffer();
    expect(big.length).toBeLessThan(10_485_760);
    const { FileId } = await uploadTicketImage(t, token, big, { type: 'image/jpeg', name: 'big.jpg' });
    const pictureFiles = () => (existsSync(join(uploadDir, 'tickets')) ? readdirSync(join(uploadDir, 'tickets')) : []);
    const before = pictureFiles().length;
    let uploadDoneAt = 0;
    let readDoneAt = 0;
    const startedAt = Date.now();
    const upload = t.ok<TicketAttachment>('UploadAttachFile', { FileId }, token).then((a) => ((uploadDoneAt = Date.now()), a));
    const again = t.ok<TicketAttachment>('UploadAttachFile', { FileId }, token);
    await new Promise((r) => setTimeout(r, 150));
    // A database read while the picture is re-encoded: with the work inside the transaction, PGlite's
    // one connection was held by it and this waited for the whole re-encoding.
    await t.ok('GetTicketList', {}, token);
    readDoneAt = Date.now();
    const [first, second] = await Promise.all([upload, again]);
    // Answered while the picture was still being worked on (inside the transaction it came just
    // after the commit, a few ms before the upload's answer).
    expect(uploadDoneAt - readDoneAt, `read after ${readDoneAt - startedAt} ms, picture after ${uploadDoneAt - startedAt} ms`).toBeGreaterThan(250);
    expect(first).toMatchObject({ FileType: 'image/jpeg', Width: 3600, Height: 2700 });
    expect(second).toEqual(first);
    // One picture and its thumbnail on disk: the losing call removed the files it had made.
    expect(pictureFiles().filter((f) => f.startsWith(first.AttachFileId))).toHaveLength(2);
    expect(pictureFiles()).toHaveLength(before + 2);
    expect(existsSync(join(uploadDir, FileId))).toBe(false);
  });

  it('refuses pictures of 10 MB or more (10485760 bytes is the limit)', async () => {
    const big = pngBytes();
    const env = await t.api('GetMediaFileSign', { ExpiryDate: inAnHour(), FileName: 'big.png', FileType: 'image/png', MD5value: md5Hex(big), FileSize: 10_485_761, Kind: 'ticket-image' }, token);
    expect(env.RetCode).toBe(RetCode.UploadTooLarge);
  });

  it('answers the same picture when asked again for one upload, and only its owner can turn an upload into a picture', async () => {
    const { FileId } = await uploadTicketImage(t, token, await screenshotPng(), { type: 'image/png', name: 'screen.png' });
    const other = await newUser(t.db);
    expect((await t.api('UploadAttachFile', { FileId }, other.token)).RetCode).toBe(RetCode.AttachFileNotFound);
    const first = await t.ok<TicketAttachment>('UploadAttachFile', { FileId }, token);
    expect(await t.ok<TicketAttachment>('UploadAttachFile', { FileId }, token)).toEqual(first);
    expect((await t.api('UploadAttachFile', { FileId }, other.token)).RetCode).toBe(RetCode.AttachFileNotFound);
  });

  it('serves a picture only at its full address: a wrong key or an AttachFileId alone fetch nothing', async () => {
    const a = await ticketPicture(t, token);
    const b = await ticketPicture(t, token);
    const keyOf = (p: TicketAttachment) => p.URL.split('/')[3]!;
    expect((await fetch(`${t.url}/ticket-file/${a.AttachFileId}/${keyOf(b)}`)).status).toBe(404);
    expect((await fetch(`${t.url}/ticket-file/${a.AttachFileId}`)).status).toBe(404);
    expect((await fetch(`${t.url}/ticket-file/${a.AttachFileId}/${keyOf(a)}/original`)).status).toBe(404);
    expect((await fetch(`${t.url}/ticket-file/${a.AttachFileId}/${'A'.repeat(43)}`)).status).toBe(404);
    expect((await fetch(`${t.url}${a.URL}`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${t.url}${a.URL}`)).status).toBe(200);
  });

  it('takes up to 5 pictures per ticket, over its comments', async () => {
    const pictures = [];
    for (let i = 0; i < 6; i++) pictures.push(await ticketPicture(t, token, pngBytes(i), { type: 'image/png', name: `p${i}.png` }));
    const ids = pictures.map((p) => p.AttachFileId);
    const { TicketId } = await t.ok<{ TicketId: number }>('CreateTicket', { Category: 'Account', Title: 'Pictures', Content: 'See the pictures', AttachFileIds: ids.slice(0, 3) }, token);
    const over = await t.api('CreateComment', { TicketId, Content: 'Three more', AttachFileIds: ids.slice(3, 6) }, token);
    expect(over.RetCode).toBe(RetCode.TicketPicturesOverLimit);
    expect(over.Message).toBe('Up to 5 pictures per ticket');
    await t.ok('CreateComment', { TicketId, Content: 'Two more', AttachFileIds: ids.slice(3, 5) }, token);
    const info = await t.ok<TicketInfo>('GetTicketInfo', { TicketId }, token);
    expect(info.PicturesLeft).toBe(0);
    expect(info.Comments.map((c) => c.Attachments.map((a) => a.FileName))).toEqual([
      ['p0.png', 'p1.png', 'p2.png'],
      ['p3.png', 'p4.png'],
    ]);
    // An attached picture cannot be attached a second time.
    const again = await t.ok<{ TicketId: number }>('CreateTicket', { Category: 'Account', Title: 'Again', Content: 'x' }, token);
    expect((await t.api('CreateComment', { TicketId: again.TicketId, Content: 'x', AttachFileIds: [ids[0]] }, token)).RetCode).toBe(RetCode.AttachFileNotFound);
    expect(readdirSync(join(uploadDir, 'tickets')).filter((f) => f.includes('.part-'))).toEqual([]);
  });
});
