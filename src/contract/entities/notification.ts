import { z } from 'zod';
import { NotificationKinds } from '../notifications';

/** One notification: its kind's text is interpolated with Params; Link is a console path. */
export const Notification = z.object({
  NotificationId: z.string(),
  Kind: z.enum(NotificationKinds),
  Params: z.record(z.string(), z.union([z.string(), z.number()])),
  Link: z.string(),
  CreateTime: z.number().int(),
  ReadTime: z.number().int().nullable(),
});
export type Notification = z.infer<typeof Notification>;
