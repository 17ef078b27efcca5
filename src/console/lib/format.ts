import dayjs from 'dayjs';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../../contract/constants';
import { formatMoney, formatUnitPrice as unitPrice } from '../../contract/money';
import { localeOf, numberFormat } from './intl';

/** Unix seconds or a Date -> 'YYYY-MM-DD' in local time (spec 000 §9). */
export function formatDate(value: number | Date): string {
  return dayjs(typeof value === 'number' ? value * 1000 : value).format(DATE_FORMAT);
}

/** Unix seconds or a Date -> 'YYYY-MM-DD HH:mm', 24-hour clock. */
export function formatDateTime(value: number | Date): string {
  return dayjs(typeof value === 'number' ? value * 1000 : value).format(DATE_TIME_FORMAT);
}

/**
 * The one way a page shows an amount (balance, charge, total, package price): integer at 10000 per
 * unit -> '$1,234.50', 2 decimals (spec 000 §3). Two messages at $0.0079 are charged '$0.02'.
 */
export function formatAmount(amount: number): string {
  return formatMoney(amount);
}

/** What a unit price is the price of. */
export type PriceUnit = 'segment' | 'message';

/** A translator (i18next's `t`); lib/ does not import i18n/, so the caller passes its own. */
export type Translate = (key: string, options: { price: string }) => string;

/**
 * The one way a page shows a unit price: all 4 decimals, labelled per segment or per message
 * ('$0.0079 / segment', '$0.0350 / message'; texts `money.perSegment`, `money.perMessage`).
 */
export function formatUnitPrice(amount: number, unit: PriceUnit, t: Translate): string {
  return t(unit === 'segment' ? 'money.perSegment' : 'money.perMessage', { price: unitPrice(amount) });
}

/** Whole numbers with grouping: 200000 -> '200,000'. */
export function formatCount(value: number, language: string): string {
  return numberFormat(localeOf(language)).format(value);
}
