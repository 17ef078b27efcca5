import type { ContactExport } from '../../../contract/entities/audience';
import type { contactExports } from '../../db/schema';
import { toUnixSeconds } from '../../lib/time';

export function toContactExport(e: typeof contactExports.$inferSelect): ContactExport {
  return {
    ExportId: e.exportId,
    Format: e.format === 'xlsx' ? 'xlsx' : 'csv',
    Status: e.status,
    RowCount: e.rowCount,
    Error: e.error,
    CreateTime: toUnixSeconds(e.createdAt),
    FinishTime: e.finishedAt === null ? 0 : toUnixSeconds(e.finishedAt),
  };
}
