import { RetCode } from '../../../contract/retCodes';
import { smsCallbackSettings } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { randomToken } from '../../lib/random';
import { callbackUrlRefusal, systemResolver } from '../../messaging/callbacks/callbackUrlPolicy';

/**
 * Sets the receipt callback URL; the signing secret is made once and kept. Internal addresses
 * (loopback, private, link-local, metadata, …, or a name resolving to one) are refused unless the
 * operator allow-listed the host (CALLBACK_ALLOW_HOSTS); every delivery checks again.
 */
export const setUSMSCallback: Handler<'SetUSMSCallback'> = async (p, ctx) => {
  const { callbackAllowHosts, callbackResolve } = ctx.config.sms;
  const refusal = await callbackUrlRefusal(p.CallbackUrl, { allowHosts: callbackAllowHosts, resolve: callbackResolve ?? systemResolver });
  if (refusal) throw new ActionError(RetCode.InvalidParams, `CallbackUrl: ${refusal}`);
  const [s] = await ctx.db
    .insert(smsCallbackSettings)
    .values({ userId: ctx.caller.userId, url: p.CallbackUrl, secret: randomToken('whsec', 24), enabled: p.Enabled, updatedAt: ctx.now })
    .onConflictDoUpdate({ target: smsCallbackSettings.userId, set: { url: p.CallbackUrl, enabled: p.Enabled, updatedAt: ctx.now } })
    .returning();
  return { CallbackUrl: s!.url, Enabled: s!.enabled, Secret: s!.secret };
};
