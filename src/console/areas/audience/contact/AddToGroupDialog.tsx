import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactGroup } from '../../../../contract/entities/audience';
import { callAction } from '../../../session';
import { DialogActions } from '../../../ui/DialogActions';
import { FormError } from '../../../ui/form/FormError';
import { Modal } from '../../../ui/Modal';
import { SelectField } from '../../../ui/SelectField';
import { showToast } from '../../../ui/toast/toastStore';
import { saveInline } from '../saveInline';

/** Puts the chosen contacts into one group (AddContactGroupMembers); those already in it are skipped. */
export function AddToGroupDialog({ contactIds, groups, onClose, onDone }: { contactIds: readonly string[] | null; groups: readonly ContactGroup[]; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={contactIds !== null} onClose={onClose} title={t('audience.contact.addToGroupTitle', { count: contactIds?.length ?? 0 })} testId="add-to-group">
      {contactIds && <GroupChooser contactIds={contactIds} groups={groups} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function GroupChooser({ contactIds, groups, onClose, onDone }: { contactIds: readonly string[]; groups: readonly ContactGroup[]; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [groupId, setGroupId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!groupId) return setError(t('validation.FieldRequired'));
    setBusy(true);
    const r = await saveInline(callAction('AddContactGroupMembers', { GroupId: groupId, ContactIds: [...contactIds] }, { inline: true }));
    setBusy(false);
    if (r.kind === 'refused') return setError(r.message);
    if (r.kind === 'done') showToast('success', t('audience.contact.addedToGroup', { count: r.data.Added }));
    onDone();
  }
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
      <FormError message={groups.length === 0 ? t('audience.contact.noGroups') : null} />
      <SelectField label={t('audience.contact.group')} options={groups.map((g) => ({ value: g.GroupId, label: g.GroupName }))} placeholder="—" value={groupId} error={error} onChange={(e) => (setGroupId(e.target.value), setError(undefined))} />
      <DialogActions closeLabel={t('audience.common.cancel')} onClose={onClose} actLabel={t('audience.contact.addToGroup')} busy={busy} disabled={groups.length === 0} />
    </form>
  );
}
