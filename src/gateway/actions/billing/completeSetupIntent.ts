import { RetCode } from '../../../contract/retCodes';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { enqueueJob } from '../../jobs/jobQueue';
import { wakeJobRunners } from '../../jobs/wakeJobRunners';
import { PaymentJob } from '../../payments/paymentJobs';
import { setupIntentState } from './setupIntentState';

/** After the card form confirmed: queues the job that fetches the outcome (as the webhook does) and answers the state. */
export const completeSetupIntent: Handler<'CompleteSetupIntent'> = async (p, ctx) => {
  const state = await setupIntentState(ctx.db, ctx.caller.userId, p.SetupIntentId);
  if (!state) throw new ActionError(RetCode.SetupIntentNotFound);
  if (state.Status === 'pending') {
    await enqueueJob(ctx.db, { kind: PaymentJob.cardSetup, ref: p.SetupIntentId, runAt: ctx.now, now: ctx.now });
    ctx.afterCommit(() => wakeJobRunners());
  }
  return state;
};
