import { clearSignInFailures } from '../../auth/signInLimiter';
import { startSession } from '../../auth/sessions';
import type { Handler } from '../../handlers';
import { checkPasswordSignIn } from './checkPasswordSignIn';
import { normalizeEmail } from './findUser';

/** Password sign-in; dispatch has counted the attempt (auth/signInLimiter.ts), a success clears it. */
export const loginByPassword: Handler<'LoginByPassword'> = async (p, ctx) => {
  const user = await checkPasswordSignIn(ctx.db, p.Email, p.Password);
  await clearSignInFailures(ctx.db, normalizeEmail(p.Email), ctx.ip);
  return startSession(ctx.db, user.id, ctx.config, ctx.now);
};
