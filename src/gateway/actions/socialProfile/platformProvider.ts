import { SocialPlatforms } from '../../../contract/entities/socialProfile';

/** The OAuth provider key of a platform (OAUTH_<KEY>_* in the environment). */
export function platformProvider(platformType: number): string {
  const p = SocialPlatforms.find((x) => x.PlatformType === platformType);
  if (!p) throw new Error(`unknown platform ${platformType}`);
  return p.provider;
}

/**
 * The oauth_states provider value of a profile connection: bound to the platform and the account
 * that asked, so a state can finish only that account's connection and never a sign-in.
 */
export const profileStateOwner = (platformType: number, userId: number) => `profile:${platformProvider(platformType)}:${userId}`;
