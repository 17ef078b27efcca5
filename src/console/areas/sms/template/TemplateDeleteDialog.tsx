import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetMirroredTemplates, QueuedOfflineError } from '../../../offline';
import { callAction } from '../../../session';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { showToast } from '../../../ui/toast/toastStore';

export interface DeleteTarget {
  ids: readonly string[];
  /** The template's name when one is deleted. */
  name?: string;
}

/**
 * Asks, then deletes the templates (DeleteUSMSTemplate). `onDone` follows a deletion or a queued
 * one (offline: sent when back online); a refusal keeps the dialog open (its toast says why).
 */
export function TemplateDeleteDialog({ target, onClose, onDone }: { target: DeleteTarget | null; onClose: () => void; onDone: (ids: readonly string[]) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const count = target?.ids.length ?? 0;

  async function confirm() {
    if (!target) return;
    setBusy(true);
    try {
      const answer = await callAction('DeleteUSMSTemplate', { TemplateIds: [...target.ids] });
      showToast('success', t('sms.template.list.deleted', { count: answer.Deleted }));
      await forgetMirroredTemplates('sms', target.ids);
      onDone(target.ids);
    } catch (err) {
      // Queued offline: it is deleted when the outbox sends it, so the offline copy drops it now.
      if (err instanceof QueuedOfflineError) {
        await forgetMirroredTemplates('sms', target.ids);
        onDone(target.ids);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={target !== null}
      title={t('sms.template.list.deleteTitle', { count })}
      confirmLabel={t('sms.template.list.delete')}
      danger
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {target?.name ? t('sms.template.list.deleteOneText', { name: target.name }) : t('sms.template.list.deleteManyText', { count })}
    </ConfirmDialog>
  );
}
