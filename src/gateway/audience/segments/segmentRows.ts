import { and, eq } from 'drizzle-orm';
import { retCodeMessages } from '../../../contract/messages';
import type { Segment } from '../../../contract/entities/audience';
import { RetCode } from '../../../contract/retCodes';
import type { Executor } from '../../db/client';
import { contactSegments } from '../../db/schema';
import { ActionError } from '../../errors';
import { toUnixSeconds } from '../../lib/time';
import { fieldError } from '../fieldError';

export type SegmentRow = typeof contactSegments.$inferSelect;

/** 'SegmentName: A segment with this name already exists'. */
export const segmentExists = () => fieldError('SegmentName', retCodeMessages[RetCode.SegmentExists], RetCode.SegmentExists);

export function toSegment(row: SegmentRow): Segment {
  return {
    SegmentId: row.segmentId,
    SegmentName: row.name,
    Rules: row.rules,
    MemberCount: row.memberCount,
    CountTime: toUnixSeconds(row.countedAt),
    CreateTime: toUnixSeconds(row.createdAt),
    UpdateTime: toUnixSeconds(row.updatedAt),
  };
}

/** One of the caller's segments by its public id; 'The segment does not exist' for anyone else's. */
export async function loadSegment(db: Executor, userId: number, segmentId: string, forUpdate = false): Promise<SegmentRow> {
  const q = db.select().from(contactSegments).where(and(eq(contactSegments.segmentId, segmentId), eq(contactSegments.userId, userId)));
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw new ActionError(RetCode.SegmentNotFound);
  return row;
}
