import { useEffect, useState } from 'react';
import type { DayRange } from '../../lib/dateRangeLimits';
import { channelSources } from './channelSources';
import { summarise, type Summary } from './summarise';

/** Every channel's report of a range, added up; null range = not yet (an invalid range). */
export function useMarketingSummary(range: DayRange | null, zone: string): { summary: Summary | null; loading: boolean; failed: boolean } {
  const [summary, setSummary] = useState<Summary | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const key = range ? `${range.from}/${range.to}/${zone}` : null;
  useEffect(() => {
    if (!range) return;
    let live = true;
    setLoading(true);
    Promise.all(channelSources.map(async (s) => ({ channel: s.channel, titleKey: s.titleKey, overview: s.overview, report: await s.load(range, zone) }))).then(
      (reports) => {
        if (!live) return;
        setSummary(summarise(reports));
        setFailed(false);
        setLoading(false);
      },
      () => {
        // The failing call already showed its toast.
        if (!live) return;
        setFailed(true);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
    // `key` stands for range and zone.
  }, [key]);
  return { summary, loading, failed };
}
