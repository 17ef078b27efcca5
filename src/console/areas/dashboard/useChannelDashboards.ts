import { startTransition, useEffect, useState } from 'react';
import type { ChannelDashboard, ChannelDashboardSource } from '../../lib/channelDashboard';
import { useStatsZone } from '../../session';
import { dashboardSources } from './dashboardSources';

export interface ChannelState {
  source: ChannelDashboardSource;
  /** null while loading or after an error. */
  data: ChannelDashboard | null;
  failed: boolean;
}

/** Every channel's dashboard figures, loaded side by side; `retry` loads the failed ones again. */
export function useChannelDashboards(sources: readonly ChannelDashboardSource[] = dashboardSources) {
  const { zone, today } = useStatsZone();
  const [round, setRound] = useState(0);
  const [states, setStates] = useState<ChannelState[]>(() => sources.map((source) => ({ source, data: null, failed: false })));
  useEffect(() => {
    let live = true;
    // An answer renders the page again as a transition: time-sliced, so it is no long task.
    const update = (next: (s: ChannelState[]) => ChannelState[]) => live && startTransition(() => setStates(next));
    sources.forEach((source, i) => {
      source.load(zone, today).then(
        (data) => update((s) => s.map((x, j) => (j === i ? { source, data, failed: false } : x))),
        () => update((s) => s.map((x, j) => (j === i ? { ...x, failed: true } : x))),
      );
    });
    return () => {
      live = false;
    };
  }, [sources, zone, today, round]);
  const loaded = states.filter((s): s is ChannelState & { data: ChannelDashboard } => s.data !== null);
  return { states, loaded, loading: states.some((s) => !s.data && !s.failed), failed: states.some((s) => s.failed), retry: () => setRound((r) => r + 1) };
}
