import type { AudienceRef } from '../../../contract/entities/audience';
import { TaskStatus } from '../../../contract/messaging/taskStatus';
import type { Executor } from '../../db/client';
import { smsTasks } from '../../db/schema';
import { enqueueJob } from '../../jobs/jobQueue';
import type { Channel, TaskRow } from '../Channel';
import { placeHold } from '../holds';
import { optedOutAmong } from '../optOuts/optOutStore';
import { priceMessages, type PricedTask } from '../pricing/priceMessages';
import type { ParsedRecipients } from '../recipients/parseRecipients';
import { insertMessages } from './insertMessages';

export interface NewTask {
  userId: number;
  /** Public ids (the channel's format). */
  taskId: string;
  sessionNo: string;
  /** The content as it will be sent. */
  text: string;
  /** MMS: the subject and the FileId of the stored image sent with the text. */
  subject?: string;
  mediaFileId?: string | null;
  /** Voice: the length of the audio each call plays (its units are the started minutes). */
  mediaDurationMs?: number;
  /** A daily window in the recipient's local time, minutes after midnight [from, to), outside which its message waits (voice: the call period). */
  window?: { from: number; to: number } | null;
  /** E-mail: the plain-text part sent with the HTML `text` (null: none). */
  contentText?: string | null;
  recipients: ParsedRecipients;
  /** Trial sends: priced at 0, no hold. */
  free: boolean;
  sendAt: number;
  name?: string;
  tags?: string[];
  senderId?: string;
  templateId?: string | null;
  /** The country the numbers were typed for, if one was chosen. */
  countryCode?: string;
  timeZone?: string;
  isTest?: boolean;
  /** The public TaskId of the task whose failed numbers this one sends again. */
  retryOf?: string;
  /** The channel's structured content for its carrier (stored as sms_tasks.payload; its price class is `channel.priceClassOf` of it). */
  payload?: unknown;
  /** The group or segment the recipients are the members of (kept with the task, its name as it was). */
  audience?: AudienceRef | null;
  now: number;
}

/**
 * Stores a send task of a channel in the caller's transaction: prices its messages, holds the
 * total on the channel's sub-wallet (reference `<channel>-task:<TaskId>`; InsufficientBalance when
 * short), inserts the task and one message per recipient, and queues the task's job at its send
 * time. The caller checks its channel's rules before and wakes the job runners after commit.
 * Recipients who opted out of the account's sends on the channel are priced at 0 (nothing held);
 * the delivery job ends them as SubmitFail OPTED_OUT without handing them to the carrier.
 */
export async function createTask(db: Executor, channel: Channel, t: NewTask): Promise<{ task: TaskRow; priced: PricedTask }> {
  const optedOut = await optedOutAmong(db, t.userId, channel.name, t.recipients.valid.map((r) => r.address));
  const priced = priceMessages(channel, t.text, t.recipients.valid, t.free, optedOut, { mediaDurationMs: t.mediaDurationMs ?? 0, priceClass: channel.priceClassOf?.(t.payload) });
  const holdReference = priced.cost > 0 ? `${channel.name}-task:${t.taskId}` : null;
  if (holdReference) await placeHold(db, t.userId, channel.productType, holdReference, priced.cost, t.now);
  const [task] = await db
    .insert(smsTasks)
    .values({
      taskId: t.taskId,
      sessionNo: t.sessionNo,
      userId: t.userId,
      channel: channel.channelId,
      name: t.name ?? '',
      tags: t.tags ?? [],
      senderId: t.senderId ?? '',
      content: t.text,
      subject: t.subject ?? '',
      mediaFileId: t.mediaFileId ?? null,
      mediaDurationMs: t.mediaDurationMs ?? 0,
      windowFrom: t.window?.from ?? null,
      windowTo: t.window?.to ?? null,
      contentText: t.contentText ?? null,
      templateId: t.templateId ?? null,
      countryCode: t.countryCode ?? (priced.countries.length === 1 ? priced.countries[0]! : ''),
      sendAt: t.sendAt,
      timeZone: t.timeZone ?? 'UTC',
      status: t.sendAt > t.now + 1000 ? TaskStatus.Waiting : TaskStatus.Pending,
      isTest: t.isTest ?? false,
      holdReference,
      total: priced.messages.length,
      invalid: t.recipients.invalid,
      duplicate: t.recipients.duplicate,
      unsupported: t.recipients.unsupported,
      segments: priced.units,
      estimatedCost: priced.cost,
      createdAt: t.now,
      retryOf: t.retryOf ?? null,
      audienceKind: t.audience?.Kind ?? null,
      audienceId: t.audience?.Id ?? null,
      audienceName: t.audience?.Name ?? null,
      payload: t.payload ?? null,
    })
    .returning();
  await insertMessages(db, task!.id, t.userId, channel.channelId, t.sendAt, priced.messages);
  await enqueueJob(db, { kind: channel.taskJob, ref: String(task!.id), runAt: t.sendAt, now: t.now });
  return { task: task!, priced };
}
