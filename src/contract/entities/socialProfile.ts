import { z } from 'zod';

/** A social media profile connected for publishing (spec 001 §6: at most 20, the package's quota). */
export const SocialProfile = z.object({
  ProfileId: z.number().int(),
  /** Spec 001 §9: 1 Facebook, 2 Instagram, 3 LinkedIn, 4 Twitter, 5 YouTube, 6 TikTok. */
  PlatformType: z.number().int(),
  /** The name the platform gave, and its e-mail when it shared one. */
  Name: z.string(),
  Email: z.string().nullable(),
  /** Unix seconds. */
  CreateTime: z.number().int(),
});
export type SocialProfile = z.infer<typeof SocialProfile>;

/** Social platforms (spec 001 §9 platform ids) and the OAuth provider key each connects through (OAUTH_<KEY>_*). Telegram (7) connects a bot in the marketing hub instead. */
export const SocialPlatforms = [
  { PlatformType: 1, Name: 'Facebook', provider: 'facebook' },
  { PlatformType: 2, Name: 'Instagram', provider: 'instagram' },
  { PlatformType: 3, Name: 'LinkedIn', provider: 'linkedin' },
  { PlatformType: 4, Name: 'Twitter', provider: 'twitter' },
  { PlatformType: 5, Name: 'YouTube', provider: 'youtube' },
  { PlatformType: 6, Name: 'TikTok', provider: 'tiktok' },
] as const;
export type SocialPlatformType = (typeof SocialPlatforms)[number]['PlatformType'];
