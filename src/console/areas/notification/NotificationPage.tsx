import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_SETS } from '../../../contract/constants';
import type { Notification } from '../../../contract/entities/notification';
import { notificationKindDisplay } from '../../../contract/notifications';
import { formatDateTime } from '../../lib/format';
import { navigate } from '../../lib/navigate';
import type { PageProps } from '../../lib/pageProps';
import { callAction, unreadNotifications, useAction } from '../../session';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { DataTable, type Column } from '../../ui/DataTable';
import { showToast } from '../../ui/toast/toastStore';
import { notificationParams } from './notificationParams';
import { isLocalAddress, localHref } from '../../lib/routeHref';

const PAGE_SIZES = PAGE_SIZE_SETS[2];

const dot: Record<string, string> = { success: 'bg-emerald-500', error: 'bg-red-500', warning: 'bg-amber-500', neutral: 'bg-slate-400' };

/** The notification centre: the account's events, newest first, with read state. */
export function NotificationPage(_props: PageProps) {
  const { t, i18n } = useTranslation();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(PAGE_SIZES[0]);
  const [busy, setBusy] = useState(false);
  const { data, loading, reload } = useAction('DescribeNotifications', { UnreadOnly: unreadOnly, Offset: page * size, Limit: size });

  useEffect(() => {
    if (data) unreadNotifications.value = data.Unread;
  }, [data]);

  async function mark(ids: string[] | 'all') {
    setBusy(true);
    try {
      const r = await callAction('MarkNotificationsRead', ids === 'all' ? { All: true } : { NotificationIds: ids });
      unreadNotifications.value = r.Unread;
      if (ids === 'all') showToast('success', t('notification.allRead'));
      reload();
    } catch {
      /* the toast said why (or that it was queued offline) */
    } finally {
      setBusy(false);
    }
  }

  function open(n: Notification) {
    if (n.ReadTime === null) void callAction('MarkNotificationsRead', { NotificationIds: [n.NotificationId] }).then((r) => (unreadNotifications.value = r.Unread), () => undefined);
    if (isLocalAddress(n.Link)) navigate(localHref(n.Link));
  }

  const columns: Column<Notification>[] = [
    {
      id: 'message',
      header: t('notification.col.message'),
      primary: true,
      long: true,
      cell: (n) => {
        const display = notificationKindDisplay[n.Kind];
        const unread = n.ReadTime === null;
        return (
          <span className="flex items-start gap-3">
            <span aria-hidden="true" className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${dot[display.tone]}`} />
            <span className={unread ? 'font-semibold text-slate-900' : 'text-slate-700'}>
              {unread && (
                <span className="mr-2 align-middle">
                  <Badge tone="warning">{t('notification.new')}</Badge>
                </span>
              )}
              {t(display.textKey, notificationParams(n, i18n.language))}
            </span>
          </span>
        );
      },
    },
    { id: 'time', header: t('notification.col.time'), primary: true, cell: (n) => <span className="whitespace-nowrap tabular-nums text-slate-600">{formatDateTime(n.CreateTime)}</span> },
    {
      id: 'actions',
      header: t('notification.col.actions'),
      role: 'actions',
      cell: (n) => (
        <span className="flex flex-wrap gap-2">
          {n.ReadTime === null && (
            <Button variant="ghost" className="px-3 py-1" disabled={busy} onClick={() => void mark([n.NotificationId])}>
              {t('notification.markRead')}
            </Button>
          )}
          {n.Link && (
            <Button variant="secondary" className="px-3 py-1" onClick={() => open(n)}>
              {t('notification.open')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  const filter = (only: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={unreadOnly === only}
      onClick={() => {
        setUnreadOnly(only);
        setPage(0);
      }}
      className={`rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 ${unreadOnly === only ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
    >
      {label}
    </button>
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('routes.notification')}
        description={t('notification.intro')}
        actions={
          <Button variant="secondary" loading={busy} disabled={!data || data.Unread === 0} onClick={() => void mark('all')}>
            {t('notification.markAllRead')}
          </Button>
        }
      />
      <Card>
        <div role="group" aria-label={t('notification.show')} className="mb-4 inline-flex rounded-lg bg-slate-100 p-1">
          {filter(false, t('notification.all'))}
          {filter(true, `${t('notification.unread')}${data ? ` (${data.Unread})` : ''}`)}
        </div>
        <div data-testid="notification-list">
          <DataTable
            caption={t('notification.listCaption')}
            columns={columns}
            rows={data?.Notifications ?? null}
            rowKey={(n) => n.NotificationId}
            empty={unreadOnly ? t('notification.emptyUnread') : t('notification.empty')}
            loading={loading}
          />
        </div>
        {data && data.Total > 0 && (
          <Pagination
            page={page}
            pageSize={size}
            total={data.Total}
            pageSizes={PAGE_SIZES}
            onPage={setPage}
            onPageSize={(s) => {
              setSize(s);
              setPage(0);
            }}
          />
        )}
      </Card>
    </div>
  );
}
