import { forgetMirroredTemplates, runWrite } from '../../../offline';
import { callAction } from '../../../session';

/**
 * Deletes SMS templates (DeleteUSMSTemplate): true when deleted, or queued offline (sent when back
 * online) — either way the offline copy drops them now; false when refused (its toast says why).
 */
export async function deleteTemplates(ids: readonly string[], deleted: (count: number) => void): Promise<boolean> {
  const outcome = await runWrite(callAction('DeleteUSMSTemplate', { TemplateIds: [...ids] }));
  if (outcome.kind === 'failed') return false;
  if (outcome.kind === 'done') deleted(outcome.data.Deleted);
  await forgetMirroredTemplates('sms', ids);
  return true;
}
