import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callAction, logout } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormError } from '../../ui/form/FormError';
import { useSchemaForm } from '../../ui/form/useSchemaForm';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/toast/toastStore';
import { useOnline } from './NeverQueuedNote';
import { SendCodeButton } from './SendCodeButton';
import { passwordByCodeSchema, passwordByOldSchema } from './settingSchemas';

type Proof = { OldPassword: string } | { VerifyCode: string };

/**
 * ChangePassword, proven by the current password or by a MODIFY_PASSWORD code (accounts made by
 * social sign-in have no password). The user confirms first: the gateway signs out every other
 * session and revokes every access key, and the console then signs this session out too. Never
 * queued offline (registry: security).
 */
export function PasswordSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const isOnline = useOnline();
  const [byCode, setByCode] = useState(false);
  const byOld = useSchemaForm(passwordByOldSchema, { OldPassword: '', NewPassword: '', Confirm: '' });
  const withCode = useSchemaForm(passwordByCodeSchema, { VerifyCode: '', NewPassword: '', Confirm: '' });
  const [codeSent, setCodeSent] = useState(false);
  // Checked values waiting for the user to confirm that every session and key ends.
  const [pending, setPending] = useState<(Proof & { NewPassword: string }) | null>(null);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const submitOld = byOld.onSubmit(async (d) => {
    setFailed(null);
    setPending({ OldPassword: d.OldPassword, NewPassword: d.NewPassword });
  });
  const submitCode = withCode.onSubmit(async (d) => {
    setFailed(null);
    setPending({ VerifyCode: d.VerifyCode, NewPassword: d.NewPassword });
  });

  const confirm = async () => {
    if (!pending) return;
    setSaving(true);
    try {
      await callAction('ChangePassword', pending, { inline: true });
      setPending(null);
      // This session too: after a password change no session of the account survives.
      await logout();
      showToast('success', t('setting.password.done'));
    } catch (err) {
      setPending(null);
      setFailed(err instanceof Error ? err.message : String(err));
    } finally {
      setSaving(false);
    }
  };

  const form = byCode ? withCode : byOld;
  const newFields = (
    <>
      <TextField label={t('fields.newPassword')} type="password" autoComplete="new-password" hint={t('auth.passwordHint')} value={form.values.NewPassword} onChange={form.field('NewPassword')} error={form.error('NewPassword')} />
      <TextField label={t('fields.confirmPassword')} type="password" autoComplete="new-password" value={form.values.Confirm} onChange={form.field('Confirm')} error={form.error('Confirm')} />
    </>
  );
  return (
    <Card title={t('setting.password.title')}>
      <Alert tone="warning" className="mb-4">
        {t('setting.password.warning')}
      </Alert>
      <form noValidate onSubmit={byCode ? submitCode : submitOld} className="max-w-md space-y-4">
        {byCode ? (
          <TextField
            label={t('setting.password.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            hint={codeSent ? t('setting.password.codeHint', { email }) : undefined}
            value={withCode.values.VerifyCode}
            onChange={withCode.field('VerifyCode')}
            error={withCode.error('VerifyCode')}
            addon={<SendCodeButton verifyType="MODIFY_PASSWORD" disabled={!isOnline} onSent={() => setCodeSent(true)} onError={setFailed} />}
          />
        ) : (
          <TextField label={t('setting.password.current')} type="password" autoComplete="current-password" value={byOld.values.OldPassword} onChange={byOld.field('OldPassword')} error={byOld.error('OldPassword')} />
        )}
        {newFields}
        <FormError message={failed ?? form.serverError} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={form.busy} disabled={!isOnline}>
            {t('setting.password.submit')}
          </Button>
          <Button variant="ghost" onClick={() => setByCode(!byCode)}>
            {byCode ? t('setting.password.usePassword') : t('setting.password.useCode')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={pending !== null}
        title={t('setting.password.confirmTitle')}
        confirmLabel={t('setting.password.confirm')}
        danger
        busy={saving}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      >
        {t('setting.password.confirmBody')}
      </ConfirmDialog>
    </Card>
  );
}
