import { logoutRefreshToken, rotateRefreshToken } from '../../auth/sessions';
import type { Handler } from '../../handlers';

/** Rotation with reuse detection: see auth/sessions.ts. */
export const refreshToken: Handler<'RefreshToken'> = async (p, ctx) => rotateRefreshToken(ctx.db, p.RefreshToken, ctx.config, ctx.now);

/** Revokes the session of the refresh token; an unknown token still succeeds (idempotent). */
export const logoutToken: Handler<'LogoutToken'> = async (p, ctx) => {
  await logoutRefreshToken(ctx.db, p.RefreshToken, ctx.now);
  return {};
};
