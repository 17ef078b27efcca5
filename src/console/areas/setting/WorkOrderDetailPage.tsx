import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorTicketInfo, TicketInfo } from '../../../contract/entities/ticket';
import { ticketStatusOf } from '../../../contract/display/ticketStatus';
import { formatDateTime } from '../../lib/format';
import type { PageProps } from '../../lib/pageProps';
import { routeHref } from '../../lib/routeHref';
import { OfflineAge } from '../../offline';
import { isNotFound, refreshBadges, useAction, userInfo } from '../../session';
import { Card } from '../../ui/Card';
import { NotFoundState } from '../../ui/NotFoundState';
import { PageHeader } from '../../ui/PageHeader';
import { RetryAlert } from '../../ui/RetryAlert';
import { Spinner } from '../../ui/Spinner';
import { StatusBadge } from '../../ui/StatusBadge';
import { TextLink } from '../../ui/TextLink';
import { CustomerReplyCard } from './CustomerReplyCard';
import { isTicketOperator } from './isTicketOperator';
import { OperatorReplyCard } from './OperatorReplyCard';
import { TicketThread } from './TicketThread';

/**
 * /setting/work-order/{ticketId}: the ticket and its thread (GetTicketInfo, which marks the staff
 * replies read, so the badge is read again), the reply form and "Mark as solved". An operator
 * account sees any customer's ticket (OperatorGetTicketInfo) and answers it.
 */
export function WorkOrderDetailPage({ params }: PageProps) {
  useSignals();
  const { t } = useTranslation();
  const operator = isTicketOperator(userInfo.value);
  const ticketId = /^\d{1,9}$/.test(params.ticketId ?? '') ? Number(params.ticketId) : 0;
  const asCustomer = useAction('GetTicketInfo', !operator && ticketId > 0 ? { TicketId: ticketId } : null);
  const asOperator = useAction('OperatorGetTicketInfo', operator && ticketId > 0 ? { TicketId: ticketId } : null);
  const read = operator ? asOperator : asCustomer;
  const opTicket: OperatorTicketInfo | null = operator ? (asOperator.data ?? null) : null;
  const ticket: TicketInfo | null = opTicket ?? (operator ? null : (asCustomer.data ?? null));
  const fetchedNew = !operator && asCustomer.data?.NewReply;

  // Opening the ticket read its new replies: the top bar's badge follows at once.
  useEffect(() => {
    if (fetchedNew) void refreshBadges();
  }, [fetchedNew]);

  const back = <TextLink to={routeHref('/setting/work-order')}>{t('setting.tickets.detail.back')}</TextLink>;
  if (!ticket) {
    return (
      <div className="space-y-6">
        <PageHeader title={t('routes.workOrderDetail')} />
        {ticketId === 0 || isNotFound(read.error) ? (
          <NotFoundState title={t('setting.tickets.detail.notFoundTitle')} text={t('setting.tickets.detail.notFoundText', { id: params.ticketId ?? '' })} action={back} />
        ) : read.error ? (
          <RetryAlert message={t('setting.tickets.detail.loadFailed')} onRetry={read.reload} />
        ) : (
          <Spinner label={t('common.loading')} />
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader
        title={ticket.Title}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span aria-live="polite" data-testid="ticket-status">
              <StatusBadge display={ticketStatusOf(ticket.Status)} />
            </span>
            <span>{t('setting.tickets.ticketNo', { id: ticket.TicketId })}</span>
            <span>{t(`setting.tickets.category_${ticket.Category}`)}</span>
            <span className="tabular-nums">{t('setting.tickets.detail.opened', { time: formatDateTime(ticket.CreateTime) })}</span>
            <span className="tabular-nums">{t('setting.tickets.detail.updated', { time: formatDateTime(ticket.UpdateTime) })}</span>
          </span>
        }
        actions={back}
      />
      <div className="empty:hidden">
        <OfflineAge at={read.asOf} />
      </div>
      {opTicket && <p className="text-sm text-slate-700">{t('setting.tickets.detail.customerOf', { name: opTicket.CustomerName, email: opTicket.CustomerEmail })}</p>}
      <Card title={t('setting.tickets.detail.thread')}>
        <TicketThread comments={ticket.Comments} viewer={operator ? 'operator' : 'customer'} />
      </Card>
      {opTicket ? <OperatorReplyCard ticket={opTicket} onChanged={read.reload} /> : <CustomerReplyCard ticket={ticket} onChanged={read.reload} />}
    </div>
  );
}
