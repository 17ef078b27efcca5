import type { ExportRecord } from '../../../contract/entities/sms';
import { serverTextKeyOf } from '../../../contract/serverTexts';
import type { smsExports } from '../../db/schema';
import { toUnixSeconds } from '../../lib/time';

export function toExportRecord(e: typeof smsExports.$inferSelect): ExportRecord {
  const f = e.filter as { StartTime?: number; EndTime?: number };
  return {
    ExportId: e.exportId,
    Name: e.name,
    StartTime: f.StartTime ?? null,
    EndTime: f.EndTime ?? null,
    Status: e.status,
    RowCount: e.rowCount,
    CreateTime: toUnixSeconds(e.createdAt),
    FinishTime: e.finishedAt === null ? null : toUnixSeconds(e.finishedAt),
    Error: e.error,
    ErrorKey: serverTextKeyOf(e.error),
  };
}
