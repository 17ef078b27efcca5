import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailDomainType } from '../../../../contract/email/emailDomainRules';
import type { EmailDomain } from '../../../../contract/entities/email';
import { callAction } from '../../../session';
import { DialogActions } from '../../../ui/DialogActions';
import { FormError } from '../../../ui/form/FormError';
import { Modal } from '../../../ui/Modal';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { showToast } from '../../../ui/toast/toastStore';
import { checkDomainForm, type DomainFormErrors } from './domainForm';
import { useEmailText } from '../useEmailText';
import { saveInline } from './saveInline';

export interface DomainDialogProps {
  /** 'new' adds a domain; a domain edits its type and tracking prefix; null: closed. */
  target: EmailDomain | 'new' | null;
  onClose: () => void;
  /** The domain as saved (null when the write was queued offline). */
  onDone: (domain: EmailDomain | null) => void;
}

/** Adds a sending domain or edits one (type, tracking prefix); refusals beside their fields. */
export function DomainDialog({ target, onClose, onDone }: DomainDialogProps) {
  const { t } = useTranslation();
  const title = target === 'new' ? t('email.setting.domain.createTitle') : target ? t('email.setting.domain.editTitle', { domain: target.Domain }) : '';
  return (
    <Modal open={target !== null} onClose={onClose} title={title} testId="domain-dialog">
      {target !== null && <DomainEditor key={target === 'new' ? 'new' : target.DomainId} target={target} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function DomainEditor({ target, onClose, onDone }: Omit<DomainDialogProps, 'target'> & { target: EmailDomain | 'new' }) {
  const { t } = useTranslation();
  const editing = target === 'new' ? null : target;
  const [values, setValues] = useState({
    domain: editing?.Domain ?? '',
    type: String(editing?.Type ?? EmailDomainType.Batch),
    trackingPrefix: editing?.TrackingPrefix ?? '',
  });
  const [errors, setErrors] = useState<DomainFormErrors>({});
  const [busy, setBusy] = useState(false);
  const text = useEmailText();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = checkDomainForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    const outcome = await saveInline(
      editing
        ? callAction('UpdateUEmailDomain', { DomainId: editing.DomainId, Type: checked.params.Type, TrackingPrefix: checked.params.TrackingPrefix }, { inline: true })
        : callAction('CreateUEmailDomain', checked.params, { inline: true }),
      ['Domain', 'TrackingPrefix'],
    );
    setBusy(false);
    if (outcome.kind === 'refused') return setErrors(outcome.errors);
    if (outcome.kind === 'done') showToast('success', t(editing ? 'email.setting.domain.saved' : 'email.setting.domain.created'));
    onDone(outcome.kind === 'done' ? outcome.data : null);
  }

  const change = (patch: Partial<typeof values>) => {
    setValues({ ...values, ...patch });
    setErrors({});
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
      <FormError message={text(errors.form) ?? null} />
      <TextField
        label={t('email.setting.domain.name')}
        hint={t('email.setting.domain.nameHint')}
        value={values.domain}
        readOnly={editing !== null}
        autoComplete="off"
        spellCheck={false}
        inputMode="url"
        maxLength={253}
        error={text(errors.Domain)}
        onChange={(e) => change({ domain: e.target.value })}
      />
      <SelectField
        label={t('email.setting.domain.type')}
        value={values.type}
        options={[
          { value: String(EmailDomainType.Trigger), label: t('email.setting.domain.trigger') },
          { value: String(EmailDomainType.Batch), label: t('email.setting.domain.batch') },
        ]}
        onChange={(e) => change({ type: e.target.value })}
      />
      <p className="-mt-2 text-xs text-slate-600">{t('email.setting.domain.typeHint')}</p>
      <TextField
        label={t('email.setting.domain.trackingPrefix')}
        hint={t('email.setting.domain.trackingHint')}
        value={values.trackingPrefix}
        autoComplete="off"
        spellCheck={false}
        maxLength={32}
        error={text(errors.TrackingPrefix)}
        onChange={(e) => change({ trackingPrefix: e.target.value })}
      />
      <DialogActions closeLabel={t('email.setting.cancel')} onClose={onClose} actLabel={t(editing ? 'email.setting.save' : 'email.setting.domain.add')} busy={busy} />
    </form>
  );
}
