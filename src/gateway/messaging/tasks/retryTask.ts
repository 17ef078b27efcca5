import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { smsMessages, smsTasks } from '../../db/schema';
import type { Channel, TaskRow } from '../Channel';
import { MessageState } from '../delivery/messageState';
import { priceMessages, type PricedTask } from '../pricing/priceMessages';
import type { ParsedRecipients } from '../recipients/parseRecipients';
import { createTask, type NewTask } from './createTask';

/**
 * The final states a retry sends again: the carrier answered Fail, or refused the message at
 * submit. Pending messages may still arrive, delivered ones did, and Unknown ones may have: none of
 * them is sent twice.
 */
export const RETRY_STATES: readonly number[] = [MessageState.Fail, MessageState.SubmitFail];

/**
 * The recipients a retry of `task` sends to, in their original order: its messages whose final
 * state is failed, less the addresses an earlier retry of the same task already took (so retrying
 * a task twice never sends one number twice; a retry of a retry sees only what failed again).
 * Addresses in a country the channel no longer prices are counted as unsupported.
 */
export async function retryRecipients(db: Executor, channel: Channel, task: TaskRow): Promise<ParsedRecipients> {
  const earlier = db
    .select({ phone: smsMessages.phone })
    .from(smsMessages)
    .innerJoin(smsTasks, eq(smsTasks.id, smsMessages.taskId))
    .where(and(eq(smsTasks.userId, task.userId), eq(smsTasks.retryOf, task.taskId)));
  const rows = await db
    .select({ address: smsMessages.phone, country: smsMessages.countryCode })
    .from(smsMessages)
    .where(and(eq(smsMessages.taskId, task.id), inArray(smsMessages.state, [...RETRY_STATES]), notInArray(smsMessages.phone, earlier)))
    .orderBy(asc(smsMessages.id));
  const out: ParsedRecipients = { valid: [], invalid: 0, duplicate: 0, unsupported: 0 };
  for (const r of rows) {
    if (channel.unitPrice(r.country, channel.priceClassOf?.(task.payload)) === null) out.unsupported++;
    else out.valid.push(r);
  }
  return out;
}

/** What a retry of `task` would send now, priced at today's prices (`free`: trial sends). */
export async function previewRetry(db: Executor, channel: Channel, task: TaskRow, free: boolean): Promise<{ recipients: ParsedRecipients; priced: PricedTask }> {
  const recipients = await retryRecipients(db, channel, task);
  return { recipients, priced: priceMessages(channel, task.content, recipients.valid, free, undefined, { mediaDurationMs: task.mediaDurationMs, priceClass: channel.priceClassOf?.(task.payload) }) };
}

/** The parts of a new task a retry takes from its caller; the rest is the original's. */
export type RetryOptions = Pick<NewTask, 'taskId' | 'sessionNo' | 'free' | 'now'>;

/**
 * Creates the retry of `task` in the caller's transaction, which has locked the original's row
 * (so two retries of one task take their numbers one after the other): a new task sent now with
 * the original's content (and audio, call window), sender, template, tags, country, zone and test flag, to `recipients`
 * (from `retryRecipients`, checked by the caller's channel rules), held and charged like any task
 * through `createTask`, its `retryOf` naming the original. Answers null when there is nobody to send to.
 */
export async function retryTask(db: Executor, channel: Channel, task: TaskRow, recipients: ParsedRecipients, o: RetryOptions) {
  if (recipients.valid.length === 0) return null;
  return createTask(db, channel, {
    userId: task.userId,
    taskId: o.taskId,
    sessionNo: o.sessionNo,
    text: task.content,
    subject: task.subject,
    contentText: task.contentText,
    mediaFileId: task.mediaFileId,
    mediaDurationMs: task.mediaDurationMs,
    window: task.windowFrom !== null && task.windowTo !== null ? { from: task.windowFrom, to: task.windowTo } : null,
    payload: task.payload ?? undefined,
    recipients,
    free: o.free,
    sendAt: o.now,
    name: task.name,
    tags: task.tags,
    senderId: task.senderId,
    templateId: task.templateId,
    countryCode: task.countryCode || undefined,
    timeZone: task.timeZone,
    isTest: task.isTest,
    retryOf: task.taskId,
    now: o.now,
  });
}

/** The addresses a task was created with, in the order given (a copy of the task sends to them). */
export async function taskAddresses(db: Executor, task: TaskRow): Promise<string[]> {
  const rows = await db.select({ address: smsMessages.phone }).from(smsMessages).where(eq(smsMessages.taskId, task.id)).orderBy(asc(smsMessages.id));
  return rows.map((r) => r.address);
}
