import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { PaymentStatus } from '../../../contract/entities/payment';
import { formatAmount } from '../../lib/format';
import type { PageProps } from '../../lib/pageProps';
import { routeHref } from '../../lib/routeHref';
import { invalidateReads, useAction } from '../../session';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { TextLink } from '../../ui/TextLink';
import { productLabel } from './productLabel';

const POLL = { pollMs: 1_000, until: (d: unknown) => (d as { Status: number }).Status !== PaymentStatus.Processing };
const POLL_SETUP = { pollMs: 1_000, until: (d: unknown) => (d as { SetupIntent: { Status: string } | null }).SetupIntent?.Status !== 'pending' };

/** /bill/payment-status?payment=… or ?setup=…: the provider's answer to a recharge or a card binding, followed until final. */
export function PaymentStatusPage(_props: PageProps) {
  const { t } = useTranslation();
  const q = new URLSearchParams(useSearch());
  const paymentId = q.get('payment');
  const setupId = q.get('setup');
  const payment = useAction('GetInpourPayment', paymentId ? { PaymentId: paymentId } : null, POLL);
  const setup = useAction('GetCardWalletList', !paymentId && setupId ? { SetupIntentId: setupId } : null, POLL_SETUP);
  // Once the provider's answer is final, the lists it changed are read again where they are shown
  // next (the cards page read its list before the binding finished, when the provider is slow).
  const paymentFinal = payment.data && payment.data.Status !== PaymentStatus.Processing ? payment.data.Status : null;
  const setupFinal = setup.data?.SetupIntent && setup.data.SetupIntent.Status !== 'pending' ? setup.data.SetupIntent.Status : null;
  useEffect(() => {
    if (paymentFinal !== null) void invalidateReads(['GetBalance', 'GetTransactionList', 'GetInvoiceList']);
  }, [paymentFinal]);
  useEffect(() => {
    if (setupFinal !== null) void invalidateReads(['GetCardWalletList', 'GetUserInfo']);
  }, [setupFinal]);

  let body;
  if (paymentId) {
    const p = payment.data;
    body = !p ? (
      <Spinner label={t('common.loading')} />
    ) : (
      <div className="space-y-4" data-testid="payment-status">
        {p.Status === PaymentStatus.Processing && <Spinner label={t('bill.status.processing')} />}
        {p.Status === PaymentStatus.Succeeded && <Alert tone="success">{t('bill.status.succeeded')}</Alert>}
        {p.Status === PaymentStatus.Failed && (
          <Alert tone="error">
            {t('bill.status.failed')}: {p.Error}
            {p.Reason ? ` — ${t('bill.status.reason', { reason: p.Reason })}` : ''}
          </Alert>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-600">{t('bill.status.amount')}</dt>
          <dd className="font-medium tabular-nums text-slate-900">{formatAmount(p.Amount)}</dd>
          <dt className="text-slate-600">{t('bill.status.wallet')}</dt>
          <dd className="text-slate-900">{productLabel(t, p.ProductType)}</dd>
          <dt className="text-slate-600">{t('bill.status.card')}</dt>
          <dd className="text-slate-900">{t('bill.card.ending', { brand: p.Brand.toUpperCase(), last4: p.Last4 })}</dd>
          {p.InvoiceNo && (
            <>
              <dt className="text-slate-600">{t('bill.status.invoice')}</dt>
              <dd className="text-slate-900">{p.InvoiceNo}</dd>
            </>
          )}
        </dl>
        <div className="flex flex-wrap gap-4">
          <TextLink to={routeHref('/bill/management')}>{t('bill.status.toBalance')}</TextLink>
          {p.InvoiceNo && <TextLink to={routeHref('/bill/invoice')}>{t('bill.status.toInvoices')}</TextLink>}
        </div>
      </div>
    );
  } else if (setupId) {
    const s = setup.data?.SetupIntent;
    body = !s ? (
      <Spinner label={t('common.loading')} />
    ) : (
      <div className="space-y-4" data-testid="payment-status">
        {s.Status === 'pending' && <Spinner label={t('bill.status.bindProcessing')} />}
        {s.Status === 'succeeded' && <Alert tone="success">{t('bill.status.bindSucceeded')}</Alert>}
        {s.Status === 'failed' && (
          <Alert tone="error">
            {t('bill.status.bindFailed')}: {s.Error}
            {s.Reason ? ` — ${t('bill.status.reason', { reason: s.Reason })}` : ''}
          </Alert>
        )}
        <TextLink to={routeHref('/bill/payment-method')}>{t('bill.status.toCards')}</TextLink>
      </div>
    );
  } else body = <Alert tone="info">{t('bill.status.missing')}</Alert>;

  return (
    <div className="space-y-6">
      <PageHeader title={t('routes.billPaymentStatus')} />
      <Card>{body}</Card>
    </div>
  );
}
