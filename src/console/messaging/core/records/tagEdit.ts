import { SMS_TAGS_MAX } from '../../../../contract/sms';
import { hasForbiddenCharacters } from '../../../../contract/validation/rules';

/** Longest tag SaveUSMSTag accepts. */
export const TAG_MAX_LENGTH = 32;

export type TagProblem = 'required' | 'exists' | 'forbidden' | 'tooLong' | 'tooMany';

/**
 * Adds a typed tag to a task's tags, with the checks SaveUSMSTag makes: a tag given twice
 * (ignoring case) is 'Tag already exists'; names follow the free-text rule; at most SMS_TAGS_MAX.
 */
export function addTag(tags: readonly string[], input: string): { ok: true; tags: string[] } | { ok: false; problem: TagProblem } {
  const tag = input.trim();
  if (!tag) return { ok: false, problem: 'required' };
  if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return { ok: false, problem: 'exists' };
  if (hasForbiddenCharacters(tag)) return { ok: false, problem: 'forbidden' };
  if (tag.length > TAG_MAX_LENGTH) return { ok: false, problem: 'tooLong' };
  if (tags.length >= SMS_TAGS_MAX) return { ok: false, problem: 'tooMany' };
  return { ok: true, tags: [...tags, tag] };
}

/** Whether two tag lists differ (order counts: it is what the task shows). */
export function tagsChanged(a: readonly string[], b: readonly string[]): boolean {
  return a.length !== b.length || a.some((t, i) => t !== b[i]);
}
