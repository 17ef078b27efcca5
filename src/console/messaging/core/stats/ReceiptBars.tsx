import { useTranslation } from 'react-i18next';
import { sendResultDisplay, SendResults } from '../../../../contract/sms/sendResult';
import { formatCount } from '../../../lib/format';
import { COUNT_COLORS, formatTenths, relativeTenths } from './sendCounts';

export interface ReceiptBar {
  ReceiptCode: string;
  SendResult: string;
  Count: number;
  /** Share of all receipts in tenths of a percent. */
  share: number;
}

/** The colour of a send result's bars (Pending, which has no result yet, in slate). */
export function resultColor(result: string): string {
  return (SendResults as readonly string[]).includes(result) ? COUNT_COLORS[result as (typeof SendResults)[number]] : COUNT_COLORS.Pending;
}

/**
 * Receipt codes as horizontal bars coloured by send result, longest first. A picture only: the table
 * next to it carries the same numbers for assistive technology, so this is hidden from it.
 */
export function ReceiptBars({ rows }: { rows: readonly ReceiptBar[] }) {
  const { t, i18n } = useTranslation();
  const widths = relativeTenths(rows.map((r) => r.Count));
  const results = SendResults.filter((r) => rows.some((row) => row.SendResult === r));
  return (
    <div aria-hidden="true">
      <ul className="mb-3 flex flex-wrap gap-4 text-xs text-slate-700">
        {results.map((r) => (
          <li key={r} className="flex items-center gap-1.5">
            <span className="inline-block h-2.5 w-2.5 rounded-sm" style={{ background: resultColor(r) }} />
            {t(sendResultDisplay[r].textKey)}
          </li>
        ))}
      </ul>
      <ul className="space-y-2">
        {rows.map((r, i) => (
          <li key={`${r.ReceiptCode}/${r.SendResult}`} className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)_auto] items-center gap-3 text-sm sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_auto]">
            <span className="truncate font-mono text-xs text-slate-800" title={r.ReceiptCode}>
              {r.ReceiptCode}
            </span>
            <span className="h-4 overflow-hidden rounded bg-slate-100">
              <span className="block h-full rounded" style={{ width: `${widths[i]! / 10}%`, minWidth: r.Count > 0 ? '2px' : 0, background: resultColor(r.SendResult) }} />
            </span>
            <span className="w-24 text-right tabular-nums text-slate-700">
              {formatCount(r.Count, i18n.language)} · {formatTenths(r.share)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
