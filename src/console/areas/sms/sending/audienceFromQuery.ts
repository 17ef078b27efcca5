import type { SendForm } from './sendForm';

/** The recipients the address names (?groupId= from a group's page, ?segmentId= from the segment list), or null. */
export function audienceFromQuery(search: string): Pick<SendForm, 'source' | 'audienceId'> | null {
  const q = new URLSearchParams(search);
  const segmentId = (q.get('segmentId') ?? '').trim().slice(0, 32);
  const groupId = (q.get('groupId') ?? '').trim().slice(0, 32);
  if (segmentId) return { source: 'segment', audienceId: segmentId };
  if (groupId) return { source: 'group', audienceId: groupId };
  return null;
}
