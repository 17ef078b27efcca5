import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact, ContactGroup } from '../../../../contract/entities/audience';
import { QueuedOfflineError } from '../../../offline';
import { ActionError, callAction, countries, NetworkError, userInfo } from '../../../session';
import { DialogActions } from '../../../ui/DialogActions';
import { FormError } from '../../../ui/form/FormError';
import { Modal } from '../../../ui/Modal';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { showToast } from '../../../ui/toast/toastStore';
import { countryChoices } from '../countryChoices';
import { useAudienceText } from '../useAudienceText';
import { checkContactForm, contactFormOf, contactServerErrors, emptyContactForm, type ContactErrors, type ContactForm } from './contactForm';

export interface ContactDialogProps {
  /** 'new' adds a contact; a contact is edited; null: closed. */
  target: 'new' | Contact | null;
  groups: readonly ContactGroup[];
  onClose: () => void;
  /** Saved, or queued in the offline outbox. */
  onDone: () => void;
}

/** Add or edit one contact (CreateContacts / UpdateContact); every refusal is shown beside its field. */
export function ContactDialog({ target, groups, onClose, onDone }: ContactDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={target !== null} onClose={onClose} size="lg" title={t(target === 'new' ? 'audience.contact.createTitle' : 'audience.contact.editTitle')} testId="contact-dialog">
      {target !== null && <ContactEditor key={target === 'new' ? 'new' : target.ContactId} target={target} groups={groups} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function ContactEditor({ target, groups, onClose, onDone }: Omit<ContactDialogProps, 'target'> & { target: 'new' | Contact }) {
  useSignals();
  const { t, i18n } = useTranslation();
  const text = useAudienceText();
  const editing = target === 'new' ? null : target;
  const [form, setForm] = useState<ContactForm>(() => (editing ? contactFormOf(editing) : { ...emptyContactForm, CountryCode: userInfo.value?.RegisterCountry ?? '' }));
  const [errors, setErrors] = useState<ContactErrors>({});
  const [busy, setBusy] = useState(false);

  const field = (name: keyof ContactForm) => ({
    value: form[name],
    error: text(errors[name]),
    onChange: (e: { target: { value: string } }) => {
      setForm((f) => ({ ...f, [name]: e.target.value }));
      setErrors((old) => ({ ...old, [name]: undefined, form: undefined }));
    },
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = checkContactForm(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    const country = form.CountryCode ? { CountryCode: form.CountryCode } : {};
    try {
      if (editing) await callAction('UpdateContact', { ContactId: editing.ContactId, ...checked.fields, ...country }, { inline: true });
      else await callAction('CreateContacts', { Contacts: [checked.fields], ...country, GroupIds: form.GroupId ? [form.GroupId] : [] }, { inline: true });
      showToast('success', t(editing ? 'audience.contact.saved' : 'audience.contact.created'));
      onDone();
    } catch (err) {
      // Offline: the outbox keeps it and says so.
      if (err instanceof QueuedOfflineError) onDone();
      else if (err instanceof ActionError) setErrors(contactServerErrors(err.message));
      else if (err instanceof NetworkError) setErrors({ form: err.message });
      else throw err;
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
      <FormError message={text(errors.form) ?? null} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('audience.contact.field.firstName')} autoComplete="off" maxLength={64} {...field('FirstName')} />
        <TextField label={t('audience.contact.field.lastName')} autoComplete="off" maxLength={64} {...field('LastName')} />
      </div>
      <TextField label={t('audience.contact.field.email')} type="email" autoComplete="off" maxLength={254} {...field('Email')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('audience.contact.field.phone')} type="tel" autoComplete="off" maxLength={32} {...field('Phone')} />
        <TextField label={t('audience.contact.field.whatsapp')} type="tel" autoComplete="off" maxLength={32} {...field('WhatsApp')} />
      </div>
      <SelectField label={t('audience.contact.field.country')} options={countryChoices(countries.value, i18n.language)} placeholder="—" {...field('CountryCode')} />
      <p className="-mt-2 text-xs text-slate-600">{t('audience.contact.field.countryHint')}</p>
      {!editing && groups.length > 0 && (
        <SelectField label={t('audience.contact.field.addToGroup')} options={groups.map((g) => ({ value: g.GroupId, label: g.GroupName }))} placeholder={t('audience.contact.noGroup')} {...field('GroupId')} />
      )}
      <DialogActions closeLabel={t('audience.common.cancel')} onClose={onClose} actLabel={t('audience.common.save')} busy={busy} />
    </form>
  );
}
