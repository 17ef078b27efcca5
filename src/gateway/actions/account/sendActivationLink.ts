import type { ActionContext } from '../../context';
import { queueMessage } from '../../mail/queueMessage';
import { activationMail, consoleLink } from './accountMail';
import { ACTIVATION_KEY_TTL_MS, issueKey, Purpose } from './verificationCodes';

/** Issues an activation key (24 h) and e-mails `${publicUrl}/active?key=...`. */
export async function sendActivationLink(ctx: ActionContext, user: { id: number; email: string }): Promise<void> {
  const key = await issueKey(ctx.db, {
    purpose: Purpose.Activate,
    target: user.email,
    userId: user.id,
    now: ctx.now,
    ttlMs: ACTIVATION_KEY_TTL_MS,
  });
  await queueMessage(ctx, { channel: 'email', recipient: user.email, ...activationMail(consoleLink(ctx.config, 'active', key)) });
}
