import type { SQL } from 'drizzle-orm';
import type { NotificationKind } from '../../contract/notifications';
import type { Db, Executor } from '../db/client';
import type { smsTasks } from '../db/schema';
import type { JobHandler } from '../jobs/JobRunner';
import type { ActivityTarget } from './audience/activityCondition';
import type { Carrier, MoMessage, Receipt } from './carrier/Carrier';

/** A send task row (table `sms_tasks`, the core's task table; see README). */
export type TaskRow = typeof smsTasks.$inferSelect;

/** How a channel prices: per unit of its content rule (SMS: per segment) or per message. */
export type PricingUnit = 'segment' | 'message';

/**
 * What a channel declares to the messaging core; everything else (tasks, recipients, holds and
 * charges, the delivery queue, records, receipts, callbacks, exports) is the core's. SMS is
 * `sms/smsChannel.ts`; `tests/fixtures/throwawayChannel.ts` is a channel made up for a test.
 */
export interface Channel {
  /** Short id, e.g. 'sms'. Hold references are `<name>-task:<TaskId>`. */
  readonly name: string;
  /** Its ChannelId (contract `ChannelId`, spec 001 §4: SMS 9), stored in the `channel` column of its tasks and messages. */
  readonly channelId: number;
  /** Job kind of one task's delivery (sms: 'sms-task'); unique per channel. */
  readonly taskJob: string;
  /** The sub-wallet (WalletProductType) a task's hold is placed on and charged from. */
  readonly productType: number;
  /**
   * Content rule: how many pricing units one message of `text` to a recipient in `country` is (SMS:
   * segments; voice: the started minutes of `mediaDurationMs`, the audio the call plays).
   */
  units(text: string, country: string, mediaDurationMs?: number): number;
  readonly pricingUnit: PricingUnit;
  /** The price class of a task with this payload (sms_tasks.payload; WhatsApp: its conversation type); none for a channel with one price per country. */
  priceClassOf?(payload: unknown): string | undefined;
  /**
   * Price of one unit to `country` (10000 per currency unit), or null where the channel does not
   * deliver. `priceClass` is the task's (`priceClassOf` its payload) for a channel whose price
   * depends on the kind of message (WhatsApp: the conversation type).
   */
  unitPrice(country: string, priceClass?: string): number | null;
  /**
   * Recipient addresses: `clean` tidies one as typed (inputs equal after it are duplicates),
   * `parse` answers its normalised address and country, or null when it is not valid.
   */
  readonly address: {
    clean(raw: string): string;
    parse(cleaned: string, defaultCountry?: string): { address: string; country: string } | null;
  };
  /** The upload kind of its recipient files (FileId of a send): 'import' unless it names one (e-mail: 'email-import', 20 MB). */
  readonly importKind?: 'import' | 'email-import';
  /** The most valid recipients of one task (default 100,000, SMS's limit; e-mail 500,000). */
  readonly recipientsMax?: number;
  /** The carrier adapter of this gateway process (created once, at start). */
  createCarrier(db: Db, log: (line: string) => void): Carrier;
  /** Texts: the notification a finished or failed task files and the console page it links to; none for a channel without a notice. */
  readonly taskNotice?: { finished: NotificationKind; failed: NotificationKind; link(db: Executor, task: TaskRow): Promise<string> };
  /** Texts: the notification an export of its send records files when ready or failed, and the page it links to; none for a channel without one. */
  readonly exportNotice?: { ready: NotificationKind; failed: NotificationKind; link: string };
  /**
   * Audiences: the contact field the channel reaches a contact at (SMS: phone), so it can send to
   * a group or segment and segments can use its activity — Received, Delivered and Failed from the
   * core's messages, and Replied when it declares `replied` (an EXISTS over its own replies).
   */
  readonly audience?: {
    readonly contactAddress: 'phone' | 'email' | 'whatsapp';
    replied?(t: ActivityTarget): SQL;
  };
  /**
   * A channel charged by what the receipt reports (voice: by billing duration) instead of at the
   * carrier's acceptance: the amount (at most the message's held `price`) to charge for one message
   * of `units` units given its receipt. The hold covers `price`; the rest is released when the task ends.
   */
  receiptCharge?(message: { price: number; units: number }, receipt: Receipt): number;
  /**
   * How many more of a task's messages may go now (WhatsApp: the number's 24-hour messaging
   * limit); when none, until when sending waits and why (kept on the task as `wait_reason` and
   * `wait_until`, cleared when it goes on). Read from the database, so it holds across restarts.
   * A channel without it sends without limit.
   */
  sendAllowance?(db: Db, task: TaskRow, now: number): Promise<{ allowed: number; waitUntil: number; reason: string }>;
  /** Runs after each recorded batch (SMS: send-count alarms). */
  afterBatch?(db: Db, userId: number, now: number, log: (line: string) => void): Promise<void>;
  /** Stores a reply from a recipient (SMS: MO messages); a rejection makes the carrier offer it again. */
  onReply?(db: Db, mo: MoMessage): Promise<unknown>;
  /** More jobs of the channel (SMS: template review), by kind. */
  jobs?(db: Db, log: (line: string) => void): Readonly<Record<string, JobHandler>>;
}
