import { z } from 'zod';

const int = () => z.number().int();

/**
 * What every channel's send Action answers (AddUSMSSendTask, AddUMMSSendTask, AddUVMSSendTask,
 * AddUEmailSendTask, AddWhatsAppSendTask): the new task and how its recipients were counted and
 * priced. SMS adds its message parts (`Segments`).
 */
export const SendTaskAnswer = z.object({
  TaskId: z.string(),
  SessionNo: z.string(),
  AccountId: z.string(),
  Status: int(),
  /** Messages created: the valid, unique recipients. */
  Submitted: int(),
  Invalid: int(),
  Duplicate: int(),
  /** Valid numbers of a country the channel does not reach. */
  Unsupported: int(),
  /** Held on the wallet now, charged as messages end (integer money, 10000 per unit). */
  EstimatedCost: int(),
  /** Recipients who opted out of the account's messages on this channel: not sent, not charged (SubmitFail OPTED_OUT). */
  OptedOut: int(),
});
export type SendTaskAnswer = z.infer<typeof SendTaskAnswer>;
