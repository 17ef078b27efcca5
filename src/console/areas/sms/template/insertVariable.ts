import { templateVariables } from '../../../../contract/sms/templateVariables';

/** The number the next inserted variable gets: one more than the highest in the body ({{1}} first). */
export function nextVariable(body: string): number {
  const vars = templateVariables(body);
  return vars.length === 0 ? 1 : vars[vars.length - 1]! + 1;
}

export interface Insertion {
  body: string;
  /** Where the cursor goes: just after the inserted variable. */
  cursor: number;
  variable: number;
}

/**
 * Inserts the next variable ({{n}}) at the cursor, replacing a selection. Positions outside the
 * body are clamped, so a missing selection (-1 or past the end) appends.
 */
export function insertVariable(body: string, selectionStart: number, selectionEnd: number = selectionStart): Insertion {
  const clamp = (n: number) => (Number.isFinite(n) && n >= 0 ? Math.min(n, body.length) : body.length);
  const start = clamp(selectionStart);
  const end = Math.max(start, clamp(selectionEnd));
  // The selected text is replaced, so a variable inside it does not count for the next number.
  const variable = nextVariable(body.slice(0, start) + body.slice(end));
  const token = `{{${variable}}}`;
  return { body: body.slice(0, start) + token + body.slice(end), cursor: start + token.length, variable };
}
