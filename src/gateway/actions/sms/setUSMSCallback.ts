import { smsCallbackSettings } from '../../db/schema';
import type { Handler } from '../../handlers';
import { randomToken } from '../../lib/random';

/** Sets the receipt callback URL; the signing secret is made once and kept. */
export const setUSMSCallback: Handler<'SetUSMSCallback'> = async (p, ctx) => {
  const [s] = await ctx.db
    .insert(smsCallbackSettings)
    .values({ userId: ctx.caller.userId, url: p.CallbackUrl, secret: randomToken('whsec', 24), enabled: p.Enabled, updatedAt: ctx.now })
    .onConflictDoUpdate({ target: smsCallbackSettings.userId, set: { url: p.CallbackUrl, enabled: p.Enabled, updatedAt: ctx.now } })
    .returning();
  return { CallbackUrl: s!.url, Enabled: s!.enabled, Secret: s!.secret };
};
