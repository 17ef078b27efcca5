import type { VerifyType } from '../../../contract/constants';
import { RetCode } from '../../../contract/retCodes';
import type { Executor } from '../../db/client';
import { ActionError } from '../../errors';
import { useCode } from './verificationCodes';

/** Uses up the caller's newest code of a verify type, or answers InvalidCode. */
export async function requireVerifyCode(db: Executor, type: VerifyType, email: string, code: string, now: number): Promise<void> {
  const check = await useCode(db, { purpose: type, target: email, code, now });
  if (check !== 'ok') throw new ActionError(RetCode.InvalidCode);
}
