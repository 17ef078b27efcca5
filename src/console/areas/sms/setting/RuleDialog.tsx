import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../ui/DialogActions';
import { Modal } from '../../../ui/Modal';

export interface RuleDialogProps {
  open: boolean;
  title: string;
  busy: boolean;
  /** A stored draft was put back into the form. */
  restored: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of a rule's create/edit form: a modal dialog (Escape or Back closes it) with Save. */
export function RuleDialog({ open, title, busy, restored, onSubmit, onClose, children }: RuleDialogProps) {
  const { t } = useTranslation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Modal open={open} onClose={onClose} title={title} size="lg">
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        {restored && <p className="rounded-md bg-sky-50 px-3 py-2 text-xs text-sky-900">{t('sms.setting.rule.draftRestored')}</p>}
        {children}
        <DialogActions closeLabel={t('common.back')} onClose={onClose} actLabel={t('sms.setting.rule.save')} busy={busy} />
      </form>
    </Modal>
  );
}
