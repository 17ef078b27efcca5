import { z } from 'zod';
import { defineAction } from '../action';
import { SocialProviders, VerifyTypes } from '../constants';
import { AccessKey, AuthTokens, UserInfo } from '../entities/user';
import {
  emailField,
  nameField,
  newPasswordField,
  optionalNameField,
  passwordField,
  phoneField,
  requiredString,
} from '../validation/fields';
import { ValidationText } from '../validation/rules';
import { notificationEmailActions } from './notificationEmails';

const none = z.object({});
const empty = z.object({});
const key = requiredString('Key is required', 256);
const code = requiredString('Code is required', 16);
const provider = z.enum(SocialProviders, { error: `Type must be one of ${SocialProviders.join(', ')}` });
const sent = z.object({ Sent: z.boolean(), ResendAfterSeconds: z.number().int() });
/** Country calling code: digits, an optional leading '+'. */
const phonePrefix = requiredString(ValidationText.CountryRequired, 8).regex(/^\+?\d{1,6}$/, { error: ValidationText.PhoneInvalid });

export const accountActions = {
  LoginByPassword: defineAction({
    kind: 'write',
    access: 'public',
    summary: 'Sign in with e-mail and password.',
    params: z.object({ Email: emailField, Password: passwordField }),
    result: AuthTokens,
  }),
  SendRegisterPhoneCodeV1: defineAction({
    kind: 'write',
    access: 'public',
    summary: 'Send a sign-up code to a phone number (resend allowed after 60 s).',
    params: z.object({ Phone: phoneField, PhonePrefix: phonePrefix }),
    result: sent,
  }),
  RegisterAdminUser: defineAction({
    kind: 'write',
    access: 'public',
    summary: 'Create an account; an activation e-mail is sent.',
    params: z.object({
      Email: emailField,
      Password: newPasswordField,
      DisplayName: nameField(),
      Phone: phoneField,
      PhonePrefix: phonePrefix,
      PhoneCode: code,
      Country: requiredString(ValidationText.CountryRequired, 2),
      Timezone: z.string().max(64).optional(),
      SaleCode: z.string().max(64).optional(),
      ChannelCode: z.string().max(64).optional(),
    }),
    result: z.object({ AdminUserID: z.number().int() }),
  }),
  SendActivateEmail: defineAction({
    kind: 'write',
    access: 'public',
    summary: 'Send the activation e-mail again.',
    params: z.object({ Email: emailField }),
    result: sent,
  }),
  ActivateAdminUser: defineAction({
    kind: 'write',
    access: 'public',
    summary: 'Activate an account with the key from the activation e-mail.',
    params: z.object({ Key: key }),
    result: z.object({ Email: z.string() }),
  }),
  GetUserInfo: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The signed-in user.',
    params: none,
    result: UserInfo,
  }),
  UpdateUser: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Change profile fields.',
    params: z.object({
      DisplayName: nameField().optional(),
      Phone: phoneField.optional(),
      Timezone: z.string().max(64).optional(),
      CnName: optionalNameField(),
      EnName: optionalNameField(),
    }),
    result: UserInfo,
    invalidates: ['GetUserInfo'],
    statement: 'single',
    title: 'Profile update',
    titleZh: '更新个人资料',
  }),
  SendCurrentEmailVerificationCode: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Send a verification code to the current e-mail for one of the verify types.',
    params: z.object({ VerifyType: z.enum(VerifyTypes, { error: `VerifyType must be one of ${VerifyTypes.join(', ')}` }) }),
    result: sent,
    offline: { queue: false, why: 'security' },
  }),
  SendChangeEmail: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Verify the old e-mail with its MODIFY_EMAIL_OLD code and send a confirmation link to the new one.',
    params: z.object({ Email: emailField, VerifyCode: code }),
    result: sent,
    offline: { queue: false, why: 'security' },
  }),
  ChangeEmail: defineAction({
    kind: 'write',
    access: 'public',
    summary: 'Apply an e-mail change with the key from the confirmation link.',
    params: z.object({ Key: key }),
    result: z.object({ Email: z.string() }),
    invalidates: ['GetUserInfo'],
  }),
  SendResetPasswordEmail: defineAction({
    kind: 'write',
    access: 'public',
    summary: 'Send a password-reset link.',
    params: z.object({ Email: emailField }),
    result: sent,
  }),
  GetEmailByKey: defineAction({
    kind: 'read',
    access: 'public',
    summary: 'The e-mail a reset, activation or change key belongs to.',
    params: z.object({ Key: key }),
    result: z.object({ Email: z.string(), Purpose: z.string(), ExpireTime: z.number().int() }),
  }),
  ResetPassword: defineAction({
    kind: 'write',
    access: 'public',
    summary: 'Set a new password with the key from the reset e-mail; signs out every session and revokes every access key.',
    params: z.object({ Key: key, Password: newPasswordField }),
    result: empty,
  }),
  ChangePassword: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Change the password with the current one or a MODIFY_PASSWORD code; other sessions are signed out and every access key is revoked.',
    params: z
      .object({
        OldPassword: passwordField.optional(),
        VerifyCode: code.optional(),
        NewPassword: newPasswordField,
        RefreshToken: z.string().max(256).optional(),
      })
      .refine((p) => p.OldPassword !== undefined || p.VerifyCode !== undefined, {
        error: 'OldPassword or VerifyCode is required',
        path: ['OldPassword'],
      }),
    result: empty,
    offline: { queue: false, why: 'security' },
  }),
  CreateAccessKey: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Create an API access key, optionally expiring at ExpireTime (unix seconds); the secret is shown only in this answer.',
    params: z.object({
      Name: nameField(ValidationText.NameRequired, 64),
      ExpireTime: z.int({ error: 'ExpireTime must be unix seconds' }).positive({ error: 'ExpireTime must be unix seconds' }).optional(),
    }),
    result: AccessKey.extend({ AccessKeySecret: z.string() }),
    invalidates: ['ListAccessKeys'],
    // The secret is shown only in this answer: a replay hours later would show it to no one.
    offline: { queue: false, why: 'security' },
    title: 'New access key: "{Name}"',
    titleZh: '新建访问密钥：“{Name}”',
  }),
  ListAccessKeys: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The access keys of the signed-in user (without secrets).',
    params: none,
    result: z.object({ Keys: z.array(AccessKey) }),
  }),
  DeleteAccessKey: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Revoke one of your access keys at once; requests signed with it are refused from then on.',
    params: z.object({ AccessKeyId: requiredString('AccessKeyId is required', 64) }),
    result: empty,
    invalidates: ['ListAccessKeys'],
    // A revocation must take effect now or fail visibly, never wait in an outbox.
    offline: { queue: false, why: 'security' },
  }),
  RefreshToken: defineAction({
    kind: 'write',
    access: 'public',
    summary: 'Exchange a refresh token for a new pair; the old refresh token stops working.',
    params: z.object({ RefreshToken: requiredString('RefreshToken is required', 256) }),
    result: AuthTokens,
    quiet: true,
  }),
  LogoutToken: defineAction({
    kind: 'write',
    access: 'public',
    summary: 'Sign out: revokes the session of this refresh token on the server.',
    params: z.object({ RefreshToken: requiredString('RefreshToken is required', 256) }),
    result: empty,
  }),
  GetSocialMediaAuthUrl: defineAction({
    // 'write': it stores a single-use state, so an answer must never be cached or replayed.
    kind: 'write',
    access: 'public',
    summary: 'The provider authorization URL for social sign-in (OAuth 2.0 authorization code).',
    params: z.object({ Type: provider, RedirectUri: z.url({ error: ValidationText.AddressFormatIncorrect }) }),
    result: z.object({ Url: z.string(), State: z.string() }),
  }),
  LoginBySocialMedia: defineAction({
    kind: 'write',
    access: 'public',
    summary: 'Finish social sign-in with the code and state the provider returned.',
    params: z.object({ Type: provider, Code: requiredString('Code is required', 2048), State: requiredString('State is required', 256) }),
    result: z.object({
      Bound: z.boolean(),
      Tokens: AuthTokens.nullable(),
      /** When not bound: a short-lived ticket for RegisterBySocialMedia or LoginBindSocialMedia. */
      SocialTicket: z.string().nullable(),
      Email: z.string().nullable(),
      DisplayName: z.string().nullable(),
    }),
  }),
  RegisterBySocialMedia: defineAction({
    kind: 'write',
    access: 'public',
    summary: 'Create an account bound to a social identity (from a SocialTicket); it is active at once.',
    params: z.object({
      SocialTicket: requiredString('SocialTicket is required', 256),
      Email: emailField,
      DisplayName: nameField(),
      Country: requiredString(ValidationText.CountryRequired, 2),
      Timezone: z.string().max(64).optional(),
    }),
    result: AuthTokens,
  }),
  LoginBindSocialMedia: defineAction({
    kind: 'write',
    access: 'public',
    summary: 'Sign in with e-mail and password and bind the social identity of a SocialTicket.',
    params: z.object({ SocialTicket: requiredString('SocialTicket is required', 256), Email: emailField, Password: passwordField }),
    result: AuthTokens,
  }),
  ...notificationEmailActions,
} as const;
