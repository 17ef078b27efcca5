import type { EmailTask } from '../../../contract/entities/emailSending';
import { toTask } from '../../actions/sms/toTask';
import type { TaskRow } from '../../messaging/Channel';

/** An e-mail task row as the contract's EmailTask: the core's task fields and counts plus the subject and the plain-text part. */
export function toEmailTask(t: TaskRow, accountId: string): EmailTask {
  return { ...toTask(t, accountId), Subject: t.subject, ContentText: t.contentText };
}
