import { WalletProductType } from '../../../../contract/constants';
import { smsTaskStatusOf } from '../../../../contract/sms';
import type { ChannelDashboard } from '../../../lib/channelDashboard';
import { routeHref } from '../../../lib/routeHref';
import { addDays, zonedRange } from '../../../lib/zonedDays';
import { callAction } from '../../../session';

/** Tasks listed on the dashboard. */
const LATEST = 5;

/** The SMS channel's dashboard figures: the last 7 days' sends, replies and spend, the wallet, the newest tasks. */
export async function loadSmsDashboard(zone: string, today: string): Promise<ChannelDashboard> {
  const times = zonedRange({ from: addDays(today, -6), to: today }, zone);
  const [stats, tasks, replies, balance] = await Promise.all([
    callAction('GetUSMSSendStatistics', { ...times, Granularity: 'day', TimeZone: zone }),
    callAction('GetUSMSSendTask', { Offset: 0, Limit: LATEST }),
    callAction('GetUSMSReplyRecord', { ...times, Offset: 0, Limit: 1 }),
    callAction('GetBalance', { ProductType: WalletProductType.SMS }),
  ]);
  const week = stats.Total;
  return {
    today: stats.Series.find((s) => s.Period === today)?.Submitted ?? 0,
    week: week.Submitted,
    weekDelivered: week.Success,
    weekFinal: week.Success + week.Fail + week.SubmitFail + week.Unknown,
    weekReplies: replies.Total,
    weekSpend: week.Cost,
    available: balance.Available,
    latestTasks: tasks.Tasks.map((k) => ({
      id: k.TaskId,
      name: k.TaskName || k.TaskId,
      link: routeHref('/sms/task/{taskId}/{accountId}/{sessionNo}', { taskId: k.TaskId, accountId: k.AccountId, sessionNo: k.SessionNo }),
      time: k.SendTime,
      status: smsTaskStatusOf(k.Status),
      sent: k.Submitted,
    })),
  };
}
