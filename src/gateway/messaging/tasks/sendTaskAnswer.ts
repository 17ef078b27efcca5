import type { SendTaskAnswer } from '../../../contract/entities/sendTaskAnswer';
import type { Executor } from '../../db/client';
import type { TaskRow } from '../Channel';
import type { PricedTask } from '../pricing/priceMessages';
import type { ParsedRecipients } from '../recipients/parseRecipients';
import { defaultProjectId } from './defaultProjectId';

/** The answer of a channel's send Action (contract `SendTaskAnswer`) for the task `createTask` stored. */
export async function sendTaskAnswer(db: Executor, created: { task: TaskRow; priced: PricedTask }, recipients: ParsedRecipients): Promise<SendTaskAnswer> {
  const { task, priced } = created;
  return {
    TaskId: task.taskId,
    SessionNo: task.sessionNo,
    AccountId: await defaultProjectId(db, task.userId),
    Status: task.status,
    Submitted: priced.messages.length,
    Invalid: recipients.invalid,
    Duplicate: recipients.duplicate,
    Unsupported: recipients.unsupported,
    EstimatedCost: priced.cost,
    OptedOut: priced.optedOut,
  };
}
