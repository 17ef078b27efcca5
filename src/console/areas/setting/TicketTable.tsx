import { useTranslation } from 'react-i18next';
import type { OperatorTicket, Ticket } from '../../../contract/entities/ticket';
import { ticketStatusOf } from '../../../contract/display/ticketStatus';
import { formatDateTime } from '../../lib/format';
import { routeHref } from '../../lib/routeHref';
import { Badge } from '../../ui/Badge';
import { type Column, DataTable } from '../../ui/DataTable';
import { StatusBadge } from '../../ui/StatusBadge';
import { TextLink } from '../../ui/TextLink';

/** A list of tickets: the title links to the thread; operators also see whose ticket it is. */
export function TicketTable({ rows, loading, filtered, operator }: { rows: readonly (Ticket | OperatorTicket)[] | null; loading: boolean; filtered: boolean; operator: boolean }) {
  const { t } = useTranslation();
  const columns: Column<Ticket | OperatorTicket>[] = [
    {
      id: 'title',
      header: t('setting.tickets.colTitle'),
      primary: true,
      long: true,
      cell: (r) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <TextLink to={routeHref('/setting/work-order/{ticketId}', { ticketId: String(r.TicketId) })}>{r.Title}</TextLink>
          {r.NewReply && (
            <span data-testid="new-reply">
              <Badge tone="warning">{t('setting.tickets.newReply')}</Badge>
            </span>
          )}
          <span className="text-xs text-slate-500">#{r.TicketId}</span>
        </span>
      ),
    },
    ...(operator
      ? [{ id: 'customer', header: t('setting.tickets.colCustomer'), long: true, cell: (r: Ticket | OperatorTicket) => ('CustomerEmail' in r ? r.CustomerEmail : '') } satisfies Column<Ticket | OperatorTicket>]
      : []),
    { id: 'category', header: t('setting.tickets.colCategory'), primary: true, cell: (r) => t(`setting.tickets.category_${r.Category}`) },
    { id: 'status', header: t('setting.tickets.colStatus'), primary: true, cell: (r) => <StatusBadge display={ticketStatusOf(r.Status)} /> },
    { id: 'updated', header: t('setting.tickets.colUpdated'), primary: true, cell: (r) => <span className="tabular-nums">{formatDateTime(r.UpdateTime)}</span> },
    { id: 'created', header: t('setting.tickets.colCreated'), cell: (r) => <span className="tabular-nums">{formatDateTime(r.CreateTime)}</span> },
  ];
  return (
    <DataTable
      caption={operator ? t('setting.tickets.queueCaption') : t('setting.tickets.caption')}
      columns={columns}
      rows={rows}
      rowKey={(r) => String(r.TicketId)}
      empty={filtered ? t('setting.tickets.emptyFiltered') : t('setting.tickets.empty')}
      loading={loading}
      minWidth={operator ? 900 : 760}
    />
  );
}
