import type { Requirement } from '../access';

export interface QuickStartItem extends Requirement {
  id: string;
  titleKey: string;
  /** Target route; the item shows once that route is in the route table. */
  to: string;
}

/** Quick Start tiles of spec 000 §2, each pointing at the page where that work starts. */
export const quickStartItems: readonly QuickStartItem[] = [
  { id: 'marketingPlan', titleKey: 'quickStart.marketingPlan', to: '/mkthub/planlist', module: 'MarketingPlan' },
  { id: 'automation', titleKey: 'quickStart.automation', to: '/mkthub/workflowlist', module: 'Automation' },
  { id: 'socialPost', titleKey: 'quickStart.socialPost', to: '/mkthub/post/social/message', module: 'SocialMedia' },
  { id: 'advertising', titleKey: 'quickStart.advertising', to: '/advertising/home-page' },
  { id: 'sms', titleKey: 'quickStart.sms', to: '/sms/sending' },
  { id: 'email', titleKey: 'quickStart.email', to: '/email/sending' },
];

/** The trial-experience guide is always offered. */
export const quickStartGuide = { titleKey: 'quickStart.guide', to: '/experience' } as const;
