import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

export interface PaginationProps {
  /** Zero-based. */
  page: number;
  pageSize: number;
  total: number;
  /** One of the spec's page-size sets ([12,24], [20,40,80], [10,15,30]). */
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  /** Replaces the "N records" text (a capped count such as "10,000+ records"). */
  totalText?: string;
}

/** Previous / next with "page x of y", the total, and a page-size choice. */
export function Pagination({ page, pageSize, total, pageSizes, onPage, onPageSize, totalText }: PaginationProps) {
  const { t } = useTranslation();
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={t('common.pagination')} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <span className="text-slate-600">{totalText ?? t('common.total', { count: total })}</span>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={id} className="text-slate-600">
          {t('common.pageSize')}
        </label>
        <select
          id={id}
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.target.value))}
          className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-indigo-600"
        >
          {pageSizes.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <Button variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
          {t('common.previous')}
        </Button>
        <span className="text-slate-600">{t('common.pageOf', { page: page + 1, pages })}</span>
        <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
          {t('common.next')}
        </Button>
      </div>
    </nav>
  );
}
