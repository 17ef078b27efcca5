/** Gating and subscription notices: pure decisions plus the signals-backed subject. */
export { decideAccess, mayUpgrade, type AccessDecision, type AccessSubject, type Requirement } from './decideAccess';
export { activeRecord, activeModules, freeTrialAvailable, usedFreePackages } from './activePackage';
export { noticeFor, type Notice } from './noticeBanner';
export { welcomeDialogState } from './welcomeDialog';
export { isDismissedToday, dismissForToday } from './dismissals';
export { accessSubject } from './accessSubject';
export { runGated, setUpgradeRoute } from './runGated';
export { freePackage, startFreeTrial } from './freeTrial';
