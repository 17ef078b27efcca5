import { RESEND_COUNTDOWN_SECONDS } from '../../../contract/constants';
import type { Handler } from '../../handlers';
import { queueMessage } from '../../mail/queueMessage';
import { signUpCodeSms } from './accountMail';
import { issueCode, Purpose } from './verificationCodes';

/** The full number a sign-up code goes to: prefix digits then phone digits ('+86', '138...' -> '86138...'). */
export function fullPhone(prefix: string, phone: string): string {
  return `${prefix.replace(/\D/g, '')}${phone}`;
}

export const sendRegisterPhoneCodeV1: Handler<'SendRegisterPhoneCodeV1'> = async (p, ctx) => {
  const target = fullPhone(p.PhonePrefix, p.Phone);
  const code = await issueCode(ctx.db, { purpose: Purpose.RegisterPhone, target, now: ctx.now });
  await queueMessage(ctx, { channel: 'sms', recipient: target, ...signUpCodeSms(code) });
  return { Sent: true, ResendAfterSeconds: RESEND_COUNTDOWN_SECONDS };
};
