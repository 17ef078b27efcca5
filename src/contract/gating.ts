import { NON_UPGRADABLE_USER_TYPE, type PermissionKey, type ProductModule } from './constants';

export interface AccessSubject {
  /** Modules whitelisted by the user's active package (empty when there is none). */
  modules: ReadonlySet<string>;
  /** The user's permission keys. */
  permissions: ReadonlySet<string>;
  /** User Type; 4 cannot upgrade. */
  userType: number;
}

export interface AccessRequirement {
  module?: ProductModule;
  permission?: PermissionKey;
}

/**
 * The one decision used by menus, route guards and the gateway (spec 000 §6): the feature runs if
 * the user may use it; else an upgradable user is sent to upgrade (AMCLOUD_01173); else the
 * warning AMCLOUD_NO_UPGRADE_PERMISSION. A missing permission key hides the item ('hidden').
 */
export type AccessDecision = 'allow' | 'upgrade' | 'no-upgrade-permission' | 'hidden';

export function canUpgrade(userType: number): boolean {
  return userType !== NON_UPGRADABLE_USER_TYPE;
}

export function decideAccess(subject: AccessSubject, req: AccessRequirement): AccessDecision {
  if (req.permission && !subject.permissions.has(req.permission)) return 'hidden';
  if (req.module && !subject.modules.has(req.module)) {
    return canUpgrade(subject.userType) ? 'upgrade' : 'no-upgrade-permission';
  }
  return 'allow';
}

/**
 * Permission keys (spec 000 §6): WhatsAppAgent for everyone, TestUser for the provider's own
 * domain, TicketOperator and PaymentOperator for an account whose stored role is operator (nothing
 * else grants them).
 */
export function permissionsFor(email: string, providerEmailDomain: string, role = 'customer'): PermissionKey[] {
  const keys: PermissionKey[] = ['WhatsAppAgent'];
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (providerEmailDomain && domain === providerEmailDomain.toLowerCase()) keys.push('TestUser');
  if (role === 'operator') keys.push('TicketOperator', 'PaymentOperator');
  return keys;
}
