import { UPLOAD_SIZE_LIMIT_BYTES } from '../constants';
import { IMPORT_CSV_MAX_BYTES } from '../audience/contactImport';
import type { FileTypeName } from './detectFileType';
import { EMAIL_FILE_MAX_BYTES } from '../email/emailSendingRules';
import { VOICE_AUDIO_TYPES, VOICE_FILE_NAME_CHARS } from '../vms/voiceAudio';

/** Spec 001 §9: MMS images at most 300 KB. */
export const MMS_IMAGE_LIMIT_BYTES = 300 * 1024;
/** Spec 001 §9: video at most 512 MB. */
export const VIDEO_LIMIT_BYTES = 512 * 1024 * 1024;
/** Spec 001 §9: voice audio file names under 100 characters. */
export const VOICE_FILE_NAME_MAX = 99;

const images: readonly FileTypeName[] = ['png', 'jpeg', 'gif', 'webp'];

export interface UploadKindRule {
  /** Largest file accepted, in bytes. */
  maxBytes: number;
  /** Real file types (from the first bytes) accepted; undefined: any recognised type. */
  types?: readonly FileTypeName[];
  /** Longest file name, in characters. */
  maxNameLength: number;
  /** A smaller limit for some real types of the kind. */
  maxBytesByType?: Partial<Record<FileTypeName, number>>;
  /** The characters a file name may use (refused with 'FileNameChars' otherwise); undefined: any. */
  nameChars?: RegExp;
}

/** Per-kind upload limits (spec 001 §9 "Uploads"), declared once for the console and the gateway. */
export const uploadKinds = {
  general: { maxBytes: UPLOAD_SIZE_LIMIT_BYTES, maxNameLength: 255 },
  image: { maxBytes: UPLOAD_SIZE_LIMIT_BYTES, types: images, maxNameLength: 255 },
  'mms-image': { maxBytes: MMS_IMAGE_LIMIT_BYTES, types: ['png', 'jpeg', 'gif'], maxNameLength: 255 },
  'ticket-image': { maxBytes: UPLOAD_SIZE_LIMIT_BYTES, types: images, maxNameLength: 255 },
  'voice-audio': { maxBytes: UPLOAD_SIZE_LIMIT_BYTES, types: VOICE_AUDIO_TYPES, maxNameLength: VOICE_FILE_NAME_MAX, nameChars: VOICE_FILE_NAME_CHARS },
  import: { maxBytes: UPLOAD_SIZE_LIMIT_BYTES, types: ['csv', 'txt', 'xlsx'], maxNameLength: 255 },
  /** E-mail recipients (spec 001 §7: 20 MB for e-mail, up to 500,000 addresses). */
  'email-import': { maxBytes: EMAIL_FILE_MAX_BYTES, types: ['csv', 'txt', 'xlsx'], maxNameLength: 255 },
  /** A contact import (issue 11): .xlsx under 10 MB, .csv up to the spec's suggested maxima (read as a stream). */
  'contact-import': { maxBytes: IMPORT_CSV_MAX_BYTES, types: ['csv', 'xlsx'], maxNameLength: 255, maxBytesByType: { xlsx: UPLOAD_SIZE_LIMIT_BYTES } },
  document: { maxBytes: UPLOAD_SIZE_LIMIT_BYTES, types: ['pdf', 'docx'], maxNameLength: 255 },
  video: { maxBytes: VIDEO_LIMIT_BYTES, types: ['mp4'], maxNameLength: 255 },
} as const satisfies Record<string, UploadKindRule>;

export type UploadKind = keyof typeof uploadKinds;
export const UploadKinds = Object.keys(uploadKinds) as [UploadKind, ...UploadKind[]];

export function uploadRule(kind: UploadKind): UploadKindRule {
  return uploadKinds[kind];
}

/** The size limit of a kind for one real type (its own limit when the kind sets one). */
/** How a file name breaks the kind's rule ('length': `max` characters or more; 'chars': a character the kind does not allow), or null. */
export function fileNameProblem(rule: UploadKindRule, fileName: string): { kind: 'length'; max: number } | { kind: 'chars' } | null {
  if (fileName.length > rule.maxNameLength) return { kind: 'length', max: rule.maxNameLength + 1 };
  if (rule.nameChars && !rule.nameChars.test(fileName)) return { kind: 'chars' };
  return null;
}

export function typeLimit(rule: UploadKindRule, type: FileTypeName): number {
  return rule.maxBytesByType?.[type] ?? rule.maxBytes;
}
