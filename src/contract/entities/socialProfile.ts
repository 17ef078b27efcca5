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
