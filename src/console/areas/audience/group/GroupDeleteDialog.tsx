import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactGroup } from '../../../../contract/entities/audience';
import { QueuedOfflineError } from '../../../offline';
import { callAction } from '../../../session';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { showToast } from '../../../ui/toast/toastStore';

/** Asks, then deletes a group (DeleteContactGroups); its contacts stay. */
export function GroupDeleteDialog({ target, onClose, onDone }: { target: ContactGroup | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!target) return;
    setBusy(true);
    try {
      await callAction('DeleteContactGroups', { GroupIds: [target.GroupId] });
      showToast('success', t('audience.group.deleted'));
      onDone();
    } catch (err) {
      if (err instanceof QueuedOfflineError) onDone();
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog open={target !== null} title={t('audience.group.deleteTitle')} confirmLabel={t('audience.common.delete')} danger busy={busy} onConfirm={() => void confirm()} onClose={onClose}>
      {t('audience.group.deleteText', { name: target?.GroupName ?? '' })}
    </ConfirmDialog>
  );
}
