import {
  canUpgrade,
  decideAccess as decide,
  type AccessDecision,
  type AccessRequirement,
} from '../../contract/gating';

export type { AccessDecision };

/** What a route, menu item or feature needs. */
export type Requirement = AccessRequirement;

/** What is known about the signed-in user. */
export interface AccessSubject {
  userType: number;
  permissions: readonly string[];
  /** Modules whitelisted by the active, unexpired package. */
  modules: ReadonlySet<string>;
}

export const mayUpgrade = canUpgrade;

/**
 * The gating decision of spec 000 §5-§6, from the contract's one function (the gateway uses the
 * same): allow, upgrade (AMCLOUD_01173, upgrade badge), no-upgrade-permission (user Type 4,
 * AMCLOUD_NO_UPGRADE_PERMISSION) or hidden (missing permission key). Shared by menus, the route
 * guard and feature buttons. Extra fields of `req` (a whole RouteDef, say) are ignored.
 */
export function decideAccess(req: Requirement, subject: AccessSubject): AccessDecision {
  return decide(
    { userType: subject.userType, modules: subject.modules, permissions: new Set(subject.permissions) },
    { ...(req.module ? { module: req.module } : {}), ...(req.permission ? { permission: req.permission } : {}) },
  );
}
