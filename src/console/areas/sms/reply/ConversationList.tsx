import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SmsConversation } from '../../../../contract/entities/smsConversations';
import { SMS_RECORD_PAGE_SIZES } from '../../../../contract/sms/smsConstants';
import { formatDateTime } from '../../../lib/format';
import { useAction } from '../../../session';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Pagination } from '../../../ui/Pagination';
import { TextLink } from '../../../ui/TextLink';
import { conversationRoute } from './conversationRoute';
import { taskRoute } from './replyRecords';

/** Replies grouped by number, latest first: the latest message, unread replies, the task that prompted them, and the way into each thread. */
export function ConversationList() {
  const { t } = useTranslation();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(SMS_RECORD_PAGE_SIZES[0]);
  const list = useAction('GetUSMSConversationList', { UnreadOnly: unreadOnly, Offset: page * pageSize, Limit: pageSize });
  const unread = list.data?.Unread ?? 0;

  const columns: Column<SmsConversation>[] = [
    {
      id: 'phone',
      header: t('sms.conversation.colPhone'),
      primary: true,
      cell: (c) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <span className="whitespace-nowrap font-medium tabular-nums text-slate-900">{c.PhoneNumber}</span>
          {c.OptedOut && <Badge tone="warning">{t('sms.conversation.optedOut')}</Badge>}
        </span>
      ),
    },
    {
      id: 'last',
      header: t('sms.conversation.colLast'),
      className: 'min-w-48 max-w-sm',
      primary: true,
      long: true,
      cell: (c) => (
        <p className={`line-clamp-2 whitespace-pre-wrap break-words ${c.Unread > 0 ? 'font-semibold text-slate-900' : ''}`}>
          {c.LastDirection === 'Out' ? t('sms.conversation.you', { text: c.LastContent }) : c.LastContent}
        </p>
      ),
    },
    { id: 'time', header: t('sms.conversation.colTime'), primary: true, cell: (c) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(c.LastTime)}</span> },
    {
      id: 'unread',
      header: t('sms.conversation.colUnread'),
      primary: true,
      cell: (c) => (c.Unread > 0 ? <Badge tone="error">{t('sms.conversation.unreadTotal', { count: c.Unread })}</Badge> : <span className="text-slate-500">{t('sms.conversation.read')}</span>),
    },
    {
      id: 'task',
      header: t('sms.conversation.colTask'),
      primary: true,
      cell: (c) =>
        c.TaskId && c.SessionNo ? (
          <span className="font-mono text-xs">
            <TextLink to={taskRoute({ TaskId: c.TaskId, AccountId: c.AccountId, SessionNo: c.SessionNo })}>{c.TaskName || c.TaskId}</TextLink>
          </span>
        ) : (
          <span className="text-slate-500">{t('sms.conversation.noTask')}</span>
        ),
    },
    {
      id: 'actions',
      header: t('sms.conversation.colActions'),
      role: 'actions',
      cell: (c) => (
        <Link
          href={conversationRoute(c.PhoneNumber)}
          aria-label={t('sms.conversation.openAria', { phone: c.PhoneNumber })}
          className="inline-flex items-center whitespace-nowrap rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {t('sms.conversation.open')}
        </Link>
      ),
    },
  ];

  return (
    <Card
      title={
        <span className="inline-flex items-center gap-2">
          {t('sms.conversation.caption')}
          {unread > 0 && <Badge tone="error">{t('sms.conversation.unreadTotal', { count: unread })}</Badge>}
        </span>
      }
      actions={
        <Button variant="secondary" loading={list.loading && list.data !== null} onClick={list.reload}>
          {t('sms.reply.refresh')}
        </Button>
      }
    >
      <label className="mb-4 inline-flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-300 text-indigo-600"
          checked={unreadOnly}
          onChange={(e) => {
            setUnreadOnly(e.target.checked);
            setPage(0);
          }}
        />
        {t('sms.conversation.unreadOnly')}
      </label>
      <DataTable
        caption={t('sms.conversation.caption')}
        columns={columns}
        rows={list.data?.Conversations ?? null}
        rowKey={(c) => c.PhoneNumber}
        empty={unreadOnly ? t('sms.conversation.emptyUnread') : t('sms.conversation.empty')}
        loading={list.loading}
        minWidth={880}
      />
      <Pagination
        page={page}
        pageSize={pageSize}
        total={list.data?.Total ?? 0}
        pageSizes={SMS_RECORD_PAGE_SIZES}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(0);
        }}
      />
    </Card>
  );
}
