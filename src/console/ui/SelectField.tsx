import type { SelectHTMLAttributes } from 'react';
import { fieldBorder, FieldFrame } from './FieldFrame';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  error?: string | undefined;
}

/** A labelled native select: keyboard and screen-reader friendly on every platform. */
export function SelectField({ label, options, placeholder, error, className = '', ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} className={className}>
      {(control) => (
        <select
          {...control}
          className={`block h-[2.375rem] w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-indigo-600 ${fieldBorder(error)}`}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
