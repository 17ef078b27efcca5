/** Deepest nesting walked; deeper bodies are refused by the Action schemas anyway. */
const MAX_DEPTH = 64;

/**
 * The path ('Content', 'PhoneNumbers.3', 'Filter.Name') of the first string — value or object key —
 * in a parsed JSON body that contains the NUL character, or null. PostgreSQL cannot store U+0000 in
 * text, so the dispatcher refuses it for every Action before validation.
 */
export function findNulCharacter(value: unknown, path: readonly string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '(body)' : null;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findNulCharacter(value[i], [...path, String(i)], depth + 1);
      if (hit !== null) return hit;
    }
    return null;
  }
  for (const [key, v] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\u0000')].join('.');
    const hit = findNulCharacter(v, [...path, key], depth + 1);
    if (hit !== null) return hit;
  }
  return null;
}

/** The answer text for a NUL in `field`. */
export const nulCharacterMessage = (field: string) => `Text must not contain the NUL character (\\u0000) in ${field}`;
