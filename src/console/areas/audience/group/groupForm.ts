import { audienceActions } from '../../../../contract/actions/audience';
import { fieldRefusal } from '../fieldRefusal';

export type GroupErrors = { GroupName?: string; form?: string };

const nameSchema = audienceActions.CreateContactGroup.params;

/** Checks a group name with the registry's own schema: 'Group Name is required', the forbidden characters, the length. */
export function checkGroupName(name: string): { ok: true; name: string } | { ok: false; errors: GroupErrors } {
  const r = nameSchema.safeParse({ GroupName: name });
  if (r.success) return { ok: true, name: r.data.GroupName };
  return { ok: false, errors: { GroupName: r.error.issues[0]?.message ?? '' } };
}

/** A gateway refusal beside the name when it names it ('GroupName: A group with this name already exists'). */
export function groupServerError(message: string): GroupErrors {
  const r = fieldRefusal(message);
  return r?.field === 'GroupName' ? { GroupName: r.text } : { form: message };
}
