import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_RECORD_PAGE_SIZES } from '../../../../contract/sms';
import { useAction } from '../../../session';
import { Card } from '../../../ui/Card';
import { Pagination } from '../../../ui/Pagination';
import { totalText } from './recordDisplay';
import { DEFAULT_PAGE_SIZE } from './recordFilter';
import { SendRecordTable } from './SendRecordTable';

/**
 * The per-recipient results of a task (GetUSMSSendRecord with TaskId), paged, refreshed with the
 * task while it is not final, and once more when it becomes final.
 */
export function TaskRecipients({ taskId, final, pollMs }: { taskId: string; final: boolean; pollMs: number }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const records = useAction('GetUSMSSendRecord', { TaskId: taskId, Offset: page * size, Limit: size }, final ? {} : { pollMs });
  const { reload } = records;
  const wasFinal = useRef(final);
  useEffect(() => {
    // The last receipts may have come after the last poll: read once more when the task ends.
    if (final && !wasFinal.current) reload();
    wasFinal.current = final;
  }, [final, reload]);
  const data = records.data;
  return (
    <Card title={t('sms.task.recipients')}>
      <SendRecordTable
        caption={t('sms.task.recipientsCaption')}
        records={data?.Records ?? null}
        columns={['phone', 'country', 'segments', 'price', 'submitStatus', 'result', 'receiptCode', 'submitTime', 'receiptTime']}
        empty={t('sms.task.recipientsEmpty')}
        loading={records.loading}
      />
      {data && data.Total > 0 && (
        <Pagination
          page={page}
          pageSize={size}
          total={data.Total}
          totalText={t('sms.message.totalCount', { count: data.Total, total: totalText(data.Total, data.TotalCapped, i18n.language) })}
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
