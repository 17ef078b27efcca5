import { CONTACTS_BATCH_MAX } from '../../../../contract/audience/contactRules';
import { callAction } from '../../../session';
import { saveInline, type InlineOutcome } from '../saveInline';

/** Adds contacts to a group in batches of the contract's size: how many were added, or the first refusal. */
export async function addMembers(groupId: string, ids: readonly string[]): Promise<InlineOutcome<{ Added: number }>> {
  let added = 0;
  let queued = false;
  for (let i = 0; i < ids.length; i += CONTACTS_BATCH_MAX) {
    const r = await saveInline(callAction('AddContactGroupMembers', { GroupId: groupId, ContactIds: ids.slice(i, i + CONTACTS_BATCH_MAX) }, { inline: true }));
    if (r.kind === 'refused') return r;
    if (r.kind === 'queued') queued = true;
    else added += r.data.Added;
  }
  return queued && added === 0 ? { kind: 'queued' } : { kind: 'done', data: { Added: added } };
}
