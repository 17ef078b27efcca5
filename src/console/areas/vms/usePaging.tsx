import { type ReactNode, useState } from 'react';
import { Pagination } from '../../ui/Pagination';

/** A list's page and page size (back to the first page when the size changes), and its Pagination once there are rows. */
export function usePaging(sizes: readonly number[]): { page: number; pageSize: number; setPage: (p: number) => void; footer: (total: number | undefined) => ReactNode } {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(sizes[0]!);
  const footer = (total: number | undefined) =>
    total ? (
      <Pagination
        page={page}
        pageSize={pageSize}
        total={total}
        pageSizes={sizes}
        onPage={setPage}
        onPageSize={(s) => {
          setPageSize(s);
          setPage(0);
        }}
      />
    ) : null;
  return { page, pageSize, setPage, footer };
}
