import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RECHARGE_MAX, RECHARGE_MIN, topUpOpen } from '../../../contract/entities/payment';
import { SpecText } from '../../../contract/messages';
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
import { useAmountField } from './useAmountField';

const NONE = {};

/** Recharge by card (CreateInpourPayment), then the payment-status page follows the provider's answer. */
export function RechargeCard({ productTypes }: { productTypes: readonly number[] }) {
  useSignals();
  const { t } = useTranslation();
  const cards = useAction('GetCardWalletList', NONE);
  const [product, setProduct] = useState(0);
  const [cardId, setCardId] = useState('');
  const user = userInfo.value;
  const list = cards.data?.Cards ?? [];

  const amount = useAmountField({
    min: RECHARGE_MIN,
    max: RECHARGE_MAX,
    invalid: SpecText.AmountVerificationFailure,
    errorsInline: true,
    save: async (value) => {
      const p = await callAction('CreateInpourPayment', { Amount: value, ProductType: product, ...(cardId ? { CardId: cardId } : {}) }, { inline: true });
      navigate(routeHref('/bill/payment-status', { payment: p.PaymentId }));
    },
  });

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
      <form noValidate onSubmit={amount.submit} className="grid gap-4 md:grid-cols-[1fr_1fr_1fr_auto] md:items-start">
        <TextField label={t('bill.recharge.amount')} name="amount" {...amount.input} hint={t('bill.recharge.hint')} />
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
        <Button type="submit" loading={amount.busy} className="md:mt-6">
          {t('bill.recharge.submit')}
        </Button>
      </form>
    );
  return <Card title={t('bill.recharge.title')}>{content}</Card>;
}
