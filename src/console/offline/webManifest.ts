import { en } from '../i18n/locales/en';
import { quickStartItems } from '../lib/quickStart';
import { routeHref } from '../lib/routeHref';

export const THEME_COLOR = '#4f46e5';
export const BACKGROUND_COLOR = '#f8fafc';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** The web app manifest (built into dist/manifest.webmanifest by vite-plugin-pwa). */
export function webManifest() {
  const text = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], en) as string;
  const icons: ManifestIcon[] = [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ];
  return {
    id: '/',
    name: en.app.name,
    short_name: 'Console',
    description: 'Send and analyse SMS, MMS, email, WhatsApp and voice campaigns from one console, online or offline.',
    lang: 'en',
    dir: 'ltr' as const,
    start_url: routeHref('/dashboard'),
    scope: '/',
    display: 'standalone' as const,
    orientation: 'any' as const,
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['business', 'productivity'],
    icons,
    screenshots: [
      { src: '/screenshot-wide.jpg', sizes: '1280x800', type: 'image/jpeg', form_factor: 'wide', label: 'Dashboard' },
      { src: '/screenshot-narrow.jpg', sizes: '540x960', type: 'image/jpeg', form_factor: 'narrow', label: 'Sign in' },
    ],
    // The Quick Start items of spec 000 §2, from the list the shell's Quick Start menu shows.
    shortcuts: quickStartItems.map((item) => ({
      name: text(item.titleKey),
      url: item.to,
      icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }],
    })),
  };
}
