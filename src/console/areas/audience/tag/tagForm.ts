import { audienceActions } from '../../../../contract/actions/audience';
import { fieldRefusal } from '../fieldRefusal';

const nameSchema = audienceActions.CreateContactTag.params;

/** Checks a tag name with the registry's own schema ('Tag is required', the forbidden characters, the length). */
export function checkTagName(name: string): { ok: true; name: string } | { ok: false; error: string } {
  const r = nameSchema.safeParse({ TagName: name });
  return r.success ? { ok: true, name: r.data.TagName } : { ok: false, error: r.error.issues[0]?.message ?? '' };
}

/** The text of a gateway refusal about the name ('TagName: Tag already exists' -> 'Tag already exists'). */
export function tagServerError(message: string): string {
  const r = fieldRefusal(message);
  return r?.field === 'TagName' ? r.text : message;
}
