/**
 * Time of reencodePicture (the work UploadAttachFile does besides a few statements) on generated
 * photos: a 640x480 and a 4000x3000 JPEG with EXIF, and a 1920x1080 PNG screenshot. Run with
 * `npx tsx tests/bench/ticketPictureBench.ts`; prints min / median / max of 7 runs and the load.
 */
import { loadavg } from 'node:os';
import sharp from 'sharp';
import { reencodePicture } from '../../src/gateway/tickets/reencodePicture';

async function photo(width: number, height: number, format: 'jpeg' | 'png') {
  // Noise, so the encoder has real work (a flat colour compresses to nothing).
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  const img = sharp(raw, { raw: { width, height, channels: 3 } });
  return format === 'jpeg' ? img.jpeg({ quality: 90 }).withExif({ IFD0: { Artist: 'bench' } }).toBuffer() : img.png().toBuffer();
}

const cases = [
  ['640x480 JPEG', 640, 480, 'jpeg'],
  ['1920x1080 PNG', 1920, 1080, 'png'],
  ['4000x3000 JPEG', 4000, 3000, 'jpeg'],
] as const;

console.log(`load average before: ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
for (const [name, w, h, format] of cases) {
  const input = await photo(w, h, format);
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const start = performance.now();
    await reencodePicture(input, format);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${name} (${(input.length / 1_048_576).toFixed(2)} MB): ${times[0]!.toFixed(0)} / ${times[3]!.toFixed(0)} / ${times[6]!.toFixed(0)} ms`);
}
console.log(`load average after: ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
