import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTRIBUTE_NAME_MAX, AttributeSource, AttributeType, attributeSourceName, attributeTypeName, attributeTypeNames } from '../../../../contract/audience/attributeRules';
import type { ContactAttribute } from '../../../../contract/entities/audience';
import { callAction, useAction } from '../../../session';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { DeleteDialog } from '../../../ui/DeleteDialog';
import { DialogActions } from '../../../ui/DialogActions';
import { FormError } from '../../../ui/form/FormError';
import { Modal } from '../../../ui/Modal';
import { SelectField } from '../../../ui/SelectField';
import { Spinner } from '../../../ui/Spinner';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { showToast } from '../../../ui/toast/toastStore';
import { deleteRows } from '../deleteRows';
import { saveInline } from '../saveInline';
import { useAudienceText } from '../useAudienceText';
import { type AttributeErrors, type AttributeForm, attributeFormOf, attributeServerErrors, checkAttributeForm, emptyAttributeForm } from './attributeForm';

const rowButton = 'font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/** The contact attributes: the built-in ones, and the account's own to create, edit and delete. */
export function AttributeManagerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('audience.attribute.title')} size="2xl" alignTop testId="attribute-manager">
      {open && <AttributeManager onClose={onClose} />}
    </Modal>
  );
}

function AttributeManager({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const list = useAction('ListContactAttributes', {});
  const [editing, setEditing] = useState<'new' | ContactAttribute | null>(null);
  const [deleting, setDeleting] = useState<ContactAttribute | null>(null);
  const typeLabel = (type: number) => t(`audience.attribute.types.${attributeTypeName(type) ?? 'Text'}`);
  const sourceLabel = (source: number) => t(`audience.attribute.sources.${attributeSourceName(source) ?? 'Custom'}`);

  if (editing) return <AttributeEditor key={editing === 'new' ? 'new' : editing.AttributeId} target={editing} onClose={() => setEditing(null)} />;
  const rows = list.data?.Attributes ?? null;
  const own = rows?.filter((a) => a.Source !== AttributeSource.System) ?? [];
  return (
    <div className="mt-3 space-y-4">
      <p className="text-sm text-slate-600">{t('audience.attribute.description')}</p>
      <div className="flex justify-end">
        <Button onClick={() => setEditing('new')}>{t('audience.attribute.add')}</Button>
      </div>
      {rows === null ? (
        <Spinner />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label={t('audience.attribute.caption')}>
          {rows.map((a) => (
            <li key={a.AttributeId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2" data-attribute={a.Name}>
              <span className="min-w-0 break-all font-mono text-sm text-slate-900">{a.Name}</span>
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <Badge>{typeLabel(a.Type)}</Badge>
                {a.Source === AttributeSource.System ? (
                  <Badge tone="success">{t('audience.attribute.builtIn')}</Badge>
                ) : (
                  <>
                    <span className="text-slate-600">{sourceLabel(a.Source)}</span>
                    <button type="button" className={`${rowButton} text-indigo-700`} aria-label={t('audience.attribute.editOne', { name: a.Name })} onClick={() => setEditing(a)}>
                      {t('audience.attribute.edit')}
                    </button>
                    <button type="button" className={`${rowButton} text-red-700`} aria-label={t('audience.attribute.deleteOne', { name: a.Name })} onClick={() => setDeleting(a)}>
                      {t('audience.common.delete')}
                    </button>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {rows !== null && own.length === 0 && <p className="text-sm text-slate-600">{t('audience.attribute.empty')}</p>}
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('audience.attribute.close')}
        </Button>
      </div>
      <DeleteDialog
        target={deleting && { ids: [deleting.AttributeId], name: deleting.Name }}
        title={t('audience.attribute.deleteTitle')}
        text={t('audience.attribute.deleteText', { name: deleting?.Name ?? '' })}
        confirmLabel={t('audience.common.delete')}
        remove={(ids) => deleteRows.attributes(ids, () => showToast('success', t('audience.attribute.deleted')))}
        onClose={() => setDeleting(null)}
        onDone={() => setDeleting(null)}
      />
    </div>
  );
}

/** A new attribute (name, type, a category's values) or an existing one's name and values; refusals beside their fields. */
function AttributeEditor({ target, onClose }: { target: 'new' | ContactAttribute; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useAudienceText();
  const editing = target === 'new' ? null : target;
  const [form, setForm] = useState<AttributeForm>(() => (editing ? attributeFormOf(editing) : emptyAttributeForm));
  const [errors, setErrors] = useState<AttributeErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<AttributeForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors({});
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = checkAttributeForm(form, editing !== null);
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    try {
      if (editing) {
        const r = await saveInline(callAction('UpdateContactAttribute', { AttributeId: editing.AttributeId, Name: checked.Name, Options: checked.Options }, { inline: true }));
        if (r.kind === 'refused') return setErrors(attributeServerErrors(r.message));
        if (r.kind === 'done') showToast('success', r.data.Cleared > 0 ? t('audience.attribute.cleared', { count: r.data.Cleared }) : t('audience.attribute.saved'));
      } else {
        const r = await saveInline(callAction('CreateContactAttribute', { Name: checked.Name, Type: checked.Type as 1, Options: checked.Options }, { inline: true }));
        if (r.kind === 'refused') return setErrors(attributeServerErrors(r.message));
        if (r.kind === 'done') showToast('success', t('audience.attribute.created'));
      }
      onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4" aria-label={t(editing ? 'audience.attribute.editTitle' : 'audience.attribute.createTitle')}>
      <h3 className="text-base font-semibold text-slate-900">{t(editing ? 'audience.attribute.editTitle' : 'audience.attribute.createTitle')}</h3>
      <FormError message={text(errors.form) ?? null} />
      <TextField label={t('audience.attribute.field.name')} hint={t('audience.attribute.field.nameHint')} autoComplete="off" maxLength={ATTRIBUTE_NAME_MAX} value={form.Name} error={text(errors.Name)} onChange={(e) => set({ Name: e.target.value })} />
      <SelectField
        label={t('audience.attribute.field.type')}
        options={attributeTypeNames.map((n) => ({ value: String(AttributeType[n]), label: t(`audience.attribute.types.${n}`) }))}
        placeholder="—"
        value={form.Type}
        disabled={editing !== null}
        error={text(errors.Type)}
        onChange={(e) => set({ Type: e.target.value })}
      />
      {editing && <p className="-mt-2 text-xs text-slate-600">{t('audience.attribute.typeFixed')}</p>}
      {form.Type === String(AttributeType.Category) && (
        <TextAreaField label={t('audience.attribute.field.options')} hint={t('audience.attribute.field.optionsHint')} rows={5} value={form.Options} error={text(errors.Options)} onChange={(e) => set({ Options: e.target.value })} />
      )}
      <DialogActions closeLabel={t('audience.common.cancel')} onClose={onClose} actLabel={t('audience.common.save')} busy={busy} />
    </form>
  );
}
