import type { InputHTMLAttributes, ReactNode } from 'react';
import { fieldBorder, FieldFrame } from './FieldFrame';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Rendered to the right of the input (a "Send code" button, for instance). */
  addon?: ReactNode;
}

/** A labelled input; the label, hint and error are tied to it for assistive technology. */
export function TextField({ label, error, hint, addon, className = '', ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="flex gap-2">
          <input
            {...control}
            className={`block w-full min-w-0 rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600 ${fieldBorder(error)}`}
            {...input}
          />
          {addon}
        </div>
      )}
    </FieldFrame>
  );
}
