import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { callAction, useAction } from '../../../session';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { showToast } from '../../../ui/toast/toastStore';
import { useLeaveGuard } from '../../../ui/useLeaveGuard';
import { callbackDirty, checkCallbackForm, type CallbackForm } from './callbackForm';
import { EnabledSwitch } from './EnabledSwitch';
import type { FieldMessage } from './fieldMessage';
import { runWrite } from '../../../offline';
import { SigningSecret } from './SigningSecret';

/** The receipt callback: its address (checked with the spec's two messages), on/off, and the signing secret. */
export function CallbackCard() {
  const { t } = useTranslation();
  const current = useAction('GetUSMSCallback', {});
  const [saved, setSaved] = useState<CallbackForm | null>(null);
  const [secret, setSecret] = useState('');
  const [form, setForm] = useState<CallbackForm>({ url: '', enabled: true });
  const [error, setError] = useState<FieldMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [queued, setQueued] = useState(false);

  useEffect(() => {
    if (!current.data) return;
    // Nothing set yet: a new address is switched on.
    const loaded = { url: current.data.CallbackUrl, enabled: current.data.CallbackUrl ? current.data.Enabled : true };
    setSaved(loaded);
    setForm(loaded);
    setSecret(current.data.Secret);
  }, [current.data]);

  useLeaveGuard(callbackDirty(form, saved), t('common.unsavedChanges'));

  async function save(e: FormEvent) {
    e.preventDefault();
    const checked = checkCallbackForm(form);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setBusy(true);
    const outcome = await runWrite(callAction('SetUSMSCallback', checked.params));
    setBusy(false);
    if (outcome.kind === 'failed') return;
    const next = { url: checked.params.CallbackUrl, enabled: checked.params.Enabled };
    setSaved(next);
    setForm(next);
    setQueued(outcome.kind === 'queued');
    if (outcome.kind === 'done') {
      setSecret(outcome.data.Secret);
      showToast('success', t('sms.setting.callback.saved'));
    }
  }

  return (
    <Card title={t('sms.setting.callback.title')}>
      <p className="-mt-2 mb-4 text-sm text-slate-600">{t('sms.setting.callback.intro')}</p>
      {current.data === null && current.loading ? (
        <div className="flex justify-center py-6 text-indigo-600">
          <Spinner label={t('common.loading')} />
        </div>
      ) : (
        <div className="space-y-4">
          {queued && <Alert tone="warning">{t('sms.setting.callback.queued')}</Alert>}
          <form noValidate onSubmit={(e) => void save(e)} className="max-w-2xl space-y-4">
            <TextField
              label={t('sms.setting.callback.url')}
              hint={t('sms.setting.callback.urlHint')}
              type="url"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              maxLength={2000}
              value={form.url}
              error={error ? t(error.key, error.values) : undefined}
              onChange={(e) => {
                setForm({ ...form, url: e.target.value });
                setError(null);
              }}
            />
            <EnabledSwitch label={t('sms.setting.callback.enabled')} checked={form.enabled} onChange={(enabled) => setForm({ ...form, enabled })} />
            <Button type="submit" loading={busy}>
              {t('sms.setting.callback.save')}
            </Button>
          </form>
          <SigningSecret secret={secret} />
        </div>
      )}
    </Card>
  );
}
