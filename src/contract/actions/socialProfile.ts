import { z } from 'zod';
import { defineAction } from '../action';
import { SocialProviders } from '../constants';
import { SocialPlatforms } from '../entities/socialProfile';
import { SocialProfile } from '../entities/socialProfile';
import { ValidationText } from '../validation/rules';
import { requiredString } from '../validation/fields';

const platformType = z.union(
  SocialPlatforms.map((p) => z.literal(p.PlatformType)),
  { error: `PlatformType must be one of ${SocialPlatforms.map((p) => `${p.PlatformType} (${p.Name})`).join(', ')}` },
);

/**
 * Social sign-in accounts bound to the user (account settings), and connected social profiles (/setting/profile_list): at most 20, and no more than the active
 * package's SocialMediaAccountLimit ('Social profiles out of quota'). A profile is connected by an
 * OAuth 2.0 authorization code with the platform's provider adapter (OAUTH_<PLATFORM>_*).
 */
export const socialProfileActions = {
  ListSocialAccounts: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The social sign-in accounts bound to the caller (provider, the e-mail it gave, when bound), and whether the account also has a password.',
    params: z.object({}),
    result: z.object({
      Accounts: z.array(z.object({ Provider: z.string(), Email: z.string().nullable(), CreateTime: z.number().int() })),
      HasPassword: z.boolean(),
    }),
  }),
  UnbindSocialAccount: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Unbind one of the caller\'s social sign-in accounts; refused when it is the only way to sign in (no password and no other binding).',
    params: z.object({ Provider: z.enum(SocialProviders, { error: `Provider must be one of ${SocialProviders.join(', ')}` }) }),
    result: z.object({}),
    invalidates: ['ListSocialAccounts'],
    offline: { queue: false, why: 'security' },
  }),
  ListSocialProfiles: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The connected social profiles, the quota (the package\'s SocialMediaAccountLimit, at most 20), whether it is exceeded, and which platforms this gateway can connect.',
    params: z.object({}),
    result: z.object({
      Profiles: z.array(SocialProfile),
      Quota: z.number().int(),
      OverQuota: z.boolean(),
      Platforms: z.array(z.object({ PlatformType: z.number().int(), Name: z.string(), Configured: z.boolean() })),
    }),
  }),
  GetSocialProfileAuthUrl: defineAction({
    // 'write': it stores a single-use state bound to the caller.
    kind: 'write',
    access: 'user',
    summary: 'The platform\'s authorization URL to connect one more profile (refused when the quota is used up).',
    params: z.object({ PlatformType: platformType, RedirectUri: z.url({ error: ValidationText.AddressFormatIncorrect }) }),
    result: z.object({ Url: z.string(), State: z.string() }),
    offline: { queue: false, why: 'short-lived' },
  }),
  ConnectSocialProfile: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Finish connecting a profile with the code and state the platform returned; refused past the quota with \'Social profiles out of quota\'.',
    params: z.object({ PlatformType: platformType, Code: requiredString('Code is required', 2048), State: requiredString('State is required', 256) }),
    result: SocialProfile,
    invalidates: ['ListSocialProfiles'],
    offline: { queue: false, why: 'short-lived' },
  }),
  DeleteSocialProfile: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Disconnect one of the caller\'s social profiles.',
    params: z.object({ ProfileId: z.number({ error: 'ProfileId is required' }).int().min(1) }),
    result: z.object({}),
    invalidates: ['ListSocialProfiles'],
    title: 'Disconnect social profile {ProfileId}',
    titleZh: '断开社交主页 {ProfileId}',
  }),
} as const;
