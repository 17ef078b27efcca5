import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueuedOfflineError } from '../../../offline';
import { callAction } from '../../../session';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { showToast } from '../../../ui/toast/toastStore';

export interface ContactDeleteTarget {
  ids: readonly string[];
  /** The contact's name or address when one is deleted. */
  name?: string;
}

/** Asks, then deletes the contacts (DeleteContacts); a refusal keeps the dialog open (its toast says why). */
export function ContactDeleteDialog({ target, onClose, onDone }: { target: ContactDeleteTarget | null; onClose: () => void; onDone: (ids: readonly string[]) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const count = target?.ids.length ?? 0;

  async function confirm() {
    if (!target) return;
    setBusy(true);
    try {
      const answer = await callAction('DeleteContacts', { ContactIds: [...target.ids] });
      showToast('success', t('audience.contact.deleted', { count: answer.Deleted }));
      onDone(target.ids);
    } catch (err) {
      if (err instanceof QueuedOfflineError) onDone(target.ids);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog open={target !== null} title={t('audience.contact.deleteTitle', { count })} confirmLabel={t('audience.common.delete')} danger busy={busy} onConfirm={() => void confirm()} onClose={onClose}>
      {target?.name ? t('audience.contact.deleteOneText', { name: target.name }) : t('audience.contact.deleteManyText', { count })}
    </ConfirmDialog>
  );
}
