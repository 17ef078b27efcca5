import type { ReactNode } from 'react';
import { Button } from './Button';

export interface DialogActionsProps {
  /** The way out (Back, Close, Stay): never changes anything. */
  closeLabel: string;
  onClose: () => void;
  closeVariant?: 'secondary' | 'ghost';
  /** The action: the form's submit button, or a plain button when `onAct` is given. */
  actLabel: ReactNode;
  onAct?: () => void;
  danger?: boolean;
  busy?: boolean;
  disabled?: boolean;
  className?: string;
}

/** The buttons at the foot of a dialog or inline form: the way out first, the action last. */
export function DialogActions({ closeLabel, onClose, closeVariant = 'secondary', actLabel, onAct, danger = false, busy = false, disabled = false, className = 'pt-2' }: DialogActionsProps) {
  return (
    <div className={`flex flex-wrap justify-end gap-2 ${className}`}>
      <Button variant={closeVariant} onClick={onClose}>
        {closeLabel}
      </Button>
      <Button type={onAct ? 'button' : 'submit'} variant={danger ? 'danger' : 'primary'} loading={busy} disabled={disabled} onClick={onAct}>
        {actLabel}
      </Button>
    </div>
  );
}
