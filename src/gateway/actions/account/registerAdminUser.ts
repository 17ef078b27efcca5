import { RetCode } from '../../../contract/retCodes';
import { hashPassword } from '../../auth/password';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { createUser } from './createUser';
import { assertEmailFree, normalizeEmail } from './findUser';
import { sendActivationLink } from './sendActivationLink';
import { fullPhone } from './sendRegisterPhoneCodeV1';
import { Purpose, useCode } from './verificationCodes';

/** Sign-up: checks the phone code, creates the (not yet activated) account and e-mails the activation link. */
export const registerAdminUser: Handler<'RegisterAdminUser'> = async (p, ctx) => {
  const email = normalizeEmail(p.Email);
  await assertEmailFree(ctx.db, email);
  const check = await useCode(ctx.db, { purpose: Purpose.RegisterPhone, target: fullPhone(p.PhonePrefix, p.Phone), code: p.PhoneCode, now: ctx.now });
  if (check === 'expired') throw new ActionError(RetCode.SignupCodeExpired);
  if (check === 'wrong') throw new ActionError(RetCode.InvalidCode);
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
