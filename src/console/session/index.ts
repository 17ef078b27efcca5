/** The session's public face for areas, routes and the shell. */
export { callAction } from './callAction';
export { callBlob, getBlob, type BlobAnswer } from './callBlob';
export { useAction, type ActionState, type UseActionOptions } from './useAction';
export { invalidateReads } from './readCache';
export { ActionError, NetworkError } from './actionErrors';
export { isNotFound } from './isNotFound';
export { completeSignIn } from './signIn';
export { logout } from './logout';
export { loadSession, loadReferenceData, refreshSubscriptions, refreshBadges } from './startup';
export { startTokenRefresh } from './tokenRefresh';
export { captureMarketingCodes, readMarketingCodes } from './marketingCodes';
export { serviceTarget, signInAddress } from './signInAddress';
export * from './sessionState';
export { useStatsZone } from './useStatsZone';
