import { useMemo } from 'react';
import { useAction } from '../../../session';
import { type AudienceSummary, audienceSummary } from './audienceSummary';
import type { RecipientSource } from './useRecipientCheck';

/** Groups and segments offered as recipients: the newest hundred of each. */
const CHOICES = { Limit: 100 };

export interface AudienceRecipients {
  groups: readonly { GroupId: string; GroupName: string; MemberCount: number }[];
  segments: readonly { SegmentId: string; SegmentName: string; MemberCount: number }[];
  /** The chosen group's or segment's recipients, once counted. */
  summary: AudienceSummary | null;
  counting: boolean;
  /** Why it could not be counted (the gateway's Message; a lost connection's words). */
  error: string | null;
  /** Set when the count shown is the stored one (offline), ms. */
  asOf: number | null;
}

/**
 * The groups and segments of the account, and the chosen one counted by the gateway for the
 * channel (CountAudience: its members now, those with the channel's address, by country).
 */
export function useAudienceRecipients(source: RecipientSource, audienceId: string, channelId: number | undefined, supported: ReadonlySet<string> | null): AudienceRecipients {
  const wanted = channelId !== undefined && (source === 'group' || source === 'segment');
  const groups = useAction('ListContactGroups', wanted ? CHOICES : null).data?.Groups ?? [];
  const segments = useAction('ListSegments', wanted ? CHOICES : null).data?.Segments ?? [];
  const params = wanted && audienceId ? { Channel: channelId, ...(source === 'group' ? { GroupId: audienceId } : { SegmentId: audienceId }) } : null;
  const count = useAction('CountAudience', params);
  const name = source === 'group' ? groups.find((g) => g.GroupId === audienceId)?.GroupName : segments.find((s) => s.SegmentId === audienceId)?.SegmentName;
  const summary = useMemo(
    () => (params && count.data ? audienceSummary({ kind: source === 'group' ? 'Group' : 'Segment', id: audienceId, name: name ?? audienceId }, count.data, supported) : null),
    [params === null, count.data, source, audienceId, name, supported],
  );
  return {
    groups,
    segments,
    summary,
    counting: params !== null && count.loading && !count.data,
    error: params && count.error ? count.error.message : null,
    asOf: count.asOf,
  };
}
