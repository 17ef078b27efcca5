import { and, asc, ne } from 'drizzle-orm';
import type { AudienceRef } from '../../../contract/entities/audience';
import { RetCode } from '../../../contract/retCodes';
import { audienceWhere } from '../../audience/audienceWhere';
import type { Executor } from '../../db/client';
import { contacts } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Channel } from '../Channel';
import { readRecipients } from './readRecipients';
import type { RecipientSource } from './RecipientSource';

export interface SourceEntries {
  /** The addresses as typed (check them with `parseRecipients`). */
  entries: string[];
  /** The group or segment they are the members of, for the task to keep; null for typed lists and files. */
  audience: AudienceRef | null;
}

/**
 * The addresses of any recipient source: typed lists and files through `readRecipients`, and an
 * audience as its members' addresses for the channel (those without one are not recipients),
 * read by the database in contact order, at most `max + 1` (the caller refuses more than `max`).
 */
export async function readRecipientSource(
  db: Executor,
  channel: Channel,
  source: RecipientSource,
  where: { userId: number; uploadDir: string; defaultCountry?: string; channels: readonly Channel[]; now: number; max: number },
): Promise<SourceEntries> {
  if (source.kind !== 'audience') return { entries: await readRecipients(db, channel, source, where), audience: null };
  if (!channel.audience) throw new ActionError(RetCode.InvalidParams, 'This channel cannot send to an audience');
  const { where: members, ref } = await audienceWhere(db, where.userId, source.target, where.channels, where.now);
  const column = { phone: contacts.phone, email: contacts.email, whatsapp: contacts.whatsapp }[channel.audience.contactAddress];
  const rows = await db
    .select({ address: column })
    .from(contacts)
    .where(and(members, ne(column, '')))
    .orderBy(asc(contacts.id))
    .limit(where.max + 1);
  return { entries: rows.map((r) => r.address), audience: ref };
}
