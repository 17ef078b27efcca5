import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ValidationText } from '../../../contract/validation/rules';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { simConfirm } from './simConfirm';

interface Props {
  setupIntentId: string;
  clientSecret: string;
  /** Called once the provider has the card (the gateway then verifies it). */
  onConfirmed: () => void;
}

type Errors = Partial<Record<'number' | 'expiry' | 'cvc' | 'name' | 'form', string>>;

/** The plain card form of the simulated provider (PAYMENT_PROVIDER=simulated): checked here, then by the provider. */
export function SimCardForm({ setupIntentId, clientSecret, onConfirmed }: Props) {
  const { t } = useTranslation();
  const [f, setF] = useState({ number: '', month: '', year: '', cvc: '', name: '', city: '', postalCode: '', address: '', country: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const digits = f.number.replace(/[\s-]/g, '');
    const month = Number(f.month);
    const year = Number(f.year);
    const next: Errors = {};
    if (!/^\d{12,19}$/.test(digits)) next.number = t('bill.card.invalidNumber');
    if (!Number.isInteger(month) || month < 1 || month > 12 || !/^\d{4}$/.test(f.year)) next.expiry = t('bill.card.invalidExpiry');
    if (!/^\d{3,4}$/.test(f.cvc)) next.cvc = t('bill.card.invalidCvc');
    if (!f.name.trim()) next.name = ValidationText.NameRequired;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const refused = await simConfirm(setupIntentId, clientSecret, {
        Number: digits,
        ExpMonth: month,
        ExpYear: year,
        Cvc: f.cvc,
        Name: f.name.trim(),
        City: f.city.trim(),
        PostalCode: f.postalCode.trim(),
        Address: f.address.trim(),
        Country: f.country.trim().toUpperCase(),
      });
      if (refused) setErrors({ form: refused.reason ? `${refused.message} — ${refused.reason}` : refused.message });
      else onConfirmed();
    } catch (err) {
      setErrors({ form: (err as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-label={t('bill.card.add')}>
      <Alert tone="info">{t('bill.card.simulated')}</Alert>
      <TextField label={t('bill.card.number')} name="cardnumber" inputMode="numeric" autoComplete="cc-number" value={f.number} onChange={set('number')} error={errors.number} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label={t('bill.card.expMonth')} name="exp-month" inputMode="numeric" autoComplete="cc-exp-month" value={f.month} onChange={set('month')} error={errors.expiry} />
        <TextField label={t('bill.card.expYear')} name="exp-year" inputMode="numeric" autoComplete="cc-exp-year" value={f.year} onChange={set('year')} />
        <TextField label={t('bill.card.cvc')} name="cvc" inputMode="numeric" autoComplete="cc-csc" value={f.cvc} onChange={set('cvc')} error={errors.cvc} />
      </div>
      <TextField label={t('bill.card.name')} name="ccname" autoComplete="cc-name" value={f.name} onChange={set('name')} error={errors.name} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('bill.card.address')} name="address" autoComplete="address-line1" value={f.address} onChange={set('address')} />
        <TextField label={t('bill.card.city')} name="city" autoComplete="address-level2" value={f.city} onChange={set('city')} />
        <TextField label={t('bill.card.postalCode')} name="postal" autoComplete="postal-code" value={f.postalCode} onChange={set('postalCode')} />
        <TextField label={t('bill.card.country')} name="country" autoComplete="country" maxLength={2} value={f.country} onChange={set('country')} />
      </div>
      {errors.form && <Alert tone="error">{errors.form}</Alert>}
      <Button type="submit" loading={busy}>
        {t('bill.card.submit')}
      </Button>
    </form>
  );
}
