/**
 * The offline layer's public face (issue 4): service worker registration and updates, the
 * durable outbox (exactly once by IdempotencyKey), drafts, local mirrors, uploads and their UI.
 */
export { startOffline } from './startOffline';
export { preloadOutboxWork, uploadFileLazily } from './lazyOutboxWork';
export { OfflineIndicator } from './OfflineIndicator';
export { OfflineBanners } from './OfflineBanners';
export { ReadAge } from './ReadAge';
export { OfflineAge } from './OfflineAge';
export { readAgeTime } from './readAge';
export { onSettled } from './outboxEvents';
export { DraftsList } from './DraftsList';
export { UploadField } from './UploadField';
export { useDraft, type DraftState, type DraftOptions } from './useDraft';
export { uploadFile, checkFile, type UploadedFile } from './uploadFile';
export { enqueueAction } from './enqueueAction';
export { QueuedOfflineError } from './QueuedOfflineError';
export { forgetMirroredTemplates, searchMirroredInbox, searchMirroredTemplates } from './mirrorAnswer';
export { kickReplay } from './outboxReplayer';
export { outboxCounts, online, offlineDataFrom } from './offlineSignals';
export { runWrite, type WriteOutcome } from './runWrite';
