/**
 * The offline layer without its UI: what main.tsx loads on every page (its own chunk, after the
 * first render). The shell's UI parts come from `./index.ts`.
 */
export { startOffline } from './startOffline';
export { enqueueAction } from './enqueueAction';
export { uploadFile } from './uploadFile';
export { kickReplay } from './outboxReplayer';
export { measureBulkWrite } from './measureBulkWrite';
