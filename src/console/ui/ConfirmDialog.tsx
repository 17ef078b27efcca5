import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from './DialogActions';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** A destructive action (delete, cancel a task) gets the red button. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that cannot be undone; Escape or "Back" closes it. */
export function ConfirmDialog({ open, title, children, confirmLabel, danger = false, busy = false, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <div className="mt-3 text-sm text-slate-700">{children}</div>
      <DialogActions className="mt-6" closeLabel={t('common.back')} onClose={onClose} actLabel={confirmLabel} onAct={onConfirm} danger={danger} busy={busy} />
    </Modal>
  );
}
