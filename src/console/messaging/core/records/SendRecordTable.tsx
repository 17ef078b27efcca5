import type { ReactNode } from 'react';
import { submitStatusDisplay } from '../../../../contract/sms';
import { formatDateTime, formatUnitPrice } from '../../../lib/format';
import { DataTable, type Column } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/StatusBadge';
import { TextLink } from '../../../ui/TextLink';
import { sendResultOf } from './recordDisplay';
import type { ChannelSendRecord, ChannelTask } from '../../channel';
import { useChannelTexts } from '../../channelContext';

export type RecordColumnId =
  | 'phone'
  | 'country'
  | 'task'
  | 'content'
  | 'units'
  | 'price'
  | 'submitStatus'
  | 'result'
  | 'receiptCode'
  | 'sendTime'
  | 'submitTime'
  | 'receiptTime';

export interface SendRecordTableProps {
  caption: string;
  records: readonly ChannelSendRecord[] | null;
  columns: readonly RecordColumnId[];
  empty: ReactNode;
  loading?: boolean;
  /** Tasks of the records by TaskId, for the task links. */
  tasks?: ReadonlyMap<string, ChannelTask>;
}

/** Send records with the chosen columns and the channel's own (`recordColumns`): send results in their colours, times as YYYY-MM-DD HH:mm. */
export function SendRecordTable({ caption, records, columns, empty, loading = false, tasks }: SendRecordTableProps) {
  const { channel, tc, t } = useChannelTexts();
  const none = tc('message.noValue');
  const time = (s: number | null) => (s === null ? none : formatDateTime(s));
  const all: Record<RecordColumnId, Column<ChannelSendRecord>> = {
    phone: { id: 'phone', header: tc('message.col.phone'), primary: true, cell: (r) => <span className="whitespace-nowrap font-medium text-slate-900 tabular-nums">{r.PhoneNumber}</span> },
    country: { id: 'country', header: tc('message.col.country'), cell: (r) => r.CountryCode || none },
    task: {
      id: 'task',
      header: tc('message.col.task'),
      className: 'min-w-32',
      primary: true,
      cell: (r) => {
        const task = tasks?.get(r.TaskId);
        return task ? (
          // A task without a name shows its id, which has no space to wrap at: break it anywhere
          // (as the plain id below) so it cannot widen the table past the page.
          <span className={task.TaskName ? 'break-words' : 'break-all'}>
            <TextLink to={channel.routes.task(task)}>{task.TaskName || r.TaskId}</TextLink>
          </span>
        ) : (
          <span className="break-all text-slate-600">{r.TaskId}</span>
        );
      },
    },
    content: {
      id: 'content',
      header: tc('message.col.content'),
      className: 'min-w-48 max-w-xs',
      long: true,
      cell: (r) => (
        <span className="line-clamp-2 break-words" title={r.Content}>
          {r.Content}
        </span>
      ),
    },
    units: { id: 'units', header: tc(channel.unit.column), numeric: true, cell: (r) => channel.unit.ofRecord(r) },
    price: { id: 'price', header: tc('message.col.price'), numeric: true, cell: (r) => formatUnitPrice(r.Price, 'message', t) },
    submitStatus: {
      id: 'submitStatus',
      header: tc('message.col.submitStatus'),
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
    result: { id: 'result', header: tc('message.col.result'), primary: true, cell: (r) => (
        <span className="whitespace-nowrap">
          <StatusBadge display={sendResultOf(r.SendResult, channel.ns)} />
        </span>
      ),
    },
    receiptCode: { id: 'receiptCode', header: tc('message.col.receiptCode'), cell: (r) => <span className="font-mono text-xs">{r.ReceiptCode || none}</span> },
    sendTime: { id: 'sendTime', header: tc('message.col.sendTime'), primary: true, cell: (r) => <span className="whitespace-nowrap tabular-nums">{time(r.SendTime)}</span> },
    submitTime: { id: 'submitTime', header: tc('message.col.submitTime'), cell: (r) => <span className="whitespace-nowrap tabular-nums">{time(r.SubmitTime)}</span> },
    receiptTime: { id: 'receiptTime', header: tc('message.col.receiptTime'), cell: (r) => <span className="whitespace-nowrap tabular-nums">{time(r.ReceiptTime)}</span> },
  };
  return (
    <DataTable
      caption={caption}
      columns={[
        ...columns.map((id) => all[id]),
        ...(channel.recordColumns ?? []).map((c): Column<ChannelSendRecord> => ({ id: c.id, header: tc(c.header), numeric: c.numeric, cell: (r) => c.cell(r, tc) })),
      ]}
      rows={records}
      rowKey={(r) => r.MessageId}
      empty={empty}
      loading={loading}
      minWidth={Math.max(640, (columns.length + (channel.recordColumns?.length ?? 0)) * 110)}
    />
  );
}
