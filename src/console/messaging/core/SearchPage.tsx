import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { SMS_RECORD_PAGE_SIZES } from '../../../contract/sms';
import { todayOf } from '../../lib/dateRangeLimits';
import { navigate } from '../../lib/navigate';
import type { PageProps } from '../../lib/pageProps';
import { useAction } from '../../session';
import { Alert } from '../../ui/Alert';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { Spinner } from '../../ui/Spinner';
import { MessageDetail } from './records/MessageDetail';
import { totalText } from './records/recordDisplay';
import { SearchForm } from './records/SearchForm';
import { checkSearch, searchFromQuery, searchParams, searchToQuery, type SearchQuery } from './records/searchQuery';
import { useTaskLinks } from './records/useTaskLinks';
import { RetryAlert } from '../../ui/RetryAlert';
import { useChannelTexts } from '../channelContext';

/** Looks one message up by phone number and send day (or a day range), with every detail of each match. */
export function SearchPage(_props: PageProps) {
  const { t, i18n } = useTranslation();
  const { channel, tc } = useChannelTexts();
  const headingId = useId();
  const search = useSearch();
  const today = todayOf(new Date());
  const query = useMemo(() => searchFromQuery(search, today), [search, today]);
  const queryProblems = query ? checkSearch(query, today) : null;
  const results = useAction(channel.actions.sendRecords, query && !queryProblems ? searchParams(query) : null);
  const tasks = useTaskLinks(results.data?.Records);

  const show = (next: SearchQuery) => {
    if (channel.routes.search) navigate(channel.routes.search(searchToQuery(next)));
  };

  const data = results.data;
  return (
    <div className="space-y-6">
      <PageHeader title={tc('search.title')} description={tc('search.intro')} />
      <SearchForm key={search} query={query} today={today} onSearch={show} />

      {!query ? (
        <p className="text-sm text-slate-600">{tc('search.start')}</p>
      ) : queryProblems ? (
        <Alert tone="warning">{tc('search.fixFilters')}</Alert>
      ) : !data ? (
        results.error ? (
          <RetryAlert message={tc('search.failed')} onRetry={results.reload} />
        ) : (
          <Spinner label={t('common.loading')} />
        )
      ) : (
        <section aria-labelledby={headingId} className="space-y-4" aria-busy={results.loading || undefined}>
          <h2 id={headingId} className="text-base font-semibold text-slate-900" aria-live="polite">
            {data.Total === 0 ? tc('search.empty', { phone: query.phone }) : tc('search.found', { count: data.Total, total: totalText(data.Total, data.TotalCapped, i18n.language), phone: query.phone })}
          </h2>
          {data.Records.map((r) => (
            <MessageDetail key={r.MessageId} record={r} task={tasks.get(r.TaskId)} />
          ))}
          {data.Total > query.size && (
            <Pagination
              page={query.page}
              pageSize={query.size}
              total={data.Total}
              totalText={tc('message.totalCount', { count: data.Total, total: totalText(data.Total, data.TotalCapped, i18n.language) })}
              pageSizes={SMS_RECORD_PAGE_SIZES}
              onPage={(page) => show({ ...query, page })}
              onPageSize={(size) => show({ ...query, size, page: 0 })}
            />
          )}
        </section>
      )}
    </div>
  );
}
