import type { ActionName } from '../../contract/actions';
import type { RateLimitRule } from '../config';

const MIN = 60;
const HOUR = 3600;

/**
 * Fixed-window rate limits per Action: everything that sends a code or a link, and the e-mail
 * domain Actions that cost a key generation or DNS lookups. The password sign-in
 * (LoginByPassword, LoginBindSocialMedia) has its own sliding per-(account, address) limiter:
 * auth/signInLimiter.ts.
 */
export const rateLimitRules: Partial<Record<ActionName, RateLimitRule[]>> = {
  SendRegisterPhoneCodeV1: [
    { scope: 'param:Phone', limit: 1, windowSeconds: MIN },
    { scope: 'ip', limit: 30, windowSeconds: HOUR },
  ],
  RegisterAdminUser: [
    { scope: 'param:Phone', limit: 10, windowSeconds: 15 * MIN },
    { scope: 'ip', limit: 30, windowSeconds: HOUR },
  ],
  SendActivateEmail: [
    { scope: 'param:Email', limit: 1, windowSeconds: MIN },
    { scope: 'ip', limit: 30, windowSeconds: HOUR },
  ],
  SendResetPasswordEmail: [
    { scope: 'param:Email', limit: 1, windowSeconds: MIN },
    { scope: 'ip', limit: 30, windowSeconds: HOUR },
  ],
  SendCurrentEmailVerificationCode: [{ scope: 'user', limit: 1, windowSeconds: MIN }],
  SendChangeEmail: [{ scope: 'user', limit: 10, windowSeconds: 15 * MIN }],
  ChangePassword: [{ scope: 'user', limit: 10, windowSeconds: 15 * MIN }],
  ResetPassword: [{ scope: 'ip', limit: 30, windowSeconds: 15 * MIN }],
  ActivateAdminUser: [{ scope: 'ip', limit: 60, windowSeconds: 15 * MIN }],
  GetEmailByKey: [{ scope: 'ip', limit: 120, windowSeconds: 15 * MIN }],
  RefreshToken: [{ scope: 'ip', limit: 600, windowSeconds: 15 * MIN }],
  LoginBySocialMedia: [{ scope: 'ip', limit: 60, windowSeconds: 15 * MIN }],
  // A sending domain costs an RSA key generation; a check, five DNS lookups towards the domain's name servers.
  CreateUEmailDomain: [{ scope: 'user', limit: 30, windowSeconds: HOUR }],
  VerifyUEmailDomain: [{ scope: 'user', limit: 60, windowSeconds: HOUR }],
};
