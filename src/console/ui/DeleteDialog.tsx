import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

/** What a delete dialog asks about: the ids, and the name when one is deleted. */
export interface DeleteTarget {
  ids: readonly string[];
  name?: string;
}

export interface DeleteDialogProps {
  target: DeleteTarget | null;
  title: string;
  /** The question's body (what goes, what stays). */
  text: string;
  confirmLabel: string;
  /**
   * Deletes the ids: true when they are deleted or queued for when the connection is back, false
   * when the gateway refused (the dialog stays open; the refusal's toast says why).
   */
  remove: (ids: readonly string[]) => Promise<boolean>;
  onClose: () => void;
  onDone: (ids: readonly string[]) => void;
}

/** Asks before deleting one or many rows of a list, then deletes them with the page's Action. */
export function DeleteDialog({ target, title, text, confirmLabel, remove, onClose, onDone }: DeleteDialogProps) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!target) return;
    setBusy(true);
    try {
      if (await remove(target.ids)) onDone(target.ids);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog open={target !== null} title={title} confirmLabel={confirmLabel} danger busy={busy} onConfirm={() => void confirm()} onClose={onClose}>
      {text}
    </ConfirmDialog>
  );
}
