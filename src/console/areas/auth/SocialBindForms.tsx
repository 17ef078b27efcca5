import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DEFAULT_ROUTE } from '../../../contract/constants';
import { ValidationText } from '../../../contract/validation/rules';
import { emailField, nameField, passwordField, requiredString } from '../../../contract/validation/fields';
import { navigate } from '../../lib/navigate';
import { callAction, completeSignIn, countries, timeZones } from '../../session';
import { Button } from '../../ui/Button';
import { useFieldErrorText } from '../../ui/form/useFieldError';
import { validate } from '../../ui/form/validate';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { browserTimeZone, countryOptions } from './countryOptions';
import { routeHref } from '../../lib/routeHref';

const createSchema = z.object({ Email: emailField, DisplayName: nameField(), Country: requiredString(ValidationText.CountryRequired, 2) });
const bindSchema = z.object({ Email: emailField, Password: passwordField });

/** A social identity without an account: create one, or bind it to an existing account. */
export function SocialBindForms({ ticket, email, displayName }: { ticket: string; email: string; displayName: string }) {
  useSignals();
  const { t, i18n } = useTranslation();
  const errText = useFieldErrorText();
  const [mode, setMode] = useState<'create' | 'bind'>('create');
  const [values, setValues] = useState({ Email: email, DisplayName: displayName, Country: '', Password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues({ ...values, [k]: e.target.value });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const v = mode === 'create' ? validate(createSchema, values) : validate(bindSchema, values);
    setErrors(v.ok ? {} : v.errors);
    if (!v.ok) return;
    setBusy(true);
    try {
      const zone = browserTimeZone(timeZones.value);
      const tokens =
        mode === 'create'
          ? await callAction('RegisterBySocialMedia', { SocialTicket: ticket, ...(v.data as z.output<typeof createSchema>), ...(zone ? { Timezone: zone } : {}) })
          : await callAction('LoginBindSocialMedia', { SocialTicket: ticket, ...(v.data as z.output<typeof bindSchema>) });
      await completeSignIn(tokens, values.Email.trim());
      navigate(routeHref(DEFAULT_ROUTE), { replace: true });
    } catch {
      setBusy(false);
    }
  }

  const tab = (m: typeof mode) =>
    `flex-1 rounded-md px-3 py-2 text-sm font-medium ${mode === m ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`;
  return (
    <div>
      <div className="mb-5 flex gap-1 rounded-lg bg-slate-100 p-1" role="group" aria-label={t('auth.social.choose')}>
        <button type="button" className={tab('create')} aria-pressed={mode === 'create'} onClick={() => setMode('create')}>
          {t('auth.social.create')}
        </button>
        <button type="button" className={tab('bind')} aria-pressed={mode === 'bind'} onClick={() => setMode('bind')}>
          {t('auth.social.bind')}
        </button>
      </div>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField label={t('fields.email')} type="email" autoComplete="email" value={values.Email} onChange={set('Email')} error={errText(errors.Email)} />
        {mode === 'create' ? (
          <>
            <TextField label={t('fields.displayName')} autoComplete="name" value={values.DisplayName} onChange={set('DisplayName')} error={errText(errors.DisplayName)} />
            <SelectField label={t('fields.country')} placeholder={t('fields.choose')} options={countryOptions(countries.value, i18n.language)} value={values.Country} onChange={set('Country')} error={errText(errors.Country)} />
          </>
        ) : (
          <TextField label={t('fields.password')} type="password" autoComplete="current-password" value={values.Password} onChange={set('Password')} error={errText(errors.Password)} />
        )}
        <Button type="submit" block loading={busy}>
          {mode === 'create' ? t('auth.social.createSubmit') : t('auth.social.bindSubmit')}
        </Button>
      </form>
    </div>
  );
}
