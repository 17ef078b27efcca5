import { sql } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { hashPassword } from '../../auth/password';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { createUser } from './createUser';
import { queueMessage } from '../../mail/queueMessage';
import { duplicateSignUpMail } from './accountMail';
import { findUserByEmail, normalizeEmail } from './findUser';
import { sendActivationLink } from './sendActivationLink';
import { fullPhone } from './sendRegisterPhoneCodeV1';
import { Purpose, useCode } from './verificationCodes';
import { resultRows } from '../../db/resultRows';

/**
 * Sign-up: checks the phone code, creates the (not yet activated) account and e-mails the activation
 * link. An address that already has an account is answered like a fresh sign-up (with an id drawn
 * from the same sequence, so it looks like one) and its owner gets an e-mail about the attempt
 * instead: sign-up tells no one whether an address has an account. The phone code is used up either
 * way, so each probe costs a code.
 */
export const registerAdminUser: Handler<'RegisterAdminUser'> = async (p, ctx) => {
  const email = normalizeEmail(p.Email);
  const check = await useCode(ctx.db, { purpose: Purpose.RegisterPhone, target: fullPhone(p.PhonePrefix, p.Phone), code: p.PhoneCode, now: ctx.now });
  if (check === 'expired') throw new ActionError(RetCode.SignupCodeExpired);
  if (check === 'wrong') throw new ActionError(RetCode.InvalidCode);
  await hashPassword(p.Password); // the same work as a fresh sign-up, whatever follows
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    const mail = duplicateSignUpMail(`${ctx.config.publicUrl}/signin`, `${ctx.config.publicUrl}/retrieve`);
    await queueMessage(ctx, { channel: 'email', recipient: existing.email, ...mail });
    const [drawn] = resultRows<{ id: number | string | bigint }>(await ctx.db.execute(sql`select nextval(pg_get_serial_sequence('users', 'id')) as id`));
    return { AdminUserID: Number(drawn!.id) };
  }
  const id = await createUser(
    ctx.db,
    {
      email,
      passwordHash: await hashPassword(p.Password),
      displayName: p.DisplayName,
      phone: p.Phone,
      phonePrefix: p.PhonePrefix.replace(/\D/g, ''),
      timezone: p.Timezone || undefined,
      registerIp: ctx.ip,
      registerCountry: p.Country.toUpperCase(),
      activated: false,
      saleCode: p.SaleCode || null,
      channelCode: p.ChannelCode || null,
    },
    ctx.now,
  );
  await sendActivationLink(ctx, { id, email });
  return { AdminUserID: id };
};
