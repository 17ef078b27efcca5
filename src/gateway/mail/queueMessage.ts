import type { ActionContext } from '../context';
import { outboundMessages } from '../db/schema';

export interface OutboundMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
}

/** Stores a message in the Action's transaction; delivery starts once that transaction commits. */
export async function queueMessage(ctx: ActionContext, msg: OutboundMessage): Promise<void> {
  await ctx.db.insert(outboundMessages).values({ ...msg, createdAt: ctx.now });
  ctx.afterCommit(() => ctx.flushOutbound());
}
