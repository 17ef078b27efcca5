import { useTranslation } from 'react-i18next';
import type { AccountBalance } from '../../../contract/entities/balance';
import { formatAmount } from '../../lib/format';
import { Card } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { productLabel } from './productLabel';

/** The account's available balance and, per product type, the spec's formula with its four terms. */
export function BalanceSummary({ balance }: { balance: AccountBalance | null }) {
  const { t } = useTranslation();
  return (
    <Card title={t('bill.balances')}>
      {!balance ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <div className="space-y-4">
          <dl>
            <dt className="text-xs font-medium text-slate-700">{t('bill.accountAvailable')}</dt>
            <dd className="text-3xl font-semibold tabular-nums text-slate-900" data-testid="bill-available">
              {formatAmount(balance.Available)}
            </dd>
            <dd className="mt-1 text-xs text-slate-600">{t('bill.formula')}</dd>
          </dl>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-5" aria-label={t('bill.balances')}>
            {balance.ProductTypes.map((b) => (
              <li key={b.ProductType} className="rounded-lg border border-slate-200 p-3" data-testid={`bill-balance-${b.ProductType}`}>
                <p className="text-sm font-medium text-slate-900 break-keep">{productLabel(t, b.ProductType)}</p>
                <p className="mt-1 text-xl font-semibold tabular-nums text-slate-900">{formatAmount(b.Available)}</p>
                <dl className="mt-2 grid grid-cols-2 gap-x-2 gap-y-0.5 text-xs text-slate-600">
                  <dt>{t('bill.amount')}</dt>
                  <dd className="text-right tabular-nums">{formatAmount(b.Amount)}</dd>
                  <dt>{t('bill.amountFree')}</dt>
                  <dd className="text-right tabular-nums">{formatAmount(b.AmountFree)}</dd>
                  <dt>{t('bill.amountCredit')}</dt>
                  <dd className="text-right tabular-nums">{formatAmount(b.AmountCredit)}</dd>
                  <dt>{t('bill.amountFreeze')}</dt>
                  <dd className="text-right tabular-nums">{b.AmountFreeze > 0 ? `−${formatAmount(b.AmountFreeze)}` : formatAmount(0)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
