import type { ChannelPerformance } from '../../../lib/channelPerformance';
import type { DayRange } from '../../../lib/dateRangeLimits';
import { periodsIn } from '../../../lib/periods';
import { zonedRange } from '../../../lib/zonedDays';
import { callAction } from '../../../session';
import { fillSeries } from '../../../messaging/core/stats/sendCounts';
import { OVERVIEW_LIMITS } from '../../../messaging/core/stats/statsRanges';
import { routeHref } from '../../../lib/routeHref';

/** Campaigns looked at per report: the newest of the range. */
const CAMPAIGNS = 100;

/** SMS in the cross-channel marketing analysis: daily sends, totals and the tasks of a range. */
export async function loadSmsPerformance(range: DayRange, zone: string): Promise<ChannelPerformance> {
  const times = zonedRange(range, zone, OVERVIEW_LIMITS.maxSpanDays);
  const [stats, tasks] = await Promise.all([
    callAction('GetUSMSSendStatistics', { ...times, Granularity: 'day', TimeZone: zone }),
    callAction('GetUSMSSendTask', { ...times, Offset: 0, Limit: CAMPAIGNS }),
  ]);
  const t = stats.Total;
  return {
    totals: { sent: t.Submitted, delivered: t.Success, failed: t.Fail + t.SubmitFail, pending: t.Pending, cost: t.Cost },
    daily: fillSeries(periodsIn(range, 'day'), stats.Series).map((r) => ({ day: r.Period, sent: r.Submitted, delivered: r.Success })),
    campaigns: tasks.Tasks.filter((k) => !k.IsTest).map((k) => ({
      id: k.TaskId,
      name: k.TaskName || k.TaskId,
      link: routeHref('/sms/task/{taskId}/{accountId}/{sessionNo}', { taskId: k.TaskId, accountId: k.AccountId, sessionNo: k.SessionNo }),
      time: k.SendTime,
      sent: k.Submitted,
      delivered: k.Succeeded,
      cost: k.ChargedAmount,
    })),
  };
}
