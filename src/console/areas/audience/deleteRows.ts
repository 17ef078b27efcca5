import { runWrite } from '../../offline';
import { callAction } from '../../session';

/** True when the write went through (then `done` gets its answer) or was queued offline; false when refused (its toast says why). */
async function settled<T>(write: Promise<T>, done: (answer: T) => void): Promise<boolean> {
  const outcome = await runWrite(write);
  if (outcome.kind === 'done') done(outcome.data);
  return outcome.kind !== 'failed';
}

/** The audience lists' deletions, for `ui/DeleteDialog`'s `remove`. */
export const deleteRows = {
  contacts: (ids: readonly string[], done: (deleted: number) => void) => settled(callAction('DeleteContacts', { ContactIds: [...ids] }), (a) => done(a.Deleted)),
  groups: (ids: readonly string[], done: (deleted: number) => void) => settled(callAction('DeleteContactGroups', { GroupIds: [...ids] }), (a) => done(a.Deleted)),
  segments: (ids: readonly string[], done: (deleted: number) => void) => settled(callAction('DeleteSegments', { SegmentIds: [...ids] }), (a) => done(a.Deleted)),
  tags: (ids: readonly string[], done: (deleted: number) => void) => settled(callAction('DeleteContactTags', { TagIds: [...ids] }), (a) => done(a.Deleted)),
  attributes: (ids: readonly string[], done: (deleted: number) => void) => settled(callAction('DeleteContactAttributes', { AttributeIds: [...ids] }), (a) => done(a.Deleted)),
};
