import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpecText } from '../../../contract/messages';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

interface Props {
  publishableKey: string;
  clientSecret: string;
  onConfirmed: () => void;
}

const stripes = new Map<string, Promise<Stripe | null>>();

/**
 * Card entry with Stripe Elements (PAYMENT_PROVIDER=stripe): the card number goes from Stripe's
 * own frame to Stripe, never through this page's code or the gateway. This file is a chunk of its
 * own, loaded only by the payment-method page and only with the Stripe provider; Stripe.js itself
 * comes from js.stripe.com (the gateway's CSP allows it then).
 */
export default function StripeCardForm({ publishableKey, clientSecret, onConfirmed }: Props) {
  const stripe = useMemo(() => {
    let p = stripes.get(publishableKey);
    if (!p) {
      p = loadStripe(publishableKey);
      stripes.set(publishableKey, p);
    }
    return p;
  }, [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret }}>
      <Inner clientSecret={clientSecret} onConfirmed={onConfirmed} />
    </Elements>
  );
}

function Inner({ clientSecret, onConfirmed }: { clientSecret: string; onConfirmed: () => void }) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [name, setName] = useState('');
  const [address, setAddress] = useState({ line1: '', city: '', postal_code: '', country: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setBusy(true);
    setError(null);
    const result = await stripe.confirmCardSetup(clientSecret, {
      payment_method: { card, billing_details: { name: name.trim(), address: { ...address, country: address.country.toUpperCase() || undefined } } },
    });
    setBusy(false);
    if (result.error) setError(`${SpecText.PaymentDetailsFailed} — ${result.error.message ?? ''}`);
    else onConfirmed();
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-label={t('bill.card.add')}>
      {!stripe && <p className="text-sm text-slate-600">{t('bill.card.stripeLoading')}</p>}
      <div className="rounded-md border border-slate-300 bg-white px-3 py-3">
        <CardElement options={{ hidePostalCode: true }} />
      </div>
      <TextField label={t('bill.card.name')} name="ccname" autoComplete="cc-name" value={name} onChange={(e) => setName(e.target.value)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('bill.card.address')} name="address" value={address.line1} onChange={(e) => setAddress({ ...address, line1: e.target.value })} />
        <TextField label={t('bill.card.city')} name="city" value={address.city} onChange={(e) => setAddress({ ...address, city: e.target.value })} />
        <TextField label={t('bill.card.postalCode')} name="postal" value={address.postal_code} onChange={(e) => setAddress({ ...address, postal_code: e.target.value })} />
        <TextField label={t('bill.card.country')} name="country" maxLength={2} value={address.country} onChange={(e) => setAddress({ ...address, country: e.target.value })} />
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" loading={busy} disabled={!stripe}>
        {t('bill.card.submit')}
      </Button>
    </form>
  );
}
