import { useTranslation } from 'react-i18next';
import type { PriceQuote } from '../../../contract/entities/subscription';
import { formatAmount } from '../../lib/format';

/** Subtotal, upgrade credit, taxes and total of a price quote. */
export function QuoteSummary({ quote }: { quote: PriceQuote }) {
  const { t } = useTranslation();
  const row = (label: string, amount: number, strong = false) => (
    <div className={`flex justify-between py-1.5 ${strong ? 'border-t border-slate-200 pt-3 text-base font-semibold text-slate-900' : 'text-slate-700'}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatAmount(amount)}</dd>
    </div>
  );
  return (
    <dl className="text-sm">
      {row(t('subscription.subtotal'), quote.Subtotal)}
      {quote.Credit !== 0 && row(t('subscription.credit'), -Math.abs(quote.Credit))}
      {row(t('subscription.taxes'), quote.Taxes)}
      {row(t('subscription.total'), quote.Total, true)}
    </dl>
  );
}
