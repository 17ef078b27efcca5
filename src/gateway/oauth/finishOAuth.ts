import { and, eq, isNull } from 'drizzle-orm';
import { RetCode } from '../../contract/retCodes';
import type { Executor } from '../db/client';
import { oauthStates } from '../db/schema';
import { ActionError } from '../errors';
import { sha256 } from '../lib/random';
import { type OAuthAdapter, OAuthError, type SocialProfile } from './OAuthAdapter';

/** How long an OAuth state may wait for the provider's answer. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

/**
 * The second half of an authorization-code flow: the state must be ours, stored for `owner` (the
 * provider of a sign-in, or the account and platform of a profile connection), younger than 10
 * minutes and unused; it is used up here even when the provider then fails (both refusals keep
 * that with `commit`). Returns who the provider says it is.
 */
export async function finishOAuth(db: Executor, adapter: OAuthAdapter, p: { state: string; code: string; owner: string; now: number }): Promise<SocialProfile> {
  const [state] = await db
    .update(oauthStates)
    .set({ usedAt: p.now })
    .where(and(eq(oauthStates.state, sha256(p.state)), isNull(oauthStates.usedAt)))
    .returning();
  if (!state || state.provider !== p.owner || state.createdAt <= p.now - OAUTH_STATE_TTL_MS) {
    throw new ActionError(RetCode.SocialLoginFailed, { key: 'SocialRequestExpired' }, undefined, { commit: true });
  }
  try {
    return await adapter.fetchProfile(p.code, state.redirectUri);
  } catch (err) {
    if (!(err instanceof OAuthError)) throw err;
    throw new ActionError(RetCode.SocialLoginFailed, undefined, undefined, { commit: true });
  }
}
