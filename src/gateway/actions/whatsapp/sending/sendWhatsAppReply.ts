import { RetCode } from '../../../../contract/retCodes';
import { ValidationText } from '../../../../contract/validation/rules';
import { ActionError } from '../../../errors';
import type { Handler } from '../../../handlers';
import { wakeJobRunners } from '../../../jobs/wakeJobRunners';
import { createTask } from '../../../messaging/tasks/createTask';
import { serviceWindowEnd } from '../../../whatsapp/sending/serviceWindow';
import { whatsappChannel } from '../../../whatsapp/sending/whatsappChannel';
import { defaultProjectId } from '../../../messaging/tasks/defaultProjectId';
import { lockSendingUser } from '../../sms/lockSendingUser';
import { smsIds } from '../../sms/smsIds';
import { sendingNumber } from './sendingNumber';

/**
 * A free-form text to one customer, as a one-message task of the core (a service conversation,
 * price 0): only while their 24-hour customer-service window is open (they wrote to the business
 * within 24 hours); otherwise WhatsAppWindowClosed, which says to send an approved template.
 */
export const sendWhatsAppReply: Handler<'SendWhatsAppReply'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  if (!(await lockSendingUser(ctx.db, userId))) throw new ActionError(RetCode.NotLoggedIn);
  const channel = whatsappChannel(ctx.config);
  const parsed = channel.address.parse(channel.address.clean(p.PhoneNumber));
  if (!parsed) throw new ActionError(RetCode.InvalidParams, `PhoneNumber: ${ValidationText.PhoneInvalid}`);
  if ((await serviceWindowEnd(ctx.db, userId, parsed.address, ctx.now)) === null) throw new ActionError(RetCode.WhatsAppWindowClosed);
  const from = await sendingNumber(ctx, p.PhoneNumberId);
  const { task, priced } = await createTask(ctx.db, channel, {
    userId,
    taskId: smsIds.task(),
    sessionNo: smsIds.session(),
    text: p.Text,
    payload: { kind: 'text', text: p.Text, conversationType: 'service' },
    recipients: { valid: [parsed], invalid: 0, duplicate: 0, unsupported: 0 },
    free: false,
    sendAt: ctx.now,
    senderId: from,
    now: ctx.now,
  });
  ctx.afterCommit(() => wakeJobRunners());
  return {
    TaskId: task.taskId,
    SessionNo: task.sessionNo,
    AccountId: await defaultProjectId(ctx.db, userId),
    Status: task.status,
    Submitted: priced.messages.length,
    Invalid: 0,
    Duplicate: 0,
    Unsupported: 0,
    EstimatedCost: priced.cost,
    OptedOut: priced.optedOut,
  };
};
