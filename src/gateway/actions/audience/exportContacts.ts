import { ExportStatus } from '../../../contract/display/exportStatus';
import { audienceIds } from '../../audience/audienceIds';
import { CONTACT_EXPORT_JOB } from '../../audience/export/contactExportJob';
import { toContactExport } from '../../audience/export/exportRecords';
import { loadGroup } from '../../audience/loadGroup';
import { loadSegment } from '../../audience/segments/segmentRows';
import { loadTags } from '../../audience/tagRows';
import { contactExports } from '../../db/schema';
import type { Handler } from '../../handlers';
import { enqueueJob } from '../../jobs/jobQueue';
import { wakeJobRunners } from '../../jobs/wakeJobRunners';

/** Queues an export of the caller's contacts under the list's filter (a group, tag or segment not theirs is refused now). */
export const exportContacts: Handler<'ExportContacts'> = async (p, ctx) => {
  if (p.GroupId) await loadGroup(ctx.db, ctx.caller.userId, p.GroupId);
  if (p.TagId) await loadTags(ctx.db, ctx.caller.userId, [p.TagId], 'TagId');
  if (p.SegmentId) await loadSegment(ctx.db, ctx.caller.userId, p.SegmentId);
  const filter = {
    ...(p.Keyword ? { Keyword: p.Keyword } : {}),
    ...(p.GroupId ? { GroupId: p.GroupId } : {}),
    ...(p.TagId ? { TagId: p.TagId } : {}),
    ...(p.SegmentId ? { SegmentId: p.SegmentId } : {}),
    ...(p.Channel ? { Channel: p.Channel } : {}),
  };
  const [row] = await ctx.db
    .insert(contactExports)
    .values({ exportId: audienceIds.contactExport(), userId: ctx.caller.userId, format: p.Format, filter, status: ExportStatus.Submitted, createdAt: ctx.now })
    .returning();
  await enqueueJob(ctx.db, { kind: CONTACT_EXPORT_JOB, ref: String(row!.id), runAt: ctx.now, now: ctx.now });
  ctx.afterCommit(() => wakeJobRunners());
  return toContactExport(row!);
};
