import { useSignals } from '@preact/signals-react/runtime';
import { useMemo } from 'react';
import { userInfo } from './sessionState';
import { browserZone, statsZone, todayInZone } from '../lib/zonedDays';

/** The zone the statistics are counted in (the user's Timezone, else the browser's) and today there. */
export function useStatsZone(): { zone: string; today: string } {
  useSignals();
  const zone = statsZone(userInfo.value?.Timezone, browserZone());
  const today = useMemo(() => todayInZone(new Date(), zone), [zone]);
  return { zone, today };
}
