import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AttributeSource } from '../../../../contract/audience/attributeRules';
import type { Contact, ContactGroup } from '../../../../contract/entities/audience';
import { QueuedOfflineError } from '../../../offline';
import { ActionError, callAction, countries, NetworkError, useAction, userInfo } from '../../../session';
import { DialogActions } from '../../../ui/DialogActions';
import { FormError } from '../../../ui/form/FormError';
import { Modal } from '../../../ui/Modal';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { showToast } from '../../../ui/toast/toastStore';
import { attributeValuesOf, valueText } from '../attribute/attributeForm';
import { AttributeValueField } from '../attribute/AttributeValueField';
import { countryChoices } from '../countryChoices';
import { fieldRefusal } from '../fieldRefusal';
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

/** Add or edit one contact (CreateContacts / UpdateContact) with its custom attribute values; every refusal is shown beside its field. */
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
  const attributes = (useAction('ListContactAttributes', {}).data?.Attributes ?? []).filter((a) => a.Source !== AttributeSource.System);
  const had = editing?.Attributes ?? {};
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(Object.entries(had).map(([id, v]) => [id, valueText(v)])));
  const [valueErrors, setValueErrors] = useState<Record<string, string>>({});

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
    const typed = attributeValuesOf(attributes, values, had);
    setValueErrors(typed.ok ? {} : typed.errors);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    if (!typed.ok) return;
    setBusy(true);
    const country = form.CountryCode ? { CountryCode: form.CountryCode } : {};
    const withValues = Object.keys(typed.values).length ? { Attributes: typed.values } : {};
    try {
      if (editing) await callAction('UpdateContact', { ContactId: editing.ContactId, ...checked.fields, ...country, ...withValues }, { inline: true });
      else await callAction('CreateContacts', { Contacts: [{ ...checked.fields, ...withValues }], ...country, GroupIds: form.GroupId ? [form.GroupId] : [] }, { inline: true });
      showToast('success', t(editing ? 'audience.contact.saved' : 'audience.contact.created'));
      onDone();
    } catch (err) {
      // Offline: the outbox keeps it and says so.
      if (err instanceof QueuedOfflineError) onDone();
      else if (err instanceof ActionError) {
        // A value refused for its attribute ('Attributes.ATR…: Must be a number') goes beside that attribute.
        const r = fieldRefusal(err.message);
        if (r && /(^|\.)Attributes\./.test(err.message) && attributes.some((a) => a.AttributeId === r.field)) setValueErrors({ [r.field]: r.text });
        else setErrors(contactServerErrors(err.message));
      }
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
      {attributes.length > 0 && (
        <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-700">{t('audience.attribute.values')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {attributes.map((a) => (
              <AttributeValueField
                key={a.AttributeId}
                attribute={a}
                value={values[a.AttributeId] ?? ''}
                error={text(valueErrors[a.AttributeId])}
                onChange={(v) => {
                  setValues((old) => ({ ...old, [a.AttributeId]: v }));
                  setValueErrors((old) => ({ ...old, [a.AttributeId]: '' }));
                }}
              />
            ))}
          </div>
        </fieldset>
      )}
      {!editing && groups.length > 0 && (
        <SelectField label={t('audience.contact.field.addToGroup')} options={groups.map((g) => ({ value: g.GroupId, label: g.GroupName }))} placeholder={t('audience.contact.noGroup')} {...field('GroupId')} />
      )}
      <DialogActions closeLabel={t('audience.common.cancel')} onClose={onClose} actLabel={t('audience.common.save')} busy={busy} />
    </form>
  );
}
