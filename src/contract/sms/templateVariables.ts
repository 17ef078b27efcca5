/** Template placeholders are double-brace numbers: {{1}}, {{2}} … (spec 001 §3). */
const VARIABLE_RE = /\{\{\s*(\d{1,3})\s*\}\}/g;

/** The distinct variable numbers of a template body, ascending. */
export function templateVariables(body: string): number[] {
  const seen = new Set<number>();
  for (const m of body.matchAll(VARIABLE_RE)) seen.add(Number(m[1]));
  return [...seen].sort((a, b) => a - b);
}

/**
 * Fills {{n}} with params[n - 1]. Answers the text, or the variable numbers that have no value
 * (an empty string counts as missing: 'Please complete the variable').
 */
export function renderTemplate(body: string, params: readonly string[]): { text: string } | { missing: number[] } {
  const missing = templateVariables(body).filter((n) => (params[n - 1] ?? '') === '');
  if (missing.length > 0) return { missing };
  return { text: body.replace(VARIABLE_RE, (_all, n: string) => params[Number(n) - 1] ?? '') };
}
