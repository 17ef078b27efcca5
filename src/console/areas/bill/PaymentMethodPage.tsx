import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentCard } from '../../../contract/entities/payment';
import { formatAmount, formatDate } from '../../lib/format';
import { navigate } from '../../lib/navigate';
import type { PageProps } from '../../lib/pageProps';
import { routeHref } from '../../lib/routeHref';
import { online } from '../../offline';
import { callAction, useAction } from '../../session';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { showToast } from '../../ui/toast/toastStore';
import { SimCardForm } from './SimCardForm';

/** Stripe Elements: a chunk of its own, loaded only here and only with the Stripe provider. */
const StripeCardForm = lazy(() => import('./StripeCardForm'));
const NONE = {};

type Intent = { Provider: 'stripe' | 'simulated'; SetupIntentId: string; ClientSecret: string; PublishableKey: string };

/** /bill/payment-method: the bound cards (default, the 10 USD of each binding) and binding another. */
export function PaymentMethodPage(_props: PageProps) {
  useSignals();
  const { t } = useTranslation();
  const list = useAction('GetCardWalletList', NONE);
  const [intent, setIntent] = useState<Intent | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function start() {
    setBusy('add');
    try {
      setIntent(await callAction('CreateSetupIntent', {}));
    } catch {
      /* the toast said why */
    } finally {
      setBusy(null);
    }
  }

  async function confirmed(id: string) {
    try {
      await callAction('CompleteSetupIntent', { SetupIntentId: id });
    } finally {
      navigate(routeHref('/bill/payment-status', { setup: id }));
    }
  }

  async function act(card: PaymentCard, what: 'default' | 'remove') {
    setBusy(card.CardId);
    try {
      if (what === 'default') await callAction('UpdateCardWallet', { CardId: card.CardId, Default: true });
      else await callAction('DeleteCardWallet', { CardId: card.CardId });
      showToast('success', t(what === 'default' ? 'bill.card.madeDefault' : 'bill.card.removed'));
    } catch {
      /* toast */
    } finally {
      setBusy(null);
    }
  }

  const cards = list.data?.Cards;
  return (
    <div className="space-y-6">
      <PageHeader title={t('routes.billPaymentMethod')} description={t('bill.card.intro')} />
      <Card title={t('bill.card.title')}>
        {!cards ? (
          <Spinner label={t('common.loading')} />
        ) : cards.length === 0 ? (
          <p className="text-sm text-slate-600">{t('bill.card.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label={t('bill.card.title')}>
            {cards.map((c) => (
              <li key={c.CardId} className="flex flex-wrap items-start justify-between gap-3 py-3" data-testid="bill-card">
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-slate-900">
                    {t('bill.card.ending', { brand: c.Brand.toUpperCase(), last4: c.Last4 })} {c.Default && <Badge tone="success">{t('bill.card.default')}</Badge>}
                  </p>
                  <p className="text-slate-600">
                    {t('bill.card.expires', { month: String(c.ExpMonth).padStart(2, '0'), year: c.ExpYear })}
                    {c.Name ? ` · ${c.Name}` : ''}
                  </p>
                  <p className="break-words text-slate-600">{[c.BillingAddress.Address, c.BillingAddress.PostalCode, c.BillingAddress.City, c.BillingAddress.Country].filter(Boolean).join(', ')}</p>
                  {c.Hold && (
                    <p className="text-xs text-slate-600" data-testid="bill-card-hold">
                      {t(`bill.card.hold.${c.Hold.Status}`, {
                        amount: formatAmount(c.Hold.Amount),
                        date: formatDate(c.Hold.ReleasedTime ?? c.Hold.ReleaseTime ?? 0),
                      })}
                    </p>
                  )}
                </div>
                <div className="flex gap-2">
                  {!c.Default && (
                    <Button variant="secondary" className="px-3 py-1" loading={busy === c.CardId} onClick={() => void act(c, 'default')}>
                      {t('bill.card.makeDefault')}
                    </Button>
                  )}
                  <Button variant="secondary" className="px-3 py-1" disabled={busy === c.CardId} onClick={() => void act(c, 'remove')} aria-label={`${t('bill.card.remove')} ${c.Last4}`}>
                    {t('bill.card.remove')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t('bill.card.add')}>
        {!online.value ? (
          <Alert tone="warning">{t('bill.card.offline')}</Alert>
        ) : !intent ? (
          <Button loading={busy === 'add'} onClick={() => void start()}>
            {t('bill.card.add')}
          </Button>
        ) : intent.Provider === 'stripe' ? (
          <Suspense fallback={<Spinner label={t('bill.card.stripeLoading')} />}>
            <StripeCardForm publishableKey={intent.PublishableKey} clientSecret={intent.ClientSecret} onConfirmed={() => void confirmed(intent.SetupIntentId)} />
          </Suspense>
        ) : (
          <SimCardForm setupIntentId={intent.SetupIntentId} clientSecret={intent.ClientSecret} onConfirmed={() => void confirmed(intent.SetupIntentId)} />
        )}
      </Card>
    </div>
  );
}
