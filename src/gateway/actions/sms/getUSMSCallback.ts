import { eq } from 'drizzle-orm';
import { smsCallbackSettings } from '../../db/schema';
import type { Handler } from '../../handlers';

/** The receipt callback URL ('' when none is set) and its signing secret. */
export const getUSMSCallback: Handler<'GetUSMSCallback'> = async (_p, ctx) => {
  const [s] = await ctx.db.select().from(smsCallbackSettings).where(eq(smsCallbackSettings.userId, ctx.caller.userId));
  return { CallbackUrl: s?.url ?? '', Enabled: s?.enabled ?? false, Secret: s?.secret ?? '' };
};
