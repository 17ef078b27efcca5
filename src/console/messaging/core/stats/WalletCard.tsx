import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { BalanceAmounts } from '../../../../contract/entities/balance';
import { formatAmount } from '../../../lib/format';
import { userInfo } from '../../../session';
import { Alert } from '../../../ui/Alert';
import { Card } from '../../../ui/Card';
import { Spinner } from '../../../ui/Spinner';
import { TextLink } from '../../../ui/TextLink';
import { walletParts } from './walletParts';
import { routeHref } from '../../../lib/routeHref';
import { useChannelTexts } from '../../channelContext';

const PART_TEXT = {
  amount: 'overview.wallet.amount',
  amountFree: 'overview.wallet.amountFree',
  amountCredit: 'overview.wallet.amountCredit',
  amountFreeze: 'overview.wallet.amountFreeze',
} as const;

/** The channel's wallet (GetBalance with its ProductType): Available, and the spec's formula with its four terms. */
export function WalletCard({ balance }: { balance: BalanceAmounts | null }) {
  useSignals();
  const { t } = useTranslation();
  const { tc } = useChannelTexts();
  // Trial accounts send their test content free of charge: an empty wallet only matters once upgraded.
  const upgraded = userInfo.value?.Upgrade ?? false;
  return (
    <Card title={tc('overview.wallet.title')}>
      {!balance ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <div className="space-y-4">
          <dl>
            <dt className="text-xs font-medium text-slate-700">{tc('overview.wallet.available')}</dt>
            <dd className="text-3xl font-semibold tabular-nums text-slate-900" data-testid="sms-wallet-available">
              {formatAmount(balance.Available)}
            </dd>
          </dl>
          {upgraded && balance.Available <= 0 && <Alert tone="warning">{tc('overview.wallet.low')}</Alert>}
          <div>
            <p className="mb-2 text-xs text-slate-600">{tc('overview.wallet.formula')}</p>
            <table className="w-full text-sm">
              <caption className="sr-only">{tc('overview.wallet.caption')}</caption>
              <tbody className="divide-y divide-slate-100">
                {walletParts(balance).map((p) => (
                  <tr key={p.key}>
                    <th scope="row" className="py-1.5 text-left font-normal text-slate-700">
                      <span aria-hidden="true" className="mr-2 inline-block w-3 text-slate-500">
                        {p.sign < 0 ? '−' : '+'}
                      </span>
                      {tc(PART_TEXT[p.key])}
                    </th>
                    <td className="py-1.5 text-right tabular-nums text-slate-900">{formatAmount(p.value)}</td>
                  </tr>
                ))}
                <tr className="border-t-2 border-slate-200">
                  <th scope="row" className="py-1.5 text-left font-semibold text-slate-900">
                    <span aria-hidden="true" className="mr-2 inline-block w-3 text-slate-500">
                      =
                    </span>
                    {tc('overview.wallet.available')}
                  </th>
                  <td className="py-1.5 text-right font-semibold tabular-nums text-slate-900">{formatAmount(balance.Available)}</td>
                </tr>
              </tbody>
            </table>
            {balance.AmountFreeze > 0 && <p className="mt-2 text-xs text-slate-600">{tc('overview.wallet.freezeHint')}</p>}
          </div>
          <p className="text-sm">
            <TextLink to={routeHref('/subscription')}>{tc('overview.wallet.plans')}</TextLink>
          </p>
        </div>
      )}
    </Card>
  );
}
