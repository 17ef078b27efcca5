/** Multi-line recipient lists (typed or from a file) are split on commas and newlines, blanks dropped (spec 001 §5). */
export function splitRecipients(text: string): string[] {
  return text
    .split(/[,\r\n]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
