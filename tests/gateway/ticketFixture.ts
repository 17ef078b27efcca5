import sharp from 'sharp';
import type { TicketAttachment } from '../../src/contract/entities/ticket';
import type { TestGateway } from './harness';
import { inAnHour, md5B64, md5Hex } from './uploadFixture';

/** A marker written into the test pictures' EXIF: it must not survive re-encoding. */
export const EXIF_MARKER = 'Secret-Camera-Owner-4711';

/** A JPEG photo with EXIF (artist, description, GPS position, orientation 6 = rotated 90°). */
export async function photoWithExif(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg({ quality: 90 })
    // sharp writes the orientation from withMetadata (an Orientation tag in withExif is replaced by 1).
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Artist: EXIF_MARKER, ImageDescription: `${EXIF_MARKER} at home` },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2980/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 4040/100' },
    })
    .toBuffer();
}

/** A small PNG screenshot with a text comment chunk. */
export async function screenshotPng(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 250, g: 250, b: 250, alpha: 1 } } })
    .png()
    .withMetadata()
    .toBuffer();
}

/** GetMediaFileSign (Kind ticket-image) and PUT; returns the FileId, or the HTTP status of a refused PUT. */
export async function uploadTicketImage(t: TestGateway, token: string, body: Buffer, opts: { type?: string; name?: string } = {}): Promise<{ FileId: string; status: number }> {
  const type = opts.type ?? 'image/jpeg';
  const g = await t.ok<{ Authorization: string; Address: string; FileId: string }>(
    'GetMediaFileSign',
    { ExpiryDate: inAnHour(), FileName: opts.name ?? 'photo.jpg', FileType: type, MD5value: md5Hex(body), FileSize: body.length, Kind: 'ticket-image' },
    token,
  );
  const res = await fetch(`${t.url}${g.Address}`, {
    method: 'PUT',
    headers: { Authorization: g.Authorization, 'Content-MD5': md5B64(body), 'Content-Type': type },
    body: new Uint8Array(body),
  });
  await res.arrayBuffer();
  return { FileId: g.FileId, status: res.status };
}

/** Upload and UploadAttachFile: a ticket picture of the caller. */
export async function ticketPicture(t: TestGateway, token: string, body?: Buffer, opts: { type?: string; name?: string } = {}): Promise<TicketAttachment> {
  const { FileId, status } = await uploadTicketImage(t, token, body ?? (await photoWithExif()), opts);
  if (status !== 200) throw new Error(`PUT answered ${status}`);
  return t.ok<TicketAttachment>('UploadAttachFile', { FileId }, token);
}
