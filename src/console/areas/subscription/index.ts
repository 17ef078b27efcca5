/** Subscription packages, checkout and the trial experience; one chunk. */
export { SubscriptionPage } from './SubscriptionPage';
export { BuyPackagePage } from './BuyPackagePage';
export { ExperiencePage } from './ExperiencePage';
