import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_NAME_MAX } from '../../../../contract/audience/contactRules';
import type { ContactGroup } from '../../../../contract/entities/audience';
import { QueuedOfflineError } from '../../../offline';
import { ActionError, callAction, NetworkError } from '../../../session';
import { DialogActions } from '../../../ui/DialogActions';
import { FormError } from '../../../ui/form/FormError';
import { Modal } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import { showToast } from '../../../ui/toast/toastStore';
import { useAudienceText } from '../useAudienceText';
import { checkGroupName, groupServerError, type GroupErrors } from './groupForm';

export interface GroupDialogProps {
  /** 'new' creates a group; a group is renamed; null: closed. */
  target: 'new' | ContactGroup | null;
  onClose: () => void;
  onDone: () => void;
}

/** Create or rename a group (CreateContactGroup / UpdateContactGroup); refusals beside the name. */
export function GroupDialog({ target, onClose, onDone }: GroupDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={target !== null} onClose={onClose} title={t(target === 'new' ? 'audience.group.createTitle' : 'audience.group.editTitle')} testId="group-dialog">
      {target !== null && <GroupEditor key={target === 'new' ? 'new' : target.GroupId} target={target} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function GroupEditor({ target, onClose, onDone }: Omit<GroupDialogProps, 'target'> & { target: 'new' | ContactGroup }) {
  const { t } = useTranslation();
  const text = useAudienceText();
  const editing = target === 'new' ? null : target;
  const [name, setName] = useState(editing?.GroupName ?? '');
  const [errors, setErrors] = useState<GroupErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = checkGroupName(name);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      if (editing) await callAction('UpdateContactGroup', { GroupId: editing.GroupId, GroupName: checked.name }, { inline: true });
      else await callAction('CreateContactGroup', { GroupName: checked.name }, { inline: true });
      showToast('success', t(editing ? 'audience.group.saved' : 'audience.group.created'));
      onDone();
    } catch (err) {
      if (err instanceof QueuedOfflineError) onDone();
      else if (err instanceof ActionError) setErrors(groupServerError(err.message));
      else if (err instanceof NetworkError) setErrors({ form: err.message });
      else throw err;
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
      <FormError message={text(errors.form) ?? null} />
      <TextField
        label={t('audience.group.field.name')}
        autoComplete="off"
        maxLength={GROUP_NAME_MAX}
        value={name}
        error={text(errors.GroupName)}
        onChange={(e) => {
          setName(e.target.value);
          setErrors({});
        }}
      />
      <DialogActions closeLabel={t('audience.common.cancel')} onClose={onClose} actLabel={t('audience.common.save')} busy={busy} />
    </form>
  );
}
