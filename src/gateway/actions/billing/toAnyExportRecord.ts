import type { AnyExportRecord } from '../../../contract/actions/billingUsage';
import type { smsExports } from '../../db/schema';
import { toExportRecord } from '../sms/toExportRecord';

/** An export of any channel or source, as the export-records screen lists it. */
export function toAnyExportRecord(e: typeof smsExports.$inferSelect): AnyExportRecord {
  return { ...toExportRecord(e), Channel: e.channel, Source: e.source === 'transactions' ? 'transactions' : 'records' };
}
