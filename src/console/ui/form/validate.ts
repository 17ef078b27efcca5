import type { z } from 'zod';
import { ValidationText } from '../../../contract/validation/rules';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** Runs a contract schema and keeps the first message per field (the spec's own texts). */
export function validate<S extends z.ZodType>(schema: S, values: unknown): { ok: true; data: z.output<S> } | { ok: false; errors: Record<string, string> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

const byText = new Map<string, string>(Object.entries(ValidationText).map(([key, text]) => [text, key]));

/** The i18n key of a spec validation text ('validation.EmailRequired'), or null for other messages. */
export function validationKey(message: string): string | null {
  const key = byText.get(message);
  return key ? `validation.${key}` : null;
}
