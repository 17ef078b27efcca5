import { RetCode } from '../../../contract/retCodes';
import { SMS_RECORD_RANGE_MAX_DAYS } from '../../../contract/sms/smsConstants';
import { ActionError } from '../../errors';

/** StartTime must not be after EndTime, and the range spans at most 31 days. */
export function checkTimeRange(p: { StartTime?: number; EndTime?: number }, maxDays = SMS_RECORD_RANGE_MAX_DAYS): void {
  if (p.StartTime === undefined || p.EndTime === undefined) return;
  if (p.StartTime > p.EndTime) throw new ActionError(RetCode.InvalidParams, { key: 'StartAfterEnd' });
  if (p.EndTime - p.StartTime > maxDays * 86_400) throw new ActionError(RetCode.TimeRangeTooLong, { key: 'TimeRangeOverDays', params: { Days: maxDays } });
}
