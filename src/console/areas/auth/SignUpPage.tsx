import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RESEND_COUNTDOWN_SECONDS } from '../../../contract/constants';
import { RetCode } from '../../../contract/retCodes';
import { FormError } from '../../ui/form/FormError';
import { ActionError, callAction, countries, readMarketingCodes, timeZones } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useFieldErrorText } from '../../ui/form/useFieldError';
import { validate } from '../../ui/form/validate';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { TextLink } from '../../ui/TextLink';
import { useCountdown } from '../../ui/useCountdown';
import { useHydrated } from '../../ui/useHydrated';
import { AuthCard } from './AuthCard';
import { browserTimeZone, countryOptions, timeZoneOptions } from './countryOptions';
import { phoneCodeSchema, signUpSchema, type SignUpValues } from './signUpSchema';
import { routeHref } from '../../lib/routeHref';

const empty: Required<SignUpValues> = { Email: '', DisplayName: '', Country: '', Phone: '', PhoneCode: '', Password: '', Confirm: '', Timezone: '' };

export function SignUpPage() {
  useSignals();
  const { t, i18n } = useTranslation();
  const errText = useFieldErrorText();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [left, startCountdown] = useCountdown();
  const [done, setDone] = useState<string | null>(null);
  // The server's refusal, beside the field it concerns (the phone code) or the whole form.
  const [serverError, setServerError] = useState<{ field?: 'PhoneCode'; message: string } | null>(null);
  const showServerError = (err: unknown) => {
    if (!(err instanceof Error)) return;
    setServerError({ ...(err instanceof ActionError && err.retCode === RetCode.SignupCodeExpired ? { field: 'PhoneCode' as const } : {}), message: err.message });
  };
  // The prerendered page has no lists (they load at start-up): hydrate with none, then fill them in.
  const hydrated = useHydrated();
  const countryList = hydrated ? countries.value : [];
  const zoneList = hydrated ? timeZones.value : [];
  const zone = values.Timezone || browserTimeZone(zoneList);
  const prefixOf = (code: string) => countryList.find((c) => c.CountryCode === code)?.PhonePrefix.replace(/^\+/, '') ?? '';
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues({ ...values, [k]: e.target.value });

  async function sendCode() {
    const v = validate(phoneCodeSchema, values);
    setErrors(v.ok ? {} : v.errors);
    if (!v.ok) return;
    setSending(true);
    setServerError(null);
    try {
      const r = await callAction('SendRegisterPhoneCodeV1', { Phone: v.data.Phone, PhonePrefix: prefixOf(v.data.Country) }, { inline: true });
      startCountdown(r.ResendAfterSeconds > 0 ? r.ResendAfterSeconds : RESEND_COUNTDOWN_SECONDS);
    } catch (err) {
      showServerError(err);
    } finally {
      setSending(false);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const v = validate(signUpSchema, { ...values, Timezone: zone });
    setErrors(v.ok ? {} : v.errors);
    if (!v.ok) return;
    setBusy(true);
    setServerError(null);
    try {
      const { Confirm: _c, Timezone, ...rest } = v.data;
      await callAction('RegisterAdminUser', {
        ...rest,
        PhonePrefix: prefixOf(rest.Country),
        ...(Timezone ? { Timezone } : {}),
        ...readMarketingCodes(),
      }, { inline: true });
      setDone(rest.Email);
    } catch (err) {
      showServerError(err);
    } finally {
      setBusy(false);
    }
  }

  if (done) return <SignUpDone email={done} />;
  return (
    <AuthCard
      title={t('auth.signUp.title')}
      subtitle={t('auth.signUp.subtitle')}
      footer={<>{t('auth.signUp.haveAccount')} <TextLink to={routeHref('/signin')}>{t('auth.signUp.toSignIn')}</TextLink></>}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField label={t('fields.email')} type="email" autoComplete="email" value={values.Email} onChange={set('Email')} error={errText(errors.Email)} />
        <TextField label={t('fields.displayName')} autoComplete="name" value={values.DisplayName} onChange={set('DisplayName')} error={errText(errors.DisplayName)} />
        <SelectField label={t('fields.country')} placeholder={t('fields.choose')} options={countryOptions(countryList, i18n.language)} value={values.Country} onChange={set('Country')} error={errText(errors.Country)} />
        <TextField label={t('fields.phone')} type="tel" inputMode="numeric" autoComplete="tel-national" value={values.Phone} onChange={set('Phone')} error={errText(errors.Phone)} />
        <TextField
          label={t('fields.phoneCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={values.PhoneCode}
          onChange={set('PhoneCode')}
          error={errText(errors.PhoneCode) ?? (serverError?.field === 'PhoneCode' ? serverError.message : undefined)}
          addon={
            <Button variant="secondary" className="shrink-0 whitespace-nowrap" disabled={left > 0} loading={sending} onClick={() => void sendCode()}>
              {left > 0 ? t('auth.signUp.resendIn', { seconds: left }) : t('auth.signUp.sendCode')}
            </Button>
          }
        />
        <TextField label={t('fields.password')} type="password" autoComplete="new-password" hint={t('auth.passwordHint')} value={values.Password} onChange={set('Password')} error={errText(errors.Password)} />
        <TextField label={t('fields.confirmPassword')} type="password" autoComplete="new-password" value={values.Confirm} onChange={set('Confirm')} error={errText(errors.Confirm)} />
        <SelectField label={t('fields.timezone')} placeholder={t('fields.choose')} options={timeZoneOptions(zoneList, i18n.language)} value={zone} onChange={set('Timezone')} />
        <FormError message={serverError && !serverError.field ? serverError.message : null} />
        <Button type="submit" block loading={busy}>
          {t('auth.signUp.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

function SignUpDone({ email }: { email: string }) {
  const { t } = useTranslation();
  const [resent, setResent] = useState(false);
  return (
    <AuthCard title={t('auth.signUp.doneTitle')} footer={<TextLink to={routeHref('/signin')}>{t('auth.backToSignIn')}</TextLink>}>
      <Alert tone="success">{t('auth.signUp.doneText', { email })}</Alert>
      <Button
        variant="secondary"
        className="mt-4"
        disabled={resent}
        onClick={() => void callAction('SendActivateEmail', { Email: email }).then(() => setResent(true), () => undefined)}
      >
        {resent ? t('auth.activate.resent') : t('auth.activate.resend')}
      </Button>
    </AuthCard>
  );
}
