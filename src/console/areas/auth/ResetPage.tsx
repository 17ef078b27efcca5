import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ValidationText } from '../../../contract/validation/rules';
import { newPasswordField } from '../../../contract/validation/fields';
import { callAction } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormError } from '../../ui/form/FormError';
import { useSchemaForm } from '../../ui/form/useSchemaForm';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { TextLink } from '../../ui/TextLink';
import { AuthCard } from './AuthCard';
import { useKeyedAction } from './useKeyedAction';
import { useQueryParam } from './useQueryParam';
import { routeHref } from '../../lib/routeHref';

const schema = z
  .object({ Password: newPasswordField, Confirm: z.string() })
  .refine((v) => v.Password === v.Confirm, { path: ['Confirm'], error: ValidationText.PasswordsInconsistent });

/** Reset password with the key from the e-mailed link. */
export function ResetPage() {
  const { t } = useTranslation();
  const key = useQueryParam('key');
  const owner = useKeyedAction('GetEmailByKey', key, (Key) => callAction('GetEmailByKey', { Key }));
  const form = useSchemaForm(schema, { Password: '', Confirm: '' });
  const [done, setDone] = useState(false);
  // A checked new password waiting for the user to confirm that every session and key will end.
  const [pending, setPending] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const submit = form.onSubmit(async (data) => {
    setPending(data.Password);
  });

  const confirmReset = async () => {
    if (pending === null) return;
    setSaving(true);
    setFailed(null);
    try {
      await callAction('ResetPassword', { Key: key, Password: pending }, { inline: true });
      setDone(true);
    } catch (err) {
      // Shown beside the fields.
      setFailed(err instanceof Error ? err.message : String(err));
    } finally {
      setSaving(false);
      setPending(null);
    }
  };

  const footer = <TextLink to={routeHref('/signin')}>{t('auth.backToSignIn')}</TextLink>;
  if (owner.status === 'missing' || owner.status === 'failed') {
    return (
      <AuthCard title={t('auth.reset.title')} footer={footer}>
        <Alert tone="error">{t('auth.reset.expired')}</Alert>
        <p className="mt-4 text-sm">
          <TextLink to={routeHref('/retrieve')}>{t('auth.reset.again')}</TextLink>
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
        <TextField label={t('fields.newPassword')} type="password" autoComplete="new-password" hint={t('auth.passwordHint')} value={form.values.Password} onChange={form.field('Password')} error={form.error('Password')} />
        <TextField label={t('fields.confirmPassword')} type="password" autoComplete="new-password" value={form.values.Confirm} onChange={form.field('Confirm')} error={form.error('Confirm')} />
        <FormError message={failed} />
        <Button type="submit" block loading={form.busy}>
          {t('auth.reset.submit')}
        </Button>
      </form>
      <ConfirmDialog
        open={pending !== null}
        title={t('auth.reset.confirmTitle')}
        confirmLabel={t('auth.reset.confirm')}
        danger
        busy={saving}
        onConfirm={() => void confirmReset()}
        onClose={() => setPending(null)}
      >
        {t('auth.reset.confirmBody')}
      </ConfirmDialog>
    </AuthCard>
  );
}
