import { startSession } from '../../auth/sessions';
import type { Handler } from '../../handlers';
import { checkPasswordSignIn } from './checkPasswordSignIn';

export const loginByPassword: Handler<'LoginByPassword'> = async (p, ctx) => {
  const user = await checkPasswordSignIn(ctx.db, p.Email, p.Password);
  return startSession(ctx.db, user.id, ctx.config, ctx.now);
};
