import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ValidationText } from '../../../contract/validation/rules';
import { newPasswordField } from '../../../contract/validation/fields';
import { callAction } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useFieldErrorText } from '../../ui/form/useFieldError';
import { validate } from '../../ui/form/validate';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { TextLink } from '../../ui/TextLink';
import { AuthCard } from './AuthCard';
import { useKeyedAction } from './useKeyedAction';
import { useQueryParam } from './useQueryParam';

const schema = z
  .object({ Password: newPasswordField, Confirm: z.string() })
  .refine((v) => v.Password === v.Confirm, { path: ['Confirm'], error: ValidationText.PasswordsInconsistent });

/** Reset password with the key from the e-mailed link. */
export function ResetPage() {
  const { t } = useTranslation();
  const errText = useFieldErrorText();
  const key = useQueryParam('key');
  const owner = useKeyedAction('GetEmailByKey', key, (Key) => callAction('GetEmailByKey', { Key }));
  const [values, setValues] = useState({ Password: '', Confirm: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const v = validate(schema, values);
    setErrors(v.ok ? {} : v.errors);
    if (!v.ok) return;
    setBusy(true);
    try {
      await callAction('ResetPassword', { Key: key, Password: v.data.Password });
      setDone(true);
    } catch {
      /* toast shown */
    } finally {
      setBusy(false);
    }
  }

  const footer = <TextLink to="/signin">{t('auth.backToSignIn')}</TextLink>;
  if (owner.status === 'missing' || owner.status === 'failed') {
    return (
      <AuthCard title={t('auth.reset.title')} footer={footer}>
        <Alert tone="error">{t('auth.reset.expired')}</Alert>
        <p className="mt-4 text-sm">
          <TextLink to="/retrieve">{t('auth.reset.again')}</TextLink>
        </p>
      </AuthCard>
    );
  }
  if (owner.status === 'loading') return <AuthCard title={t('auth.reset.title')}><Spinner label={t('common.loading')} /></AuthCard>;
  if (done) {
    return (
      <AuthCard title={t('auth.reset.title')} footer={footer}>
        <Alert tone="success">{t('auth.reset.done')}</Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.for', { email: owner.data.Email })} footer={footer}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField label={t('fields.newPassword')} type="password" autoComplete="new-password" hint={t('auth.passwordHint')} value={values.Password} onChange={(e) => setValues({ ...values, Password: e.target.value })} error={errText(errors.Password)} />
        <TextField label={t('fields.confirmPassword')} type="password" autoComplete="new-password" value={values.Confirm} onChange={(e) => setValues({ ...values, Confirm: e.target.value })} error={errText(errors.Confirm)} />
        <Button type="submit" block loading={busy}>
          {t('auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
