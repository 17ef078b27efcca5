import { z } from 'zod';
import { defineAction } from '../action';
import { UploadKinds } from '../upload/uploadKinds';
import { requiredString, unixSeconds } from '../validation/fields';

/**
 * The upload grant of spec 001 §7 (step 2): the console sends the file's MD5 and gets a one-time
 * Authorization for `PUT Address` with the bytes; the stored file is then served from MediaURL.
 */
export const uploadActions = {
  GetMediaFileSign: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Grant one upload: PUT the file to Address with Authorization, Content-MD5 and Content-Type before ExpiryDate.',
    params: z.object({
      ExpiryDate: unixSeconds,
      FileName: requiredString('FileName is required', 255),
      FileType: requiredString('FileType is required', 128),
      MD5value: z.string().regex(/^[0-9a-fA-F]{32}$/, { error: 'must be the 32 hex digits of the MD5 digest' }),
      FileSize: z.number().int({ error: 'must be a whole number of bytes' }).min(0),
      Kind: z.enum(UploadKinds).default('general'),
    }),
    result: z.object({
      Authorization: z.string(),
      Address: z.string(),
      FileId: z.string(),
      MediaURL: z.string(),
      ExpiryDate: z.number().int(),
    }),
    offline: { queue: false, why: 'short-lived' },
  }),
} as const;
