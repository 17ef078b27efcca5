import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AudienceRef } from '../../contract/entities/audience';
import type { Executor } from '../db/client';
import { contactGroupMembers, contacts } from '../db/schema';
import type { Channel } from '../messaging/Channel';
import { loadGroup } from './loadGroup';
import { segmentWhere } from './segments/segmentMembers';
import { loadSegment } from './segments/segmentRows';

/** An audience as a send or a read names it: one of the caller's groups or segments, by public id. */
export interface AudienceTarget {
  kind: AudienceRef['Kind'];
  id: string;
}

/**
 * The members of one of the caller's groups or segments (its members now: the rules evaluated)
 * as a WHERE on `contacts`, with what it is called; 'The group / segment does not exist' for
 * anyone else's.
 */
export async function audienceWhere(db: Executor, userId: number, target: AudienceTarget, channels: readonly Channel[], now: number): Promise<{ where: SQL; ref: AudienceRef }> {
  if (target.kind === 'Group') {
    const group = await loadGroup(db, userId, target.id);
    const members = db.select({ id: contactGroupMembers.contactId }).from(contactGroupMembers).where(eq(contactGroupMembers.groupId, group.id));
    return { where: and(eq(contacts.userId, userId), inArray(contacts.id, members))!, ref: { Kind: 'Group', Id: group.groupId, Name: group.name } };
  }
  const segment = await loadSegment(db, userId, target.id);
  return { where: await segmentWhere(db, userId, segment.rules, channels, now), ref: { Kind: 'Segment', Id: segment.segmentId, Name: segment.name } };
}
