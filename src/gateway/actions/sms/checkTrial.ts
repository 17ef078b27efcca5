import { RetCode } from '../../../contract/retCodes';
import { SMS_TRIAL_RECIPIENT_QUOTA, SMS_TRIAL_TEST_CONTENT } from '../../../contract/sms/smsConstants';
import type { Executor } from '../../db/client';
import type { users } from '../../db/schema';
import { ChannelId } from '../../../contract/constants';
import { countSent } from '../../messaging/records/countSent';
import { ActionError } from '../../errors';

/**
 * Unupgraded trial accounts (spec 000 §6, 001 §5): only the default test content, only to the
 * account's own verified phone, at most 5 recipients over the whole trial.
 */
export async function checkTrial(db: Executor, user: typeof users.$inferSelect, text: string, phones: readonly string[]): Promise<void> {
  if (text !== SMS_TRIAL_TEST_CONTENT) throw new ActionError(RetCode.TrialContentOnly);
  const verified = user.phone ? `+${user.phonePrefix.replace(/^\+/, '')}${user.phone}` : null;
  if (phones.some((p) => p !== verified)) throw new ActionError(RetCode.TrialContentOnly);
  const used = await countSent(db, user.id, ChannelId.SMS);
  if (phones.length > SMS_TRIAL_RECIPIENT_QUOTA - used) throw new ActionError(RetCode.TrialQuotaExceeded);
}
