import type { UserInfo } from '../../../contract/entities/user';
import { permissionsFor } from '../../../contract/gating';
import type { GatewayConfig } from '../../config';
import type { Handler } from '../../handlers';
import type { UserRow } from './findUser';

/** The user-info fields of spec 000 §3, with the permission keys the gateway grants. */
export function toUserInfo(u: UserRow, config: Pick<GatewayConfig, 'providerEmailDomain'>): UserInfo {
  return {
    AdminUserId: u.id,
    Email: u.email,
    DisplayName: u.displayName,
    Administrator: u.administrator,
    Phone: u.phone,
    Timezone: u.timezone,
    RegisterIP: u.registerIp,
    RegisterCountry: u.registerCountry,
    Type: u.type,
    CnName: u.cnName,
    EnName: u.enName,
    Upgrade: u.upgrade,
    Permissions: permissionsFor(u.email, config.providerEmailDomain, u.role),
  };
}

/** The caller's row as sign-in resolved it (from the auth cache when warm: no query). */
export const getUserInfo: Handler<'GetUserInfo'> = async (_p, ctx) => toUserInfo(ctx.caller.user, ctx.config);
