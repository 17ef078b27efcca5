import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Calendar } from './Calendar';

export interface DateInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'min' | 'max'> {
  /** YYYY-MM-DD, '' for none, or what the user is still typing. */
  value: string;
  onChange: (value: string) => void;
  min?: string | undefined;
  max?: string | undefined;
  /** The day the calendar opens on when the field is empty, and marks as today. */
  today: string;
}

const inputClass =
  'block w-full min-w-0 rounded-l-md border bg-white px-3 py-2 font-mono text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600';

/**
 * A date typed as YYYY-MM-DD (the spec's one date format, whatever the browser's locale) or picked
 * from a calendar that opens beside it. The typed text is passed on as it is, so the form's own check
 * can say what is wrong with it; the calendar offers only days inside [min, max].
 */
export function DateInput({ value, onChange, min, max, today, className = '', ...input }: DateInputProps) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const invalid = input['aria-invalid'] === true || input['aria-invalid'] === 'true';

  // Closes on Escape (focus back on the button), on a press outside, and when focus leaves the field.
  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    box.current?.addEventListener('keydown', escape);
    const el = box.current;
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      el?.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div ref={box} className={`relative flex ${className}`}>
      <input
        ref={field}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('datePicker.placeholder')}
        maxLength={10}
        size={10}
        {...input}
        value={value}
        onChange={(e) => onChange(e.target.value.trim())}
        className={`${inputClass} ${invalid ? 'border-red-500' : 'border-slate-300'}`}
      />
      <button
        ref={toggle}
        type="button"
        aria-label={t('datePicker.open')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
        className={`-ml-px flex items-center rounded-r-md border bg-slate-50 px-2.5 text-slate-600 shadow-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 ${invalid ? 'border-red-500' : 'border-slate-300'}`}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1Zm-2 7v7h12V9H4Z" />
        </svg>
      </button>
      {open && (
        <div id={panelId} className="absolute left-0 top-full z-30 mt-1 rounded-lg border border-slate-200 bg-white shadow-lg">
          <Calendar
            value={value}
            fallback={today}
            min={min}
            max={max}
            onPick={(day) => {
              onChange(day);
              setOpen(false);
              field.current?.focus();
            }}
          />
        </div>
      )}
    </div>
  );
}
