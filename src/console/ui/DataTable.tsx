import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner';

export interface Column<Row> {
  /** Stable id of the column (React key). */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Right-aligned tabular numbers. */
  numeric?: boolean;
  className?: string;
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
  minWidth?: number;
}

/** A list of records: scrolls sideways on small screens, says so when empty, spins while loading. */
export function DataTable<Row>({ caption, columns, rows, rowKey, empty, loading = false, minWidth = 640 }: DataTableProps<Row>) {
  const { t } = useTranslation();
  return (
    // Focusable, so keyboard users can scroll a table wider than the screen (axe scrollable-region-focusable).
    <div role="region" aria-label={caption} tabIndex={0} className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-indigo-600" aria-busy={loading || undefined}>
      <table className="w-full text-left text-sm" style={{ minWidth }}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((c) => (
              <th key={c.id} scope="col" className={`py-2 pr-4 font-medium last:pr-0 ${c.numeric ? 'text-right' : ''} ${c.className ?? ''}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows?.map((row) => (
            <tr key={rowKey(row)} className="align-top">
              {columns.map((c) => (
                <td key={c.id} className={`py-2.5 pr-4 text-slate-700 last:pr-0 ${c.numeric ? 'text-right tabular-nums' : ''} ${c.className ?? ''}`}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows !== null && rows.length === 0 && !loading && <p className="py-8 text-center text-sm text-slate-600">{empty}</p>}
      {rows === null && loading && (
        <div className="flex justify-center py-8 text-indigo-600">
          <Spinner label={t('common.loading')} />
        </div>
      )}
    </div>
  );
}
