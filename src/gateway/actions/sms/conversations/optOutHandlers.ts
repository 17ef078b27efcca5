import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { RetCode } from '../../../../contract/retCodes';
import { ValidationText } from '../../../../contract/validation/rules';
import { messagingOptOuts } from '../../../db/schema';
import { ActionError } from '../../../errors';
import type { Handler } from '../../../handlers';
import { toUnixSeconds } from '../../../lib/time';
import { addOptOut, removeOptOuts } from '../../../messaging/optOuts/optOutStore';
import { parsePhone } from '../../../sms/recipients/phoneAddress';
import { SMS_CHANNEL } from '../../../sms/smsChannelName';
import { conversationPhone } from './conversationPhone';

/** The caller's SMS opt-out list, newest first. */
export const getUSMSOptOutList: Handler<'GetUSMSOptOutList'> = async (p, ctx) => {
  const parts: SQL[] = [eq(messagingOptOuts.userId, ctx.caller.userId), eq(messagingOptOuts.channel, SMS_CHANNEL)];
  if (p.PhoneNumber) parts.push(eq(messagingOptOuts.address, conversationPhone(p.PhoneNumber)));
  const where = and(...parts);
  const rows = await ctx.db.select().from(messagingOptOuts).where(where).orderBy(desc(messagingOptOuts.createdAt), messagingOptOuts.address).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count() }).from(messagingOptOuts).where(where);
  return {
    Total: total?.n ?? 0,
    OptOuts: rows.map((r) => ({ PhoneNumber: r.address, Source: r.source === 'reply' ? ('Reply' as const) : ('Manual' as const), Keyword: r.keyword, CreateTime: toUnixSeconds(r.createdAt) })),
  };
};

/** Opts a number out by hand: a real international number (libphonenumber), stored as E.164. */
export const addUSMSOptOut: Handler<'AddUSMSOptOut'> = async (p, ctx) => {
  const parsed = parsePhone(conversationPhone(p.PhoneNumber));
  if (!parsed) throw new ActionError(RetCode.InvalidParams, ValidationText.PhoneInvalid);
  const added = await addOptOut(ctx.db, { userId: ctx.caller.userId, channel: SMS_CHANNEL, address: parsed.address, source: 'manual', now: ctx.now });
  return { PhoneNumber: parsed.address, Added: added };
};

/** Takes numbers off the opt-out list; answers how many were on it. */
export const deleteUSMSOptOut: Handler<'DeleteUSMSOptOut'> = async (p, ctx) => {
  const deleted = await removeOptOuts(ctx.db, ctx.caller.userId, SMS_CHANNEL, [...new Set(p.PhoneNumbers.map(conversationPhone))]);
  return { Deleted: deleted };
};
