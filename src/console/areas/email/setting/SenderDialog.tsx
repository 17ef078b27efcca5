import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailSenderStatus } from '../../../../contract/email/emailDomainRules';
import type { EmailDomain, EmailSender } from '../../../../contract/entities/email';
import { callAction } from '../../../session';
import { DialogActions } from '../../../ui/DialogActions';
import { FormError } from '../../../ui/form/FormError';
import { Modal } from '../../../ui/Modal';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { showToast } from '../../../ui/toast/toastStore';
import { useEmailText } from '../useEmailText';
import { saveInline } from './saveInline';
import { aliasError, checkSenderForm, type SenderFormErrors } from './senderForm';

export interface SenderDialogProps {
  /** 'new' adds a sender; a sender edits its From Name and status; null: closed. */
  target: EmailSender | 'new' | null;
  /** The caller's verified domains (a new sender's address is on one). */
  domains: readonly EmailDomain[];
  onClose: () => void;
  onDone: () => void;
}

/** Adds a sender (From Name, address on a verified domain) or edits one (From Name, Enabled/Disabled). */
export function SenderDialog({ target, domains, onClose, onDone }: SenderDialogProps) {
  const { t } = useTranslation();
  const title = target === 'new' ? t('email.setting.sender.createTitle') : t('email.setting.sender.editTitle');
  return (
    <Modal open={target !== null} onClose={onClose} title={target ? title : ''} testId="sender-dialog">
      {target !== null && <SenderEditor key={target === 'new' ? 'new' : target.SenderId} target={target} domains={domains} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function SenderEditor({ target, domains, onClose, onDone }: Omit<SenderDialogProps, 'target'> & { target: EmailSender | 'new' }) {
  const { t } = useTranslation();
  const editing = target === 'new' ? null : target;
  const [alias, setAlias] = useState(editing?.Alias ?? '');
  const [localPart, setLocalPart] = useState('');
  const [domain, setDomain] = useState(domains.length === 1 ? domains[0]!.Domain : '');
  const [enabled, setEnabled] = useState(editing ? editing.Status === EmailSenderStatus.Enabled : true);
  const [errors, setErrors] = useState<SenderFormErrors>({});
  const [busy, setBusy] = useState(false);
  const text = useEmailText();

  async function save(write: () => Promise<unknown>, done: string) {
    setBusy(true);
    const outcome = await saveInline(write(), ['Alias', 'Email']);
    setBusy(false);
    if (outcome.kind === 'refused') return setErrors(outcome.errors);
    if (outcome.kind === 'done') showToast('success', t(done));
    onDone();
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (editing) {
      const problem = aliasError(alias.trim());
      if (problem) return setErrors({ Alias: problem });
      const Status = enabled ? EmailSenderStatus.Enabled : EmailSenderStatus.Disabled;
      return void save(() => callAction('UpdateUEmailSender', { SenderId: editing.SenderId, Alias: alias.trim(), Status }, { inline: true }), 'email.setting.sender.saved');
    }
    const checked = checkSenderForm({ alias, localPart, domain });
    if (!checked.ok) return setErrors(checked.errors);
    void save(() => callAction('CreateUEmailSender', checked.params, { inline: true }), 'email.setting.sender.created');
  }

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      <FormError message={text(errors.form) ?? null} />
      <TextField
        label={t('email.setting.sender.alias')}
        hint={t('email.setting.sender.aliasHint')}
        value={alias}
        maxLength={64}
        autoComplete="off"
        error={text(errors.Alias)}
        onChange={(e) => {
          setAlias(e.target.value);
          setErrors({});
        }}
      />
      {editing ? (
        <>
          <p className="text-sm text-slate-700">
            <span className="font-medium">{t('email.setting.sender.email')}:</span> <span className="break-all">{editing.Email}</span>
          </p>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" className="size-4 accent-indigo-600" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
            {t('email.setting.sender.enabledLabel')}
          </label>
        </>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('email.setting.sender.localPart')}
            value={localPart}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            error={text(errors.Email)}
            addon={<span className="self-center text-slate-600">@</span>}
            onChange={(e) => {
              setLocalPart(e.target.value);
              setErrors({});
            }}
          />
          <SelectField
            label={t('email.setting.sender.domain')}
            value={domain}
            placeholder={t('email.setting.rules.DomainChoiceRequired')}
            options={domains.map((d) => ({ value: d.Domain, label: d.Domain }))}
            error={text(errors.Domain)}
            onChange={(e) => {
              setDomain(e.target.value);
              setErrors({});
            }}
          />
        </div>
      )}
      <DialogActions closeLabel={t('email.setting.cancel')} onClose={onClose} actLabel={t(editing ? 'email.setting.save' : 'email.setting.sender.add')} busy={busy} />
    </form>
  );
}
