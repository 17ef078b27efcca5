/**
 * The real type of a file from its first bytes (magic numbers), for the upload checks of spec 001
 * §7-§9. Pure: runs in the gateway, in the console before an upload, and in tests.
 */
export type FileTypeName =
  | 'png'
  | 'jpeg'
  | 'gif'
  | 'webp'
  | 'pdf'
  | 'mp3'
  | 'aac'
  | 'wav'
  | 'ogg'
  | 'flac'
  | 'wma'
  | 'm4a'
  | 'mp4'
  | 'xlsx'
  | 'docx'
  | 'zip'
  | 'csv'
  | 'txt';

/** How many leading bytes detection looks at (zip containers are searched for their part names). */
export const DETECT_BYTES = 65_536;

/** The stored Content-Type of each detected type. */
export const fileTypeMime: Record<FileTypeName, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  aac: 'audio/aac',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
  wma: 'audio/x-ms-wma',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

function ascii(b: Uint8Array, at: number, text: string): boolean {
  if (b.length < at + text.length) return false;
  for (let i = 0; i < text.length; i++) if (b[at + i] !== text.charCodeAt(i)) return false;
  return true;
}

function bytesAt(b: Uint8Array, at: number, sig: readonly number[]): boolean {
  return b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
}

function contains(b: Uint8Array, text: string): boolean {
  const first = text.charCodeAt(0);
  for (let i = b.indexOf(first); i !== -1 && i <= b.length - text.length; i = b.indexOf(first, i + 1)) {
    if (ascii(b, i, text)) return true;
  }
  return false;
}

/** UTF-8 text without NUL or other binary control bytes (a sample may cut the last character). */
function isText(b: Uint8Array): boolean {
  if (b.length === 0) return false;
  for (const c of b) if (c === 0 || (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c)) return false;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let cut = 0; cut < 4 && cut < b.length; cut++) {
    try {
      decoder.decode(b.subarray(0, b.length - cut));
      return true;
    } catch {
      /* try without the last byte */
    }
  }
  return false;
}

/** Detects the type from the first bytes; null when the bytes match no accepted type. */
export function detectFileType(head: Uint8Array, declaredType = ''): FileTypeName | null {
  const b = head.subarray(0, DETECT_BYTES);
  if (bytesAt(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytesAt(b, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a')) return 'gif';
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) return 'webp';
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE')) return 'wav';
  if (ascii(b, 0, '%PDF-')) return 'pdf';
  if (ascii(b, 0, 'OggS')) return 'ogg';
  if (ascii(b, 0, 'fLaC')) return 'flac';
  if (bytesAt(b, 0, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11])) return 'wma';
  if (ascii(b, 4, 'ftyp')) return ascii(b, 8, 'M4A ') || ascii(b, 8, 'M4B ') ? 'm4a' : 'mp4';
  if (bytesAt(b, 0, [0x50, 0x4b, 0x03, 0x04])) {
    if (contains(b, 'xl/')) return 'xlsx';
    if (contains(b, 'word/')) return 'docx';
    return 'zip';
  }
  if (ascii(b, 0, 'ID3')) return 'mp3';
  // MPEG audio frame sync: 11 set bits; layer bits 00 is AAC (ADTS), anything else MP3.
  if (b.length >= 2 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0) return (b[1]! & 0x06) === 0 ? 'aac' : 'mp3';
  if (isText(b)) return /csv|excel/i.test(declaredType) ? 'csv' : 'txt';
  return null;
}

/** Declared Content-Types each detected type may arrive under (browsers differ: CSV as Excel). */
const declaredAliases: Record<FileTypeName, readonly string[]> = {
  png: ['image/png'],
  jpeg: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  pdf: ['application/pdf'],
  mp3: ['audio/mpeg', 'audio/mp3', 'audio/mpeg3'],
  aac: ['audio/aac', 'audio/x-aac', 'audio/aacp'],
  wav: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
  ogg: ['audio/ogg', 'application/ogg', 'audio/vorbis', 'audio/opus'],
  flac: ['audio/flac', 'audio/x-flac'],
  wma: ['audio/x-ms-wma'],
  m4a: ['audio/mp4', 'audio/m4a', 'audio/x-m4a', 'audio/aac'],
  mp4: ['video/mp4', 'audio/mp4', 'video/quicktime'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/zip'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/zip'],
  zip: ['application/zip', 'application/x-zip-compressed'],
  csv: ['text/csv', 'application/vnd.ms-excel', 'text/plain', 'application/csv'],
  txt: ['text/plain', 'text/csv'],
};

/** The detected type a stored Content-Type (fileTypeMime) stands for, or null. */
export function detectedTypeOfMime(mime: string): FileTypeName | null {
  return (Object.keys(fileTypeMime) as FileTypeName[]).find((t) => fileTypeMime[t] === mime) ?? null;
}

/** Normalises a Content-Type: lower case, parameters dropped. */
export function baseMime(type: string): string {
  return type.split(';')[0]!.trim().toLowerCase();
}

/** Whether a file detected as `detected` may be declared as `declaredType`. */
export function declaredTypeMatches(detected: FileTypeName, declaredType: string): boolean {
  return declaredAliases[detected].includes(baseMime(declaredType));
}

/** The detected types a declared Content-Type can stand for (used to check a grant before any bytes). */
export function typesForDeclared(declaredType: string): FileTypeName[] {
  const base = baseMime(declaredType);
  return (Object.keys(declaredAliases) as FileTypeName[]).filter((t) => declaredAliases[t].includes(base));
}
