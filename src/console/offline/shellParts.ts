/**
 * What the shell shows of the offline layer on every signed-in page, without `index.ts`'s other
 * exports (drafts, uploads, mirrors), whose modules would bring Dexie into the start-up scripts.
 */
export { OfflineIndicator } from './OfflineIndicator';
export { OfflineBanners } from './OfflineBanners';
