/**
 * What other areas may use from the SMS area (lint: `console/area-boundaries`). Kept apart from
 * index.ts, the lazy entry of the SMS pages, so an importer does not download those pages.
 */
export { smsPerformance } from './smsPerformance';
export { smsDashboard } from './smsDashboard';
