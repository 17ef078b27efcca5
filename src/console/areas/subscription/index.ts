/** Subscription packages, checkout and the trial experience; one chunk with the experience page's texts. */
export { areaTexts } from './areaTexts';
export { SubscriptionPage } from './SubscriptionPage';
export { BuyPackagePage } from './BuyPackagePage';
export { ExperiencePage } from './ExperiencePage';
