import type { MmsTask } from '../../../contract/entities/mms';
import type { TaskRow } from '../../messaging/Channel';
import { mediaPath } from '../../uploads/uploadPaths';
import { toTask } from '../sms/toTask';

/** An MMS task row as the contract's MmsTask: SMS's task fields and counts plus subject and image. */
export function toMmsTask(t: TaskRow, accountId: string): MmsTask {
  return { ...toTask(t, accountId), Subject: t.subject, MediaFileId: t.mediaFileId, MediaURL: t.mediaFileId ? mediaPath(t.mediaFileId) : null };
}
