import { z } from 'zod';
import { SmsTask, SmsTemplate } from './sms';

/** The MMS parts of spec 001 §3 (subject, media) besides the text: the image's FileId and its address. */
const mmsParts = { Subject: z.string(), MediaFileId: z.string().nullable(), MediaURL: z.string().nullable() };

/** An MMS template: an SMS template's fields (its review states, variables) plus the subject and the image. */
export const MmsTemplate = SmsTemplate.extend(mmsParts);
export type MmsTemplate = z.infer<typeof MmsTemplate>;

/** An MMS send task: an SMS task's fields and counts (Segments: one per message) plus the subject and the image. */
export const MmsTask = SmsTask.extend(mmsParts);
export type MmsTask = z.infer<typeof MmsTask>;
