import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useFieldErrorText } from './useFieldError';
import { validate } from './validate';

type Values = Record<string, string>;

export interface SchemaForm<V extends Values, Out> {
  values: V;
  /** An onChange handler that stores the field's text. */
  field: (name: keyof V & string) => (e: { target: { value: string } }) => void;
  /** The field's error in the user's language, or undefined. */
  error: (name: keyof V & string) => string | undefined;
  busy: boolean;
  /**
   * The server's answer to the last send when it failed (ActionError or NetworkError message), for
   * the form to show beside its fields; cleared by the next submit.
   */
  serverError: string | null;
  /** A form onSubmit: checks the values against the schema, shows the errors or runs `send` with the parsed data. */
  onSubmit: (send: (data: Out) => Promise<void>) => (e: FormEvent) => void;
}

/** A schema, or a loader of one: a page can keep zod out of its first load and fetch it on first use. */
export type SchemaSource<S> = S | (() => Promise<S>);

/**
 * The state of a small form checked by a contract schema (sign-in, reset, resend): the values, the
 * spec's messages per field, a busy flag while the send runs, and the server's failure: `send` calls
 * callAction with `inline: true` and lets its failure through, which becomes `serverError`.
 */
export function useSchemaForm<S extends z.ZodType, V extends Values>(source: SchemaSource<S>, initial: V): SchemaForm<V, z.output<S>> {
  const errText = useFieldErrorText();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  return {
    values,
    field: (name) => (e) => {
      // A lazily loaded schema is fetched on the first keystroke, so a submit rarely waits for it.
      if (typeof source === 'function') void source().catch(() => undefined);
      setValues((old) => ({ ...old, [name]: e.target.value }));
    },
    error: (name) => errText(errors[name]),
    busy,
    serverError,
    onSubmit: (send) => (e) => {
      e.preventDefault();
      setBusy(true);
      setServerError(null);
      void (typeof source === 'function' ? source() : Promise.resolve(source))
        .then((schema) => {
          const v = validate(schema, values);
          setErrors(v.ok ? {} : v.errors);
          return v.ok ? send(v.data) : undefined;
        })
        .catch((err: unknown) => {
          if (err instanceof Error && (err.name === 'ActionError' || err.name === 'NetworkError')) setServerError(err.message);
          else console.warn('form send failed:', err);
        })
        .finally(() => setBusy(false));
    },
  };
}
