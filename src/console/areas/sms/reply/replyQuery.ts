import { SMS_RECORD_RANGE_MAX_DAYS } from '../../../../contract/sms/smsConstants';
import { ValidationText } from '../../../../contract/validation/rules';
import { checkDayRange, dayRangeToUnix, type DateRangeLimits, type DayRange } from '../../../lib/dateRangeLimits';
import { defaultRange } from '../../../lib/rangePresets';
import { messageOf, type FieldMessage } from '../setting/fieldMessage';

/**
 * The reply filter's picker: no future days, nothing before three months ago, and at most 31 days
 * (the gateway refuses longer ranges with 'The time range cannot exceed 31 days').
 */
export const REPLY_RANGE_LIMITS: DateRangeLimits = { earliest: 'threeMonthsAgo', noFuture: true, maxSpanDays: SMS_RECORD_RANGE_MAX_DAYS };

export interface ReplyFilter {
  phone: string;
  range: DayRange;
}

export interface ReplyParams {
  PhoneNumber?: string;
  StartTime: number;
  EndTime: number;
  Offset: number;
  Limit: number;
}

export function defaultReplyFilter(today: string): ReplyFilter {
  return { phone: '', range: defaultRange('days', today) };
}

/** A typed number without spaces, dashes, dots or brackets: '+1 (415) 555-0199' -> '+14155550199'. */
export function normalizePhone(text: string): string {
  return text.replace(/[\s\-().]/g, '');
}

/** What is wrong with the filter: the phone (Invalid phone number format) and the range problem of the picker. */
export function checkReplyFilter(filter: ReplyFilter, today: string): { phone?: FieldMessage; range: boolean } {
  const phone = normalizePhone(filter.phone);
  return {
    ...(phone && !/^\+?\d{1,15}$/.test(phone) ? { phone: messageOf(ValidationText.PhoneInvalid) } : {}),
    range: checkDayRange(filter.range, REPLY_RANGE_LIMITS, today) !== null,
  };
}

/**
 * GetUSMSReplyRecord params of an applied filter and page: the days from the first midnight to
 * the last second before the midnight after the last day (the gateway's EndTime is inclusive),
 * never more than the 31 days it allows (a daylight-saving day can add an hour).
 */
export function replyParams(filter: ReplyFilter, page: number, pageSize: number): ReplyParams {
  const { StartTime, EndTime } = dayRangeToUnix(filter.range);
  const phone = normalizePhone(filter.phone);
  return {
    ...(phone ? { PhoneNumber: phone } : {}),
    StartTime,
    EndTime: Math.min(EndTime - 1, StartTime + SMS_RECORD_RANGE_MAX_DAYS * 86_400),
    Offset: page * pageSize,
    Limit: pageSize,
  };
}
