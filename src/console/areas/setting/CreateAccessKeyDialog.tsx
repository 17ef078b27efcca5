import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessKey } from '../../../contract/entities/user';
import { copyText } from '../../lib/copyText';
import { callAction } from '../../session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DialogActions } from '../../ui/DialogActions';
import { FormError } from '../../ui/form/FormError';
import { useSchemaForm } from '../../ui/form/useSchemaForm';
import { Modal } from '../../ui/Modal';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/toast/toastStore';
import { expireTimeFor, EXPIRY_CHOICES } from './accessKeyExpiry';
import { accessKeySchema } from './settingSchemas';

type Created = AccessKey & { AccessKeySecret: string };

/**
 * CreateAccessKey: a name and an expiry, then the key id and its secret, shown this once with copy
 * buttons (the gateway keeps only a hash). Never queued offline (registry: security). Mounted
 * per opening, so each starts empty.
 */
export function CreateAccessKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(accessKeySchema, { Name: '', Days: '90' });
  const [created, setCreated] = useState<Created | null>(null);

  const submit = form.onSubmit(async (d) => {
    const expire = expireTimeFor(Number(d.Days), Date.now());
    const key = await callAction('CreateAccessKey', { Name: d.Name, ...(expire !== undefined ? { ExpireTime: expire } : {}) }, { inline: true });
    setCreated(key);
  });
  const close = () => {
    setCreated(null);
    onClose();
  };
  const copy = async (text: string) => {
    if (await copyText(text)) showToast('success', t('setting.keys.copied'));
    else showToast('error', t('setting.keys.copyFailed'));
  };

  if (created) {
    return (
      // The secret is never shown again: only the explicit button closes this step.
      <Modal open={open} onClose={() => undefined} title={t('setting.keys.secretTitle')}>
        <Alert tone="warning" className="mt-3">
          {t('setting.keys.secretOnce')}
        </Alert>
        <dl className="mt-4 space-y-3 text-sm">
          {(
            [
              ['keyId', created.AccessKeyId, 'copyKeyId'],
              ['secret', created.AccessKeySecret, 'copySecret'],
            ] as const
          ).map(([label, value, copyLabel]) => (
            <div key={label}>
              <dt className="font-medium text-slate-700">{t(`setting.keys.${label}`)}</dt>
              <dd className="mt-1 flex items-center gap-2">
                <code data-testid={`new-key-${label}`} className="min-w-0 flex-1 break-all rounded-md bg-slate-100 px-2 py-1.5 font-mono text-xs text-slate-900 select-all">
                  {value}
                </code>
                <Button variant="secondary" className="shrink-0" aria-label={t(`setting.keys.${copyLabel}`)} onClick={() => void copy(value)}>
                  {t('setting.keys.copy')}
                </Button>
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex justify-end">
          <Button onClick={close}>{t('setting.keys.secretDone')}</Button>
        </div>
      </Modal>
    );
  }
  return (
    <Modal open={open} onClose={close} title={t('setting.keys.create')}>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <TextField label={t('setting.keys.name')} maxLength={64} value={form.values.Name} onChange={form.field('Name')} error={form.error('Name')} />
        <SelectField
          label={t('setting.keys.expiry')}
          options={EXPIRY_CHOICES.map((days) => ({ value: String(days), label: days === 0 ? t('setting.keys.expiryNever') : t('setting.keys.expiryDays', { count: days }) }))}
          value={form.values.Days}
          onChange={form.field('Days')}
        />
        <FormError message={form.serverError} />
        <DialogActions closeLabel={t('common.back')} onClose={close} actLabel={t('setting.keys.createSubmit')} busy={form.busy} />
      </form>
    </Modal>
  );
}
