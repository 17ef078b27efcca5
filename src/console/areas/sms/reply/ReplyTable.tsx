import { useTranslation } from 'react-i18next';
import type { SmsReplyRecord } from '../../../../contract/entities/sms';
import { formatDateTime } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { DataTable, type Column } from '../../../ui/DataTable';
import { TextLink } from '../../../ui/TextLink';
import type { Href } from '../../../lib/routeHref';

export interface ReplyTableProps {
  caption: string;
  empty: string;
  rows: readonly SmsReplyRecord[] | null;
  loading?: boolean;
  /** The task page of a TaskId, once known. */
  taskRouteOf: (taskId: string) => Href | undefined;
  /** Answers written offline, waiting in the outbox, by ReplyId. */
  queued: Readonly<Record<string, string>>;
  onAnswer: (reply: SmsReplyRecord) => void;
}

/** Replies: who wrote, what, when, the task it answers, our answer, and the Answer button. */
export function ReplyTable({ caption, empty, rows, loading = false, taskRouteOf, queued, onAnswer }: ReplyTableProps) {
  const { t } = useTranslation();
  const columns: Column<SmsReplyRecord>[] = [
    { id: 'phone', header: t('sms.reply.colPhone'), primary: true, cell: (r) => <span className="whitespace-nowrap font-medium tabular-nums text-slate-900">{r.PhoneNumber}</span> },
    { id: 'content', header: t('sms.reply.colContent'), className: 'min-w-48 max-w-sm', primary: true, long: true, cell: (r) => <p className="whitespace-pre-wrap break-words">{r.Content}</p> },
    { id: 'received', header: t('sms.reply.colReceived'), primary: true, cell: (r) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(r.ReceiveTime)}</span> },
    {
      id: 'task',
      header: t('sms.reply.colTask'),
      cell: (r) => {
        if (!r.TaskId) return <span className="text-slate-500">{t('sms.reply.noTask')}</span>;
        const to = taskRouteOf(r.TaskId);
        return to ? (
          <span className="font-mono text-xs">
            <TextLink to={to}>{r.TaskId}</TextLink>
          </span>
        ) : (
          <span className="font-mono text-xs">{r.TaskId}</span>
        );
      },
    },
    {
      id: 'answer',
      header: t('sms.reply.colAnswer'),
      className: 'min-w-48 max-w-sm',
      long: true,
      cell: (r) => {
        const waiting = queued[r.ReplyId];
        // Queued offline until the gateway shows the same answer (the outbox has sent it).
        if (waiting !== undefined && waiting !== r.ReplyContent)
          return (
            <div className="space-y-1">
              <p className="whitespace-pre-wrap break-words">{waiting}</p>
              <Badge tone="warning">{t('sms.reply.queued')}</Badge>
            </div>
          );
        if (r.ReplyContent === null) return <span className="text-slate-500">{t('sms.reply.notAnswered')}</span>;
        return (
          <div className="space-y-1">
            <p className="whitespace-pre-wrap break-words">{r.ReplyContent}</p>
            {r.ReplyTime !== null && <p className="text-xs text-slate-500">{t('sms.reply.answeredAt', { time: formatDateTime(r.ReplyTime) })}</p>}
          </div>
        );
      },
    },
    {
      id: 'actions',
      header: t('sms.reply.colActions'),
      role: 'actions',
      cell: (r) => {
        const again = r.ReplyContent !== null || queued[r.ReplyId] !== undefined;
        return (
          <Button
            variant={again ? 'secondary' : 'primary'}
            className="whitespace-nowrap px-3 py-1.5"
            aria-label={again ? t('sms.reply.answerAgainAria', { phone: r.PhoneNumber }) : t('sms.reply.answerAria', { phone: r.PhoneNumber })}
            onClick={() => onAnswer(r)}
          >
            {again ? t('sms.reply.answerAgain') : t('sms.reply.answer')}
          </Button>
        );
      },
    },
  ];
  return <DataTable caption={caption} columns={columns} rows={rows} rowKey={(r) => r.ReplyId} empty={empty} loading={loading} minWidth={880} />;
}
