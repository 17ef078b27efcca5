import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_RECORD_PAGE_SIZES } from '../../../../contract/sms';
import { useAction } from '../../../session';
import { Card } from '../../../ui/Card';
import { Pagination } from '../../../ui/Pagination';
import { totalText } from './recordDisplay';
import { DEFAULT_PAGE_SIZE } from './recordFilter';
import { SendRecordTable } from './SendRecordTable';
import { useChannelTexts } from '../../channelContext';

/**
 * The per-recipient results of a task (the channel's `sendRecords` with TaskId), paged, refreshed with the
 * task while it is not final, and once more when it becomes final.
 */
export function TaskRecipients({ taskId, final, pollMs }: { taskId: string; final: boolean; pollMs: number }) {
  const { i18n } = useTranslation();
  const { channel, tc } = useChannelTexts();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const records = useAction(channel.actions.sendRecords, { TaskId: taskId, Offset: page * size, Limit: size }, final ? {} : { pollMs });
  const { reload } = records;
  const wasFinal = useRef(final);
  useEffect(() => {
    // The last receipts may have come after the last poll: read once more when the task ends.
    if (final && !wasFinal.current) reload();
    wasFinal.current = final;
  }, [final, reload]);
  const data = records.data;
  return (
    <Card title={tc('task.recipients')}>
      <SendRecordTable
        caption={tc('task.recipientsCaption')}
        records={data?.Records ?? null}
        columns={['phone', 'country', 'units', 'price', 'submitStatus', 'result', 'receiptCode', 'submitTime', 'receiptTime']}
        empty={tc('task.recipientsEmpty')}
        loading={records.loading}
      />
      {data && data.Total > 0 && (
        <Pagination
          page={page}
          pageSize={size}
          total={data.Total}
          totalText={tc('message.totalCount', { count: data.Total, total: totalText(data.Total, data.TotalCapped, i18n.language) })}
          pageSizes={SMS_RECORD_PAGE_SIZES}
          onPage={setPage}
          onPageSize={(s) => {
            setSize(s);
            setPage(0);
          }}
        />
      )}
    </Card>
  );
}
