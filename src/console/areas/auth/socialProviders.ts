import { SocialProviders, type SocialProvider } from '../../../contract/constants';

/**
 * Social sign-in providers offered on the sign-in page: those named in VITE_SOCIAL_PROVIDERS at
 * build time (comma separated), matching the gateway's configured OAuth adapters. Default: none.
 */
export function enabledSocialProviders(list: string | undefined = import.meta.env.VITE_SOCIAL_PROVIDERS): SocialProvider[] {
  const wanted = (list ?? '').split(',').map((s) => s.trim().toLowerCase());
  return SocialProviders.filter((p) => wanted.includes(p));
}

export const providerLabel: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  tiktok: 'TikTok',
};
