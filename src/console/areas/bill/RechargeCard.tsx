import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECHARGE_MAX, RECHARGE_MIN, topUpOpen } from '../../../contract/entities/payment';
import { SpecText } from '../../../contract/messages';
import { tryParseAmount } from '../../../contract/money';
import { navigate } from '../../lib/navigate';
import { routeHref } from '../../lib/routeHref';
import { online } from '../../offline';
import { callAction, useAction, userInfo } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { TextLink } from '../../ui/TextLink';
import { productLabel } from './productLabel';

const NONE = {};

/** A recharge amount as typed: dollars with at most 2 decimals, 50.00 to 100,000.00; null otherwise. */
export function rechargeAmount(text: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return null;
  const v = tryParseAmount(text);
  return v !== null && v >= RECHARGE_MIN && v <= RECHARGE_MAX ? v : null;
}

/** Recharge by card (CreateInpourPayment), then the payment-status page follows the provider's answer. */
export function RechargeCard({ productTypes }: { productTypes: readonly number[] }) {
  useSignals();
  const { t } = useTranslation();
  const cards = useAction('GetCardWalletList', NONE);
  const [amount, setAmount] = useState('');
  const [product, setProduct] = useState(0);
  const [cardId, setCardId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const user = userInfo.value;
  const list = cards.data?.Cards ?? [];

  async function submit(e: FormEvent) {
    e.preventDefault();
    const value = rechargeAmount(amount);
    if (value === null) {
      setError(SpecText.AmountVerificationFailure);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const p = await callAction('CreateInpourPayment', { Amount: value, ProductType: product, ...(cardId ? { CardId: cardId } : {}) }, { inline: true });
      navigate(routeHref('/bill/payment-status', { payment: p.PaymentId }));
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  }

  let content;
  if (user && !topUpOpen(user)) content = <Alert tone="warning">{t('bill.recharge.closed')}</Alert>;
  else if (!online.value) content = <Alert tone="warning">{t('bill.recharge.offline')}</Alert>;
  else if (cards.data && list.length === 0)
    content = (
      <div className="space-y-2 text-sm">
        <p className="text-slate-700">{t('bill.recharge.noCard')}</p>
        <TextLink to={routeHref('/bill/payment-method')}>{t('bill.recharge.bindCard')}</TextLink>
      </div>
    );
  else
    content = (
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 md:grid-cols-[1fr_1fr_1fr_auto] md:items-start">
        <TextField label={t('bill.recharge.amount')} name="amount" inputMode="decimal" autoComplete="off" value={amount} hint={t('bill.recharge.hint')} error={error} onChange={(e) => setAmount(e.target.value)} />
        <SelectField
          label={t('bill.recharge.wallet')}
          name="wallet"
          value={String(product)}
          options={productTypes.map((v) => ({ value: String(v), label: productLabel(t, v) }))}
          onChange={(e) => setProduct(Number(e.target.value))}
        />
        <SelectField
          label={t('bill.recharge.card')}
          name="card"
          value={cardId}
          options={list.map((c) => ({ value: c.Default ? '' : c.CardId, label: t('bill.card.ending', { brand: c.Brand.toUpperCase(), last4: c.Last4 }) + (c.Default ? ` (${t('bill.card.default')})` : '') }))}
          onChange={(e) => setCardId(e.target.value)}
        />
        <Button type="submit" loading={busy} className="md:mt-6">
          {t('bill.recharge.submit')}
        </Button>
      </form>
    );
  return <Card title={t('bill.recharge.title')}>{content}</Card>;
}
