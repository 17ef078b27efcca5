import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { SMS_RECORD_PAGE_SIZES } from '../../../contract/sms';
import { todayOf } from '../../lib/dateRangeLimits';
import { navigate } from '../../lib/navigate';
import type { PageProps } from '../../lib/pageProps';
import { QueuedOfflineError } from '../../offline';
import { callAction, useAction } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { showToast } from '../../ui/toast/toastStore';
import { ExportList } from './records/ExportList';
import { totalText } from './records/recordDisplay';
import { checkRecordFilter, filterFromQuery, filterToQuery, recordFilterParams, recordPageParams, type RecordFilter } from './records/recordFilter';
import { RecordFilterForm } from './records/RecordFilterForm';
import { SendRecordTable } from './records/SendRecordTable';
import { useTaskLinks } from './records/useTaskLinks';
import { useChannelTexts } from '../channelContext';

/** Send records (the channel's `sendRecords`) with the filter in the address, their export and the export records. */
export function MessagePage(_props: PageProps) {
  const { i18n } = useTranslation();
  const { channel, tc } = useChannelTexts();
  const search = useSearch();
  const today = todayOf(new Date());
  const filter = useMemo(() => filterFromQuery(search, today), [search, today]);
  const problems = checkRecordFilter(filter, today);
  const records = useAction(channel.actions.sendRecords, problems ? null : recordPageParams(filter));
  const tasks = useTaskLinks(records.data?.Records);
  const [exporting, setExporting] = useState(false);
  const [exportVersion, setExportVersion] = useState(0);

  const show = (next: RecordFilter) => navigate(channel.routes.records(filterToQuery(next)));

  async function exportRecords() {
    setExporting(true);
    try {
      const name = (filter.task ? tc('message.exportNameTask', { task: filter.task }) : tc('message.exportNameRange', { from: filter.from, to: filter.to })).slice(0, 64);
      await callAction(channel.actions.addExport, { ...recordFilterParams(filter), Name: name });
      showToast('success', tc('message.exportStarted'));
      setExportVersion((v) => v + 1);
    } catch (err) {
      // Offline the export waits in the outbox (its toast said so); other failures showed theirs.
      if (err instanceof QueuedOfflineError) setExportVersion((v) => v + 1);
    } finally {
      setExporting(false);
    }
  }

  const data = records.data;
  const total = data ? totalText(data.Total, data.TotalCapped, i18n.language) : '';
  return (
    <div className="space-y-6">
      <PageHeader title={tc('message.title')} description={tc('message.intro')} />
      <RecordFilterForm key={search} filter={filter} today={today} onApply={show} />
      <Card
        title={tc('message.records')}
        actions={
          <Button variant="secondary" loading={exporting} disabled={problems !== null} onClick={() => void exportRecords()}>
            {tc('message.export')}
          </Button>
        }
      >
        {problems ? (
          <Alert tone="warning">{tc('message.filterInvalid')}</Alert>
        ) : (
          <>
            <SendRecordTable
              caption={tc('message.caption')}
              records={data?.Records ?? null}
              columns={['phone', 'task', 'content', 'units', 'price', 'submitStatus', 'result', 'receiptCode', 'sendTime']}
              tasks={tasks}
              empty={tc('message.empty')}
              loading={records.loading}
            />
            {data && data.Total > 0 && (
              <Pagination
                page={filter.page}
                pageSize={filter.size}
                total={data.Total}
                totalText={tc('message.totalCount', { count: data.Total, total })}
                pageSizes={SMS_RECORD_PAGE_SIZES}
                onPage={(page) => show({ ...filter, page })}
                onPageSize={(size) => show({ ...filter, size, page: 0 })}
              />
            )}
          </>
        )}
      </Card>
      <ExportList version={exportVersion} />
    </div>
  );
}
