import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { fieldBorder, FieldFrame } from './FieldFrame';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled multi-line input; label, hint and error are tied to it for assistive technology. */
export function TextAreaField({ label, error, hint, className = '', rows = 4, ...area }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className={`block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600 ${fieldBorder(error)}`}
          {...area}
        />
      )}
    </FieldFrame>
  );
}
