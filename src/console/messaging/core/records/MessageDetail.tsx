import type { ReactNode } from 'react';
import { submitStatusDisplay } from '../../../../contract/sms';
import { formatDateTime, formatUnitPrice } from '../../../lib/format';
import { StatusBadge } from '../../../ui/StatusBadge';
import { TextLink } from '../../../ui/TextLink';
import { sendResultOf } from './recordDisplay';
import type { ChannelSendRecord, ChannelTask } from '../../channel';
import { useChannelTexts } from '../../channelContext';

function Item({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2 lg:col-span-4' : ''}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** Everything known about one sent message: content, pricing units (SMS: segments), price, submit status, result, receipt, times, task. */
export function MessageDetail({ record, task }: { record: ChannelSendRecord; task: ChannelTask | undefined }) {
  const { channel, tc, t } = useChannelTexts();
  const none = tc('message.noValue');
  const time = (s: number | null) => <span className="tabular-nums">{s === null ? none : formatDateTime(s)}</span>;
  const submit = submitStatusDisplay[record.SubmitStatus];
  return (
    <article aria-labelledby={`message-${record.MessageId}`} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={`message-${record.MessageId}`} className="mb-4 text-base font-semibold text-slate-900">
        {tc('search.messageTo', { phone: record.PhoneNumber })} <span className="font-normal text-slate-600 tabular-nums">· {formatDateTime(record.SendTime)}</span>
      </h3>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-4">
        <Item label={tc('message.col.content')} wide>
          <p className="whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 text-slate-800">{record.Content}</p>
        </Item>
        <Item label={tc(channel.unit.column)}>
          <span className="tabular-nums">{channel.unit.ofRecord(record)}</span>
        </Item>
        <Item label={tc('message.col.price')}>
          <span className="tabular-nums">{formatUnitPrice(record.Price, 'message', t)}</span>
        </Item>
        <Item label={tc('message.col.submitStatus')}>{submit ? <StatusBadge display={submit} /> : none}</Item>
        <Item label={tc('message.col.result')}>
          <StatusBadge display={sendResultOf(record.SendResult, channel.ns)} />
        </Item>
        <Item label={tc('message.col.receiptCode')}>
          <span className="font-mono text-xs">{record.ReceiptCode || none}</span>
        </Item>
        <Item label={tc('message.col.sendTime')}>{time(record.SendTime)}</Item>
        <Item label={tc('message.col.submitTime')}>{time(record.SubmitTime)}</Item>
        <Item label={tc('message.col.receiptTime')}>{time(record.ReceiptTime)}</Item>
        <Item label={tc('message.col.sender')}>{record.SenderId || tc('task.senderDefault')}</Item>
        <Item label={tc('message.col.country')}>{record.CountryCode || none}</Item>
        <Item label={tc('message.col.messageId')}>
          <span className="break-all font-mono text-xs">{record.MessageId}</span>
        </Item>
        <Item label={tc('message.col.task')}>
          {task ? <TextLink to={channel.routes.task(task)}>{task.TaskName || record.TaskId}</TextLink> : <span className="break-all font-mono text-xs">{record.TaskId}</span>}
        </Item>
      </dl>
    </article>
  );
}
