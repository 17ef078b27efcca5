import { Field, Label, Switch } from '@headlessui/react';

export interface EnabledSwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The label is read by screen readers only; `stateText` shows On/Off beside the switch instead. */
  hideLabel?: boolean;
  stateText?: string;
}

/** A labelled on/off switch (Headless UI Switch: Space toggles it, the label is tied to it). */
export function EnabledSwitch({ label, checked, onChange, disabled = false, hideLabel = false, stateText }: EnabledSwitchProps) {
  return (
    <Field disabled={disabled} className="flex items-center gap-3">
      <Switch
        checked={checked}
        onChange={onChange}
        className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-checked:bg-indigo-600 data-disabled:cursor-not-allowed data-disabled:opacity-60"
      >
        <span aria-hidden="true" className="inline-block size-4 translate-x-1 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-6" />
      </Switch>
      <Label className={hideLabel ? 'sr-only' : 'text-sm font-medium text-slate-700'}>{label}</Label>
      {stateText && (
        <span aria-hidden="true" className="text-sm text-slate-600">
          {stateText}
        </span>
      )}
    </Field>
  );
}
