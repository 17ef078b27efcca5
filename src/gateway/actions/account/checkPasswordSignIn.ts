import { RetCode } from '../../../contract/retCodes';
import { verifyPassword } from '../../auth/password';
import type { Executor } from '../../db/client';
import { ActionError } from '../../errors';
import { requireUserByEmail, type UserRow } from './findUser';

/**
 * The password sign-in checks shared by LoginByPassword and LoginBindSocialMedia: unknown e-mail
 * 214407, wrong password SignInFailed, right password but not activated 214415. The password is
 * checked before the activation state so the latter is not revealed to someone without it.
 */
export async function checkPasswordSignIn(db: Executor, email: string, password: string): Promise<UserRow> {
  const user = await requireUserByEmail(db, email);
  if (!(await verifyPassword(user.passwordHash, password))) throw new ActionError(RetCode.SignInFailed);
  if (!user.activated) throw new ActionError(RetCode.NotActivated);
  return user;
}
