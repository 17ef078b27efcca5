import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceQuote, SubscriptionPackage } from '../../../contract/entities/subscription';
import { activeRecord } from '../../access';
import { formatAmount, formatDate } from '../../lib/format';
import type { PageProps } from '../../lib/pageProps';
import { online } from '../../offline';
import { buyRecords, callAction, packages, refreshSubscriptions, useAction } from '../../session';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { showToast } from '../../ui/toast/toastStore';
import { planPrice } from './planPricing';

type Billing = 'month' | 'year';
const DAY = 86_400;
const NONE = {};

const nameOf = (p: { CnName: string; EnName: string }, lang: string) => (lang === 'zh' ? p.CnName || p.EnName : p.EnName || p.CnName);
const profileLimit = (mods: readonly { ProductMod: string; Quota: number }[]) => mods.find((m) => m.ProductMod === 'SocialMediaAccountLimit')?.Quota ?? 0;

/**
 * /bill/subscription: the plan with its end time, remaining days, profile limit and payment method;
 * monthly or annual billing (annual saves 2 months: 50% and 58% off the list price); the quote's
 * subtotal, taxes and total; buy or upgrade through BuySubscriptionPackage / UpgradeSubscriptionPackage.
 */
export function BillSubscriptionPage(_props: PageProps) {
  useSignals();
  const { t, i18n } = useTranslation();
  const [billing, setBilling] = useState<Billing>('month');
  const [chosen, setChosen] = useState<string | null>(null);
  const [quote, setQuote] = useState<PriceQuote | null>(null);
  const [busy, setBusy] = useState(false);
  const cards = useAction('GetCardWalletList', NONE);
  const all = packages.value;
  const records = buyRecords.value;
  const now = Math.floor(Date.now() / 1000);
  const current = records ? activeRecord(records) : undefined;
  const live = current && current.EndTime > now ? current : undefined;
  const currentPkg = all?.find((p) => p.SubscriptionNo === live?.SubscriptionNo);
  const paid = (all ?? []).filter((p) => !p.Free).sort((a, b) => a.Rank - b.Rank);
  const pkg = paid.find((p) => p.SubscriptionNo === chosen) ?? null;
  const mode = !pkg ? null : !live || live.Free ? 'buy' : pkg.SubscriptionNo === live.SubscriptionNo ? 'extend' : pkg.Rank > (currentPkg?.Rank ?? -1) ? 'upgrade' : 'lower';

  useEffect(() => {
    if (!pkg || mode === 'lower') return setQuote(null);
    let alive = true;
    setQuote(null);
    callAction('GetSubscriptionPackagePrice', { SubscriptionNo: pkg.SubscriptionNo, Period: 1, PeriodUnit: billing, Quantity: 1, Upgrade: mode === 'upgrade' }).then(
      (q) => alive && setQuote(q),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [pkg, billing, mode]);

  if (!all || !records) return <Spinner label={t('common.loading')} />;

  async function confirm(p: SubscriptionPackage) {
    setBusy(true);
    try {
      const params = { SubscriptionNo: p.SubscriptionNo, Period: 1, PeriodUnit: billing, Quantity: 1 } as const;
      await (mode === 'upgrade' ? callAction('UpgradeSubscriptionPackage', params) : callAction('BuySubscriptionPackage', params));
      await refreshSubscriptions();
      showToast('success', t(mode === 'upgrade' ? 'bill.sub.upgraded' : 'bill.sub.bought'));
      setChosen(null);
    } catch {
      /* toast */
    } finally {
      setBusy(false);
    }
  }

  const left = live ? live.EndTime - now : 0;
  const card = cards.data?.Cards.find((c) => c.Default);
  const toggle = (b: Billing) =>
    `rounded-md px-4 py-1.5 text-sm font-medium ${billing === b ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`;
  return (
    <div className="space-y-6">
      <PageHeader title={t('routes.billSubscription')} description={t('bill.sub.intro')} />
      <Card title={t('bill.sub.current')}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="bill-sub-current">
          <dt className="text-slate-600">{t('bill.sub.plan')}</dt>
          <dd className="font-medium text-slate-900">{live ? nameOf(live, i18n.language) : t('bill.sub.none')}</dd>
          {live && (
            <>
              <dt className="text-slate-600">{t('bill.sub.billing')}</dt>
              <dd className="text-slate-900">{live.PeriodUnit === 'year' ? t('bill.sub.annual') : t('bill.sub.monthly')}</dd>
              <dt className="text-slate-600">{t('bill.sub.endTime')}</dt>
              <dd className="tabular-nums text-slate-900">{formatDate(live.EndTime)}</dd>
              <dt className="text-slate-600">{t('bill.sub.remaining')}</dt>
              <dd className="text-slate-900">{left < DAY ? t('bill.sub.lessThanDay') : t('bill.sub.days', { count: Math.floor(left / DAY) })}</dd>
              <dt className="text-slate-600">{t('bill.sub.profileLimit')}</dt>
              <dd className="tabular-nums text-slate-900">{profileLimit(live.ModWhitelist)}</dd>
            </>
          )}
          <dt className="text-slate-600">{t('bill.sub.paymentMethod')}</dt>
          <dd className="text-slate-900">{card ? t('bill.sub.balancePays', { card: t('bill.card.ending', { brand: card.Brand.toUpperCase(), last4: card.Last4 }) }) : t('bill.sub.balanceOnly')}</dd>
        </dl>
      </Card>
      <Card
        title={t('bill.sub.choose')}
        actions={
          <div role="group" aria-label={t('bill.sub.billing')} className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
            <button type="button" aria-pressed={billing === 'month'} className={toggle('month')} onClick={() => setBilling('month')}>
              {t('bill.sub.monthly')}
            </button>
            <button type="button" aria-pressed={billing === 'year'} className={toggle('year')} onClick={() => setBilling('year')}>
              {t('bill.sub.annual')}
            </button>
          </div>
        }
      >
        <p className="mb-4 text-sm text-emerald-800">{t('bill.sub.annualSaves')}</p>
        <ul className="grid gap-4 md:grid-cols-3">
          {paid.map((p) => {
            const price = planPrice(p, billing);
            if (!price) return null;
            const selected = chosen === p.SubscriptionNo;
            return (
              <li key={p.SubscriptionNo} className={`rounded-lg border p-4 ${selected ? 'border-indigo-600' : 'border-slate-200'}`} data-testid="bill-plan">
                <p className="font-semibold text-slate-900">
                  {nameOf(p, i18n.language)} {live?.SubscriptionNo === p.SubscriptionNo && <Badge tone="success">{t('bill.sub.current')}</Badge>}
                </p>
                <p className="mt-2 text-xl font-semibold tabular-nums text-slate-900">{t(billing === 'year' ? 'bill.sub.perYear' : 'bill.sub.perMonth', { amount: formatAmount(price.amount) })}</p>
                <p className="text-sm text-slate-600">
                  <s>{t('bill.sub.listPrice', { amount: formatAmount(price.list) })}</s> <Badge tone="warning">{t('bill.sub.off', { percent: price.percentOff })}</Badge>
                </p>
                <p className="mt-1 text-xs text-slate-600">
                  {t('bill.sub.profileLimit')}: {profileLimit(p.ModWhitelist)}
                </p>
                <Button variant={selected ? 'primary' : 'secondary'} className="mt-3" block onClick={() => setChosen(p.SubscriptionNo)} aria-pressed={selected}>
                  {nameOf(p, i18n.language)}
                </Button>
              </li>
            );
          })}
        </ul>
        {pkg && (
          <div className="mt-6 max-w-md space-y-3">
            {mode === 'lower' ? (
              <Alert tone="info">{t('bill.sub.lower')}</Alert>
            ) : !quote ? (
              <Spinner label={t('common.loading')} />
            ) : (
              <dl className="text-sm" data-testid="bill-sub-quote">
                {[
                  [t('bill.sub.subtotal'), quote.Subtotal],
                  ...(quote.Credit ? [[t('bill.sub.credit'), -quote.Credit] as const] : []),
                  [t('bill.sub.taxes'), quote.Taxes],
                ].map(([label, amount]) => (
                  <div key={String(label)} className="flex justify-between py-1 text-slate-700">
                    <dt>{label}</dt>
                    <dd className="tabular-nums">{formatAmount(Number(amount))}</dd>
                  </div>
                ))}
                <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
                  <dt>{t('bill.sub.total')}</dt>
                  <dd className="tabular-nums">{formatAmount(quote.Total)}</dd>
                </div>
              </dl>
            )}
            {mode !== 'lower' && (
              <Button disabled={!quote || !online.value} loading={busy} onClick={() => void confirm(pkg)} title={online.value ? undefined : t('bill.sub.offline')}>
                {t(`bill.sub.${mode}`)}
              </Button>
            )}
          </div>
        )}
      </Card>
    </div>
  );
}
