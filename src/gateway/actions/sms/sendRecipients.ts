import type { AudienceRef } from '../../../contract/entities/audience';
import { RetCode } from '../../../contract/retCodes';
import { SMS_RECIPIENTS_MAX } from '../../../contract/sms/smsConstants';
import type { UserContext } from '../../context';
import { ActionError } from '../../errors';
import type { Channel } from '../../messaging/Channel';
import { type ParsedRecipients, parseRecipients } from '../../messaging/recipients/parseRecipients';
import type { RecipientSource } from '../../messaging/recipients/RecipientSource';
import { readRecipientSource } from '../../messaging/recipients/readRecipientSource';

/** SendTime may be up to this far in the past (clock skew, a form left open): it then means now. */
const PAST_GRACE_MS = 5 * 60_000;

/** When a send goes (ms): now, or at SendTime (unix seconds) unless that is more than a few minutes past ('SendTimeInPast'). */
export function sendTimeOf(p: { SendTime?: number }, now: number): number {
  if (p.SendTime !== undefined && p.SendTime * 1000 < now - PAST_GRACE_MS) throw new ActionError(RetCode.SendTimeInPast);
  return p.SendTime === undefined ? now : Math.max(p.SendTime * 1000, now);
}

/** The recipient fields of a send Action (SMS, MMS; e-mail passes its Emails as PhoneNumbers): one of them is given. */
export interface SendRecipientParams {
  PhoneNumbers?: string[];
  FileId?: string;
  GroupId?: string;
  SegmentId?: string;
  CountryCode?: string;
}

/**
 * A send's recipients on a channel (SMS, MMS): typed numbers, the caller's uploaded file (FileId),
 * or the channel's addresses of a group's or segment's members (the task keeps which audience);
 * parsed by the channel's rules, at most 100,000 valid ones, and at least one
 * ('NoValidRecipients', or 'CountryNotSupported' when every valid one is of an unsupported country).
 */
export async function sendRecipients(ctx: UserContext, channel: Channel, p: SendRecipientParams): Promise<{ recipients: ParsedRecipients; audience: AudienceRef | null }> {
  const source: RecipientSource =
    p.FileId !== undefined
      ? { kind: 'file', fileId: p.FileId }
      : p.GroupId !== undefined
        ? { kind: 'audience', target: { kind: 'Group', id: p.GroupId } }
        : p.SegmentId !== undefined
          ? { kind: 'audience', target: { kind: 'Segment', id: p.SegmentId } }
          : { kind: 'list', addresses: p.PhoneNumbers ?? [] };
  const { entries, audience } = await readRecipientSource(ctx.db, channel, source, {
    userId: ctx.caller.userId,
    uploadDir: ctx.config.uploadDir,
    defaultCountry: p.CountryCode,
    channels: ctx.channels,
    now: ctx.now,
    max: channel.recipientsMax ?? SMS_RECIPIENTS_MAX,
  });
  const recipients = parseRecipients(channel, entries, p.CountryCode);
  const max = channel.recipientsMax ?? SMS_RECIPIENTS_MAX;
  if (recipients.valid.length > max) throw new ActionError(RetCode.InvalidParams, channel.recipientsMax === undefined ? `At most ${max} phone numbers per task` : `At most ${max} recipients per task`);
  if (recipients.valid.length === 0) throw new ActionError(recipients.unsupported > 0 ? RetCode.CountryNotSupported : RetCode.NoValidRecipients);
  return { recipients, audience: audience ?? null };
}
