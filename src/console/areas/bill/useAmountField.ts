import { type FormEvent, useState } from 'react';
import { parseAmountField } from './parseAmountField';

export interface AmountFieldOptions {
  /** Smallest and largest accepted amount (10000 per unit). */
  min?: number;
  max: number;
  /** The error shown when the text is not such an amount. */
  invalid: string;
  /** Called with the parsed amount; the field is emptied when it resolves. */
  save: (amount: number) => Promise<void>;
  /** Show a refused save's message under the field (for inline calls); otherwise the toast said it. */
  errorsInline?: boolean;
}

/**
 * A billing form's dollar amount field: the text, its error and the busy state, parsed with the
 * contract's money parser (whole cents within the limits) before `save` is called. `input` goes to
 * a TextField, `submit` to its form.
 */
export function useAmountField(o: AmountFieldOptions) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const value = parseAmountField(text, { min: o.min ?? 0, max: o.max });
    if (value === null) {
      setError(o.invalid);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await o.save(value);
      setText('');
    } catch (err) {
      if (o.errorsInline) setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    submit: (e: FormEvent) => void submit(e),
    input: { value: text, error, inputMode: 'decimal' as const, autoComplete: 'off', onChange: (e: { target: { value: string } }) => setText(e.target.value) },
  };
}
