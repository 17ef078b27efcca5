import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';

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
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <div className="flex min-h-full items-center justify-center">
          <DialogPanel className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-xl">
            <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
            <form noValidate onSubmit={submit} className="mt-4 space-y-4">
              {restored && <p className="rounded-md bg-sky-50 px-3 py-2 text-xs text-sky-900">{t('sms.setting.rule.draftRestored')}</p>}
              {children}
              <div className="flex flex-wrap justify-end gap-2 pt-2">
                <Button variant="secondary" onClick={onClose}>
                  {t('common.back')}
                </Button>
                <Button type="submit" loading={busy}>
                  {t('sms.setting.rule.save')}
                </Button>
              </div>
            </form>
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
