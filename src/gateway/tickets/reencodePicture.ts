import sharp from 'sharp';
import { TICKET_THUMB_PX } from '../../contract/constants';
import type { FileTypeName } from '../../contract/upload/detectFileType';

// One image at a time per call and no cache of decoded images kept between calls: a gateway holds
// little memory for pictures it will not see again.
sharp.cache(false);

/** Largest picture decoded (40 megapixels): a 10 MB file can hold a decompression bomb. */
export const MAX_PICTURE_PIXELS = 40_000_000;

export interface ReencodedPicture {
  data: Buffer;
  type: string;
  width: number;
  height: number;
  thumb: Buffer;
  thumbType: string;
}

export class PictureUnreadableError extends Error {}

/**
 * Decodes a picture from its bytes and encodes it again: turned upright by its EXIF orientation,
 * then written without any metadata (EXIF with its GPS position, XMP, IPTC, comments, ICC
 * profile: sharp keeps none unless asked), plus a thumbnail of at most TICKET_THUMB_PX on each
 * side. JPEG stays JPEG, PNG and WebP stay themselves, a GIF becomes a PNG of its first frame.
 * A file that does not decode (a disguised or damaged one) throws PictureUnreadableError.
 */
export async function reencodePicture(input: Buffer, detected: FileTypeName): Promise<ReencodedPicture> {
  try {
    // One decode feeds both outputs (clones share the input); the thumbnail shrinks on load.
    const base = sharp(input, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' }).rotate();
    const full = base.clone();
    const encoded = detected === 'jpeg' ? full.jpeg({ quality: 85 }) : detected === 'webp' ? full.webp({ quality: 85 }) : full.png({ compressionLevel: 6 });
    const type = detected === 'jpeg' ? 'image/jpeg' : detected === 'webp' ? 'image/webp' : 'image/png';
    const [{ data, info }, thumb] = await Promise.all([
      encoded.toBuffer({ resolveWithObject: true }),
      base.clone().resize(TICKET_THUMB_PX, TICKET_THUMB_PX, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    ]);
    return { data, type, width: info.width, height: info.height, thumb, thumbType: 'image/webp' };
  } catch (err) {
    throw new PictureUnreadableError((err as Error).message);
  }
}
