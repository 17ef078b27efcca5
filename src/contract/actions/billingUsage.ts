import { z } from 'zod';
import { defineAction } from '../action';
import { ExportRecord } from '../entities/sms';
import { TransactionState, TransactionTypes } from '../entities/transaction';
import { OrderAmountStatistics, SmsBillStatistics } from '../entities/usage';
import { optionalNameField, requiredString, unixSeconds } from '../validation/fields';

const int = () => z.number().int();
const granularity = z.enum(['day', 'week', 'month']).default('day');
const zone = z.string().max(64).default('UTC');

/** An export of any channel's records or of the transactions, as the export-records screen lists it. */
export const AnyExportRecord = ExportRecord.extend({
  /** ChannelId of the exported send records (SMS 9, …); 0 for the transactions. */
  Channel: int(),
  Source: z.enum(['records', 'transactions']),
});
export type AnyExportRecord = z.infer<typeof AnyExportRecord>;

/** Usage statistics and exports (spec 000 §7 Billing; export records, spec 000 §2). */
export const billingUsageActions = {
  GetOrderAmountStatistics: defineAction({
    kind: 'read',
    access: 'user',
    summary:
      'Spending per product type (charges less refunds, 10000 per unit) in a time range (at most a year), per day, week or month bucketed in TimeZone; ProductType keeps one.',
    params: z.object({ StartTime: unixSeconds, EndTime: unixSeconds, Granularity: granularity, TimeZone: zone, ProductType: int().min(0).optional() }),
    result: OrderAmountStatistics,
  }),
  GetUSMSBillStatistics: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'SMS billed in a time range (at most a year): messages charged, segments and amount per day, week or month bucketed in TimeZone, and the top countries.',
    params: z.object({ StartTime: unixSeconds, EndTime: unixSeconds, Granularity: granularity, TimeZone: zone }),
    result: SmsBillStatistics,
  }),
  AddTransactionExportTask: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Export the transactions of a filter (Type, State, ProductType, StartTime/EndTime) to a CSV file (\'No data to export\' when none match); it is listed among the export records.',
    params: z.object({
      Type: z.enum(TransactionTypes).optional(),
      State: z.union([z.literal(TransactionState.Success), z.literal(TransactionState.Failed)], { error: 'State must be 1 or 2' }).optional(),
      ProductType: int().min(0).optional(),
      StartTime: unixSeconds.optional(),
      EndTime: unixSeconds.optional(),
      Name: optionalNameField(64),
    }),
    result: AnyExportRecord,
    invalidates: ['GetExportRecordList'],
    title: 'Export of transactions: "{Name}"',
    titleZh: '导出交易记录：“{Name}”',
  }),
  GetExportRecordList: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'Every export of the account (each channel\'s send records, the transactions), newest first, with its state (1 Submitted, 2 Processing, 3 Failed, 4 Completed).',
    params: z.object({ Channel: int().min(0).optional(), Offset: int().min(0).default(0), Limit: int().min(1).max(100).default(10) }),
    result: z.object({ Total: int(), Records: z.array(AnyExportRecord) }),
  }),
  GetExportRecordFile: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'A short-lived download address of any completed export (valid 10 minutes): GET Url answers the CSV.',
    params: z.object({ ExportId: requiredString('ExportId is required', 64) }),
    result: z.object({ FileName: z.string(), Url: z.string(), ExpireTime: int(), RowCount: int() }),
    offline: { queue: false, why: 'short-lived' },
  }),
} as const;
