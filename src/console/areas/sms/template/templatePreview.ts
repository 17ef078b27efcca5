const VARIABLE_RE = /\{\{\s*(\d{1,3})\s*\}\}/g;

/**
 * The text a recipient would get with these sample values; a variable without a value stays as
 * {{n}} so the preview shows what is still open. With every value given this equals the contract's
 * renderTemplate.
 */
export function previewText(body: string, samples: Readonly<Record<number, string>>): string {
  return body.replace(VARIABLE_RE, (all, n: string) => {
    const v = samples[Number(n)];
    return v ? v : all;
  });
}

