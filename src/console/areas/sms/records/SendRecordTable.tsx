import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmsSendRecord, SmsTask } from '../../../../contract/entities/sms';
import { submitStatusDisplay } from '../../../../contract/sms';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { DataTable, type Column } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { TextLink } from '../../../ui/TextLink';
import { sendResultOf, taskPath } from './recordDisplay';

export type RecordColumnId =
  | 'phone'
  | 'country'
  | 'task'
  | 'content'
  | 'segments'
  | 'price'
  | 'submitStatus'
  | 'result'
  | 'receiptCode'
  | 'sendTime'
  | 'submitTime'
  | 'receiptTime';

export interface SendRecordTableProps {
  caption: string;
  records: readonly SmsSendRecord[] | null;
  columns: readonly RecordColumnId[];
  empty: ReactNode;
  loading?: boolean;
  /** Tasks of the records by TaskId, for the task links. */
  tasks?: ReadonlyMap<string, SmsTask>;
}

/** Send records with the chosen columns: send results in their colours, times as YYYY-MM-DD HH:mm. */
export function SendRecordTable({ caption, records, columns, empty, loading = false, tasks }: SendRecordTableProps) {
  const { t } = useTranslation();
  const none = t('sms.message.noValue');
  const time = (s: number | null) => (s === null ? none : formatDateTime(s));
  const all: Record<RecordColumnId, Column<SmsSendRecord>> = {
    phone: { id: 'phone', header: t('sms.message.col.phone'), primary: true, cell: (r) => <span className="whitespace-nowrap font-medium text-slate-900 tabular-nums">{r.PhoneNumber}</span> },
    country: { id: 'country', header: t('sms.message.col.country'), cell: (r) => r.CountryCode || none },
    task: {
      id: 'task',
      header: t('sms.message.col.task'),
      className: 'min-w-32',
      primary: true,
      cell: (r) => {
        const task = tasks?.get(r.TaskId);
        return task ? (
          <span className="break-words">
            <TextLink to={taskPath(task)}>{task.TaskName || r.TaskId}</TextLink>
          </span>
        ) : (
          <span className="break-all text-slate-600">{r.TaskId}</span>
        );
      },
    },
    content: {
      id: 'content',
      header: t('sms.message.col.content'),
      className: 'min-w-48 max-w-xs',
      long: true,
      cell: (r) => (
        <span className="line-clamp-2 break-words" title={r.Content}>
          {r.Content}
        </span>
      ),
    },
    segments: { id: 'segments', header: t('sms.message.col.segments'), numeric: true, cell: (r) => r.Segments },
    price: { id: 'price', header: t('sms.message.col.price'), numeric: true, cell: (r) => formatAmount(r.Price) },
    submitStatus: {
      id: 'submitStatus',
      header: t('sms.message.col.submitStatus'),
      cell: (r) => {
        const display = submitStatusDisplay[r.SubmitStatus];
        return display ? (
          <span className="whitespace-nowrap">
            <StatusBadge display={display} />
          </span>
        ) : (
          none
        );
      },
    },
    result: { id: 'result', header: t('sms.message.col.result'), primary: true, cell: (r) => (
        <span className="whitespace-nowrap">
          <StatusBadge display={sendResultOf(r.SendResult)} />
        </span>
      ),
    },
    receiptCode: { id: 'receiptCode', header: t('sms.message.col.receiptCode'), cell: (r) => <span className="font-mono text-xs">{r.ReceiptCode || none}</span> },
    sendTime: { id: 'sendTime', header: t('sms.message.col.sendTime'), primary: true, cell: (r) => <span className="whitespace-nowrap tabular-nums">{time(r.SendTime)}</span> },
    submitTime: { id: 'submitTime', header: t('sms.message.col.submitTime'), cell: (r) => <span className="whitespace-nowrap tabular-nums">{time(r.SubmitTime)}</span> },
    receiptTime: { id: 'receiptTime', header: t('sms.message.col.receiptTime'), cell: (r) => <span className="whitespace-nowrap tabular-nums">{time(r.ReceiptTime)}</span> },
  };
  return (
    <DataTable
      caption={caption}
      columns={columns.map((id) => all[id])}
      rows={records}
      rowKey={(r) => r.MessageId}
      empty={empty}
      loading={loading}
      minWidth={Math.max(640, columns.length * 110)}
    />
  );
}
