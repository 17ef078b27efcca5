import { ChannelId } from '../../../contract/constants';
import type { smsExports } from '../../db/schema';

/** The download name of an export: sms-records-<id>.csv, channel-<ChannelId>-records-<id>.csv, or <source>-<id>.csv. */
export function exportFileName(exp: Pick<typeof smsExports.$inferSelect, 'exportId' | 'channel' | 'source'>): string {
  const stem = exp.source !== 'records' ? exp.source : exp.channel === ChannelId.SMS ? 'sms-records' : `channel-${exp.channel}-records`;
  return `${stem}-${exp.exportId}.csv`;
}
