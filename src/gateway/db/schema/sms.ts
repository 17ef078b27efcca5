import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, uniqueIndex, bigserial } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { ChannelId } from '../../../contract/constants';
import { int64 } from './columns';

export const smsTemplates = pgTable(
  'sms_templates',
  {
    id: serial('id').primaryKey(),
    templateId: text('template_id').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The channel's ChannelId (SMS 9, MMS 6018); rows older than the column are SMS. */
    channel: integer('channel').notNull().default(ChannelId.SMS),
    name: text('name').notNull(),
    purpose: smallint('purpose').notNull(),
    body: text('body').notNull(),
    remark: text('remark').notNull().default(''),
    status: smallint('status').notNull(),
    rejectReason: text('reject_reason').notNull().default(''),
    recreatedFrom: text('recreated_from'),
    /** MMS: the subject, and the FileId of its image (an uploaded 'mms-image'); '' and null for SMS. */
    subject: text('subject').notNull().default(''),
    mediaFileId: text('media_file_id'),
    createdAt: int64('created_at').notNull(),
    updatedAt: int64('updated_at').notNull(),
  },
  (t) => [uniqueIndex('sms_templates_template_id_uq').on(t.templateId), index('sms_templates_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A send task of any channel of the messaging core (`channel`: its ChannelId, spec 001 §4; rows
 * older than the column are SMS); the counters are kept up to date by the delivery worker in its
 * own transactions.
 */
export const smsTasks = pgTable(
  'sms_tasks',
  {
    id: serial('id').primaryKey(),
    taskId: text('task_id').notNull(),
    sessionNo: text('session_no').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The channel's ChannelId (SMS 9, MMS 6018, voice 6003, e-mail 6011, WhatsApp 6009). */
    channel: integer('channel').notNull().default(ChannelId.SMS),
    name: text('name').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    senderId: text('sender_id').notNull().default(''),
    content: text('content').notNull(),
    /** MMS: the subject and the FileId of the image sent with the text; '' and null for other channels. */
    subject: text('subject').notNull().default(''),
    mediaFileId: text('media_file_id'),
    /** E-mail: the plain-text part sent with the HTML content (null: none); null for other channels. */
    contentText: text('content_text'),
    templateId: text('template_id'),
    countryCode: text('country_code').notNull().default(''),
    sendAt: int64('send_at').notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    status: smallint('status').notNull(),
    isTest: boolean('is_test').notNull().default(false),
    /** Hold reference in wallet_holds, null for free (trial) sends. */
    holdReference: text('hold_reference'),
    total: integer('total').notNull(),
    invalid: integer('invalid').notNull().default(0),
    duplicate: integer('duplicate').notNull().default(0),
    unsupported: integer('unsupported').notNull().default(0),
    succeeded: integer('succeeded').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    unknown: integer('unknown').notNull().default(0),
    submitFailed: integer('submit_failed').notNull().default(0),
    cancelled: integer('cancelled').notNull().default(0),
    segments: integer('segments').notNull().default(0),
    estimatedCost: int64('estimated_cost').notNull().default(0),
    charged: int64('charged').notNull().default(0),
    createdAt: int64('created_at').notNull(),
    startedAt: int64('started_at'),
    finishedAt: int64('finished_at'),
    /** The public TaskId of the task whose failed numbers this task retries (messaging/tasks/retryTask.ts), else null. */
    retryOf: text('retry_of'),
    /** The audience the task was sent to (issue 11): 'Group' or 'Segment', its public id and its name then; null for typed numbers and files. */
    audienceKind: text('audience_kind'),
    audienceId: text('audience_id'),
    audienceName: text('audience_name'),
    /** Voice: the length of the audio each call plays (a message's units are its started minutes); 0 for other channels. */
    mediaDurationMs: integer('media_duration_ms').notNull().default(0),
    /**
     * A daily window in the recipient's local time, minutes after midnight [from, to), outside which
     * its message waits (voice: call period 08:00-20:00 is 480-1200); null: any time.
     */
    windowFrom: smallint('window_from'),
    windowTo: smallint('window_to'),
    /** A channel's structured content for its carrier (WhatsApp: the template, its language and parameters, or a free-form text); null for SMS and MMS. */
    payload: jsonb('payload'),
    /** Why sending waits, while it does (WhatsApp: 'TIER_LIMIT', the number's 24-hour messaging limit is reached), else null. */
    waitReason: text('wait_reason'),
    /** Until when it waits (ms), with waitReason. */
    waitUntil: int64('wait_until'),
  },
  (t) => [
    uniqueIndex('sms_tasks_task_id_uq').on(t.taskId),
    index('sms_tasks_user_idx').on(t.userId, t.createdAt),
    index('sms_tasks_retry_of_idx').on(t.userId, t.retryOf),
  ],
);

/**
 * One message per (task, recipient): the unique index makes each recipient of a task get (and pay
 * for) one message at most. state: see MessageState in messaging/delivery/messageState.ts. The messaging core's
 * tables (sms_tasks, sms_messages) keep their first channel's names; see messaging/README.md.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskId: integer('task_id').notNull().references(() => smsTasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    /** The task's channel (ChannelId), so a channel's send records are read without the task table. */
    channel: integer('channel').notNull().default(ChannelId.SMS),
    phone: text('phone').notNull(),
    countryCode: text('country_code').notNull(),
    segments: smallint('segments').notNull(),
    price: int64('price').notNull(),
    state: smallint('state').notNull().default(0),
    receiptCode: text('receipt_code'),
    carrierId: text('carrier_id'),
    submitCount: smallint('submit_count').notNull().default(0),
    charged: boolean('charged').notNull().default(false),
    sendAt: int64('send_at').notNull(),
    submitAt: int64('submit_at'),
    doneAt: int64('done_at'),
    /** Voice: how long the call was connected (ms), from its receipt; null before it or for other channels. */
    calledMs: integer('called_ms'),
  },
  (t) => [
    uniqueIndex('sms_messages_task_phone_uq').on(t.taskId, t.phone),
    index('sms_messages_task_state_idx').on(t.taskId, t.state, t.id),
    index('sms_messages_user_time_idx').on(t.userId, t.sendAt, t.id),
    index('sms_messages_user_state_time_idx').on(t.userId, t.state, t.sendAt, t.id),
    index('sms_messages_phone_time_idx').on(t.phone, t.sendAt),
    index('sms_messages_carrier_idx').on(t.carrierId),
  ],
);

/** Mobile-originated replies. */
export const smsReplies = pgTable(
  'sms_replies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    content: text('content').notNull(),
    taskId: integer('task_id'),
    receivedAt: int64('received_at').notNull(),
    replyContent: text('reply_content'),
    replyTaskId: text('reply_task_id'),
    repliedAt: int64('replied_at'),
    /** When the reply was read in its conversation (MarkUSMSConversationRead); null: unread. */
    readAt: int64('read_at'),
  },
  (t) => [index('sms_replies_user_idx').on(t.userId, t.receivedAt), index('sms_replies_user_phone_idx').on(t.userId, t.phone, t.receivedAt)],
);

export const smsCallbackSettings = pgTable('sms_callback_settings', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: int64('updated_at').notNull(),
});

/** Receipt callbacks waiting to be POSTed (a batch of receipts each), retried with back-off. */
export const callbackDeliveries = pgTable(
  'callback_deliveries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: int64('next_attempt_at').notNull(),
    lockedUntil: int64('locked_until'),
    deliveredAt: int64('delivered_at'),
    failedAt: int64('failed_at'),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    createdAt: int64('created_at').notNull(),
  },
  (t) => [index('callback_deliveries_due_idx').on(t.deliveredAt, t.failedAt, t.nextAttemptAt)],
);

/** Send-limit and send-count alarm rules; settings hold the rule's numbers. */
export const smsRules = pgTable(
  'sms_rules',
  {
    id: serial('id').primaryKey(),
    ruleId: text('rule_id').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    /** Periods already alarmed ('day:2026-11-22', 'month:2026-11'), so each alarm is sent once. */
    alarmed: jsonb('alarmed').$type<string[]>().notNull().default([]),
    createdAt: int64('created_at').notNull(),
    updatedAt: int64('updated_at').notNull(),
  },
  (t) => [uniqueIndex('sms_rules_rule_id_uq').on(t.ruleId), index('sms_rules_user_idx').on(t.userId, t.kind)],
);

export const smsExports = pgTable(
  'sms_exports',
  {
    id: serial('id').primaryKey(),
    exportId: text('export_id').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The channel (ChannelId) whose send records it exports (0 for exports of no channel, e.g. transactions). */
    channel: integer('channel').notNull().default(ChannelId.SMS),
    /** What it exports: 'records' (the channel's send records) or another registered export source ('transactions'). */
    source: text('source').notNull().default('records'),
    name: text('name').notNull(),
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
    status: smallint('status').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    error: text('error').notNull().default(''),
    downloadTokenHash: text('download_token_hash'),
    downloadExpiresAt: int64('download_expires_at'),
    createdAt: int64('created_at').notNull(),
    finishedAt: int64('finished_at'),
  },
  (t) => [uniqueIndex('sms_exports_export_id_uq').on(t.exportId), index('sms_exports_user_idx').on(t.userId, t.createdAt)],
);

/** The CSV of an export, in chunks of rows, streamed in order by seq. */
export const smsExportChunks = pgTable(
  'sms_export_chunks',
  {
    exportId: integer('export_id').notNull().references(() => smsExports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: text('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exportId, t.seq] })],
);
