import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';
import { Spinner } from './Spinner';
import { useWideScreen } from './useWideScreen';

export interface Column<Row> {
  /** Stable id of the column (React key). */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Right-aligned tabular numbers. */
  numeric?: boolean;
  className?: string;
  /** Shown on a phone's row card (the first one as the card's title); the others fold under "More". */
  primary?: boolean;
  /**
   * `actions`: the row's buttons and links, always visible at the foot of a phone's card.
   * `select`: the row's checkbox, at the card's top left; its header (select all) above the cards.
   */
  role?: 'actions' | 'select';
  /** Free text (content, remarks, e-mail addresses): may wrap anywhere. Other cells never break CJK words. */
  long?: boolean;
}

export interface DataTableProps<Row> {
  /** Read by screen readers as the table's name. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | null;
  rowKey: (row: Row) => string;
  /** Shown when rows is an empty array. */
  empty: ReactNode;
  loading?: boolean;
  /** Below this width (in px) the wide table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
}

/** Short labels stay whole (no "通/用" over two lines); free text wraps anywhere. */
const textFlow = (c: { long?: boolean }) => (c.long ? 'break-normal wrap-anywhere' : 'break-keep');

/**
 * A list of records. From 768 px a table (scrolling sideways only when narrower than `minWidth`);
 * on a phone one card per row with the columns marked `primary`, the rest under "More", and the
 * row's actions always in view. Says so when empty, spins while loading.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const wide = useWideScreen();
  const { rows, loading = false, empty, caption } = props;
  const { t } = useTranslation();
  return (
    <div data-table={caption} aria-busy={loading || undefined}>
      {wide ? <WideTable {...props} /> : <RowCards {...props} />}
      {rows !== null && rows.length === 0 && !loading && <EmptyState>{empty}</EmptyState>}
      {rows === null && loading && (
        <div className="flex justify-center py-8 text-indigo-600">
          <Spinner label={t('common.loading')} />
        </div>
      )}
    </div>
  );
}

function WideTable<Row>({ caption, columns, rows, rowKey, minWidth = 640 }: DataTableProps<Row>) {
  return (
    // Focusable, so keyboard users can scroll a table wider than the screen (axe scrollable-region-focusable).
    <div role="region" aria-label={caption} tabIndex={0} className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-indigo-600">
      <table className="w-full text-left text-sm" style={{ minWidth }}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((c) => (
              <th key={c.id} scope="col" data-col={c.id} className={`py-2 pr-4 font-medium break-keep last:pr-0 ${c.numeric ? 'text-right' : ''} ${c.className ?? ''}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        {rows && rows.length > 0 && (
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={rowKey(row)} data-row="" className="align-top">
                {columns.map((c) => (
                  <td key={c.id} {...cellMarks(c)} className={`py-2.5 pr-4 text-slate-700 last:pr-0 ${textFlow(c)} ${c.numeric ? 'text-right tabular-nums' : ''} ${c.className ?? ''}`}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        )}
      </table>
    </div>
  );
}

/** data-* marks the browser tests read: which cell is which column, primary or the row's actions. */
function cellMarks(c: { id: string; primary?: boolean; role?: Column<unknown>['role'] }): Record<string, string> {
  return { 'data-col': c.id, ...(c.primary || c.role ? { 'data-primary': '' } : {}), ...(c.role === 'actions' ? { 'data-actions': '' } : {}) };
}

function RowCards<Row>({ caption, columns, rows, rowKey }: DataTableProps<Row>) {
  const { t } = useTranslation();
  const select = columns.find((c) => c.role === 'select');
  const actions = columns.filter((c) => c.role === 'actions');
  const plain = columns.filter((c) => !c.role);
  const marked = plain.filter((c) => c.primary);
  // A table that marks nothing shows its first column as the title.
  const primary = marked.length > 0 ? marked : plain.slice(0, 1);
  const [title, ...shown] = primary;
  const more = plain.filter((c) => !primary.includes(c));
  const field = (c: Column<Row>, row: Row) => (
    <div key={c.id} className="flex items-baseline justify-between gap-3 py-1">
      <dt className="shrink-0 text-xs text-slate-500 break-keep">{c.header}</dt>
      <dd {...cellMarks(c)} className={`min-w-0 text-right text-sm text-slate-700 ${textFlow(c)} ${c.numeric ? 'tabular-nums' : ''}`}>
        {c.cell(row)}
      </dd>
    </div>
  );
  return (
    <>
      {select && rows && rows.length > 0 && <div className="mb-2 flex items-center gap-2 text-sm text-slate-700">{select.header}</div>}
      {rows && rows.length > 0 && (
        <ul aria-label={caption} className="space-y-3">
          {rows.map((row) => (
            <li key={rowKey(row)} data-row="" className="rounded-lg border border-slate-200 p-3">
              <div className="flex items-start gap-3">
                {select && (
                  <div {...cellMarks(select)} className="pt-0.5">
                    {select.cell(row)}
                  </div>
                )}
                {title && (
                  <div {...cellMarks({ id: title.id, primary: true })} className={`min-w-0 flex-1 text-sm text-slate-900 ${textFlow(title)}`}>
                    {title.cell(row)}
                  </div>
                )}
              </div>
              {shown.length > 0 && <dl className="mt-2 divide-y divide-slate-100">{shown.map((c) => field(c, row))}</dl>}
              {more.length > 0 && (
                <details className="mt-1 group">
                  <summary className="cursor-pointer py-1 text-xs font-medium text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600">{t('table.more')}</summary>
                  <dl className="divide-y divide-slate-100">{more.map((c) => field(c, row))}</dl>
                </details>
              )}
              {actions.map((c) => (
                <div key={c.id} {...cellMarks(c)} className="mt-2 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-2 text-sm">
                  {c.cell(row)}
                </div>
              ))}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
