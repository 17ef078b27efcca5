import { useId } from 'react';

export interface Choice<T extends string> {
  value: T;
  label: string;
}

/** A labelled group of radio buttons drawn as a segmented control (arrow keys move between them). */
export function ChoiceGroup<T extends string>({ legend, value, choices, onChange, disabled = false }: { legend: string; value: T; choices: readonly Choice<T>[]; onChange: (v: T) => void; disabled?: boolean }) {
  const name = useId();
  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className="mb-1 block text-sm font-medium text-slate-700">{legend}</legend>
      <div className="inline-flex flex-wrap rounded-lg border border-slate-300 bg-slate-50 p-0.5">
        {choices.map((c) => (
          <label
            key={c.value}
            className={`cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 ${value === c.value ? 'bg-white text-indigo-700 shadow-sm' : 'text-slate-700 hover:text-slate-900'}`}
          >
            <input type="radio" className="sr-only" name={name} value={c.value} checked={value === c.value} onChange={() => onChange(c.value)} />
            {c.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
