import { and, eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { smsReplies } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { addUSMSSendTask } from './addUSMSSendTask';

/** Answers a reply: a one-recipient send task to its sender (priced, held and charged like any task). */
export const replyUSMSMO: Handler<'ReplyUSMSMO'> = async (p, ctx) => {
  const id = Number(p.ReplyId);
  const [reply] = Number.isSafeInteger(id)
    ? await ctx.db.select().from(smsReplies).where(and(eq(smsReplies.id, id), eq(smsReplies.userId, ctx.caller.userId))).for('update')
    : [];
  if (!reply) throw new ActionError(RetCode.ReplyNotFound);
  const task = await addUSMSSendTask(
    { PhoneNumbers: [reply.phone], Content: p.Content, SenderId: p.SenderId, TemplateParams: [], TimeZone: 'UTC', Tags: ['reply'], IsTest: false, TaskName: 'Reply' },
    ctx,
  );
  await ctx.db.update(smsReplies).set({ replyContent: p.Content, replyTaskId: task.TaskId, repliedAt: ctx.now }).where(eq(smsReplies.id, reply.id));
  return { TaskId: task.TaskId, ReplyId: String(reply.id) };
};
