import { computed } from '@preact/signals-react';
import { buyRecords, userInfo } from '../session';
import { activeModules } from './activePackage';
import type { AccessSubject } from './decideAccess';

/** The signed-in user as the gating function sees them; null until user info and records are loaded. */
export const accessSubject = computed<AccessSubject | null>(() => {
  const info = userInfo.value;
  const records = buyRecords.value;
  if (!info || !records) return null;
  return {
    userType: info.Type,
    permissions: info.Permissions ?? [],
    modules: activeModules(records, Math.floor(Date.now() / 1000)),
  };
});
