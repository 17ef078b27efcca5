import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { emailField } from '../../../contract/validation/fields';
import { callAction } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useFieldErrorText } from '../../ui/form/useFieldError';
import { validate } from '../../ui/form/validate';
import { TextField } from '../../ui/TextField';
import { TextLink } from '../../ui/TextLink';
import { AuthCard } from './AuthCard';

const schema = z.object({ Email: emailField });

/** Forgot password: sends the reset link. */
export function RetrievePage() {
  const { t } = useTranslation();
  const errText = useFieldErrorText();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const v = validate(schema, { Email: email });
    setError(v.ok ? undefined : v.errors.Email);
    if (!v.ok) return;
    setBusy(true);
    try {
      await callAction('SendResetPasswordEmail', v.data);
      setSentTo(v.data.Email);
    } catch {
      /* toast shown */
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t('auth.retrieve.title')} subtitle={t('auth.retrieve.subtitle')} footer={<TextLink to="/signin">{t('auth.backToSignIn')}</TextLink>}>
      {sentTo ? (
        <Alert tone="success">{t('auth.retrieve.sent', { email: sentTo })}</Alert>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <TextField label={t('fields.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={errText(error)} />
          <Button type="submit" block loading={busy}>
            {t('auth.retrieve.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
