import { z } from 'zod';

/** User info (spec 000 §3). Permission keys are added on the client side from these fields. */
export const UserInfo = z.object({
  AdminUserId: z.number().int(),
  Email: z.string(),
  DisplayName: z.string(),
  Administrator: z.boolean(),
  Phone: z.string(),
  Timezone: z.string(),
  RegisterIP: z.string(),
  RegisterCountry: z.string(),
  Type: z.number().int(),
  CnName: z.string(),
  EnName: z.string(),
  Upgrade: z.boolean(),
  /** Permission keys the gateway grants (WhatsAppAgent for all, TestUser for the provider's own domain). */
  Permissions: z.array(z.string()),
});
export type UserInfo = z.infer<typeof UserInfo>;

/** Auth response (spec 000 §3). */
export const AuthTokens = z.object({
  AccessToken: z.string(),
  RefreshToken: z.string(),
  AdminUserID: z.number().int(),
});
export type AuthTokens = z.infer<typeof AuthTokens>;

export const AccessKey = z.object({
  AccessKeyId: z.string(),
  Name: z.string(),
  CreateTime: z.number().int(),
  /** Unix seconds after which the key is refused; null = no expiry. */
  ExpireTime: z.number().int().nullable(),
  /** Last use (unix seconds, recorded at most once a minute) and the address it came from. */
  LastUsedTime: z.number().int().nullable(),
  LastUsedIp: z.string().nullable(),
});
export type AccessKey = z.infer<typeof AccessKey>;
