import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';

export const widths = { md: 'max-w-md', lg: 'max-w-lg', '2xl': 'max-w-2xl' } as const;

export interface ModalProps {
  open: boolean;
  /** Escape, a press on the backdrop, or the dialog's own close button. */
  onClose: () => void;
  /** The dialog's name; leave it out when the content renders its own ModalTitle. */
  title?: ReactNode;
  size?: keyof typeof widths;
  /** Long content (a list) starts near the top instead of the middle. */
  alignTop?: boolean;
  /** Above other dialogs (a question asked while one is open). */
  raised?: boolean;
  testId?: string;
  children: ReactNode;
}

/** The one modal frame of the console (Headless UI's Dialog; loaded through `Modal.tsx` when a dialog first opens): dimmed backdrop, a panel that scrolls with the page on small screens, focus kept inside. */
export function ModalFrame({ open, onClose, title, size = 'md', alignTop = false, raised = false, testId, children }: ModalProps) {
  return (
    <Dialog open={open} onClose={onClose} className={`relative ${raised ? 'z-[60]' : 'z-50'}`}>
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-4">
        <div className={`flex min-h-full justify-center ${alignTop ? 'items-start sm:pt-12' : 'items-center'}`}>
          <DialogPanel className={`w-full ${widths[size]} rounded-2xl bg-white p-6 shadow-xl`} data-testid={testId}>
            {title !== undefined && <ModalTitle>{title}</ModalTitle>}
            {children}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}

/** The dialog's name, for content that lays its title out itself. */
export function ModalTitle({ children }: { children: ReactNode }) {
  return <DialogTitle className="text-lg font-semibold text-slate-900">{children}</DialogTitle>;
}
