import type { AccessRequirement } from '../../contract/gating';
import { routeHref } from './routeHref';

export interface QuickStartItem extends AccessRequirement {
  id: string;
  titleKey: string;
  /** Target route of spec/routes.txt; the item shows once that route is in the route table. */
  to: string;
}

/**
 * Quick Start tiles of spec 000 §2, each pointing at the page where that work starts. Shared by the
 * shell's Quick Start menu and the web manifest's shortcuts (offline/webManifest.ts), so it sits in lib/.
 * Targets not built yet are spec paths the shell checks against the route table before linking.
 */
export const quickStartItems: readonly QuickStartItem[] = [
  { id: 'marketingPlan', titleKey: 'quickStart.marketingPlan', to: '/mkthub/planlist', module: 'MarketingPlan' },
  { id: 'automation', titleKey: 'quickStart.automation', to: '/mkthub/workflowlist', module: 'Automation' },
  { id: 'socialPost', titleKey: 'quickStart.socialPost', to: '/mkthub/post/social/message', module: 'SocialMedia' },
  { id: 'advertising', titleKey: 'quickStart.advertising', to: '/advertising/home-page' },
  { id: 'sms', titleKey: 'quickStart.sms', to: routeHref('/sms/sending') },
  { id: 'email', titleKey: 'quickStart.email', to: routeHref('/email/sending') },
];

/** The trial-experience guide is always offered. */
export const quickStartGuide = { titleKey: 'quickStart.guide', to: routeHref('/experience') } as const;
