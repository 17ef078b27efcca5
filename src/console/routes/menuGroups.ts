import type { MenuGroupId } from './routeTypes';

export interface MenuGroup {
  id: MenuGroupId;
  titleKey: string;
  /** Billing and settings are reached from the user menu, not the navigation menu (spec 000 §2). */
  inNav: boolean;
}

/** First-level groups in navigation order; a group shows once it has a visible route. */
export const menuGroups: readonly MenuGroup[] = [
  { id: 'dashboard', titleKey: 'nav.dashboard', inNav: true },
  { id: 'channels', titleKey: 'nav.channels', inNav: true },
  { id: 'marketing', titleKey: 'nav.marketing', inNav: true },
  { id: 'audience', titleKey: 'nav.audience', inNav: true },
  { id: 'analysis', titleKey: 'nav.analysis', inNav: true },
  { id: 'tools', titleKey: 'nav.tools', inNav: true },
  { id: 'advertising', titleKey: 'nav.advertising', inNav: true },
  { id: 'plans', titleKey: 'nav.plans', inNav: true },
  { id: 'billing', titleKey: 'nav.billing', inNav: false },
  { id: 'settings', titleKey: 'nav.settings', inNav: false },
];

/** Second-level sections: their title keys. */
export const menuSections: Readonly<Record<string, string>> = {
  subscription: 'nav.subscription',
  sms: 'nav.sms',
  email: 'nav.email',
  vms: 'nav.vms',
  mms: 'nav.mms',
  whatsapp: 'nav.whatsapp',
  bill: 'nav.bill',
};
