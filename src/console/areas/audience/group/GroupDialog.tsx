import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactGroup } from '../../../../contract/entities/audience';
import { QueuedOfflineError } from '../../../offline';
import { ActionError, callAction, NetworkError } from '../../../session';
import { DialogActions } from '../../../ui/DialogActions';
import { FormError } from '../../../ui/form/FormError';
import { Modal } from '../../../ui/Modal';
import { showToast } from '../../../ui/toast/toastStore';
import { useAudienceText } from '../useAudienceText';
import { checkGroupName, groupServerError, type GroupErrors } from './groupForm';
import { GroupNameField } from './GroupNameField';

export interface GroupDialogProps {
  /** The group renamed; null: closed. (A new group has its own page, /audience/list/create.) */
  target: ContactGroup | null;
  onClose: () => void;
  onDone: () => void;
}

/** Renames a group (UpdateContactGroup); refusals beside the name. */
export function GroupDialog({ target, onClose, onDone }: GroupDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={target !== null} onClose={onClose} title={t('audience.group.editTitle')} testId="group-dialog">
      {target !== null && <GroupEditor key={target.GroupId} target={target} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function GroupEditor({ target, onClose, onDone }: Omit<GroupDialogProps, 'target'> & { target: ContactGroup }) {
  const { t } = useTranslation();
  const text = useAudienceText();
  const [name, setName] = useState(target.GroupName);
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
      await callAction('UpdateContactGroup', { GroupId: target.GroupId, GroupName: checked.name }, { inline: true });
      showToast('success', t('audience.group.saved'));
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
      <GroupNameField
        label={t('audience.group.field.name')}
        value={name}
        error={text(errors.GroupName)}
        onChange={(n) => {
          setName(n);
          setErrors({});
        }}
      />
      <DialogActions closeLabel={t('audience.common.cancel')} onClose={onClose} actLabel={t('audience.common.save')} busy={busy} />
    </form>
  );
}
