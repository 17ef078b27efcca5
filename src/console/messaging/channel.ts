import type { ParamsOf, ResultOf } from '../../contract/action';
import type { ActionName, Actions } from '../../contract/actions';
import type { SmsCounts, SmsSendRecord, SmsTask } from '../../contract/entities/sms';
import type { StatusTone } from '../../contract/display/subscriptionStatus';
import type { ComponentType } from 'react';
import type { Granularity } from '../lib/periods';
import type { Href } from '../lib/routeHref';

/**
 * The Actions of the registry that take params `P` and answer at least `R`: what a channel may name
 * for one job of the core. The core calls them through the typed `callAction` / `useAction`, so a
 * channel naming an Action of the wrong shape is a type error.
 */
export type ActionFor<P, R> = { [K in ActionName]: P extends ParamsOf<Actions[K]> ? (ResultOf<Actions[K]> extends R ? K : never) : never }[ActionName];

/**
 * The task and send-record shapes the core reads. Today they are the contract's SMS shapes (the
 * contract's channel core will name channel-neutral ones); another channel's Actions answer the same fields.
 */
export type ChannelTask = SmsTask & {
  /** A channel whose messages carry a subject and an image (MMS) answers them; the task page then shows them. */
  Subject?: string;
  MediaURL?: string | null;
  /**
   * A channel that can hold a task back answers why while it does (WhatsApp: 'TIER_LIMIT', the
   * number's 24-hour messaging limit) and until when (unix seconds); the task page shows the
   * channel's text `<ns>.task.wait.<reason>`.
   */
  WaitReason?: string | null;
  WaitUntil?: number | null;
};
export type ChannelSendRecord = SmsSendRecord;
/** Counts by send result with units and cost (statistics totals and series). */
export type ChannelCounts = SmsCounts;

/** An Action with the params and answer of the SMS one (statistics, task lists: their shapes are the SMS ones until the contract names neutral ones). */
type LikeSms<K extends ActionName> = ActionFor<ParamsOf<Actions[K]>, ResultOf<Actions[K]>>;

/** One task's counts by country and receipt code (the task page's statistics). */
export interface ChannelTaskStatistics {
  Task: ChannelTask;
  ByCountry: readonly { CountryCode: string; Submitted: number; Success: number; Fail: number; Unknown: number; SubmitFail: number; Pending: number; Cost: number }[];
  ByReceiptCode: readonly { ReceiptCode: string; Count: number }[];
}

export interface ChannelRecordPage {
  Total: number;
  TotalCapped: boolean;
  Records: ChannelSendRecord[];
}

export interface ChannelExportPage {
  Total: number;
  Records: { ExportId: string; Name: string; StartTime: number | null; EndTime: number | null; Status: number; RowCount: number; CreateTime: number; FinishTime: number | null; Error: string }[];
}

/** The filter of a send-record read (phone, status, task, days) as the core sends it. */
export interface RecordFilterParams {
  PhoneNumber?: string;
  Status?: 'Success' | 'Fail' | 'Unknown' | 'SubmitFail' | 'Pending';
  TaskId?: string;
  StartTime: number;
  EndTime: number;
}

/** The Action a channel names for each job of the core (one task, its records, their exports). */
export interface ChannelActions {
  /** One task with its counts by country and receipt code (the task page, polled while not final). */
  taskStatistics: ActionFor<{ TaskId: string }, ChannelTaskStatistics>;
  /** Cancels a task that has not started sending. */
  cancelTask: ActionFor<{ TaskId: string }, unknown>;
  /** What sending a task's failed numbers again would send now: how many, at what estimated cost (0 recipients: nothing to retry). */
  retryPreview: ActionFor<{ TaskId: string }, { Recipients: number; EstimatedCost: number }>;
  /** Sends a task's failed numbers again as a new task linked to it (a write with an IdempotencyKey); answers the new task. */
  retryTask: ActionFor<{ TaskId: string }, { TaskId: string; AccountId: string; SessionNo: string }>;
  /** The addresses a task was sent to: the recipients of its copy on the sending page. */
  taskRecipients: ActionFor<{ TaskId: string }, { PhoneNumbers: string[] }>;
  /** Replaces a task's tags. */
  saveTags: ActionFor<{ TaskId: string; Tags: string[] }, { Tags: string[] }>;
  /** Up to 100 tasks by id (the record tables' task links). */
  taskStatus: ActionFor<{ TaskIds: string[] }, { Tasks: ChannelTask[] }>;
  /** Send records by task or by filter, paged. */
  sendRecords: ActionFor<{ TaskId: string; Offset: number; Limit: number }, ChannelRecordPage> & ActionFor<RecordFilterParams & { Offset: number; Limit: number }, ChannelRecordPage>;
  /** Starts an export of the records a filter selects. */
  addExport: ActionFor<RecordFilterParams & { Name: string }, unknown>;
  /** The export records, paged. */
  exports: ActionFor<{ Offset: number; Limit: number }, ChannelExportPage>;
  /** A completed export's file address (downloaded through the blob client). */
  exportFile: ActionFor<{ ExportId: string }, { Url: string; FileName: string }>;
  /** Totals and a day, week or month series of a time range (overview, analytics). */
  sendStatistics: LikeSms<'GetUSMSSendStatistics'>;
  /** Counts of receipt codes over a window (analytics). */
  receiptCodes: LikeSms<'GetUSMSSendReceiptCodeStatistics'>;
  /** The newest tasks, paged (overview). */
  tasks: ActionFor<{ Offset: number; Limit: number }, { Total: number; Tasks: ChannelTask[] }>;
}

/**
 * The `ChannelActions` of a channel whose Actions are the contract's `channelTaskActions` for its
 * code (MMS: 'UMMS'): the names the core calls, from the code. An export's file is read with the
 * SMS Action for every channel (exports are the core's).
 */
export function channelActionsOf<C extends string>(code: C) {
  return {
    taskStatistics: `Describe${code}SendTaskStatistics`,
    cancelTask: `Cancel${code}SendTask`,
    retryPreview: `Preview${code}RetryTask`,
    retryTask: `Retry${code}SendTask`,
    taskRecipients: `Get${code}TaskRecipients`,
    saveTags: `Save${code}Tag`,
    taskStatus: `Describe${code}TaskStatus`,
    sendRecords: `Get${code}SendRecord`,
    addExport: `Add${code}ExportSendRecordTask`,
    exports: `Get${code}ExportSendRecord`,
    exportFile: 'GetUSMSExportSendRecordFile',
    sendStatistics: `Get${code}SendStatistics`,
    receiptCodes: `Get${code}SendReceiptCodeStatistics`,
    tasks: `Get${code}SendTask`,
  } as const;
}

/** A record column a channel adds (`MessagingChannel.recordColumns`). */
export interface ChannelRecordColumn {
  id: string;
  /** The channel's text key of its header (`tc`). */
  header: string;
  numeric?: boolean;
  /** The cell's text; `tc` translates the channel's texts. */
  cell: (record: ChannelSendRecord, tc: (key: string, options?: Record<string, unknown>) => string) => string;
}

/** The channel's pages the core links to (typed addresses, from the route table's paths). */
export interface ChannelRoutes {
  task: (task: { TaskId: string; AccountId: string; SessionNo: string }) => Href;
  /** The send records page with a query (`?task=...&from=...`). */
  records: (query: string) => Href;
  /** The single-number lookup with a query; absent for a channel without the page (voice, e-mail so far). */
  search?: (query: string) => Href;
  /** The channel's sending form, templates and analytics (overview links). */
  sending: Href;
  /** The sending form pre-filled with a copy of a task (nothing is sent until the user confirms). */
  duplicate: (taskId: string) => Href;
  /** Absent for a channel whose templates page is not built yet: the overview leaves its link out. */
  templates?: Href;
  /** Absent for a channel without an analytics page (voice, e-mail so far): the overview then offers no link to it. */
  analytics?: Href;
}

/**
 * What a channel (SMS, MMS, voice, e-mail, WhatsApp) declares to the messaging core: the key of
 * its texts, the Actions for each job, the pages it links to, and its pricing unit. The core's
 * components read it from `ChannelContext` (`channelPage` provides it to a page).
 */
export interface MessagingChannel {
  /**
   * The key of the channel's texts (`areas/<channel>/areaTexts.ts`): the core reads `<ns>.task.*`,
   * `<ns>.message.*` and `<ns>.search.*` (the keys of the SMS texts are the reference set).
   */
  ns: string;
  actions: ChannelActions;
  routes: ChannelRoutes;
  /**
   * The pricing unit (SMS: segments): the channel's text keys of its name on the task page (`label`)
   * and as a record column (`column`), and its count in a task and in a record.
   */
  unit: { label: string; column: string; ofTask: (task: ChannelTask) => number; ofRecord: (record: ChannelSendRecord) => number };
  /** The `ProductType` of the channel's wallet (GetBalance): the overview's wallet card. */
  wallet: number;
  /** What the sending form's summary and confirmation need (`core/sending/`). */
  sending: ChannelSending;
  /**
   * Record columns of the channel's own (voice: called and billing duration, remark), shown after the
   * chosen ones in its record tables: a header text key of the channel and the cell's text.
   */
  recordColumns?: readonly ChannelRecordColumn[];
  /** How the task page shows a task's status when the channel has statuses of its own (voice: spec 001 §4's twelve); SMS's otherwise. */
  taskStatusOf?: (task: ChannelTask) => { textKey: string; tone: StatusTone };
  /**
   * More analytics the channel has (WhatsApp: by conversation type), shown on the analytics page
   * below the trend for the same range (`params`: its StartTime, EndTime, Granularity and zone;
   * null while the range is not valid) and periods.
   */
  analytics?: ComponentType<ChannelAnalyticsProps>;
}

export interface ChannelAnalyticsProps {
  params: { StartTime: number; EndTime: number; Granularity: Granularity; TimeZone: string } | null;
  periods: readonly string[];
  granularity: Granularity;
  /** The range's first and last day (for captions). */
  range: { from: string; to: string };
}

/**
 * The sending side of a channel: its content rule and how its price is quoted. The summary card,
 * the cost estimate and the confirmation dialog read it; their texts are the channel's
 * `<ns>.sending.estimate.*`, `.confirm.*`, `.actions.*` and `.error.insufficient`.
 */
export interface ChannelSending {
  /** Pricing units of one message of `text` to `country` (SMS: segments, with the country's prefix or suffix). 1 for a channel priced per message. */
  unitsOf: (text: string, country: string) => number;
  /**
   * `'segment'`: priced per unit of the content rule, the form shows units per message and in total
   * and each country's price as units × unit price; `'message'`: one price per message, no unit rows.
   */
  pricingUnit: 'segment' | 'message';
  /**
   * A channel that sends to groups and segments (the gateway's channel declares `audience`) names
   * its ChannelId (SMS 9): the sending form then offers them as recipients, counted with
   * `CountAudience`. Left out, only typed numbers and files are offered.
   */
  audience?: { channelId: number };
}
