import dayjs from 'dayjs';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../../contract/constants';
import { formatMoney } from '../../contract/money';
import { localeOf, numberFormat } from './intl';

/** Unix seconds or a Date -> 'YYYY-MM-DD' in local time (spec 000 §9). */
export function formatDate(value: number | Date): string {
  return dayjs(typeof value === 'number' ? value * 1000 : value).format(DATE_FORMAT);
}

/** Unix seconds or a Date -> 'YYYY-MM-DD HH:mm', 24-hour clock. */
export function formatDateTime(value: number | Date): string {
  return dayjs(typeof value === 'number' ? value * 1000 : value).format(DATE_TIME_FORMAT);
}

/** Integer amount at 10000 per unit -> '$1,234.50'. */
export function formatAmount(amount: number): string {
  return formatMoney(amount);
}

/** The local calendar day of a moment, used to dismiss notices "for today". */
export function calendarDay(now: Date): string {
  return dayjs(now).format(DATE_FORMAT);
}

/** Whole numbers with grouping: 200000 -> '200,000'. */
export function formatCount(value: number, language: string): string {
  return numberFormat(localeOf(language)).format(value);
}
