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
    // Two tidy rows on a phone (the count with the page size; previous, page x of y, next), one row from 640 px.
    <nav aria-label={t('common.pagination')} className="mt-4 grid gap-3 text-sm sm:flex sm:items-center sm:justify-between">
      <div className="flex items-center justify-between gap-3 sm:justify-start sm:gap-4">
        <span className="text-slate-600 break-keep">{totalText ?? t('common.total', { count: total })}</span>
        <span className="flex shrink-0 items-center gap-2">
          <label htmlFor={id} className="whitespace-nowrap text-slate-600">
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
        </span>
      </div>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3 sm:flex">
        <Button variant="secondary" className="justify-self-start whitespace-nowrap" disabled={page === 0} onClick={() => onPage(page - 1)}>
          {t('common.previous')}
        </Button>
        <span className="whitespace-nowrap text-center text-slate-600">{t('common.pageOf', { page: page + 1, pages })}</span>
        <Button variant="secondary" className="justify-self-end whitespace-nowrap" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
          {t('common.next')}
        </Button>
      </div>
    </nav>
  );
}
