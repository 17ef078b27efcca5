import { and, eq, gte, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { isKnownZone } from '../../../contract/intl';
import { walletJournal, wallets } from '../../db/schema';
import type { Handler } from '../../handlers';
import { checkTimeRange } from '../sms/checkTimeRange';

const FORMATS = { day: 'YYYY-MM-DD', week: 'IYYY-"W"IW', month: 'YYYY-MM' } as const;
const money = sql`(${walletJournal.deltaAmount} + ${walletJournal.deltaFree} + ${walletJournal.deltaCredit})`;

/**
 * Spending per product type and period: journal rows that took money out of a wallet (charges,
 * deductions, packages) less refunds, bucketed in TimeZone like the SMS statistics. Recharges and
 * holds are not spending. At most one year per call.
 */
export const getOrderAmountStatistics: Handler<'GetOrderAmountStatistics'> = async (p, ctx) => {
  checkTimeRange(p, 366);
  const zone = isKnownZone(p.TimeZone) ? p.TimeZone : 'UTC';
  const parts: (SQL | undefined)[] = [
    eq(wallets.userId, ctx.caller.userId),
    gte(walletJournal.createdAt, p.StartTime * 1000),
    lte(walletJournal.createdAt, p.EndTime * 1000 + 999),
    or(sql`${money} < 0`, and(eq(walletJournal.kind, 'refund'), ne(money, 0))),
    p.ProductType === undefined ? undefined : eq(wallets.productType, p.ProductType),
  ];
  const unit = p.Granularity;
  const period = sql<string>`to_char(date_trunc(${unit}, to_timestamp(${walletJournal.createdAt} / 1000.0) at time zone ${zone}), ${FORMATS[unit]})`;
  const rows = await ctx.db
    .select({ period, productType: wallets.productType, amount: sql<number>`-sum(${money})`.mapWith(Number) })
    .from(walletJournal)
    .innerJoin(wallets, eq(wallets.id, walletJournal.walletId))
    .where(and(...parts))
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`1`, sql`2`);
  const totals = new Map<number, number>();
  for (const r of rows) totals.set(r.productType, (totals.get(r.productType) ?? 0) + r.amount);
  return {
    Series: rows.map((r) => ({ Period: r.period, ProductType: r.productType, Amount: r.amount })),
    Totals: [...totals].sort((a, b) => a[0] - b[0]).map(([ProductType, Amount]) => ({ ProductType, Amount })),
    Total: [...totals.values()].reduce((a, b) => a + b, 0),
  };
};
