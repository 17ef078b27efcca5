import { asc, eq } from 'drizzle-orm';
import { SocialPlatforms } from '../../../contract/entities/socialProfile';
import type { SocialProfile } from '../../../contract/entities/socialProfile';
import { socialProfiles } from '../../db/schema';
import type { Handler } from '../../handlers';
import { toUnixSeconds } from '../../lib/time';
import { oauthAdapterFor } from '../../oauth/oauthAdapterFor';
import { profileQuota } from './profileQuota';

export function toSocialProfile(r: typeof socialProfiles.$inferSelect): SocialProfile {
  return { ProfileId: r.id, PlatformType: r.platformType, Name: r.name, Email: r.email, CreateTime: toUnixSeconds(r.createdAt) };
}

/** The caller's connected profiles (oldest first), the quota, whether it is exceeded, and the platforms this gateway can connect. */
export const listSocialProfiles: Handler<'ListSocialProfiles'> = async (_p, ctx) => {
  const rows = await ctx.db.select().from(socialProfiles).where(eq(socialProfiles.userId, ctx.caller.userId)).orderBy(asc(socialProfiles.id));
  const quota = await profileQuota(ctx.db, ctx.caller.userId, ctx.now);
  return {
    Profiles: rows.map(toSocialProfile),
    Quota: quota,
    OverQuota: rows.length > quota,
    Platforms: SocialPlatforms.map((p) => ({ PlatformType: p.PlatformType, Name: p.Name, Configured: oauthAdapterFor(ctx.config, p.provider) !== null })),
  };
};
