import { useState } from 'react';

/**
 * A name-searched list paged on the server (the group and segment lists): the keyword, the page and
 * its size, the list Action's paging params, and the Pagination's props. A new search or page size
 * starts at the first page.
 */
export function useKeywordPaging(pageSizes: readonly number[]) {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(pageSizes[0]!);
  return {
    keyword,
    page,
    setPage,
    search(k: string) {
      setKeyword(k);
      setPage(0);
    },
    params: { ...(keyword ? { Keyword: keyword } : {}), Offset: page * pageSize, Limit: pageSize },
    pagination: {
      page,
      pageSize,
      pageSizes,
      onPage: setPage,
      onPageSize(s: number) {
        setPageSize(s);
        setPage(0);
      },
    },
  };
}
