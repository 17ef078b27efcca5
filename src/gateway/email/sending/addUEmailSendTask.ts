import { EmailSendText, hasEmailVariables } from '../../../contract/email/emailSendingRules';
import { RetCode } from '../../../contract/retCodes';
import { sendTaskAnswer } from '../../messaging/tasks/sendTaskAnswer';
import { lockSendingUser } from '../../actions/sms/lockSendingUser';
import { sendRecipients, sendTimeOf } from '../../actions/sms/sendRecipients';
import { smsIds } from '../../actions/sms/smsIds';
import type { UserContext } from '../../context';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { wakeJobRunners } from '../../jobs/wakeJobRunners';
import { createTask } from '../../messaging/tasks/createTask';
import { emailChannel } from './emailChannel';
import { plainTextOf } from './plainTextOf';
import { usableSender } from './usableSender';

interface EmailSend {
  Emails?: string[];
  FileId?: string;
  GroupId?: string;
  SegmentId?: string;
  SenderId: string;
  Subject: string;
  Content: string;
  ContentText?: string;
  TaskName?: string;
  Tags?: string[];
  SendTime?: number;
  TimeZone?: string;
}

/**
 * Accepts an e-mail task in one transaction, as AddUSMSSendTask does for SMS: an enabled sender
 * of the caller on a verified domain, the recipients from the core's sources (typed addresses, an
 * uploaded file of kind 'email-import', a group's or segment's members at their e-mail), then the
 * core's createTask (trial accounts: test e-mails only) (one message per address, held on the e-mail wallet; addresses that
 * unsubscribed priced at 0 and never sent) and the job queued at the send time.
 */
async function acceptEmail(p: EmailSend, ctx: UserContext, test: boolean) {
  const userId = ctx.caller.userId;
  const user = await lockSendingUser(ctx.db, userId);
  if (!user) throw new ActionError(RetCode.NotLoggedIn);
  // Trial accounts send test e-mails only (spec 001 §5: at most 5 addresses, one per line).
  if (!test && !user.upgrade) throw new ActionError(RetCode.TrialContentOnly, 'Trial accounts can send only test e-mails, to at most 5 addresses');
  if (test && hasEmailVariables(p.Subject, p.Content, p.ContentText)) throw new ActionError(RetCode.InvalidParams, EmailSendText.TestHasVariables);
  const sender = await usableSender(ctx.db, userId, p.SenderId);
  const sendAt = test ? ctx.now : sendTimeOf(p, ctx.now);
  const email = emailChannel(ctx.config.emailSending);
  const { recipients, audience } = await sendRecipients(ctx, email, { PhoneNumbers: p.Emails, FileId: p.FileId, GroupId: p.GroupId, SegmentId: p.SegmentId }).catch((err: unknown) => {
    if (err instanceof ActionError && err.retCode === RetCode.NoValidRecipients) throw new ActionError(RetCode.NoValidRecipients, 'There is no valid e-mail address to send to');
    throw err;
  });
  const created = await createTask(ctx.db, email, {
    userId,
    taskId: smsIds.task(),
    sessionNo: smsIds.session(),
    text: p.Content,
    subject: p.Subject,
    // Without a plain-text part of the sender's, one made from the HTML (kept with the task for retries).
    contentText: p.ContentText?.trim() ? p.ContentText : plainTextOf(p.Content) || null,
    recipients,
    free: test,
    isTest: test,
    sendAt,
    name: p.TaskName,
    tags: p.Tags,
    senderId: sender.senderId,
    timeZone: p.TimeZone,
    audience,
    now: ctx.now,
  });
  ctx.afterCommit(() => wakeJobRunners());
  return sendTaskAnswer(ctx.db, created, recipients);
}

export const addUEmailSendTask: Handler<'AddUEmailSendTask'> = (p, ctx) => acceptEmail(p, ctx, false);

/** A test e-mail: at most 5 typed addresses, sent now, free; refused while the subject or content has variables (spec 001 §5). */
export const sendUEmailTest: Handler<'SendUEmailTest'> = (p, ctx) => acceptEmail(p, ctx, true);
