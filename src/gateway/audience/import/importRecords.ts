import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { ContactImport } from '../../../contract/entities/audience';
import type { Executor } from '../../db/client';
import { contactGroups, contactImports } from '../../db/schema';
import { toUnixSeconds } from '../../lib/time';

type ImportRow = typeof contactImports.$inferSelect;

export function toContactImport(r: ImportRow, group: { groupId: string; name: string } | null): ContactImport {
  return {
    ImportId: r.importId,
    FileName: r.fileName,
    Status: r.status,
    GroupId: group?.groupId ?? '',
    GroupName: group?.name ?? '',
    TotalRows: r.totalRows,
    RowsDone: r.rowsDone,
    Created: r.created,
    Updated: r.updated,
    Rejected: r.rejected,
    Error: r.error,
    CreateTime: toUnixSeconds(r.createdAt),
    UpdateTime: toUnixSeconds(r.updatedAt),
    FinishTime: r.finishedAt === null ? 0 : toUnixSeconds(r.finishedAt),
  };
}

/** One page of a user's imports, newest first, with their target groups. */
export async function listImports(db: Executor, userId: number, opts: { importId?: string; offset: number; limit: number }) {
  const parts: SQL[] = [eq(contactImports.userId, userId)];
  if (opts.importId) parts.push(eq(contactImports.importId, opts.importId));
  const where = and(...parts);
  const rows = await db
    .select({ imp: contactImports, groupId: contactGroups.groupId, name: contactGroups.name })
    .from(contactImports)
    .leftJoin(contactGroups, eq(contactGroups.id, contactImports.groupId))
    .where(where)
    .orderBy(desc(contactImports.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(contactImports).where(where);
  return {
    Total: Number(total?.n ?? 0),
    Imports: rows.map((r) => toContactImport(r.imp, r.groupId === null || r.name === null ? null : { groupId: r.groupId, name: r.name })),
  };
}
