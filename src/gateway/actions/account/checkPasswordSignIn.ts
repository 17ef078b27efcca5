import { RetCode } from '../../../contract/retCodes';
import { verifyPassword } from '../../auth/password';
import type { Executor } from '../../db/client';
import { ActionError } from '../../errors';
import { findUserByEmail, type UserRow } from './findUser';

/**
 * The password sign-in checks shared by LoginByPassword and LoginBindSocialMedia. An unknown e-mail
 * and a wrong password get the same answer (SignInFailed, 'Sign in failed, please retry!') after the
 * same work (one argon2 verification, against a dummy hash for an unknown e-mail), so neither the
 * answer nor its time tells whether an account exists. Only after the right password: not
 * activated 214415 (revealed only to someone who has the password).
 */
export async function checkPasswordSignIn(db: Executor, email: string, password: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  if (!(await verifyPassword(user?.passwordHash, password)) || !user) throw new ActionError(RetCode.SignInFailed);
  if (!user.activated) throw new ActionError(RetCode.NotActivated);
  return user;
}
