var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// src/gateway/main.ts
import cluster from "node:cluster";

// src/contract/actions/account.ts
import { z as z4 } from "zod";

// src/contract/action.ts
function defineAction(def) {
  return def;
}
var API_BODY_LIMIT = 1048576;
var LARGE_API_BODY_LIMIT = 8 * 1048576;
function bodyLimitOf(def) {
  return def.body === "large" ? LARGE_API_BODY_LIMIT : API_BODY_LIMIT;
}

// src/contract/constants.ts
var TOKEN_REFRESH_MIN_AGE_MS = 4 * 36e5;
var TOKEN_REFRESH_MAX_AGE_MS = 24 * 36e5;
var PAGE_SIZE_SETS = [[12, 24], [20, 40, 80], [10, 15, 30]];
var FREE_TRIAL_DAYS = 14;
var CARD_BINDING_FREEZE_USD = 10;
var RECHARGE_MINIMUM = "50.00";
var RESEND_COUNTDOWN_SECONDS = 60;
var TICKET_PICTURES_MAX = 5;
var TICKET_TITLE_MAX = 100;
var TICKET_CONTENT_MAX = 5e3;
var TICKET_THUMB_PX = 320;
var UPLOAD_SIZE_LIMIT_BYTES = 10485760;
var PASSWORD_MIN_LENGTH = 6;
var PASSWORD_MAX_LENGTH = 20;
var PHONE_MAX_DIGITS = 15;
var CURRENCY = "usd";
var SOCIAL_ACCOUNTS_MAX = 20;
var ChannelId = { SMS: 9, SMSAlt: 6007, VMS: 6003, MMS: 6018, WhatsApp: 6009, Email: 6011 };
var WalletProductType = { Advertising: 6026, Voice: 6003, Email: 6011, SMS: 9 };
var VerifyTypes = ["MODIFY_EMAIL_OLD", "CANCEL_ACCOUNT", "ACTIVE_SUB_USER", "MODIFY_PASSWORD"];
var ProductModules = [
  "MarketingPlan",
  "Automation",
  "Analysis",
  "SocialMedia",
  "SocialMediaAccountLimit",
  "EmailLimit",
  "AIGCRequestLimit"
];
var NON_UPGRADABLE_USER_TYPE = 4;
var TicketCategories = ["SMS", "EMAIL", "WhatsApp", "Billing", "Account", "Others"];
var SocialProviders = ["google", "facebook", "github", "linkedin", "twitter", "tiktok"];

// src/contract/entities/user.ts
import { z } from "zod";
var UserInfo = z.object({
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
  Permissions: z.array(z.string())
});
var AuthTokens = z.object({
  AccessToken: z.string(),
  RefreshToken: z.string(),
  AdminUserID: z.number().int()
});
var AccessKey = z.object({
  AccessKeyId: z.string(),
  Name: z.string(),
  CreateTime: z.number().int(),
  /** Unix seconds after which the key is refused; null = no expiry. */
  ExpireTime: z.number().int().nullable(),
  /** Last use (unix seconds, recorded at most once a minute) and the address it came from. */
  LastUsedTime: z.number().int().nullable(),
  LastUsedIp: z.string().nullable()
});

// src/contract/validation/fields.ts
import { z as z2 } from "zod";

// src/contract/validation/rules.ts
var ValidationText = {
  EmailRequired: "Email is required",
  EmailInvalid: "Must be a valid email",
  PasswordRequired: "Password is required",
  PasswordWeak: `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters and use at least two of: letters, digits, symbols`,
  PasswordsInconsistent: "The two password entries are inconsistent",
  NameRequired: "Name is required",
  PhoneRequired: "Phone number is required",
  PhoneInvalid: "Invalid phone number format",
  DomainRequired: "Domain is required",
  CountryRequired: "Country is required",
  CaptchaRequired: "Captcha is required",
  FieldRequired: "Field is required",
  GroupNameRequired: "Group Name is required",
  CallbackRequired: "Callback address cannot be empty",
  AddressFormatIncorrect: "The entered address format is incorrect",
  ForbiddenCharacters: "Must not contain quotes, semicolons, commas, asterisks, backslashes, double dashes, hash signs or comment markers",
  // The operators' bank-transfer tool (billingBankTransfer.ts).
  ReferenceCodeRequired: "Please enter the reference code",
  ReferenceCodeInvalid: "Not a reference code (MC and 10 digits with valid check digits): check it for a typo",
  BankReferenceRequired: "Please enter the bank's reference of the transfer"
};
var EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;
var PHONE_RE = new RegExp(`^\\d{1,${PHONE_MAX_DIGITS}}$`);
var FORBIDDEN_RE = /['"`;,*\\#]|--|\/\*|\*\/|\/\//;
function isEmail(value) {
  return value.length <= 254 && EMAIL_RE.test(value);
}
function isPhoneDigits(value) {
  return PHONE_RE.test(value);
}
function hasForbiddenCharacters(value) {
  return FORBIDDEN_RE.test(value);
}
function isStrongPassword(value) {
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) return false;
  if (/\s/.test(value)) return false;
  let classes = 0;
  if (/[A-Za-z]/.test(value)) classes++;
  if (/\d/.test(value)) classes++;
  if (/[^A-Za-z\d]/.test(value)) classes++;
  return classes >= 2;
}

// src/contract/validation/fields.ts
function requiredString(requiredMessage, max = 1e3) {
  return z2.string({ error: (iss) => iss.input === void 0 || iss.input === null ? requiredMessage : "must be a string" }).trim().min(1, { error: requiredMessage }).max(max, { error: `must be at most ${max} characters` });
}
var emailField = requiredString(ValidationText.EmailRequired, 254).refine(isEmail, {
  error: ValidationText.EmailInvalid
});
var newPasswordField = z2.string({ error: (iss) => iss.input === void 0 ? ValidationText.PasswordRequired : "must be a string" }).min(1, { error: ValidationText.PasswordRequired }).refine(isStrongPassword, { error: ValidationText.PasswordWeak });
var passwordField = z2.string({ error: (iss) => iss.input === void 0 ? ValidationText.PasswordRequired : "must be a string" }).min(1, { error: ValidationText.PasswordRequired }).max(128, { error: "must be at most 128 characters" });
var phoneField = requiredString(ValidationText.PhoneRequired, 15).refine(isPhoneDigits, {
  error: ValidationText.PhoneInvalid
});
function nameField(requiredMessage = ValidationText.NameRequired, max = 64) {
  return requiredString(requiredMessage, max).refine((v) => !hasForbiddenCharacters(v), {
    error: ValidationText.ForbiddenCharacters
  });
}
function optionalNameField(max = 64) {
  return z2.string({ error: "must be a string" }).trim().max(max, { error: `must be at most ${max} characters` }).refine((v) => !hasForbiddenCharacters(v), { error: ValidationText.ForbiddenCharacters }).optional();
}
var unixSeconds = z2.number({ error: "must be a number of seconds" }).int({ error: "must be a whole number" }).min(0);
var pageParams = {
  Offset: z2.number().int().min(0).optional(),
  Limit: z2.number().int().min(1).max(200).optional()
};

// src/contract/actions/notificationEmails.ts
import { z as z3 } from "zod";
var NOTIFICATION_EMAILS_MAX = 5;
var NotificationEmails = z3.object({
  /** The addresses set on the settings page, in their order; empty = the account's own address. */
  Emails: z3.array(z3.string()),
  /** Where notification e-mails go now: Emails, or the account's address when there are none. */
  Recipients: z3.array(z3.string())
});
var notificationEmailActions = {
  GetNotificationEmails: defineAction({
    kind: "read",
    access: "user",
    summary: "The addresses notification e-mails (low-balance alarm, replies on tickets) go to; none set = the account's own address.",
    params: z3.object({}),
    result: NotificationEmails
  }),
  UpdateNotificationEmails: defineAction({
    kind: "write",
    access: "user",
    summary: `Set the notification addresses (up to ${NOTIFICATION_EMAILS_MAX}, each once; an empty list sends notifications to the account's own address again).`,
    params: z3.object({
      Emails: z3.array(emailField).max(NOTIFICATION_EMAILS_MAX, { error: `Up to ${NOTIFICATION_EMAILS_MAX} addresses` }).refine((list) => new Set(list.map((e) => e.toLowerCase())).size === list.length, { error: "lists an address twice" })
    }),
    result: NotificationEmails,
    invalidates: ["GetNotificationEmails", "GetBalanceAlarm"],
    title: "Notification e-mail addresses",
    titleZh: "\u901A\u77E5\u90AE\u7BB1"
  })
};

// src/contract/actions/account.ts
var none = z4.object({});
var empty = z4.object({});
var key = requiredString("Key is required", 256);
var code = requiredString("Code is required", 16);
var provider = z4.enum(SocialProviders, { error: `Type must be one of ${SocialProviders.join(", ")}` });
var sent = z4.object({ Sent: z4.boolean(), ResendAfterSeconds: z4.number().int() });
var phonePrefix = requiredString(ValidationText.CountryRequired, 8).regex(/^\+?\d{1,6}$/, { error: ValidationText.PhoneInvalid });
var accountActions = {
  LoginByPassword: defineAction({
    kind: "write",
    access: "public",
    summary: "Sign in with e-mail and password.",
    params: z4.object({ Email: emailField, Password: passwordField }),
    result: AuthTokens
  }),
  SendRegisterPhoneCodeV1: defineAction({
    kind: "write",
    access: "public",
    summary: "Send a sign-up code to a phone number (resend allowed after 60 s).",
    params: z4.object({ Phone: phoneField, PhonePrefix: phonePrefix }),
    result: sent
  }),
  RegisterAdminUser: defineAction({
    kind: "write",
    access: "public",
    summary: "Create an account; an activation e-mail is sent.",
    params: z4.object({
      Email: emailField,
      Password: newPasswordField,
      DisplayName: nameField(),
      Phone: phoneField,
      PhonePrefix: phonePrefix,
      PhoneCode: code,
      Country: requiredString(ValidationText.CountryRequired, 2),
      Timezone: z4.string().max(64).optional(),
      SaleCode: z4.string().max(64).optional(),
      ChannelCode: z4.string().max(64).optional()
    }),
    result: z4.object({ AdminUserID: z4.number().int() })
  }),
  SendActivateEmail: defineAction({
    kind: "write",
    access: "public",
    summary: "Send the activation e-mail again.",
    params: z4.object({ Email: emailField }),
    result: sent
  }),
  ActivateAdminUser: defineAction({
    kind: "write",
    access: "public",
    summary: "Activate an account with the key from the activation e-mail.",
    params: z4.object({ Key: key }),
    result: z4.object({ Email: z4.string() })
  }),
  GetUserInfo: defineAction({
    kind: "read",
    access: "user",
    summary: "The signed-in user.",
    params: none,
    result: UserInfo
  }),
  UpdateUser: defineAction({
    kind: "write",
    access: "user",
    summary: "Change profile fields.",
    params: z4.object({
      DisplayName: nameField().optional(),
      Phone: phoneField.optional(),
      Timezone: z4.string().max(64).optional(),
      CnName: optionalNameField(),
      EnName: optionalNameField()
    }),
    result: UserInfo,
    invalidates: ["GetUserInfo"],
    statement: "single",
    title: "Profile update",
    titleZh: "\u66F4\u65B0\u4E2A\u4EBA\u8D44\u6599"
  }),
  SendCurrentEmailVerificationCode: defineAction({
    kind: "write",
    access: "user",
    summary: "Send a verification code to the current e-mail for one of the verify types.",
    params: z4.object({ VerifyType: z4.enum(VerifyTypes, { error: `VerifyType must be one of ${VerifyTypes.join(", ")}` }) }),
    result: sent,
    offline: { queue: false, why: "security" }
  }),
  SendChangeEmail: defineAction({
    kind: "write",
    access: "user",
    summary: "Verify the old e-mail with its MODIFY_EMAIL_OLD code and send a confirmation link to the new one.",
    params: z4.object({ Email: emailField, VerifyCode: code }),
    result: sent,
    offline: { queue: false, why: "security" }
  }),
  ChangeEmail: defineAction({
    kind: "write",
    access: "public",
    summary: "Apply an e-mail change with the key from the confirmation link.",
    params: z4.object({ Key: key }),
    result: z4.object({ Email: z4.string() }),
    invalidates: ["GetUserInfo"]
  }),
  SendResetPasswordEmail: defineAction({
    kind: "write",
    access: "public",
    summary: "Send a password-reset link.",
    params: z4.object({ Email: emailField }),
    result: sent
  }),
  GetEmailByKey: defineAction({
    kind: "read",
    access: "public",
    summary: "The e-mail a reset, activation or change key belongs to.",
    params: z4.object({ Key: key }),
    result: z4.object({ Email: z4.string(), Purpose: z4.string(), ExpireTime: z4.number().int() })
  }),
  ResetPassword: defineAction({
    kind: "write",
    access: "public",
    summary: "Set a new password with the key from the reset e-mail; signs out every session and revokes every access key.",
    params: z4.object({ Key: key, Password: newPasswordField }),
    result: empty
  }),
  ChangePassword: defineAction({
    kind: "write",
    access: "user",
    summary: "Change the password with the current one or a MODIFY_PASSWORD code; other sessions are signed out and every access key is revoked.",
    params: z4.object({
      OldPassword: passwordField.optional(),
      VerifyCode: code.optional(),
      NewPassword: newPasswordField,
      RefreshToken: z4.string().max(256).optional()
    }).refine((p) => p.OldPassword !== void 0 || p.VerifyCode !== void 0, {
      error: "OldPassword or VerifyCode is required",
      path: ["OldPassword"]
    }),
    result: empty,
    offline: { queue: false, why: "security" }
  }),
  CreateAccessKey: defineAction({
    kind: "write",
    access: "user",
    summary: "Create an API access key, optionally expiring at ExpireTime (unix seconds); the secret is shown only in this answer.",
    params: z4.object({
      Name: nameField(ValidationText.NameRequired, 64),
      ExpireTime: z4.int({ error: "ExpireTime must be unix seconds" }).positive({ error: "ExpireTime must be unix seconds" }).optional()
    }),
    result: AccessKey.extend({ AccessKeySecret: z4.string() }),
    invalidates: ["ListAccessKeys"],
    // The secret is shown only in this answer: a replay hours later would show it to no one.
    offline: { queue: false, why: "security" },
    title: 'New access key: "{Name}"',
    titleZh: "\u65B0\u5EFA\u8BBF\u95EE\u5BC6\u94A5\uFF1A\u201C{Name}\u201D"
  }),
  ListAccessKeys: defineAction({
    kind: "read",
    access: "user",
    summary: "The access keys of the signed-in user (without secrets).",
    params: none,
    result: z4.object({ Keys: z4.array(AccessKey) })
  }),
  DeleteAccessKey: defineAction({
    kind: "write",
    access: "user",
    summary: "Revoke one of your access keys at once; requests signed with it are refused from then on.",
    params: z4.object({ AccessKeyId: requiredString("AccessKeyId is required", 64) }),
    result: empty,
    invalidates: ["ListAccessKeys"],
    // A revocation must take effect now or fail visibly, never wait in an outbox.
    offline: { queue: false, why: "security" }
  }),
  RefreshToken: defineAction({
    kind: "write",
    access: "public",
    summary: "Exchange a refresh token for a new pair; the old refresh token stops working.",
    params: z4.object({ RefreshToken: requiredString("RefreshToken is required", 256) }),
    result: AuthTokens,
    quiet: true
  }),
  LogoutToken: defineAction({
    kind: "write",
    access: "public",
    summary: "Sign out: revokes the session of this refresh token on the server.",
    params: z4.object({ RefreshToken: requiredString("RefreshToken is required", 256) }),
    result: empty
  }),
  GetSocialMediaAuthUrl: defineAction({
    // 'write': it stores a single-use state, so an answer must never be cached or replayed.
    kind: "write",
    access: "public",
    summary: "The provider authorization URL for social sign-in (OAuth 2.0 authorization code).",
    params: z4.object({ Type: provider, RedirectUri: z4.url({ error: ValidationText.AddressFormatIncorrect }) }),
    result: z4.object({ Url: z4.string(), State: z4.string() })
  }),
  LoginBySocialMedia: defineAction({
    kind: "write",
    access: "public",
    summary: "Finish social sign-in with the code and state the provider returned.",
    params: z4.object({ Type: provider, Code: requiredString("Code is required", 2048), State: requiredString("State is required", 256) }),
    result: z4.object({
      Bound: z4.boolean(),
      Tokens: AuthTokens.nullable(),
      /** When not bound: a short-lived ticket for RegisterBySocialMedia or LoginBindSocialMedia. */
      SocialTicket: z4.string().nullable(),
      Email: z4.string().nullable(),
      DisplayName: z4.string().nullable()
    })
  }),
  RegisterBySocialMedia: defineAction({
    kind: "write",
    access: "public",
    summary: "Create an account bound to a social identity (from a SocialTicket); it is active at once.",
    params: z4.object({
      SocialTicket: requiredString("SocialTicket is required", 256),
      Email: emailField,
      DisplayName: nameField(),
      Country: requiredString(ValidationText.CountryRequired, 2),
      Timezone: z4.string().max(64).optional()
    }),
    result: AuthTokens
  }),
  LoginBindSocialMedia: defineAction({
    kind: "write",
    access: "public",
    summary: "Sign in with e-mail and password and bind the social identity of a SocialTicket.",
    params: z4.object({ SocialTicket: requiredString("SocialTicket is required", 256), Email: emailField, Password: passwordField }),
    result: AuthTokens
  }),
  ...notificationEmailActions
};

// src/contract/actions/billing.ts
import { z as z17 } from "zod";

// src/contract/entities/balanceAlarm.ts
import { z as z5 } from "zod";
var BalanceAlarm = z5.object({
  Threshold: z5.number().int(),
  Currency: z5.string(),
  Emails: z5.array(z5.string()),
  /** Unix seconds of the last change; null when never set. */
  UpdateTime: z5.number().int().nullable(),
  /**
   * Auto recharge: when a wallet falls below Threshold, the default card refills it to this
   * amount (10000 per unit; 0 = off). At least Threshold + 50.00, so each refill meets the minimum.
   */
  AutoRechargeTarget: z5.number().int().default(0)
});
var BALANCE_ALARM_THRESHOLD_MAX = 1e6 * 1e4;

// src/contract/entities/transaction.ts
import { z as z6 } from "zod";
var int = () => z6.number().int();
var TransactionTypes = ["Deduct", "Recharge", "Withdraw", "Refund", "BonusRecharge", "CancelPromotion", "BonusDeduction", "CreditCardDeduction"];
var TransactionState = { Success: 1, Failed: 2 };
var TRANSACTION_PAGE_SIZES = PAGE_SIZE_SETS[2];
var Transaction = z6.object({
  TransactionId: z6.string(),
  Type: z6.enum(TransactionTypes),
  State: z6.union([z6.literal(TransactionState.Success), z6.literal(TransactionState.Failed)]),
  ProductType: int(),
  Amount: int(),
  AmountFree: int(),
  AmountCredit: int(),
  Available: int(),
  Currency: z6.string(),
  /** What it is about, e.g. `purchase:12`, `sms-task:…`. */
  Reference: z6.string(),
  /** Unix seconds. */
  CreateTime: int()
});

// src/contract/retCodes.ts
var RetCode = {
  Success: 0,
  // spec 000 §8
  Logout: 1e4,
  NotLoggedIn: 215398,
  UserNotExist: 214407,
  UserExists: 214411,
  SignupCodeExpired: 214412,
  NotActivated: 214415,
  AlreadyActivated: 214418,
  LibraryNoSpace: 17202,
  WhatsAppGetTemplatesError: 17109,
  // request shape
  InvalidRequest: 230001,
  UnsupportedMediaType: 230002,
  UnknownAction: 230003,
  InvalidParams: 230004,
  RateLimited: 230005,
  IdempotencyKeyReused: 230006,
  InternalError: 230007,
  NotFound: 230008,
  // gating
  UpgradeRequired: 230009,
  NoUpgradePermission: 230010,
  PermissionDenied: 230011,
  // accounts
  SignInFailed: 230020,
  SignUpFailed: 230021,
  InvalidCode: 230022,
  PasswordResetExpired: 230023,
  ActivationFailed: 230024,
  ActivationExpired: 230025,
  RefreshTokenInvalid: 230026,
  WrongPassword: 230027,
  SocialAccountNotBound: 230028,
  SocialLoginFailed: 230029,
  SocialProviderNotConfigured: 230030,
  EmailChangeExpired: 230031,
  // billing and subscriptions
  InsufficientBalance: 230040,
  PackageNotAvailable: 230041,
  FreePackageUsed: 230042,
  NoActivePackage: 230043,
  UpgradeNotHigher: 230044,
  PackageActive: 230045,
  PaymentDetailsFailed: 230046,
  AmountVerificationFailure: 230047,
  TopUpUnavailable: 230048,
  CardNotFound: 230049,
  PaymentNotFound: 230050,
  InvoiceNotFound: 230051,
  NoPaymentCard: 230052,
  SetupIntentNotFound: 230053,
  AutoRechargeTooLow: 230054,
  BankTransferAccountNotFound: 230055,
  BankTransferAlreadyCredited: 230056,
  // uploads (spec 001 §7)
  UploadExpiryInvalid: 230060,
  UploadTooLarge: 230061,
  UploadImageTooLarge: 230062,
  UploadTypeNotAllowed: 230063,
  UploadAuthInvalid: 230064,
  UploadGrantExpired: 230065,
  UploadMd5Mismatch: 230066,
  UploadTypeMismatch: 230067,
  UploadEmpty: 230068,
  UploadAlreadyStored: 230069,
  // SMS (issue 5)
  CountryNotSupported: 230100,
  TrialQuotaExceeded: 230101,
  TrialContentOnly: 230102,
  NoValidRecipients: 230103,
  TemplateNotFound: 230104,
  TemplateNotPassed: 230105,
  TemplateVariablesIncomplete: 230106,
  TaskNotFound: 230107,
  TaskNotCancellable: 230108,
  NoDataToExport: 230109,
  ExportNotReady: 230110,
  CallbackRequired: 230111,
  CallbackFormatIncorrect: 230112,
  TagExists: 230113,
  RuleNotFound: 230114,
  InvalidRule: 230115,
  SendLimitExceeded: 230116,
  ReplyNotFound: 230117,
  TimeRangeTooLong: 230118,
  SendTimeInPast: 230119,
  ExportNotFound: 230120,
  TemplateNotEditable: 230121,
  NothingToRetry: 230122,
  // audience (issue 11)
  ContactNotFound: 230130,
  GroupNotFound: 230131,
  ContactExists: 230132,
  GroupExists: 230133,
  // tickets (issue 12)
  TicketNotFound: 230140,
  TicketClosed: 230141,
  TicketPicturesOverLimit: 230142,
  AttachFileNotFound: 230143,
  AttachFileUnreadable: 230144,
  // social profiles (issue 12)
  SocialProfilesOutOfQuota: 230150,
  SocialProfileNotFound: 230151,
  SocialProfileExists: 230152,
  SocialAccountLastSignIn: 230153,
  // contact import and export (issue 11)
  ContactImportNotFound: 230160,
  // audience: tags, attributes, segments (issue 11)
  TagNotFound: 230170,
  AttributeNotFound: 230171,
  AttributeExists: 230172,
  SegmentNotFound: 230173,
  SegmentExists: 230174,
  // e-mail domains and senders (issue 13)
  EmailDomainNotFound: 230180,
  EmailDomainExists: 230181,
  EmailDomainLocked: 230182,
  EmailDnsLookupFailed: 230183,
  EmailSenderNotFound: 230184,
  EmailSenderExists: 230185,
  EmailSenderDomainUnverified: 230186,
  EmailSenderDeleted: 230187,
  EmailDomainsOverLimit: 230188,
  EmailSendersOverLimit: 230189,
  // voice (issue 14)
  VoiceAudioNotFound: 230190,
  VoiceAudioNotReady: 230191,
  // WhatsApp (issue 15)
  WhatsAppNotConnected: 230200,
  WhatsAppTemplateExists: 230201,
  WhatsAppProviderError: 230202,
  WhatsAppTemplateNotApproved: 230203,
  WhatsAppWindowClosed: 230204,
  WhatsAppNumberNotConnected: 230205
};

// src/contract/messages.ts
var retCodeMessages = {
  [RetCode.Success]: "Success",
  [RetCode.Logout]: "You have been signed out",
  [RetCode.NotLoggedIn]: "Not signed in, please sign in again",
  [RetCode.UserNotExist]: "User does not exist",
  [RetCode.UserExists]: "The current user already exists.",
  [RetCode.SignupCodeExpired]: "The sign-up code has expired, please request a new one",
  [RetCode.NotActivated]: "The account is not activated yet, please check your e-mail",
  [RetCode.AlreadyActivated]: "The account is already activated",
  [RetCode.LibraryNoSpace]: "The material library is full. Please clear the space and try again.",
  [RetCode.WhatsAppGetTemplatesError]: "Failed to get WhatsApp templates",
  [RetCode.InvalidRequest]: "The request body must be a JSON object with an Action",
  [RetCode.UnsupportedMediaType]: "The request must be sent as application/json",
  [RetCode.UnknownAction]: "Unknown Action",
  [RetCode.InvalidParams]: "Invalid parameters",
  [RetCode.RateLimited]: "Too many attempts, please try again later",
  [RetCode.IdempotencyKeyReused]: "This IdempotencyKey was already used for a different request",
  [RetCode.InternalError]: "The system is busy, please try again later!",
  [RetCode.NotFound]: "Not found",
  [RetCode.UpgradeRequired]: "AMCLOUD_01173",
  [RetCode.NoUpgradePermission]: "AMCLOUD_NO_UPGRADE_PERMISSION",
  [RetCode.PermissionDenied]: "You do not have permission for this action",
  [RetCode.SignInFailed]: "Sign in failed, please retry!",
  [RetCode.SignUpFailed]: "Sign up failed, please retry!",
  [RetCode.InvalidCode]: "The verification code is incorrect or has expired",
  [RetCode.PasswordResetExpired]: "The password reset email has expired.",
  [RetCode.ActivationFailed]: "Activation email failure",
  [RetCode.ActivationExpired]: "Activation email has expired",
  [RetCode.RefreshTokenInvalid]: "The refresh token is invalid or has been revoked",
  [RetCode.WrongPassword]: "The current password is incorrect",
  [RetCode.SocialAccountNotBound]: "This social account is not bound to a user yet",
  [RetCode.SocialLoginFailed]: "Sign in failed, please retry!",
  [RetCode.SocialProviderNotConfigured]: "This social sign-in provider is not configured",
  [RetCode.EmailChangeExpired]: "The e-mail change link is invalid or has expired",
  [RetCode.InsufficientBalance]: "Insufficient Balance",
  [RetCode.PackageNotAvailable]: "This package is not available",
  [RetCode.FreePackageUsed]: "The free package has already been used",
  [RetCode.NoActivePackage]: "There is no active package to upgrade",
  [RetCode.UpgradeNotHigher]: "Pick a package above your current one to upgrade",
  [RetCode.PackageActive]: "You already have an active package: upgrade it to change packages",
  [RetCode.PaymentDetailsFailed]: "Failed to process payment details",
  [RetCode.AmountVerificationFailure]: "Amount verification failure",
  [RetCode.TopUpUnavailable]: "Please contact our operation staff to open the top-up service",
  [RetCode.CardNotFound]: "The card does not exist",
  [RetCode.PaymentNotFound]: "The payment does not exist",
  [RetCode.BankTransferAccountNotFound]: "No account has this reference code",
  [RetCode.BankTransferAlreadyCredited]: "This bank transfer was already credited with other details",
  [RetCode.InvoiceNotFound]: "The invoice does not exist",
  [RetCode.NoPaymentCard]: "Bind a credit card first",
  [RetCode.SetupIntentNotFound]: "The card binding does not exist",
  [RetCode.AutoRechargeTooLow]: "The auto recharge amount must be at least the low-balance threshold plus 50.00",
  [RetCode.UploadExpiryInvalid]: "ExpiryDate must be in the future and at most 2 hours ahead",
  [RetCode.UploadTooLarge]: "The file is larger than the upload limit",
  [RetCode.UploadImageTooLarge]: "Uploaded image exceeds 300KB",
  [RetCode.UploadTypeNotAllowed]: "This file type cannot be uploaded here",
  [RetCode.UploadAuthInvalid]: "Upload has been failed",
  [RetCode.UploadGrantExpired]: "Upload failed, please try again later.",
  [RetCode.UploadMd5Mismatch]: "Check failed, please refresh and try again",
  [RetCode.UploadTypeMismatch]: "The uploaded file type does not match",
  [RetCode.UploadEmpty]: "The file data is empty",
  [RetCode.UploadAlreadyStored]: "This upload was already completed with other content",
  [RetCode.CountryNotSupported]: "The recipient's country is not supported.",
  [RetCode.TrialQuotaExceeded]: "The recipient count exceeds the remaining trial quota",
  [RetCode.TrialContentOnly]: "Trial accounts can send only the default test content to verified numbers",
  [RetCode.NoValidRecipients]: "There is no valid phone number to send to",
  [RetCode.TemplateNotFound]: "The template does not exist",
  [RetCode.TemplateNotPassed]: "The template has not passed review",
  [RetCode.TemplateVariablesIncomplete]: "Please complete the variable",
  [RetCode.TaskNotFound]: "The send task does not exist",
  [RetCode.TaskNotCancellable]: "Only a task that has not started sending can be cancelled",
  [RetCode.NoDataToExport]: "No data to export",
  [RetCode.ExportNotReady]: "The export file is not ready yet",
  [RetCode.CallbackRequired]: "Callback address cannot be empty",
  [RetCode.CallbackFormatIncorrect]: "The entered address format is incorrect",
  [RetCode.TagExists]: "Tag already exists",
  [RetCode.RuleNotFound]: "The rule does not exist",
  [RetCode.InvalidRule]: "The rule settings are invalid",
  [RetCode.SendLimitExceeded]: "This task would exceed the send limit of your limit rule",
  [RetCode.ReplyNotFound]: "The reply does not exist",
  [RetCode.TimeRangeTooLong]: "The time range cannot exceed 31 days",
  [RetCode.SendTimeInPast]: "The send time cannot be earlier than now",
  [RetCode.ExportNotFound]: "The export record does not exist",
  [RetCode.TemplateNotEditable]: "Only a rejected or passed template can be changed",
  [RetCode.NothingToRetry]: "The task has no failed numbers to retry",
  [RetCode.ContactNotFound]: "The contact does not exist",
  [RetCode.GroupNotFound]: "The group does not exist",
  [RetCode.ContactExists]: "A contact with this e-mail or phone number already exists",
  [RetCode.GroupExists]: "A group with this name already exists",
  [RetCode.TicketNotFound]: "The ticket does not exist",
  [RetCode.TicketClosed]: "The ticket is closed",
  [RetCode.TicketPicturesOverLimit]: "Up to 5 pictures per ticket",
  [RetCode.AttachFileNotFound]: "The picture does not exist",
  [RetCode.AttachFileUnreadable]: "File parsing failed",
  [RetCode.SocialProfilesOutOfQuota]: "Social profiles out of quota",
  [RetCode.SocialProfileNotFound]: "The profile does not exist",
  [RetCode.SocialProfileExists]: "The profile is already connected",
  [RetCode.SocialAccountLastSignIn]: "Set a password first: it is your only sign-in",
  [RetCode.ContactImportNotFound]: "The import does not exist",
  [RetCode.TagNotFound]: "The tag does not exist",
  [RetCode.AttributeNotFound]: "The attribute does not exist",
  [RetCode.AttributeExists]: "An attribute with this name already exists",
  [RetCode.SegmentNotFound]: "The segment does not exist",
  [RetCode.SegmentExists]: "A segment with this name already exists",
  [RetCode.EmailDomainNotFound]: "The domain does not exist",
  [RetCode.EmailDomainExists]: "This domain has already been added",
  [RetCode.EmailDomainLocked]: "A domain once verified that now fails cannot be edited.",
  [RetCode.EmailDnsLookupFailed]: "The DNS lookup failed, please try again later",
  [RetCode.EmailSenderNotFound]: "The sender does not exist",
  [RetCode.EmailSenderExists]: "A sender with this address already exists",
  [RetCode.EmailSenderDomainUnverified]: "The address must be on one of your verified domains",
  [RetCode.EmailSenderDeleted]: "A deleted sender cannot be changed",
  [RetCode.EmailDomainsOverLimit]: "An account has at most 50 sending domains",
  [RetCode.EmailSendersOverLimit]: "An account has at most 200 senders",
  [RetCode.VoiceAudioNotFound]: "The audio file does not exist",
  [RetCode.VoiceAudioNotReady]: "The audio file has not been transcoded successfully",
  [RetCode.WhatsAppNotConnected]: "No WhatsApp Business account is connected",
  [RetCode.WhatsAppTemplateExists]: "A template with this name and language already exists",
  [RetCode.WhatsAppProviderError]: "WhatsApp did not accept the request",
  [RetCode.WhatsAppTemplateNotApproved]: "Only an approved template can be sent",
  [RetCode.WhatsAppWindowClosed]: "The 24-hour customer service window with this number is closed: a free-form reply can be sent only within 24 hours of the customer's last message. Send an approved template instead",
  [RetCode.WhatsAppNumberNotConnected]: "No connected WhatsApp number to send from"
};
var SpecText = {
  PasswordsInconsistent: "The two password entries are inconsistent",
  SubmitFailed: "Submit Failed",
  ExportUrlError: "Export Failed: Url error",
  FileParsingFailed: "File parsing failed",
  FileDataEmpty: "The file data is empty",
  UploadFailed: "Upload has been failed",
  CheckFailed: "Check failed, please refresh and try again",
  PaymentDetailsFailed: "Failed to process payment details",
  CountryNotSupported: "The recipient's country is not supported.",
  TrialQuotaExceeded: "The recipient count exceeds the remaining trial quota",
  FreeQuotaExceeded: "Free SMS or email quota exceeded, so upgrade",
  TranslateError: "Translate error",
  TagExists: "Tag already exists",
  MenuItemsError: "Menu Items Error",
  NoDataToExport: "No data to export",
  AmountVerificationFailure: "Amount verification failure",
  TopUpUnavailable: "Please contact our operation staff to open the top-up service"
};

// src/contract/actions/billingBankTransfer.ts
import { z as z9 } from "zod";

// src/contract/entities/bankTransfer.ts
import { z as z7 } from "zod";
var int2 = () => z7.number().int();
var BankTransferCredit = z7.object({
  TransferId: int2(),
  /** The bank's own id of the transfer (statement line): credited once. */
  BankReference: z7.string(),
  ReferenceCode: z7.string(),
  Email: z7.string(),
  ProductType: int2(),
  Amount: int2(),
  Payer: z7.string(),
  /** E-mail of the operator who credited it ('' once that account is gone). */
  CreditedBy: z7.string(),
  CreateTime: int2(),
  /** True when this transfer had been credited before: the answer is that credit, nothing was added. */
  AlreadyCredited: z7.boolean()
});
var BankTransferAccount = z7.object({
  ReferenceCode: z7.string(),
  Email: z7.string(),
  DisplayName: z7.string(),
  /** Whether the account is upgraded (a credited transfer upgrades it). */
  Upgrade: z7.boolean(),
  /** The transfers credited to it, newest first (at most 20). */
  Transfers: z7.array(BankTransferCredit)
});

// src/contract/entities/payment.ts
import { z as z8 } from "zod";

// src/contract/intl.ts
var dateFormats = /* @__PURE__ */ new Map();
var numberFormats = /* @__PURE__ */ new Map();
function dateTimeFormat(locale, options2 = {}) {
  const key2 = `${locale ?? ""}|${JSON.stringify(options2)}`;
  let f = dateFormats.get(key2);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options2);
    dateFormats.set(key2, f);
  }
  return f;
}
function numberFormat(locale, options2 = {}) {
  const key2 = `${locale}|${JSON.stringify(options2)}`;
  let f = numberFormats.get(key2);
  if (!f) {
    f = new Intl.NumberFormat(locale, options2);
    numberFormats.set(key2, f);
  }
  return f;
}
function zoneClock(zone6) {
  return dateTimeFormat("en-US", { timeZone: zone6, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
}
function isKnownZone(zone6) {
  try {
    zoneClock(zone6);
    return true;
  } catch {
    return false;
  }
}

// src/contract/money.ts
var MONEY_SCALE = 1e4;
var MONEY_DECIMALS = 4;
var AMOUNT_RE = /^(-)?(\d{1,11})(?:\.(\d{1,4}))?$/;
var MoneyParseError = class extends Error {
};
function parseAmount(text22) {
  const m = AMOUNT_RE.exec(text22.trim());
  if (!m) throw new MoneyParseError(`Not an amount: "${text22}"`);
  const whole = Number(m[2]);
  const frac = Number((m[3] ?? "").padEnd(MONEY_DECIMALS, "0"));
  const value = whole * MONEY_SCALE + frac;
  return m[1] && value !== 0 ? -value : value;
}
function assertInteger(amount) {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Amount must be a safe integer, got ${amount}`);
}
function formatAmount(amount) {
  assertInteger(amount);
  const sign = amount < 0 ? "-" : "";
  const abs = Math.abs(amount);
  const whole = Math.floor(abs / MONEY_SCALE);
  const frac = abs % MONEY_SCALE;
  return `${sign}${whole}.${String(frac).padStart(MONEY_DECIMALS, "0")}`;
}
function roundToCents(amount) {
  assertInteger(amount);
  const step = MONEY_SCALE / 100;
  const abs = Math.abs(amount);
  const rounded = Math.floor((abs + step / 2) / step) * step;
  return amount < 0 ? -rounded : rounded;
}
var group = (whole) => numberFormat("en-US", { maximumFractionDigits: 0 }).format(whole);
function formatMoney(amount, symbol = "$") {
  const cents = roundToCents(amount);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / MONEY_SCALE);
  const frac = abs % MONEY_SCALE / 100;
  return `${sign}${symbol}${group(whole)}.${String(frac).padStart(2, "0")}`;
}
function mulDiv(amount, num2, den) {
  assertInteger(amount);
  const q = Number((BigInt(amount) * BigInt(num2) * 2n + BigInt(den)) / (2n * BigInt(den)));
  assertInteger(q);
  return q;
}

// src/contract/entities/payment.ts
var int3 = () => z8.number().int();
var PaymentProviders = ["stripe", "simulated"];
var CARD_BINDING_FREEZE = CARD_BINDING_FREEZE_USD * MONEY_SCALE;
var CARD_HOLD_RELEASE_DAYS = 7;
var RECHARGE_MIN = parseAmount(RECHARGE_MINIMUM);
var RECHARGE_MAX = 1e5 * MONEY_SCALE;
var CENT = MONEY_SCALE / 100;
var CardHoldStatus = { Authorising: 1, Frozen: 2, Released: 3, Failed: 4 };
var PaymentStatus = { Processing: 1, Succeeded: 2, Failed: 3 };
var BillingAddress = z8.object({ City: z8.string(), PostalCode: z8.string(), Address: z8.string(), Country: z8.string() });
var PaymentCard = z8.object({
  CardId: z8.string(),
  Brand: z8.string(),
  Last4: z8.string(),
  ExpMonth: int3(),
  ExpYear: int3(),
  Name: z8.string(),
  BillingAddress,
  Default: z8.boolean(),
  CreateTime: int3(),
  Hold: z8.object({ Amount: int3(), Status: int3(), ReleaseTime: int3().nullable(), ReleasedTime: int3().nullable(), Error: z8.string() }).nullable()
});
var SetupIntentState = z8.object({
  SetupIntentId: z8.string(),
  Status: z8.enum(["pending", "succeeded", "failed"]),
  /** 'Failed to process payment details' when it failed. */
  Error: z8.string(),
  /** The provider's reason of a failure (e.g. 'Your card was declined.'). */
  Reason: z8.string(),
  CardId: z8.string().nullable()
});
var InpourPayment = z8.object({
  PaymentId: z8.string(),
  Amount: int3(),
  ProductType: int3(),
  Status: int3(),
  Origin: z8.enum(["manual", "auto"]),
  CardId: z8.string(),
  Brand: z8.string(),
  Last4: z8.string(),
  /** 'Failed to process payment details' when it failed. */
  Error: z8.string(),
  /** The provider's reason of a failure. */
  Reason: z8.string(),
  CreateTime: int3(),
  FinishTime: int3().nullable(),
  /** The invoice of a succeeded payment. */
  InvoiceNo: z8.string().nullable()
});
var BankTransferInfo = z8.object({
  ReferenceCode: z8.string(),
  /** False when the operator has not set bank details (BANK_TRANSFER_* variables). */
  Configured: z8.boolean(),
  Beneficiary: z8.string(),
  BankName: z8.string(),
  AccountNumber: z8.string(),
  Swift: z8.string(),
  BankAddress: z8.string(),
  Currency: z8.string()
});
function isWholeCents(amount) {
  return Number.isSafeInteger(amount) && amount % CENT === 0;
}
var NON_UPGRADABLE_TYPE = 4;
function topUpOpen(user) {
  return user.Upgrade && user.Type !== NON_UPGRADABLE_TYPE;
}

// src/contract/referenceCode.ts
function referenceCode(userId) {
  if (!Number.isSafeInteger(userId) || userId < 0 || userId > 99999999) throw new RangeError(`No reference code for account ${userId}`);
  const body3 = String(userId).padStart(8, "0");
  const check = 98 - Number(BigInt(body3) * 100n % 97n);
  return `MC${body3}${String(check).padStart(2, "0")}`;
}
function isReferenceCode(code2) {
  const m = /^MC(\d{8})(\d{2})$/.exec(code2.trim().toUpperCase());
  return m !== null && Number(BigInt(m[1] + m[2]) % 97n) === 1;
}
function referenceCodeAccount(code2) {
  if (!isReferenceCode(code2)) return null;
  return Number(code2.trim().toUpperCase().slice(2, 10));
}

// src/contract/actions/billingBankTransfer.ts
var paymentOperator = { permission: "PaymentOperator" };
var amountError = { error: SpecText.AmountVerificationFailure };
var BANK_TRANSFER_PRODUCT_TYPES = [0, ...Object.values(WalletProductType)];
var referenceCodeField = requiredString(ValidationText.ReferenceCodeRequired, 32).refine(isReferenceCode, { error: ValidationText.ReferenceCodeInvalid });
var billingBankTransferActions = {
  OperatorGetBankTransferAccount: defineAction({
    kind: "read",
    access: "user",
    ...paymentOperator,
    summary: "Operators: the account a bank transfer's reference code names (e-mail, name, upgraded or not) and the transfers credited to it.",
    params: z9.object({ ReferenceCode: referenceCodeField }),
    result: BankTransferAccount
  }),
  OperatorCreditBankTransfer: defineAction({
    kind: "write",
    access: "user",
    ...paymentOperator,
    summary: "Operators: credit an incoming bank transfer to the account its ReferenceCode names: Amount received (10000 per unit, whole cents, above 0), BankReference (the bank's id of the transfer: the same transfer is credited once; sent again with the same details it answers that credit with AlreadyCredited), the wallet (ProductType, default 0 the main wallet) and the payer as the statement names it. It is recorded as a Recharge transaction with an invoice, and upgrades the account.",
    params: z9.object({
      ReferenceCode: referenceCodeField,
      BankReference: requiredString(ValidationText.BankReferenceRequired, 64),
      Amount: z9.number(amountError).int(amountError).min(1, amountError).max(RECHARGE_MAX, amountError).refine(isWholeCents, amountError),
      ProductType: z9.number().int().refine((v) => BANK_TRANSFER_PRODUCT_TYPES.includes(v), { error: `must be one of ${BANK_TRANSFER_PRODUCT_TYPES.join(", ")}` }).default(0),
      Payer: z9.string().trim().max(200, { error: "must be at most 200 characters" }).default("")
    }),
    result: BankTransferCredit,
    invalidates: ["OperatorGetBankTransferAccount"],
    title: "Credit bank transfer {BankReference}",
    titleZh: "\u94F6\u884C\u8F6C\u8D26 {BankReference} \u5165\u8D26"
  })
};

// src/contract/actions/billingPayments.ts
import { z as z11 } from "zod";

// src/contract/entities/invoice.ts
import { z as z10 } from "zod";
var int4 = () => z10.number().int();
var InvoiceKinds = ["Recharge", "Subscription"];
var INVOICE_PAGE_SIZES = PAGE_SIZE_SETS[2];
var Invoice = z10.object({
  InvoiceNo: z10.string(),
  Type: z10.enum(InvoiceKinds),
  /** 1 Success (paid); invoices are issued only for paid bills. */
  Status: int4(),
  Subtotal: int4(),
  Taxes: int4(),
  Amount: int4(),
  Currency: z10.string(),
  PaidBy: z10.string(),
  Description: z10.string(),
  /** Unix seconds. */
  CreateTime: int4()
});

// src/contract/actions/billingPayments.ts
var int5 = () => z11.number().int();
var amountError2 = { error: SpecText.AmountVerificationFailure };
var cardId = requiredString("CardId is required", 64);
var billingPaymentActions = {
  CreateSetupIntent: defineAction({
    kind: "write",
    access: "user",
    summary: "Start binding a card: the payment provider's SetupIntent. Answers the provider (stripe or simulated), the SetupIntentId and the ClientSecret the card form confirms it with (Stripe Elements, or the simulated provider's form), and Stripe's publishable key. Binding freezes 10 USD on the card, released within 2 weeks.",
    params: z11.object({}),
    result: z11.object({ Provider: z11.enum(PaymentProviders), SetupIntentId: z11.string(), ClientSecret: z11.string(), PublishableKey: z11.string() }),
    offline: { queue: false, why: "short-lived" },
    transaction: "handler"
  }),
  CompleteSetupIntent: defineAction({
    kind: "write",
    access: "user",
    summary: "After the card form confirmed a SetupIntent: asks the gateway to fetch its outcome from the provider now (the provider's webhook does the same). Answers its state; the card appears in GetCardWalletList once the 10 USD authorisation is done ('Failed to process payment details' when refused).",
    params: z11.object({ SetupIntentId: requiredString("SetupIntentId is required", 128) }),
    result: SetupIntentState,
    invalidates: ["GetCardWalletList"],
    offline: { queue: false, why: "short-lived" }
  }),
  GetCardWalletList: defineAction({
    kind: "read",
    access: "user",
    summary: "The bound cards (brand, last four digits, expiry, name, billing address, default flag and the 10 USD authorisation of the binding), default first; with SetupIntentId also the state of that binding.",
    params: z11.object({ SetupIntentId: z11.string().max(128).optional() }),
    result: z11.object({ Provider: z11.enum(PaymentProviders), Cards: z11.array(PaymentCard), SetupIntent: SetupIntentState.nullable() })
  }),
  UpdateCardWallet: defineAction({
    kind: "write",
    access: "user",
    summary: "Make a bound card the default one (recharges and auto recharge use it).",
    params: z11.object({ CardId: cardId, Default: z11.literal(true, { error: "Default must be true" }) }),
    result: PaymentCard,
    invalidates: ["GetCardWalletList"],
    offline: { queue: false, why: "money" }
  }),
  DeleteCardWallet: defineAction({
    kind: "write",
    access: "user",
    summary: "Remove a bound card (its provider token is detached). The next card becomes the default.",
    params: z11.object({ CardId: cardId }),
    result: z11.object({ CardId: z11.string() }),
    invalidates: ["GetCardWalletList"],
    offline: { queue: false, why: "money" }
  }),
  CreateInpourPayment: defineAction({
    kind: "write",
    access: "user",
    summary: "Recharge a wallet (ProductType, default 0 the main wallet) by card: Amount at 10000 per unit, at least 50.00 and whole cents ('Amount verification failure' otherwise). CardId defaults to the default card. Answers the payment, Processing until the provider answers (GetInpourPayment); the wallet is credited once it succeeded. Accounts without top-up are refused with 'Please contact our operation staff to open the top-up service'. Send an IdempotencyKey: a repeated request then pays once.",
    params: z11.object({
      Amount: z11.number(amountError2).int(amountError2).min(RECHARGE_MIN, amountError2).max(RECHARGE_MAX, amountError2).refine(isWholeCents, amountError2),
      ProductType: int5().min(0).default(0),
      CardId: z11.string().max(64).optional()
    }),
    result: InpourPayment,
    invalidates: ["GetInpourPayment", "GetBalance", "GetTransactionList", "GetInvoiceList"],
    offline: { queue: false, why: "money" }
  }),
  GetInpourPayment: defineAction({
    kind: "read",
    access: "user",
    summary: "One recharge payment and its state (1 Processing, 2 Succeeded, 3 Failed with Error), with its invoice once paid.",
    params: z11.object({ PaymentId: requiredString("PaymentId is required", 64) }),
    result: InpourPayment
  }),
  GetAccountVerifyCode: defineAction({
    kind: "read",
    access: "user",
    summary: "Bank transfer: the operator's bank details and the reference code that identifies this account on a transfer.",
    params: z11.object({}),
    result: BankTransferInfo
  }),
  UpdateAutoRecharge: defineAction({
    kind: "write",
    access: "user",
    summary: "Auto recharge: when a wallet falls below the low-balance threshold, the default card refills it to Target (10000 per unit; 0 turns it off). Target must be at least the threshold + 50.00 and whole cents.",
    params: z11.object({ Target: z11.number(amountError2).int(amountError2).min(0, amountError2).max(RECHARGE_MAX, amountError2).refine(isWholeCents, amountError2) }),
    result: z11.object({ Target: int5() }),
    invalidates: ["GetBalanceAlarm"],
    offline: { queue: false, why: "money" }
  }),
  GetInvoiceList: defineAction({
    kind: "read",
    access: "user",
    summary: "The invoices of paid bills (recharges and packages), newest first; Type and StartTime/EndTime (unix seconds) filter; Limit 10, 15 or 30.",
    params: z11.object({
      Type: z11.enum(InvoiceKinds).optional(),
      StartTime: unixSeconds.optional(),
      EndTime: unixSeconds.optional(),
      Offset: int5().min(0).default(0),
      Limit: z11.union(INVOICE_PAGE_SIZES.map((n2) => z11.literal(n2)), { error: `Limit must be one of ${INVOICE_PAGE_SIZES.join(", ")}` }).default(INVOICE_PAGE_SIZES[0])
    }),
    result: z11.object({ Total: int5(), Invoices: z11.array(Invoice) })
  }),
  GetInvoiceFile: defineAction({
    kind: "write",
    access: "user",
    summary: "A short-lived download address of an invoice's PDF: GET Url (valid 10 minutes, no other credentials needed) answers the PDF.",
    params: z11.object({ InvoiceNo: requiredString("InvoiceNo is required", 64) }),
    result: z11.object({ FileName: z11.string(), Url: z11.string(), ExpireTime: int5() }),
    offline: { queue: false, why: "short-lived" }
  })
};

// src/contract/actions/billingUsage.ts
import { z as z16 } from "zod";

// src/contract/entities/sms.ts
import { z as z14 } from "zod";

// src/contract/entities/audience.ts
import { z as z13 } from "zod";

// src/contract/audience/segmentRules.ts
import { z as z12 } from "zod";

// src/contract/audience/attributeRules.ts
var AttributeType = { Number: 1, Text: 2, Boolean: 3, Category: 4, Date: 5 };
var attributeTypeNames = Object.keys(AttributeType);
var AttributeSource = { System: 1, Custom: 2, List: 3, USMS: 4, EMAIL: 5, WHATSAPP: 6 };
var attributeSourceNames = Object.keys(AttributeSource);
var CREATABLE_SOURCES = [AttributeSource.Custom, AttributeSource.List];
var ATTRIBUTE_NAME_MAX = 40;
var CATEGORY_VALUE_MAX = 64;
var CATEGORY_VALUES_MAX = 100;
var TEXT_VALUE_MAX = 500;
var ATTRIBUTES_PER_ACCOUNT_MAX = 200;
var AttributeText = {
  /** Spec 001 §3: "Contact attribute: name (required), type (required)". */
  NameRequired: "Name is required",
  TypeRequired: "Type is required",
  /** Spec 001 §5: "alphanumerics and underscore only". */
  NameCharacters: "Attribute names may contain only letters, digits and underscore",
  /** Spec 001 §5: "cannot start with a digit or special character". */
  NameStart: "Attribute names cannot start with a digit or special character",
  NameReserved: "This name belongs to a built-in attribute",
  /** Spec 001 §5: "Enumeration values cannot contain quote, semicolon, comma, asterisk, backslash, comment marks or hash". */
  CategoryValueCharacters: "Category values cannot contain quotes, semicolons, commas, asterisks, backslashes, comment marks or hash signs",
  CategoryValuesRequired: "A category needs at least one value",
  CategoryValueRepeated: "Category values cannot repeat",
  ValueNumber: "Must be a number",
  ValueText: `Must be text of at most ${TEXT_VALUE_MAX} characters`,
  ValueBoolean: "Must be true or false",
  ValueCategory: "Must be one of the category values",
  ValueDate: "Must be a date (YYYY-MM-DD)"
};
var SystemAttributes = {
  FIRST_NAME: { Type: AttributeType.Text },
  LAST_NAME: { Type: AttributeType.Text },
  EMAIL: { Type: AttributeType.Text },
  PHONE: { Type: AttributeType.Text },
  WHATSAPP: { Type: AttributeType.Text },
  COUNTRY: { Type: AttributeType.Text },
  CREATED_AT: { Type: AttributeType.Date }
};
var systemAttributeKeys = Object.keys(SystemAttributes);
var isSystemAttributeKey = (key2) => Object.prototype.hasOwnProperty.call(SystemAttributes, key2);
function attributeNameProblem(name) {
  if (name.trim() === "") return AttributeText.NameRequired;
  if (/^[^A-Za-z_]/.test(name)) return AttributeText.NameStart;
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return AttributeText.NameCharacters;
  if (isSystemAttributeKey(name.toUpperCase())) return AttributeText.NameReserved;
  return null;
}
function categoryValuesProblem(values) {
  if (values.length === 0) return { index: null, message: AttributeText.CategoryValuesRequired };
  const seen = /* @__PURE__ */ new Set();
  for (const [index20, v] of values.entries()) {
    if (v.trim() === "") return { index: index20, message: "Field is required" };
    if (hasForbiddenCharacters(v)) return { index: index20, message: AttributeText.CategoryValueCharacters };
    const key2 = v.trim().toLowerCase();
    if (seen.has(key2)) return { index: index20, message: AttributeText.CategoryValueRepeated };
    seen.add(key2);
  }
  return null;
}
function isIsoDate(s) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date2 = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1 && date2.getUTCFullYear() === y && date2.getUTCMonth() === mo - 1 && date2.getUTCDate() === d;
}
function checkAttributeValue(attr, value) {
  switch (attr.Type) {
    case AttributeType.Number:
      return typeof value === "number" && Number.isFinite(value) && Math.abs(value) < 1e15 ? { ok: true, value } : { ok: false, message: AttributeText.ValueNumber };
    case AttributeType.Text:
      return typeof value === "string" && value.trim() !== "" && value.length <= TEXT_VALUE_MAX ? { ok: true, value: value.trim() } : { ok: false, message: AttributeText.ValueText };
    case AttributeType.Boolean:
      return typeof value === "boolean" ? { ok: true, value } : { ok: false, message: AttributeText.ValueBoolean };
    case AttributeType.Category: {
      const hit = typeof value === "string" ? attr.Options.find((o) => o.toLowerCase() === value.trim().toLowerCase()) : void 0;
      return hit !== void 0 ? { ok: true, value: hit } : { ok: false, message: AttributeText.ValueCategory };
    }
    case AttributeType.Date:
      return typeof value === "string" && isIsoDate(value.trim()) ? { ok: true, value: value.trim() } : { ok: false, message: AttributeText.ValueDate };
    default:
      return { ok: false, message: AttributeText.TypeRequired };
  }
}

// src/contract/audience/segmentRules.ts
var SEGMENT_DEPTH_MAX = 4;
var SEGMENT_GROUP_RULES_MAX = 20;
var SEGMENT_RULES_MAX = 50;
var ACTIVITY_DAYS_MAX = 365;
var SEGMENT_NAME_MAX = 64;
var AttributeOperators = [
  "Equals",
  "NotEquals",
  "Contains",
  "NotContains",
  "StartsWith",
  "EndsWith",
  "GreaterThan",
  "LessThan",
  "AtLeast",
  "AtMost",
  "IsTrue",
  "IsFalse",
  "In",
  "NotIn",
  "On",
  "Before",
  "After",
  "InLastDays",
  "MoreThanDaysAgo",
  "IsSet",
  "IsNotSet"
];
var OPERATORS_BY_TYPE = {
  [AttributeType.Text]: ["Equals", "NotEquals", "Contains", "NotContains", "StartsWith", "EndsWith", "IsSet", "IsNotSet"],
  [AttributeType.Number]: ["Equals", "NotEquals", "GreaterThan", "LessThan", "AtLeast", "AtMost", "IsSet", "IsNotSet"],
  [AttributeType.Boolean]: ["IsTrue", "IsFalse", "IsSet", "IsNotSet"],
  [AttributeType.Category]: ["In", "NotIn", "IsSet", "IsNotSet"],
  [AttributeType.Date]: ["On", "Before", "After", "InLastDays", "MoreThanDaysAgo", "IsSet", "IsNotSet"]
};
function operatorsFor(type2) {
  return OPERATORS_BY_TYPE[type2] ?? [];
}
function operandOf(type2, op) {
  if (op === "IsSet" || op === "IsNotSet" || op === "IsTrue" || op === "IsFalse") return "none";
  if (op === "In" || op === "NotIn") return "values";
  if (op === "InLastDays" || op === "MoreThanDaysAgo") return "days";
  if (type2 === AttributeType.Number) return "number";
  if (type2 === AttributeType.Date) return "date";
  return "text";
}
var ActivityEvents = ["Received", "Delivered", "Failed", "Replied"];
var SegmentText = {
  OperatorMismatch: "This operator does not fit the attribute type",
  ValueRequired: "Field is required",
  ValueNumber: "Must be a number",
  ValueDate: "Must be a date (YYYY-MM-DD)",
  ValueDays: `Must be a whole number of days from 1 to ${ACTIVITY_DAYS_MAX}`,
  TooDeep: `Rule groups can be nested at most ${SEGMENT_DEPTH_MAX} levels deep`,
  TooMany: `A segment has at most ${SEGMENT_RULES_MAX} rules`,
  GroupEmpty: "A rule group needs at least one rule",
  AttributeMissing: "The attribute does not exist",
  TagMissing: "The tag does not exist",
  ListMissing: "The group does not exist",
  ChannelMissing: "This channel has no activity to segment on",
  EventMissing: "This channel does not record this activity"
};
var days = z12.number({ error: SegmentText.ValueDays }).int({ error: SegmentText.ValueDays }).min(1, { error: SegmentText.ValueDays }).max(ACTIVITY_DAYS_MAX, { error: SegmentText.ValueDays });
var id = (what) => z12.string({ error: `${what} is required` }).trim().min(1, { error: `${what} is required` }).max(40);
var AttributeRule = z12.object({
  Kind: z12.literal("Attribute"),
  /** A custom attribute's AttributeId, or a built-in attribute's key (EMAIL, CREATED_AT, ...). */
  Attribute: id("Attribute"),
  Operator: z12.enum(AttributeOperators),
  /** Text, number or date (YYYY-MM-DD) the operator compares with. */
  Value: z12.union([z12.string().max(500), z12.number()]).optional(),
  /** In / NotIn: the category values. */
  Values: z12.array(z12.string().max(64)).max(100).optional(),
  /** InLastDays / MoreThanDaysAgo. */
  Days: days.optional()
});
var TagRule = z12.object({ Kind: z12.literal("Tag"), Operator: z12.enum(["Has", "HasNot"]), TagId: id("TagId") });
var ListRule = z12.object({ Kind: z12.literal("List"), Operator: z12.enum(["In", "NotIn"]), GroupId: id("GroupId") });
var ActivityRule = z12.object({
  Kind: z12.literal("Activity"),
  Channel: z12.number().int(),
  Event: z12.enum(ActivityEvents),
  Operator: z12.enum(["Did", "DidNot"]),
  Days: days
});
var RuleGroup = z12.object({
  Kind: z12.literal("Group"),
  Match: z12.enum(["All", "Any"]),
  get Rules() {
    return z12.array(SegmentRule).min(1, { error: SegmentText.GroupEmpty }).max(SEGMENT_GROUP_RULES_MAX, { error: `A rule group has at most ${SEGMENT_GROUP_RULES_MAX} rules` });
  }
});
var SegmentRule = z12.discriminatedUnion("Kind", [AttributeRule, TagRule, ListRule, ActivityRule, RuleGroup]);
var SegmentRules = RuleGroup.superRefine((root, ctx) => {
  let leaves2 = 0;
  const walk = (g, depth, path) => {
    if (depth > SEGMENT_DEPTH_MAX) ctx.addIssue({ code: "custom", message: SegmentText.TooDeep, path });
    g.Rules.forEach((r, i) => r.Kind === "Group" ? walk(r, depth + 1, [...path, "Rules", i]) : leaves2++);
  };
  walk(root, 1, []);
  if (leaves2 > SEGMENT_RULES_MAX) ctx.addIssue({ code: "custom", message: SegmentText.TooMany, path: [] });
});
var rulePath = (path, field) => ["Rules", ...path.flatMap((i) => ["Rules", String(i)]), ...field ? [field] : []].join(".");
function attributeRuleProblem(rule, attr) {
  if (!operatorsFor(attr.Type).includes(rule.Operator)) return { field: "Operator", message: SegmentText.OperatorMismatch };
  switch (operandOf(attr.Type, rule.Operator)) {
    case "none":
      return null;
    case "days":
      return rule.Days === void 0 ? { field: "Days", message: SegmentText.ValueDays } : null;
    case "values": {
      if (!rule.Values || rule.Values.length === 0) return { field: "Values", message: SegmentText.ValueRequired };
      const known = new Set(attr.Options.map((o) => o.toLowerCase()));
      return rule.Values.every((v) => known.has(v.toLowerCase())) ? null : { field: "Values", message: "Must be one of the category values" };
    }
    case "number":
      return typeof rule.Value === "number" && Number.isFinite(rule.Value) ? null : { field: "Value", message: SegmentText.ValueNumber };
    case "date":
      return typeof rule.Value === "string" && isIsoDate(rule.Value) ? null : { field: "Value", message: SegmentText.ValueDate };
    case "text":
      return typeof rule.Value === "string" && rule.Value.trim() !== "" ? null : { field: "Value", message: SegmentText.ValueRequired };
  }
}
function* rulesOf(group2, path = []) {
  for (const [i, r] of group2.Rules.entries()) {
    yield { rule: r, path: [...path, i] };
    if (r.Kind === "Group") yield* rulesOf(r, [...path, i]);
  }
}

// src/contract/entities/audience.ts
var int6 = () => z13.number().int();
var ContactGroupRef = z13.object({ GroupId: z13.string(), GroupName: z13.string() });
var ContactTagRef = z13.object({ TagId: z13.string(), TagName: z13.string() });
var AttributeValueSchema = z13.union([z13.string(), z13.number(), z13.boolean()]);
var Contact = z13.object({
  ContactId: z13.string(),
  FirstName: z13.string(),
  LastName: z13.string(),
  Email: z13.string(),
  Phone: z13.string(),
  WhatsApp: z13.string(),
  Country: z13.string(),
  Groups: z13.array(ContactGroupRef),
  Tags: z13.array(ContactTagRef),
  Attributes: z13.record(z13.string(), AttributeValueSchema),
  CreateTime: int6(),
  UpdateTime: int6()
});
var ContactGroup = z13.object({
  GroupId: z13.string(),
  GroupName: z13.string(),
  MemberCount: int6(),
  CreateTime: int6(),
  UpdateTime: int6()
});
var ContactTag = z13.object({
  TagId: z13.string(),
  TagName: z13.string(),
  ContactCount: int6(),
  CreateTime: int6(),
  UpdateTime: int6()
});
var ContactAttribute = z13.object({
  AttributeId: z13.string(),
  Name: z13.string(),
  Type: int6(),
  Source: int6(),
  Options: z13.array(z13.string()),
  CreateTime: int6().nullable(),
  UpdateTime: int6().nullable()
});
var Segment = z13.object({
  SegmentId: z13.string(),
  SegmentName: z13.string(),
  Rules: RuleGroup,
  MemberCount: int6(),
  CountTime: int6(),
  CreateTime: int6(),
  UpdateTime: int6()
});
var AudienceRef = z13.object({ Kind: z13.enum(["Group", "Segment"]), Id: z13.string(), Name: z13.string() });
var ContactImport = z13.object({
  ImportId: z13.string(),
  FileName: z13.string(),
  Status: int6(),
  GroupId: z13.string(),
  GroupName: z13.string(),
  TotalRows: int6(),
  RowsDone: int6(),
  Created: int6(),
  Updated: int6(),
  Rejected: int6(),
  Error: z13.string(),
  CreateTime: int6(),
  UpdateTime: int6(),
  FinishTime: int6()
});
var ContactImportReject = z13.object({ Row: int6(), Field: z13.string(), ReasonKey: z13.string(), Reason: z13.string() });
var ContactExport = z13.object({
  ExportId: z13.string(),
  Format: z13.enum(["csv", "xlsx"]),
  Status: int6(),
  RowCount: int6(),
  Error: z13.string(),
  CreateTime: int6(),
  FinishTime: int6()
});

// src/contract/entities/sms.ts
var int7 = () => z14.number().int();
var SmsTemplate = z14.object({
  TemplateId: z14.string(),
  TemplateName: z14.string(),
  Purpose: int7(),
  Template: z14.string(),
  Remark: z14.string(),
  Status: int7(),
  RejectReason: z14.string(),
  /** The key of RejectReason (contract/serverTexts.ts), for the reader's language; null when empty or not a known text (absent in rows mirrored before it existed). */
  RejectReasonKey: z14.string().nullable().default(null),
  RecreatedFrom: z14.string().nullable(),
  Variables: z14.array(int7()),
  CreateTime: int7(),
  UpdateTime: int7()
});
var SmsTask = z14.object({
  TaskId: z14.string(),
  SessionNo: z14.string(),
  AccountId: z14.string(),
  TaskName: z14.string(),
  Tags: z14.array(z14.string()),
  Status: int7(),
  SenderId: z14.string(),
  Content: z14.string(),
  TemplateId: z14.string().nullable(),
  CountryCode: z14.string(),
  SendTime: int7(),
  TimeZone: z14.string(),
  IsTest: z14.boolean(),
  CreateTime: int7(),
  FinishTime: int7().nullable(),
  /** Valid, unique recipients handed to delivery. */
  Submitted: int7(),
  Invalid: int7(),
  Duplicate: int7(),
  Unsupported: int7(),
  Succeeded: int7(),
  Failed: int7(),
  Unknown: int7(),
  SubmitFailed: int7(),
  /** Not final yet (queued or waiting for a receipt). */
  Pending: int7(),
  Segments: int7(),
  /** Held at submit; charged per message accepted by the carrier; the rest released at the end. */
  EstimatedCost: int7(),
  ChargedAmount: int7(),
  /** The task whose failed numbers this task sends again (RetryUSMSSendTask), else null. */
  RetryOf: z14.string().nullable(),
  /** The group or segment the task was sent to (its name at the send), else null. */
  Audience: AudienceRef.nullable()
});
var SmsSendRecord = z14.object({
  MessageId: z14.string(),
  TaskId: z14.string(),
  PhoneNumber: z14.string(),
  CountryCode: z14.string(),
  SenderId: z14.string(),
  Content: z14.string(),
  Segments: int7(),
  Price: int7(),
  SubmitStatus: int7(),
  SendResult: z14.enum(["Success", "Fail", "Unknown", "SubmitFail"]).nullable(),
  ReceiptCode: z14.string(),
  SendTime: int7(),
  SubmitTime: int7().nullable(),
  ReceiptTime: int7().nullable()
});
var SmsReplyRecord = z14.object({
  ReplyId: z14.string(),
  PhoneNumber: z14.string(),
  Content: z14.string(),
  TaskId: z14.string().nullable(),
  ReceiveTime: int7(),
  ReplyContent: z14.string().nullable(),
  ReplyTime: int7().nullable()
});
var ExportRecord = z14.object({
  ExportId: z14.string(),
  Name: z14.string(),
  StartTime: int7().nullable(),
  EndTime: int7().nullable(),
  Status: int7(),
  RowCount: int7(),
  CreateTime: int7(),
  FinishTime: int7().nullable(),
  Error: z14.string(),
  /** The key of Error (contract/serverTexts.ts), for the reader's language; null when empty or not a known text. */
  ErrorKey: z14.string().nullable().default(null)
});
var SmsPrice = z14.object({
  CountryCode: z14.string(),
  CountryName: z14.string(),
  PhonePrefix: z14.string(),
  Price: int7(),
  Currency: z14.string()
});
var SendLimitRule = z14.object({
  RuleId: z14.string(),
  RuleName: z14.string(),
  Enabled: z14.boolean(),
  DailyTotal: int7(),
  MonthlyTotal: int7(),
  DailySingle: int7(),
  MonthlySingle: int7(),
  CreateTime: int7(),
  UpdateTime: int7()
});
var SendCountAlarmRule = z14.object({
  RuleId: z14.string(),
  RuleName: z14.string(),
  Enabled: z14.boolean(),
  DailyThreshold: int7(),
  MonthlyThreshold: int7(),
  NotifyEmails: z14.array(z14.string()),
  CreateTime: int7(),
  UpdateTime: int7()
});
var SmsCounts = z14.object({
  Submitted: int7(),
  Success: int7(),
  Fail: int7(),
  Unknown: int7(),
  SubmitFail: int7(),
  Pending: int7(),
  Segments: int7(),
  Cost: int7()
});

// src/contract/entities/usage.ts
import { z as z15 } from "zod";
var int8 = () => z15.number().int();
var OrderAmountPoint = z15.object({ Period: z15.string(), ProductType: int8(), Amount: int8() });
var OrderAmountStatistics = z15.object({
  Series: z15.array(OrderAmountPoint),
  Totals: z15.array(z15.object({ ProductType: int8(), Amount: int8() })),
  Total: int8()
});
var SmsBillPoint = z15.object({ Period: z15.string(), Messages: int8(), Segments: int8(), Amount: int8() });
var SmsBillStatistics = z15.object({
  Series: z15.array(SmsBillPoint),
  Total: z15.object({ Messages: int8(), Segments: int8(), Amount: int8() }),
  /** The countries billed most in the range, by amount (at most 10). */
  Countries: z15.array(z15.object({ CountryCode: z15.string(), Messages: int8(), Amount: int8() }))
});

// src/contract/actions/billingUsage.ts
var int9 = () => z16.number().int();
var granularity = z16.enum(["day", "week", "month"]).default("day");
var zone = z16.string().max(64).default("UTC");
var AnyExportRecord = ExportRecord.extend({
  /** ChannelId of the exported send records (SMS 9, …); 0 for the transactions. */
  Channel: int9(),
  Source: z16.enum(["records", "transactions"])
});
var billingUsageActions = {
  GetOrderAmountStatistics: defineAction({
    kind: "read",
    access: "user",
    summary: "Spending per product type (charges less refunds, 10000 per unit) in a time range (at most a year), per day, week or month bucketed in TimeZone; ProductType keeps one.",
    params: z16.object({ StartTime: unixSeconds, EndTime: unixSeconds, Granularity: granularity, TimeZone: zone, ProductType: int9().min(0).optional() }),
    result: OrderAmountStatistics
  }),
  GetUSMSBillStatistics: defineAction({
    kind: "read",
    access: "user",
    summary: "SMS billed in a time range (at most a year): messages charged, segments and amount per day, week or month bucketed in TimeZone, and the top countries.",
    params: z16.object({ StartTime: unixSeconds, EndTime: unixSeconds, Granularity: granularity, TimeZone: zone }),
    result: SmsBillStatistics
  }),
  AddTransactionExportTask: defineAction({
    kind: "write",
    access: "user",
    summary: "Export the transactions of a filter (Type, State, ProductType, StartTime/EndTime) to a CSV file ('No data to export' when none match); it is listed among the export records.",
    params: z16.object({
      Type: z16.enum(TransactionTypes).optional(),
      State: z16.union([z16.literal(TransactionState.Success), z16.literal(TransactionState.Failed)], { error: "State must be 1 or 2" }).optional(),
      ProductType: int9().min(0).optional(),
      StartTime: unixSeconds.optional(),
      EndTime: unixSeconds.optional(),
      Name: optionalNameField(64)
    }),
    result: AnyExportRecord,
    invalidates: ["GetExportRecordList"],
    title: 'Export of transactions: "{Name}"',
    titleZh: "\u5BFC\u51FA\u4EA4\u6613\u8BB0\u5F55\uFF1A\u201C{Name}\u201D"
  }),
  GetExportRecordList: defineAction({
    kind: "read",
    access: "user",
    summary: "Every export of the account (each channel's send records, the transactions), newest first, with its state (1 Submitted, 2 Processing, 3 Failed, 4 Completed).",
    params: z16.object({ Channel: int9().min(0).optional(), Offset: int9().min(0).default(0), Limit: int9().min(1).max(100).default(10) }),
    result: z16.object({ Total: int9(), Records: z16.array(AnyExportRecord) })
  }),
  GetExportRecordFile: defineAction({
    kind: "write",
    access: "user",
    summary: "A short-lived download address of any completed export (valid 10 minutes): GET Url answers the CSV.",
    params: z16.object({ ExportId: requiredString("ExportId is required", 64) }),
    result: z16.object({ FileName: z16.string(), Url: z16.string(), ExpireTime: int9(), RowCount: int9() }),
    offline: { queue: false, why: "short-lived" }
  })
};

// src/contract/actions/billing.ts
var amountError3 = { error: SpecText.AmountVerificationFailure };
var pageSize = z17.union(TRANSACTION_PAGE_SIZES.map((n2) => z17.literal(n2)), { error: `Limit must be one of ${TRANSACTION_PAGE_SIZES.join(", ")}` });
var billingActions = {
  GetTransactionList: defineAction({
    kind: "read",
    access: "user",
    summary: "The account's transactions (every change of money in its wallets, and the payments that failed: State 2, with the amount they asked for and nothing moved), newest first: Type (the eight of the spec), State (1 Success, 2 Failed), ProductType and StartTime/EndTime (unix seconds) filter; Limit 10, 15 or 30.",
    params: z17.object({
      Type: z17.enum(TransactionTypes).optional(),
      State: z17.union([z17.literal(TransactionState.Success), z17.literal(TransactionState.Failed)], { error: "State must be 1 or 2" }).optional(),
      ProductType: z17.number().int().min(0).optional(),
      StartTime: unixSeconds.optional(),
      EndTime: unixSeconds.optional(),
      Offset: z17.number().int().min(0).default(0),
      Limit: pageSize.default(TRANSACTION_PAGE_SIZES[0])
    }),
    result: z17.object({ Total: z17.number().int(), Transactions: z17.array(Transaction) })
  }),
  GetBalanceAlarm: defineAction({
    kind: "read",
    access: "user",
    summary: "The low-balance threshold (10000 per unit, 0 = off) and the addresses its e-mail goes to.",
    params: z17.object({}),
    result: BalanceAlarm
  }),
  UpdateBalanceAlarmThreshold: defineAction({
    kind: "write",
    access: "user",
    summary: "Set the low-balance threshold (10000 per unit; 0 turns it off). When a product type's available balance falls below it, one e-mail goes to the notification addresses; the next only after the balance has been back at or above it.",
    params: z17.object({
      Threshold: z17.number(amountError3).int(amountError3).min(0, amountError3).max(BALANCE_ALARM_THRESHOLD_MAX, amountError3)
    }),
    result: BalanceAlarm,
    invalidates: ["GetBalanceAlarm"],
    offline: { queue: true },
    title: "Low-balance threshold",
    titleZh: "\u4F4E\u4F59\u989D\u63D0\u9192\u9608\u503C"
  }),
  ...billingPaymentActions,
  ...billingBankTransferActions,
  ...billingUsageActions
};

// src/contract/actions/mms.ts
import { z as z25 } from "zod";

// src/contract/entities/mms.ts
import { z as z18 } from "zod";
var mmsParts = { Subject: z18.string(), MediaFileId: z18.string().nullable(), MediaURL: z18.string().nullable() };
var MmsTemplate = SmsTemplate.extend(mmsParts);
var MmsTask = SmsTask.extend(mmsParts);

// src/contract/mms/mmsConstants.ts
var MMS_SUBJECT_MAX = 40;
var MMS_TEXT_MAX = 1e3;
var MMS_SUBJECT_REQUIRED = "Subject is required";

// src/contract/sms/senderId.ts
var SENDER_ID_RE = /^[A-Za-z0-9]{3,11}$/;
var SENDER_ID_TEXT = "Sender ID must be 3-11 letters or digits";
function isSenderId(value) {
  return SENDER_ID_RE.test(value);
}

// src/contract/sms/smsConstants.ts
var SMS_RECIPIENTS_MAX = 1e5;
var SMS_TRIAL_RECIPIENT_QUOTA = 5;
var SMS_CONTENT_MAX = 1e3;
var SMS_TAGS_MAX = 10;
var SMS_TRIAL_TEST_CONTENT = "Your verification code is 123456. This is a test message.";
var SMS_RECORD_RANGE_MAX_DAYS = 31;

// src/contract/actions/channelTaskActions.ts
import { z as z24 } from "zod";

// src/contract/actions/sms.ts
import { z as z23 } from "zod";

// src/contract/entities/balance.ts
import { z as z19 } from "zod";
var int10 = () => z19.number().int();
var BalanceAmounts = z19.object({
  Amount: int10(),
  AmountFreeze: int10(),
  AmountFree: int10(),
  AmountCredit: int10(),
  Available: int10(),
  Currency: z19.string()
});
var Balance = BalanceAmounts.extend({ ProductType: int10() });
var AccountBalance = BalanceAmounts.extend({ ProductType: int10().nullable(), ProductTypes: z19.array(Balance) });

// src/contract/messaging/sendResult.ts
var SendResults = ["Success", "Fail", "Unknown", "SubmitFail"];
var SubmitStatus = { SubmitSuccess: 1, Process: 2, Fail: 3, Success: 4 };
var SendRecordStatuses = ["Pending", ...SendResults];

// src/contract/sms/sendResult.ts
var submitStatusDisplay = {
  [SubmitStatus.SubmitSuccess]: { textKey: "status.smsSubmit.submitSuccess", tone: "success" },
  [SubmitStatus.Process]: { textKey: "status.smsSubmit.process", tone: "neutral" },
  [SubmitStatus.Fail]: { textKey: "status.smsSubmit.fail", tone: "error" },
  [SubmitStatus.Success]: { textKey: "status.smsSubmit.success", tone: "neutral" }
};

// src/contract/sms/templateMeta.ts
var SmsTemplatePurpose = { General: 1, VerificationCode: 2, Notification: 3, Marketing: 4 };
var smsTemplatePurposeDisplay = {
  [SmsTemplatePurpose.General]: { textKey: "sms.common.purpose.general" },
  [SmsTemplatePurpose.VerificationCode]: { textKey: "sms.common.purpose.verificationCode" },
  [SmsTemplatePurpose.Notification]: { textKey: "sms.common.purpose.notification" },
  [SmsTemplatePurpose.Marketing]: { textKey: "sms.common.purpose.marketing" }
};
var SmsTemplateStatus = { InReview: 1, Passed: 2, Rejected: 3, Disabled: 4 };
var smsTemplateStatusDisplay = {
  [SmsTemplateStatus.InReview]: { textKey: "status.smsTemplate.inReview", tone: "warning" },
  [SmsTemplateStatus.Passed]: { textKey: "status.smsTemplate.passed", tone: "success" },
  [SmsTemplateStatus.Rejected]: { textKey: "status.smsTemplate.rejected", tone: "error" },
  [SmsTemplateStatus.Disabled]: { textKey: "status.smsTemplate.disabled", tone: "neutral" }
};

// src/contract/actions/smsConversations.ts
import { z as z21 } from "zod";

// src/contract/entities/smsConversations.ts
import { z as z20 } from "zod";
var int11 = () => z20.number().int();
var SmsConversation = z20.object({
  PhoneNumber: z20.string(),
  /** The latest message either way: a reply ('In') or a send to the number ('Out'). */
  LastContent: z20.string(),
  LastTime: int11(),
  LastDirection: z20.enum(["In", "Out"]),
  /** The latest reply (answered by ReplyUSMSMO). */
  LastReplyId: z20.string(),
  Replies: int11(),
  Unread: int11(),
  /** The task of the send that prompted the latest reply, with its route parts; null when unknown. */
  TaskId: z20.string().nullable(),
  TaskName: z20.string(),
  AccountId: z20.string(),
  SessionNo: z20.string().nullable(),
  /** The number opted out of this account's SMS. */
  OptedOut: z20.boolean()
});
var SmsConversationMessage = z20.object({
  Direction: z20.enum(["In", "Out"]),
  /** ReplyId of a reply, MessageId of a send. */
  Id: z20.string(),
  Content: z20.string(),
  Time: int11(),
  TaskId: z20.string().nullable(),
  /** Sends: their result once final, else null; replies: null. */
  SendResult: z20.enum(SendResults).nullable(),
  /** Sends: the receipt code ('OPTED_OUT': not sent, the number opted out); replies: ''. */
  ReceiptCode: z20.string(),
  /** Replies: read in the conversation. Sends: true. */
  Read: z20.boolean()
});
var SmsOptOut = z20.object({
  PhoneNumber: z20.string(),
  Source: z20.enum(["Reply", "Manual"]),
  /** The reply's keyword (STOP, 退订 …); '' when added by hand. */
  Keyword: z20.string(),
  CreateTime: int11()
});

// src/contract/messaging/optOutPhone.ts
function isOptOutPhone(value) {
  return /^\+?[1-9]\d{6,14}$/.test(value.replace(/[\s-]/g, ""));
}

// src/contract/actions/smsConversations.ts
var int12 = () => z21.number().int();
var page = { Offset: int12().min(0).default(0), Limit: int12().min(1).max(100).default(20) };
var phoneFilter = z21.string().regex(/^\+?\d{1,15}$/, { error: ValidationText.PhoneInvalid });
var phone = z21.string({ error: ValidationText.PhoneRequired }).trim().min(1, { error: ValidationText.PhoneRequired }).refine(isOptOutPhone, { error: ValidationText.PhoneInvalid });
var smsConversationActions = {
  GetUSMSConversationList: defineAction({
    kind: "read",
    access: "user",
    summary: "Conversations (the replies of one number), latest first: the latest message, unread replies, the task that prompted the latest reply, and whether the number opted out.",
    params: z21.object({
      PhoneNumber: phoneFilter.optional(),
      /** A part of the number: its digits are looked for anywhere in it (other characters ignored; none: no match). */
      Keyword: z21.string().max(64).optional(),
      UnreadOnly: z21.boolean().default(false),
      ...page
    }),
    result: z21.object({ Total: int12(), Unread: int12(), Conversations: z21.array(SmsConversation) })
  }),
  GetUSMSConversation: defineAction({
    kind: "read",
    access: "user",
    summary: "One conversation in order, oldest first: the sends to the number and its replies (the latest Limit of them).",
    params: z21.object({ PhoneNumber: phone, Limit: int12().min(1).max(200).default(100) }),
    result: z21.object({ PhoneNumber: z21.string(), OptedOut: z21.boolean(), Unread: int12(), Messages: z21.array(SmsConversationMessage) })
  }),
  MarkUSMSConversationRead: defineAction({
    kind: "write",
    access: "user",
    summary: "Mark every reply of a number read; answers how many were unread.",
    params: z21.object({ PhoneNumber: phone }),
    result: z21.object({ PhoneNumber: z21.string(), Marked: int12() }),
    invalidates: ["GetUSMSConversationList", "GetUSMSConversation"],
    lane: "PhoneNumber",
    title: "Conversation with {PhoneNumber} read",
    titleZh: "\u4E0E {PhoneNumber} \u7684\u4F1A\u8BDD\u5DF2\u8BFB"
  }),
  GetUSMSOptOutList: defineAction({
    kind: "read",
    access: "user",
    summary: "Numbers that opted out of the account's SMS (a STOP reply, or added by hand), newest first.",
    params: z21.object({ PhoneNumber: phoneFilter.optional(), ...page }),
    result: z21.object({ Total: int12(), OptOuts: z21.array(SmsOptOut) })
  }),
  AddUSMSOptOut: defineAction({
    kind: "write",
    access: "user",
    summary: "Opt a number out of the account's SMS by hand: later sends to it are not delivered and not charged. Added is false when it already was.",
    params: z21.object({ PhoneNumber: phone }),
    result: z21.object({ PhoneNumber: z21.string(), Added: z21.boolean() }),
    invalidates: ["GetUSMSOptOutList", "GetUSMSConversationList", "GetUSMSConversation"],
    lane: "PhoneNumber",
    title: "Opt out {PhoneNumber}",
    titleZh: "\u9000\u8BA2\u53F7\u7801 {PhoneNumber}"
  }),
  DeleteUSMSOptOut: defineAction({
    kind: "write",
    access: "user",
    summary: "Take numbers off the opt-out list: sends to them are delivered again.",
    params: z21.object({ PhoneNumbers: z21.array(phone).min(1, { error: ValidationText.PhoneRequired }).max(100) }),
    result: z21.object({ Deleted: int12() }),
    invalidates: ["GetUSMSOptOutList", "GetUSMSConversationList", "GetUSMSConversation"],
    title: "Remove {#PhoneNumbers} numbers from the opt-out list",
    titleZh: "\u4ECE\u9000\u8BA2\u540D\u5355\u79FB\u9664 {#PhoneNumbers} \u4E2A\u53F7\u7801"
  })
};

// src/contract/actions/smsRules.ts
import { z as z22 } from "zod";

// src/contract/sms/limitRules.ts
var LimitRuleText = {
  MonthlyOverDaily: "The monthly total must exceed the daily total",
  DailySingleOverMonthly: "Daily single settings cannot exceed monthly ones",
  TotalOverSingle: "The total must exceed the individual settings",
  NumbersOnly: "Numbers only"
};
function checkSendLimits(s) {
  if (s.MonthlyTotal <= s.DailyTotal) return LimitRuleText.MonthlyOverDaily;
  if (s.DailySingle > s.MonthlySingle) return LimitRuleText.DailySingleOverMonthly;
  if (s.DailyTotal < s.DailySingle || s.MonthlyTotal < s.MonthlySingle) return LimitRuleText.TotalOverSingle;
  return null;
}
function checkSendCountAlarm(s) {
  if (s.DailyThreshold > 0 && s.MonthlyThreshold > 0 && s.MonthlyThreshold <= s.DailyThreshold) return LimitRuleText.MonthlyOverDaily;
  return null;
}

// src/contract/actions/smsRules.ts
var count = z22.number({ error: LimitRuleText.NumbersOnly }).int({ error: LimitRuleText.NumbersOnly }).min(0, { error: LimitRuleText.NumbersOnly }).max(1e9);
var ruleId = { RuleId: requiredString("RuleId is required", 64) };
var limitFields = z22.object({
  RuleName: nameField(),
  Enabled: z22.boolean().default(true),
  DailyTotal: count,
  MonthlyTotal: count,
  DailySingle: count,
  MonthlySingle: count
});
var limitSettings = limitFields.superRefine((v, ctx) => {
  const broken = checkSendLimits(v);
  if (broken) ctx.addIssue({ code: "custom", message: broken, path: [] });
});
var alarmFields = z22.object({
  RuleName: nameField(),
  Enabled: z22.boolean().default(true),
  DailyThreshold: count.default(0),
  MonthlyThreshold: count.default(0),
  NotifyEmails: z22.array(emailField).max(5).default([])
});
var alarmSettings = alarmFields.superRefine((v, ctx) => {
  const broken = checkSendCountAlarm(v);
  if (broken) ctx.addIssue({ code: "custom", message: broken, path: [] });
  if (v.DailyThreshold === 0 && v.MonthlyThreshold === 0) ctx.addIssue({ code: "custom", message: "Set a daily or a monthly threshold", path: [] });
});
var page2 = { Offset: z22.number().int().min(0).default(0), Limit: z22.number().int().min(1).max(100).default(20) };
var smsRuleActions = {
  CreateUSMSSendLimitRule: defineAction({
    kind: "write",
    access: "user",
    summary: "Create a send-limit rule: daily and monthly totals, and per-recipient (single) limits.",
    params: limitSettings,
    result: SendLimitRule,
    invalidates: ["DescribeUSMSSendLimitRule", "GetUSMSSendLimitRule"]
  }),
  UpdateUSMSSendLimitRule: defineAction({
    kind: "write",
    access: "user",
    summary: "Change a send-limit rule.",
    params: limitFields.extend(ruleId).superRefine((v, ctx) => {
      const broken = checkSendLimits(v);
      if (broken) ctx.addIssue({ code: "custom", message: broken, path: [] });
    }),
    result: SendLimitRule,
    invalidates: ["DescribeUSMSSendLimitRule", "GetUSMSSendLimitRule"],
    lane: "RuleId"
  }),
  GetUSMSSendLimitRule: defineAction({
    kind: "read",
    access: "user",
    summary: "One send-limit rule.",
    params: z22.object(ruleId),
    result: SendLimitRule
  }),
  DescribeUSMSSendLimitRule: defineAction({
    kind: "read",
    access: "user",
    summary: "The caller's send-limit rules.",
    params: z22.object(page2),
    result: z22.object({ Total: z22.number().int(), Rules: z22.array(SendLimitRule) })
  }),
  DeleteUSMSSendLimitRule: defineAction({
    kind: "write",
    access: "user",
    summary: "Delete a send-limit rule.",
    params: z22.object(ruleId),
    result: z22.object({}),
    invalidates: ["DescribeUSMSSendLimitRule", "GetUSMSSendLimitRule"],
    lane: "RuleId"
  }),
  CreateUSMSSendCountAlarmRule: defineAction({
    kind: "write",
    access: "user",
    summary: "Create a send-count alarm: an e-mail when the day's or month's sends reach a threshold.",
    params: alarmSettings,
    result: SendCountAlarmRule,
    invalidates: ["DescribeUSMSSendCountAlarmRule", "GetUSMSSendCountAlarmRule"]
  }),
  UpdateUSMSSendCountAlarmRule: defineAction({
    kind: "write",
    access: "user",
    summary: "Change a send-count alarm rule.",
    params: alarmFields.extend(ruleId).superRefine((v, ctx) => {
      const broken = checkSendCountAlarm(v);
      if (broken) ctx.addIssue({ code: "custom", message: broken, path: [] });
    }),
    result: SendCountAlarmRule,
    invalidates: ["DescribeUSMSSendCountAlarmRule", "GetUSMSSendCountAlarmRule"],
    lane: "RuleId"
  }),
  GetUSMSSendCountAlarmRule: defineAction({
    kind: "read",
    access: "user",
    summary: "One send-count alarm rule.",
    params: z22.object(ruleId),
    result: SendCountAlarmRule
  }),
  DescribeUSMSSendCountAlarmRule: defineAction({
    kind: "read",
    access: "user",
    summary: "The caller's send-count alarm rules.",
    params: z22.object(page2),
    result: z22.object({ Total: z22.number().int(), Rules: z22.array(SendCountAlarmRule) })
  }),
  DeleteUSMSSendCountAlarmRule: defineAction({
    kind: "write",
    access: "user",
    summary: "Delete a send-count alarm rule.",
    params: z22.object(ruleId),
    result: z22.object({}),
    invalidates: ["DescribeUSMSSendCountAlarmRule", "GetUSMSSendCountAlarmRule"],
    lane: "RuleId"
  })
};

// src/contract/actions/sms.ts
var int13 = () => z23.number().int();
var taskId = requiredString("TaskId is required", 64);
var templateId = requiredString("TemplateId is required", 64);
var countryCode = z23.string().regex(/^[A-Za-z]{2}$/, { error: "CountryCode must be a 2-letter ISO code" }).transform((s) => s.toUpperCase());
var page3 = (max = 100) => ({ Offset: int13().min(0).default(0), Limit: int13().min(1).max(max).default(20) });
var timeRange = { StartTime: unixSeconds.optional(), EndTime: unixSeconds.optional() };
var content = z23.string().max(SMS_CONTENT_MAX, { error: `The content must be at most ${SMS_CONTENT_MAX} characters` });
var purpose = z23.union(Object.values(SmsTemplatePurpose).map((v) => z23.literal(v)), { error: "Purpose must be 1, 2, 3 or 4" });
var templateBody = requiredString(ValidationText.FieldRequired, SMS_CONTENT_MAX);
var templateParams = z23.array(z23.string().max(200)).max(20).default([]);
var tagName = nameField("Tag is required", 32);
var sendRecordFilter = z23.object({
  PhoneNumber: z23.string().regex(/^\+?\d{1,15}$/, { error: ValidationText.PhoneInvalid }).optional(),
  Status: z23.enum(SendRecordStatuses).optional(),
  TaskId: z23.string().max(64).optional(),
  ...timeRange
});
var sendRecipientFields = {
  PhoneNumbers: z23.array(z23.string().max(32), { error: ValidationText.PhoneRequired }).min(1, { error: ValidationText.PhoneRequired }).max(SMS_RECIPIENTS_MAX, {
    error: `At most ${SMS_RECIPIENTS_MAX} phone numbers per task`
  }).optional(),
  /** The recipients as an uploaded file instead (spec 001 §7: the FileId of a GetMediaFileSign grant of Kind 'import', TXT, CSV or XLSX). */
  FileId: z23.string().max(64).optional(),
  /** Or the members of one of the caller's groups (their phones)... */
  GroupId: z23.string().max(32).optional(),
  /** ...or of one of the caller's segments (its members at the send). */
  SegmentId: z23.string().max(32).optional()
};
var granularity2 = z23.enum(["day", "week", "month"]).default("day");
var zone2 = z23.string().max(64).default("UTC");
var smsActions = {
  GetBalance: defineAction({
    kind: "read",
    access: "user",
    summary: "Balance by the spec formula (Amount + AmountFree + AmountCredit - AmountFreeze): of the wallets of one ProductType (0 main, 9 SMS, 6003 voice, 6011 e-mail, 6026 advertising), or without ProductType of the whole account with the balance of each product type in ProductTypes.",
    params: z23.object({ ProductType: int13().min(0).optional() }),
    result: AccountBalance,
    // The sending page's balance, known offline (with its age) once fetched on any page.
    mirror: { store: "reference", prefetch: [{ ProductType: WalletProductType.SMS }] }
  }),
  GetUSMSPrice: defineAction({
    kind: "read",
    access: "user",
    summary: "Price per SMS segment in each supported country (integers, 10000 per unit).",
    params: z23.object({ CountryCode: countryCode.optional() }),
    result: z23.object({ Prices: z23.array(SmsPrice) }),
    // Offline estimates use the last known prices, labelled with their age.
    mirror: { store: "reference", prefetch: [{}] }
  }),
  GetUSMSPreviewSmsContent: defineAction({
    kind: "read",
    access: "user",
    summary: "The text a recipient gets, with its segment count and the price per recipient in a country.",
    params: z23.object({ Content: content.optional(), TemplateId: z23.string().max(64).optional(), TemplateParams: templateParams, CountryCode: countryCode.optional() }).refine((v) => Boolean(v.Content) !== Boolean(v.TemplateId), { error: "Give Content or TemplateId" }),
    result: z23.object({ Content: z23.string(), Encoding: z23.enum(["GSM7", "UCS2"]), Characters: int13(), Segments: int13(), PricePerRecipient: int13().nullable() })
  }),
  AddUSMSSendTask: defineAction({
    kind: "write",
    access: "user",
    summary: "Send (now or at SendTime, unix seconds) to up to 100,000 numbers, given as PhoneNumbers, as FileId (an uploaded TXT, CSV or XLSX file: GetMediaFileSign with Kind 'import'), or as the phones of the members of a group (GroupId) or segment (SegmentId, its members at the send; the task keeps which). Requires IdempotencyKey. Holds the estimated cost; invalid and duplicate numbers are counted, not sent.",
    params: z23.object({
      TaskName: optionalNameField(64),
      ...sendRecipientFields,
      CountryCode: countryCode.optional(),
      Content: content.optional(),
      TemplateId: z23.string().max(64).optional(),
      TemplateParams: templateParams,
      SenderId: z23.string().refine(isSenderId, { error: SENDER_ID_TEXT }).optional(),
      SendTime: unixSeconds.optional(),
      TimeZone: zone2,
      Tags: z23.array(tagName).max(SMS_TAGS_MAX).default([]),
      IsTest: z23.boolean().default(false)
    }).refine((v) => v.PhoneNumbers !== void 0 || v.FileId !== void 0 || v.GroupId !== void 0 || v.SegmentId !== void 0, { error: ValidationText.PhoneRequired, path: ["PhoneNumbers"] }).refine((v) => v.PhoneNumbers === void 0 || v.FileId === void 0, { error: "Give PhoneNumbers or FileId, not both" }).refine((v) => v.GroupId === void 0 || v.SegmentId === void 0, { error: "Give GroupId or SegmentId, not both" }).refine((v) => v.GroupId === void 0 && v.SegmentId === void 0 || v.PhoneNumbers === void 0 && v.FileId === void 0, { error: "Give one recipient source: PhoneNumbers, FileId, GroupId or SegmentId" }).refine((v) => Boolean(v.Content) !== Boolean(v.TemplateId), { error: "Give Content or TemplateId" }).refine((v) => !v.IsTest || v.PhoneNumbers !== void 0 && v.PhoneNumbers.length <= 5, { error: "A test send goes to at most 5 phone numbers" }),
    result: z23.object({
      TaskId: z23.string(),
      SessionNo: z23.string(),
      AccountId: z23.string(),
      Status: int13(),
      Submitted: int13(),
      Invalid: int13(),
      Duplicate: int13(),
      Unsupported: int13(),
      Segments: int13(),
      EstimatedCost: int13(),
      /** Recipients who opted out of the account's SMS: not sent, not charged (SubmitFail OPTED_OUT). */
      OptedOut: int13()
    }),
    idempotencyKey: "required",
    invalidates: ["GetUSMSSendTask", "DescribeUSMSTaskStatus", "GetBalance", "GetTransactionList", "GetUSMSSendStatistics", "GetUSMSSendRecord", "GetUSMSConversationList", "GetUSMSConversation"],
    body: "large",
    title: ['SMS to {#PhoneNumbers} recipients: "{Content|TemplateId}"', 'SMS to the numbers in an uploaded file: "{Content|TemplateId}"'],
    titleZh: ["\u77ED\u4FE1\u53D1\u9001\u7ED9 {#PhoneNumbers} \u4E2A\u53F7\u7801\uFF1A\u201C{Content|TemplateId}\u201D", "\u77ED\u4FE1\u53D1\u9001\u7ED9\u4E0A\u4F20\u6587\u4EF6\u4E2D\u7684\u53F7\u7801\uFF1A\u201C{Content|TemplateId}\u201D"]
  }),
  GetUSMSSendTask: defineAction({
    kind: "read",
    access: "user",
    summary: "The caller's send tasks, newest first; one task with TaskId.",
    params: z23.object({ TaskId: z23.string().max(64).optional(), Status: int13().optional(), Tag: z23.string().max(32).optional(), Keyword: z23.string().max(64).optional(), ...timeRange, ...page3() }),
    result: z23.object({ Total: int13(), Tasks: z23.array(SmsTask) })
  }),
  DescribeUSMSTaskStatus: defineAction({
    kind: "read",
    access: "user",
    summary: "Status and counts of up to 100 tasks.",
    params: z23.object({ TaskIds: z23.array(taskId).min(1).max(100) }),
    result: z23.object({ Tasks: z23.array(SmsTask) })
  }),
  DescribeUSMSSendTaskStatistics: defineAction({
    kind: "read",
    access: "user",
    summary: "One task's counts by send result, by country and by receipt code.",
    params: z23.object({ TaskId: taskId }),
    result: z23.object({
      Task: SmsTask,
      ByCountry: z23.array(z23.object({ CountryCode: z23.string() }).extend(SmsCounts.shape)),
      ByReceiptCode: z23.array(z23.object({ ReceiptCode: z23.string(), Count: int13() }))
    })
  }),
  CancelUSMSSendTask: defineAction({
    kind: "write",
    access: "user",
    summary: "Cancel a task that has not started sending; its hold is released.",
    params: z23.object({ TaskId: taskId }),
    result: SmsTask,
    invalidates: ["GetUSMSSendTask", "DescribeUSMSTaskStatus", "GetBalance", "GetTransactionList"],
    lane: "TaskId",
    title: "Cancel SMS task {TaskId}",
    titleZh: "\u53D6\u6D88\u77ED\u4FE1\u4EFB\u52A1 {TaskId}"
  }),
  PreviewUSMSRetryTask: defineAction({
    kind: "read",
    access: "user",
    summary: "What RetryUSMSSendTask would send now: the numbers of the task whose final result is Fail or SubmitFail and that no earlier retry of it took, their segments and estimated cost at today's prices. Recipients 0: nothing to retry.",
    params: z23.object({ TaskId: taskId }),
    result: z23.object({ TaskId: z23.string(), Recipients: int13(), Segments: int13(), EstimatedCost: int13() })
  }),
  RetryUSMSSendTask: defineAction({
    kind: "write",
    access: "user",
    summary: "A new task, sent now with the same content and sender, to the numbers of a task whose final result is Fail or SubmitFail (pending, delivered and unknown ones are not sent again, nor numbers an earlier retry of the task took). Requires IdempotencyKey. Held and charged like AddUSMSSendTask; its RetryOf is the original task. 'The task has no failed numbers to retry' when there are none.",
    params: z23.object({ TaskId: taskId }),
    result: z23.object({
      TaskId: z23.string(),
      SessionNo: z23.string(),
      AccountId: z23.string(),
      RetryOf: z23.string(),
      Status: int13(),
      Submitted: int13(),
      Segments: int13(),
      EstimatedCost: int13()
    }),
    idempotencyKey: "required",
    invalidates: ["GetUSMSSendTask", "DescribeUSMSTaskStatus", "DescribeUSMSSendTaskStatistics", "PreviewUSMSRetryTask", "GetBalance", "GetTransactionList", "GetUSMSSendStatistics", "GetUSMSSendRecord", "GetUSMSConversationList", "GetUSMSConversation"],
    lane: "TaskId",
    title: "Retry the failed numbers of SMS task {TaskId}",
    titleZh: "\u91CD\u8BD5\u77ED\u4FE1\u4EFB\u52A1 {TaskId} \u7684\u5931\u8D25\u53F7\u7801"
  }),
  GetUSMSTaskRecipients: defineAction({
    kind: "read",
    access: "user",
    summary: "The valid, unique numbers a task was sent to (E.164, in the order given): the recipients of a copy of the task.",
    params: z23.object({ TaskId: taskId }),
    result: z23.object({ TaskId: z23.string(), PhoneNumbers: z23.array(z23.string()) })
  }),
  SaveUSMSTag: defineAction({
    kind: "write",
    access: "user",
    summary: "Replace the tags of a task ('Tag already exists' for a repeated tag).",
    params: z23.object({ TaskId: taskId, Tags: z23.array(tagName).max(SMS_TAGS_MAX) }),
    result: z23.object({ TaskId: z23.string(), Tags: z23.array(z23.string()) }),
    invalidates: ["GetUSMSSendTask"],
    lane: "TaskId",
    title: "Tags of SMS task {TaskId}",
    titleZh: "\u77ED\u4FE1\u4EFB\u52A1 {TaskId} \u7684\u6807\u7B7E"
  }),
  GetUSMSSendRecord: defineAction({
    kind: "read",
    access: "user",
    summary: "Send records, newest first, filtered by phone, status, task and time (at most 31 days). Total is capped at 10,000 (TotalCapped).",
    params: sendRecordFilter.extend(page3(100)),
    result: z23.object({ Total: int13(), TotalCapped: z23.boolean(), Records: z23.array(SmsSendRecord) })
  }),
  GetUSMSSendReceiptCodeStatistics: defineAction({
    kind: "read",
    access: "user",
    summary: "Counts of receipt codes in a time range or of one task.",
    params: z23.object({ TaskId: z23.string().max(64).optional(), ...timeRange }),
    result: z23.object({ Codes: z23.array(z23.object({ ReceiptCode: z23.string(), SendResult: z23.string(), Count: int13() })) })
  }),
  GetUSMSSendStatistics: defineAction({
    kind: "read",
    access: "user",
    summary: "Totals and a daily, weekly or monthly series of sends in a time range, bucketed in TimeZone.",
    params: z23.object({ StartTime: unixSeconds, EndTime: unixSeconds, Granularity: granularity2, TimeZone: zone2 }),
    result: z23.object({ Total: SmsCounts, Series: z23.array(z23.object({ Period: z23.string() }).extend(SmsCounts.shape)) })
  }),
  GetUSMSReplyRecord: defineAction({
    kind: "read",
    access: "user",
    summary: "Replies (MO) received, newest first.",
    params: z23.object({ PhoneNumber: z23.string().regex(/^\+?\d{1,15}$/, { error: ValidationText.PhoneInvalid }).optional(), ...timeRange, ...page3(100) }),
    result: z23.object({ Total: int13(), Records: z23.array(SmsReplyRecord) }),
    mirror: { store: "inbox", channel: "sms", list: ["Records"], id: "ReplyId", time: "ReceiveTime", search: ["PhoneNumber", "Content"] }
  }),
  ReplyUSMSMO: defineAction({
    kind: "write",
    access: "user",
    summary: "Answer a reply (MO) with an SMS to its sender; charged like any send.",
    params: z23.object({ ReplyId: requiredString("ReplyId is required", 32), Content: requiredString(ValidationText.FieldRequired, SMS_CONTENT_MAX), SenderId: z23.string().refine(isSenderId, { error: SENDER_ID_TEXT }).optional() }),
    result: z23.object({ TaskId: z23.string(), ReplyId: z23.string() }),
    invalidates: ["GetUSMSReplyRecord", "GetUSMSSendTask", "GetBalance", "GetTransactionList", "GetUSMSConversationList", "GetUSMSConversation"],
    title: 'SMS reply: "{Content}"',
    titleZh: "\u77ED\u4FE1\u56DE\u590D\uFF1A\u201C{Content}\u201D"
  }),
  GetUSMSTemplate: defineAction({
    kind: "read",
    access: "user",
    summary: "One SMS template.",
    params: z23.object({ TemplateId: templateId }),
    result: SmsTemplate,
    mirror: { store: "templates", channel: "sms", list: ["Templates"], id: "TemplateId", name: "TemplateName", search: ["TemplateName", "Template"] }
  }),
  QueryUSMSTemplate: defineAction({
    kind: "read",
    access: "user",
    summary: "The caller's templates, newest first, by status, purpose or name.",
    params: z23.object({ Status: int13().optional(), Purpose: int13().optional(), Keyword: z23.string().max(64).optional(), ...page3() }),
    result: z23.object({ Total: int13(), Templates: z23.array(SmsTemplate) }),
    mirror: { store: "templates", channel: "sms", list: ["Templates"], id: "TemplateId", name: "TemplateName", search: ["TemplateName", "Template"] }
  }),
  CreateUSMSTemplate: defineAction({
    kind: "write",
    access: "user",
    summary: "Create a template ({{1}}, {{2}} \u2026 variables); it goes to review. RecreateTemplateId copies a rejected one.",
    params: z23.object({ TemplateName: nameField(), Purpose: purpose, Template: templateBody, Remark: z23.string().max(500).default(""), RecreateTemplateId: z23.string().max(64).optional() }),
    result: SmsTemplate,
    invalidates: ["QueryUSMSTemplate", "GetUSMSTemplate"],
    title: 'New SMS template: "{TemplateName}"',
    titleZh: "\u65B0\u5EFA\u77ED\u4FE1\u6A21\u677F\uFF1A\u201C{TemplateName}\u201D"
  }),
  UpdateUSMSTemplate: defineAction({
    kind: "write",
    access: "user",
    summary: "Change a template; it goes back to review.",
    params: z23.object({ TemplateId: templateId, TemplateName: nameField(), Purpose: purpose, Template: templateBody, Remark: z23.string().max(500).default("") }),
    result: SmsTemplate,
    invalidates: ["QueryUSMSTemplate", "GetUSMSTemplate", "PreviewUSMSTemplateInfo"],
    lane: "TemplateId",
    title: 'SMS template: "{TemplateName}"',
    titleZh: "\u77ED\u4FE1\u6A21\u677F\uFF1A\u201C{TemplateName}\u201D"
  }),
  DeleteUSMSTemplate: defineAction({
    kind: "write",
    access: "user",
    summary: "Delete templates.",
    params: z23.object({ TemplateIds: z23.array(templateId).min(1).max(100) }),
    result: z23.object({ Deleted: int13() }),
    invalidates: ["QueryUSMSTemplate", "GetUSMSTemplate"],
    title: "Delete {#TemplateIds} SMS templates",
    titleZh: "\u5220\u9664 {#TemplateIds} \u4E2A\u77ED\u4FE1\u6A21\u677F"
  }),
  PreviewUSMSTemplateInfo: defineAction({
    kind: "read",
    access: "user",
    summary: "A template with its variables and segment count.",
    params: z23.object({ TemplateId: templateId, CountryCode: countryCode.optional() }),
    result: z23.object({ Template: SmsTemplate, Encoding: z23.enum(["GSM7", "UCS2"]), Characters: int13(), Segments: int13() })
  }),
  GetUSMSCallback: defineAction({
    kind: "read",
    access: "user",
    summary: "The URL delivery receipts are POSTed to, and the secret of their X-Signature (HMAC-SHA256 of the body).",
    params: z23.object({}),
    result: z23.object({ CallbackUrl: z23.string(), Enabled: z23.boolean(), Secret: z23.string() })
  }),
  SetUSMSCallback: defineAction({
    kind: "write",
    access: "user",
    summary: "Set the receipt callback URL (http or https).",
    params: z23.object({
      CallbackUrl: z23.string({ error: ValidationText.CallbackRequired }).trim().min(1, { error: ValidationText.CallbackRequired }).max(2e3).refine(isHttpUrl, { error: ValidationText.AddressFormatIncorrect }),
      Enabled: z23.boolean().default(true)
    }),
    result: z23.object({ CallbackUrl: z23.string(), Enabled: z23.boolean(), Secret: z23.string() }),
    invalidates: ["GetUSMSCallback"],
    title: "SMS delivery callback",
    titleZh: "\u77ED\u4FE1\u72B6\u6001\u56DE\u8C03"
  }),
  AddUSMSExportSendRecordTask: defineAction({
    kind: "write",
    access: "user",
    summary: "Export the send records of a filter to a CSV file ('No data to export' when none match).",
    params: sendRecordFilter.extend({ Name: optionalNameField(64) }),
    result: ExportRecord,
    invalidates: ["GetUSMSExportSendRecord"],
    title: 'Export of SMS send records: "{Name}"',
    titleZh: "\u5BFC\u51FA\u77ED\u4FE1\u53D1\u9001\u8BB0\u5F55\uFF1A\u201C{Name}\u201D"
  }),
  GetUSMSExportSendRecord: defineAction({
    kind: "read",
    access: "user",
    summary: "The caller's export records, newest first.",
    params: z23.object({ ExportId: z23.string().max(64).optional(), ...page3() }),
    result: z23.object({ Total: int13(), Records: z23.array(ExportRecord) })
  }),
  GetUSMSExportSendRecordFile: defineAction({
    kind: "write",
    access: "user",
    summary: "A short-lived download address of a completed export: GET Url (no other credentials needed; valid 10 minutes) answers the CSV with Content-Disposition.",
    params: z23.object({ ExportId: requiredString("ExportId is required", 64) }),
    result: z23.object({ FileName: z23.string(), Url: z23.string(), ExpireTime: int13(), RowCount: int13() }),
    offline: { queue: false, why: "short-lived" }
  }),
  ...smsRuleActions,
  ...smsConversationActions
};
function isHttpUrl(value) {
  try {
    const u = new URL(value);
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname !== "";
  } catch {
    return false;
  }
}

// src/contract/actions/channelTaskActions.ts
function entry(key2, value) {
  return { [key2]: value };
}
function channelTaskActions(c) {
  const sms4 = smsActions;
  const { code: code2, name, nameZh, task } = c;
  const record = c.record ?? SmsSendRecord;
  const tasks = `Get${code2}SendTask`;
  const status = `Describe${code2}TaskStatus`;
  const statistics = `Describe${code2}SendTaskStatistics`;
  const preview = `Preview${code2}RetryTask`;
  const records = `Get${code2}SendRecord`;
  const exports = `Get${code2}ExportSendRecord`;
  return {
    ...entry(
      tasks,
      defineAction({
        kind: "read",
        access: "user",
        summary: `The caller's ${name} tasks, newest first; one task with TaskId.`,
        params: sms4.GetUSMSSendTask.params,
        result: z24.object({ Total: z24.number().int(), Tasks: z24.array(task) })
      })
    ),
    ...entry(
      status,
      defineAction({
        kind: "read",
        access: "user",
        summary: `Status and counts of up to 100 ${name} tasks.`,
        params: sms4.DescribeUSMSTaskStatus.params,
        result: z24.object({ Tasks: z24.array(task) })
      })
    ),
    ...entry(
      `Cancel${code2}SendTask`,
      defineAction({
        kind: "write",
        access: "user",
        summary: `Cancel one ${name} task that has not started sending; its hold is released.`,
        params: sms4.CancelUSMSSendTask.params,
        result: task,
        invalidates: [tasks, status, "GetBalance", "GetTransactionList"],
        lane: "TaskId",
        title: `Cancel ${name} task {TaskId}`,
        titleZh: `\u53D6\u6D88${nameZh}\u4EFB\u52A1 {TaskId}`
      })
    ),
    ...entry(
      records,
      defineAction({
        kind: "read",
        access: "user",
        summary: `${name} send records, newest first, filtered by phone, status, task and time (at most 31 days). Total is capped at 10,000 (TotalCapped).`,
        params: c.recordFilter ? c.recordFilter.extend({ Offset: z24.number().int().min(0).default(0), Limit: z24.number().int().min(1).max(100).default(20) }) : sms4.GetUSMSSendRecord.params,
        result: z24.object({ Total: z24.number().int(), TotalCapped: z24.boolean(), Records: z24.array(record) })
      })
    ),
    ...entry(
      statistics,
      defineAction({
        kind: "read",
        access: "user",
        summary: `One ${name} task's counts by send result, by country and by receipt code.`,
        params: sms4.DescribeUSMSSendTaskStatistics.params,
        result: sms4.DescribeUSMSSendTaskStatistics.result.extend({ Task: task })
      })
    ),
    ...entry(
      preview,
      defineAction({
        kind: "read",
        access: "user",
        summary: `What Retry${code2}SendTask would send now: the task's numbers whose final result is Fail or SubmitFail that no earlier retry took, and their estimated cost.`,
        params: sms4.PreviewUSMSRetryTask.params,
        result: sms4.PreviewUSMSRetryTask.result
      })
    ),
    ...entry(
      `Retry${code2}SendTask`,
      defineAction({
        kind: "write",
        access: "user",
        summary: `A new ${name} task, sent now with the same content, to the failed numbers of a task (as RetryUSMSSendTask). Requires IdempotencyKey.`,
        params: sms4.RetryUSMSSendTask.params,
        result: sms4.RetryUSMSSendTask.result,
        idempotencyKey: "required",
        invalidates: [tasks, status, statistics, preview, records, "GetBalance", "GetTransactionList"],
        lane: "TaskId",
        title: `Retry the failed numbers of ${name} task {TaskId}`,
        titleZh: `\u91CD\u8BD5${nameZh}\u4EFB\u52A1 {TaskId} \u7684\u5931\u8D25\u53F7\u7801`
      })
    ),
    ...entry(
      `Get${code2}TaskRecipients`,
      defineAction({
        kind: "read",
        access: "user",
        summary: `The valid, unique addresses one ${name} task was sent to: the recipients of a copy of the task.`,
        params: sms4.GetUSMSTaskRecipients.params,
        result: sms4.GetUSMSTaskRecipients.result
      })
    ),
    ...entry(
      `Save${code2}Tag`,
      defineAction({
        kind: "write",
        access: "user",
        summary: `Replace the tags of one ${name} task ('Tag already exists' for a repeated tag).`,
        params: sms4.SaveUSMSTag.params,
        result: sms4.SaveUSMSTag.result,
        invalidates: [tasks],
        lane: "TaskId",
        title: `Tags of ${name} task {TaskId}`,
        titleZh: `${nameZh}\u4EFB\u52A1 {TaskId} \u7684\u6807\u7B7E`
      })
    ),
    ...entry(
      `Add${code2}ExportSendRecordTask`,
      defineAction({
        kind: "write",
        access: "user",
        summary: `Export the ${name} send records of a filter to a CSV file ('No data to export' when none match).`,
        params: sms4.AddUSMSExportSendRecordTask.params,
        result: sms4.AddUSMSExportSendRecordTask.result,
        invalidates: [exports],
        title: `Export of ${name} send records: "{Name}"`,
        titleZh: `\u5BFC\u51FA${nameZh}\u53D1\u9001\u8BB0\u5F55\uFF1A\u201C{Name}\u201D`
      })
    ),
    ...entry(
      exports,
      defineAction({
        kind: "read",
        access: "user",
        summary: `The caller's exports of ${name} records, newest first.`,
        params: sms4.GetUSMSExportSendRecord.params,
        result: sms4.GetUSMSExportSendRecord.result
      })
    ),
    ...entry(
      `Get${code2}SendStatistics`,
      defineAction({
        kind: "read",
        access: "user",
        summary: `Totals and a daily, weekly or monthly series of ${name} sends in a time range, bucketed in TimeZone.`,
        params: sms4.GetUSMSSendStatistics.params,
        result: sms4.GetUSMSSendStatistics.result
      })
    ),
    ...entry(
      `Get${code2}SendReceiptCodeStatistics`,
      defineAction({
        kind: "read",
        access: "user",
        summary: `Counts of ${name} receipt codes in a time range or of one task.`,
        params: sms4.GetUSMSSendReceiptCodeStatistics.params,
        result: sms4.GetUSMSSendReceiptCodeStatistics.result
      })
    )
  };
}

// src/contract/actions/mms.ts
var sms = smsActions;
var int14 = () => z25.number().int();
var templateId2 = requiredString("TemplateId is required", 64);
var countryCode2 = z25.string().regex(/^[A-Za-z]{2}$/, { error: "CountryCode must be a 2-letter ISO code" }).transform((s) => s.toUpperCase());
var page4 = (max = 100) => ({ Offset: int14().min(0).default(0), Limit: int14().min(1).max(max).default(20) });
var tagName2 = nameField("Tag is required", 32);
var zone3 = z25.string().max(64).default("UTC");
var templateFields = {
  TemplateName: nameField(),
  Subject: requiredString(MMS_SUBJECT_REQUIRED, MMS_SUBJECT_MAX),
  Template: requiredString(ValidationText.FieldRequired, MMS_TEXT_MAX),
  /** The FileId of an image the caller uploaded with GetMediaFileSign Kind 'mms-image' (PNG, JPEG or GIF, at most 300KB). */
  MediaFileId: requiredString("MediaFileId is required", 64),
  Remark: z25.string().max(500).default("")
};
var mmsActions = {
  ...channelTaskActions({ code: "UMMS", name: "MMS", nameZh: "\u5F69\u4FE1", task: MmsTask }),
  GetUMMSPrice: defineAction({
    kind: "read",
    access: "user",
    summary: "Price of one MMS (subject, image and text) in each supported country (integers, 10000 per unit), charged on the SMS wallet.",
    params: sms.GetUSMSPrice.params,
    result: sms.GetUSMSPrice.result
  }),
  CreateUMMSTemplate: defineAction({
    kind: "write",
    access: "user",
    summary: "Create an MMS template (subject, image, text with {{1}}, {{2}} \u2026 variables); it goes to review like an SMS template.",
    params: z25.object(templateFields),
    result: MmsTemplate,
    invalidates: ["QueryUMMSTemplate", "GetUMMSTemplate"],
    title: 'New MMS template: "{TemplateName}"',
    titleZh: "\u65B0\u5EFA\u5F69\u4FE1\u6A21\u677F\uFF1A\u201C{TemplateName}\u201D"
  }),
  UpdateUMMSTemplate: defineAction({
    kind: "write",
    access: "user",
    summary: "Change an MMS template (not while it is in review); it goes back to review.",
    params: z25.object({ TemplateId: templateId2, ...templateFields }),
    result: MmsTemplate,
    invalidates: ["QueryUMMSTemplate", "GetUMMSTemplate"],
    lane: "TemplateId",
    title: 'MMS template: "{TemplateName}"',
    titleZh: "\u5F69\u4FE1\u6A21\u677F\uFF1A\u201C{TemplateName}\u201D"
  }),
  GetUMMSTemplate: defineAction({
    kind: "read",
    access: "user",
    summary: "One MMS template.",
    params: z25.object({ TemplateId: templateId2 }),
    result: MmsTemplate
  }),
  QueryUMMSTemplate: defineAction({
    kind: "read",
    access: "user",
    summary: "The caller's MMS templates, newest first, by status or name.",
    params: z25.object({ Status: int14().optional(), Keyword: z25.string().max(64).optional(), ...page4() }),
    result: z25.object({ Total: int14(), Templates: z25.array(MmsTemplate) })
  }),
  DeleteUMMSTemplate: defineAction({
    kind: "write",
    access: "user",
    summary: "Delete MMS templates (tasks keep what they were sent with).",
    params: z25.object({ TemplateIds: z25.array(templateId2).min(1).max(100) }),
    result: z25.object({ Deleted: int14() }),
    invalidates: ["QueryUMMSTemplate", "GetUMMSTemplate"],
    title: "Delete {#TemplateIds} MMS templates",
    titleZh: "\u5220\u9664 {#TemplateIds} \u4E2A\u5F69\u4FE1\u6A21\u677F"
  }),
  AddUMMSSendTask: defineAction({
    kind: "write",
    access: "user",
    summary: "Send a passed MMS template (subject, image, text filled with TemplateParams) now or at SendTime to up to 100,000 numbers: PhoneNumbers, FileId (an uploaded TXT, CSV or XLSX, Kind 'import'), or the phones of a group's (GroupId) or segment's (SegmentId) members. Requires IdempotencyKey. One message per recipient, priced by country and held on the SMS wallet; invalid and duplicate numbers are counted, not sent. Upgraded accounts only.",
    params: z25.object({
      TaskName: optionalNameField(64),
      ...sendRecipientFields,
      CountryCode: countryCode2.optional(),
      TemplateId: templateId2,
      TemplateParams: z25.array(z25.string().max(200)).max(20).default([]),
      SenderId: z25.string().refine(isSenderId, { error: SENDER_ID_TEXT }).optional(),
      SendTime: unixSeconds.optional(),
      TimeZone: zone3,
      Tags: z25.array(tagName2).max(SMS_TAGS_MAX).default([])
    }).refine((v) => [v.PhoneNumbers, v.FileId, v.GroupId, v.SegmentId].filter((x) => x !== void 0).length === 1, { error: "Give one recipient source: PhoneNumbers, FileId, GroupId or SegmentId", path: ["PhoneNumbers"] }),
    result: z25.object({
      TaskId: z25.string(),
      SessionNo: z25.string(),
      AccountId: z25.string(),
      Status: int14(),
      Submitted: int14(),
      Invalid: int14(),
      Duplicate: int14(),
      Unsupported: int14(),
      EstimatedCost: int14(),
      OptedOut: int14()
    }),
    idempotencyKey: "required",
    invalidates: ["GetUMMSSendTask", "DescribeUMMSTaskStatus", "GetUMMSSendRecord", "GetBalance", "GetTransactionList"],
    body: "large",
    title: ["MMS to {#PhoneNumbers} recipients: template {TemplateId}", "MMS with template {TemplateId}"],
    titleZh: ["\u5F69\u4FE1\u53D1\u9001\u7ED9 {#PhoneNumbers} \u4E2A\u53F7\u7801\uFF1A\u6A21\u677F {TemplateId}", "\u5F69\u4FE1\uFF1A\u6A21\u677F {TemplateId}"]
  })
};

// src/contract/actions/audience.ts
import { z as z31 } from "zod";

// src/contract/audience/contactFields.ts
import { z as z26 } from "zod";

// src/contract/audience/contactRules.ts
var CONTACTS_ADD_MAX = 500;
var CONTACTS_BATCH_MAX = 500;
var GROUPS_BATCH_MAX = 100;
var GROUP_NAME_MAX = 64;
var TAG_NAME_MAX = 32;
var TAGS_BATCH_MAX = 20;
var TAGS_PER_ACCOUNT_MAX = 500;
var CONTACT_NAME_MAX = 64;
var AudienceText = {
  /** Spec 001 §5: "Every contact needs an email, phone or WhatsApp." */
  ContactAddressRequired: "Every contact needs an email, phone or WhatsApp"
};
var LOOSE_PHONE_RE = /^\+?[\d\s().-]{3,32}$/;
function looksLikePhone(value) {
  return LOOSE_PHONE_RE.test(value) && /\d{3}/.test(value.replace(/\D/g, ""));
}
function hasContactAddress(c) {
  return Boolean(c.Email?.trim() || c.Phone?.trim() || c.WhatsApp?.trim());
}
function isOptionalEmail(value) {
  return value === "" || isEmail(value);
}

// src/contract/audience/contactFields.ts
var personName = z26.string({ error: "must be a string" }).trim().max(CONTACT_NAME_MAX, { error: `must be at most ${CONTACT_NAME_MAX} characters` }).default("");
var phoneLike = z26.string({ error: "must be a string" }).trim().max(32, { error: ValidationText.PhoneInvalid }).refine((v) => v === "" || looksLikePhone(v), { error: ValidationText.PhoneInvalid }).default("");
var contactFieldShape = {
  FirstName: personName,
  LastName: personName,
  Email: z26.string({ error: "must be a string" }).trim().max(254, { error: ValidationText.EmailInvalid }).refine(isOptionalEmail, { error: ValidationText.EmailInvalid }).default(""),
  Phone: phoneLike,
  WhatsApp: phoneLike
};
var contactFields = z26.object(contactFieldShape).refine(hasContactAddress, { error: AudienceText.ContactAddressRequired });

// src/contract/audience/contactImport.ts
var IMPORT_FIELDS = ["FirstName", "LastName", "Email", "Phone", "WhatsApp"];
var IMPORT_EXTRA_FIELDS = ["Tags", "Attribute"];
var IMPORT_ROW_TAGS_MAX = 20;
var ADDRESS_FIELDS = ["Email", "Phone", "WhatsApp"];
var IMPORT_ROWS_MAX = 5e5;
var IMPORT_CSV_MAX_BYTES = 64 * 1024 * 1024;
var IMPORT_COLUMNS_MAX = 200;
var mappingTarget = (m) => m.Field === "Attribute" ? `Attribute:${m.AttributeId ?? ""}` : m.Field;
var ImportText = {
  /** Spec 001 §5: "Mapped attributes cannot repeat". */
  MappingRepeats: "Mapped attributes cannot repeat",
  /** Spec 001 §5: "at least one mapping is needed". */
  MappingRequired: "At least one mapping is needed",
  ColumnMappedTwice: "A column can be mapped to one field only",
  AddressMappingRequired: "Map a column to e-mail, phone or WhatsApp: every contact needs one",
  AttributeRequired: "Choose the attribute of a column mapped to an attribute"
};
function mappingProblem(mapping) {
  if (mapping.length === 0) return ImportText.MappingRequired;
  const fields = /* @__PURE__ */ new Set();
  const columns2 = /* @__PURE__ */ new Set();
  for (const m of mapping) {
    if (m.Field === "Attribute" && !m.AttributeId) return ImportText.AttributeRequired;
    if (fields.has(mappingTarget(m))) return ImportText.MappingRepeats;
    if (columns2.has(m.Column)) return ImportText.ColumnMappedTwice;
    fields.add(mappingTarget(m));
    columns2.add(m.Column);
  }
  if (!mapping.some((m) => ADDRESS_FIELDS.includes(m.Field))) return ImportText.AddressMappingRequired;
  return null;
}
var ImportRejectReason = {
  AddressRequired: AudienceText.ContactAddressRequired,
  EmailInvalid: ValidationText.EmailInvalid,
  PhoneInvalid: ValidationText.PhoneInvalid,
  NameTooLong: `Names must be at most ${CONTACT_NAME_MAX} characters`,
  AddressConflict: "The e-mail and the phone number belong to two different contacts",
  TooManyRows: `Only the first ${IMPORT_ROWS_MAX.toLocaleString("en-US")} rows of a file are imported`,
  TagTooLong: `Tag names must be at most ${TAG_NAME_MAX} characters`,
  TagCharacters: ValidationText.ForbiddenCharacters,
  TooManyTags: `A row can name at most ${IMPORT_ROW_TAGS_MAX} tags`,
  TagLimit: `An account has at most ${TAGS_PER_ACCOUNT_MAX} tags`,
  AttributeNumber: AttributeText.ValueNumber,
  AttributeText: AttributeText.ValueText,
  AttributeBoolean: AttributeText.ValueBoolean,
  AttributeCategory: AttributeText.ValueCategory,
  AttributeDate: AttributeText.ValueDate
};
function mappedFields(cells, mapping) {
  const out = { FirstName: "", LastName: "", Email: "", Phone: "", WhatsApp: "" };
  for (const m of mapping) if (m.Field !== "Tags" && m.Field !== "Attribute") out[m.Field] = (cells[m.Column] ?? "").trim();
  return out;
}
function splitTagCell(cell) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const part of cell.split(/[;,，；]/)) {
    const name = part.trim();
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      out.push(name);
    }
  }
  return out;
}
var NUMBER_CELL_RE = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;
var SLASH_DATE_RE = /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/;
var ATTRIBUTE_REASON = {
  [AttributeType.Number]: "AttributeNumber",
  [AttributeType.Text]: "AttributeText",
  [AttributeType.Boolean]: "AttributeBoolean",
  [AttributeType.Category]: "AttributeCategory",
  [AttributeType.Date]: "AttributeDate"
};
function importAttributeValue(attr, cell) {
  let raw = cell;
  if (attr.Type === AttributeType.Number) raw = NUMBER_CELL_RE.test(cell) ? Number(cell) : NaN;
  else if (attr.Type === AttributeType.Boolean) raw = /^true$/i.test(cell) ? true : /^false$/i.test(cell) ? false : cell;
  else if (attr.Type === AttributeType.Date) {
    const m = SLASH_DATE_RE.exec(cell);
    raw = m ? `${m[1]}-${m[2].padStart(2, "0")}-${m[3].padStart(2, "0")}` : cell;
  }
  const checked = checkAttributeValue(attr, raw);
  return checked.ok ? checked : { ok: false, reason: ATTRIBUTE_REASON[attr.Type] ?? "AttributeText" };
}
function checkImportRow(cells, mapping, attributes) {
  const f = mappedFields(cells, mapping);
  if (!f.Email && !f.Phone && !f.WhatsApp) return { ok: false, field: "", reason: "AddressRequired" };
  if (f.FirstName.length > CONTACT_NAME_MAX) return { ok: false, field: "FirstName", reason: "NameTooLong" };
  if (f.LastName.length > CONTACT_NAME_MAX) return { ok: false, field: "LastName", reason: "NameTooLong" };
  if (f.Email.length > 254 || !isOptionalEmail(f.Email)) return { ok: false, field: "Email", reason: "EmailInvalid" };
  if (f.Phone && !looksLikePhone(f.Phone)) return { ok: false, field: "Phone", reason: "PhoneInvalid" };
  if (f.WhatsApp && !looksLikePhone(f.WhatsApp)) return { ok: false, field: "WhatsApp", reason: "PhoneInvalid" };
  const extras = { tags: [], attributes: {} };
  for (const m of mapping) {
    const cell = (cells[m.Column] ?? "").trim();
    if (cell === "") continue;
    if (m.Field === "Tags") {
      const tags2 = splitTagCell(cell);
      if (tags2.length > IMPORT_ROW_TAGS_MAX) return { ok: false, field: "Tags", reason: "TooManyTags" };
      if (tags2.some((t) => t.length > TAG_NAME_MAX)) return { ok: false, field: "Tags", reason: "TagTooLong" };
      if (tags2.some(hasForbiddenCharacters)) return { ok: false, field: "Tags", reason: "TagCharacters" };
      extras.tags = tags2;
    } else if (m.Field === "Attribute") {
      const attr = m.AttributeId === void 0 ? void 0 : attributes?.get(m.AttributeId);
      if (!attr) continue;
      const value = importAttributeValue(attr, cell);
      if (!value.ok) return { ok: false, field: attr.Name, reason: value.reason };
      extras.attributes[m.AttributeId] = value.value;
    }
  }
  return { ok: true, fields: f, extras };
}

// src/contract/audience/importParams.ts
import { z as z27 } from "zod";
var importMappingEntry = z27.object({
  /** 0-based column of the file. */
  Column: z27.number().int().min(0).max(IMPORT_COLUMNS_MAX - 1),
  Field: z27.enum([...IMPORT_FIELDS, ...IMPORT_EXTRA_FIELDS]),
  AttributeId: z27.string().max(40).optional()
});

// src/contract/actions/audienceAttributes.ts
import { z as z28 } from "zod";
var int15 = () => z28.number().int();
var attributeId = requiredString("AttributeId is required", 40);
var attributeName = z28.string({ error: AttributeText.NameRequired }).trim().max(ATTRIBUTE_NAME_MAX, { error: `must be at most ${ATTRIBUTE_NAME_MAX} characters` }).superRefine((v, ctx) => {
  const problem = attributeNameProblem(v);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});
var attributeType = z28.union(
  Object.values(AttributeType).map((v) => z28.literal(v)),
  { error: AttributeText.TypeRequired }
);
var options = z28.array(z28.string().trim().max(CATEGORY_VALUE_MAX, { error: `must be at most ${CATEGORY_VALUE_MAX} characters` })).max(CATEGORY_VALUES_MAX, { error: `A category has at most ${CATEGORY_VALUES_MAX} values` }).default([]);
var audienceAttributeActions = {
  ListContactAttributes: defineAction({
    kind: "read",
    access: "user",
    summary: "The built-in attributes, then the caller's own by name.",
    params: z28.object({}),
    result: z28.object({ Attributes: z28.array(ContactAttribute) })
  }),
  CreateContactAttribute: defineAction({
    kind: "write",
    access: "user",
    summary: "Create an attribute (Type 1-5; Source Custom 2, or List 3 for one an import of a list creates). Names are unique per account, ignoring case.",
    params: z28.object({
      Name: attributeName,
      Type: attributeType,
      Source: z28.union(CREATABLE_SOURCES.map((v) => z28.literal(v)), { error: "Source must be 2 (Custom) or 3 (List)" }).default(2),
      Options: options
    }).superRefine((v, ctx) => checkOptions(v, ctx)),
    result: ContactAttribute,
    invalidates: ["ListContactAttributes"],
    title: "New attribute {Name}",
    titleZh: "\u65B0\u5EFA\u5C5E\u6027 {Name}"
  }),
  UpdateContactAttribute: defineAction({
    kind: "write",
    access: "user",
    summary: "Rename an attribute, or change a category's values: contacts holding a value no longer offered lose it (Cleared counts them).",
    params: z28.object({ AttributeId: attributeId, Name: attributeName, Options: options }),
    result: ContactAttribute.extend({ Cleared: int15() }),
    invalidates: ["ListContactAttributes", "ListContacts"],
    lane: "AttributeId",
    title: "Attribute {Name}",
    titleZh: "\u5C5E\u6027 {Name}"
  }),
  DeleteContactAttributes: defineAction({
    kind: "write",
    access: "user",
    summary: "Delete attributes and every contact's value of them.",
    params: z28.object({ AttributeIds: z28.array(attributeId).min(1, { error: "AttributeIds is required" }).max(50) }),
    result: z28.object({ Deleted: int15() }),
    invalidates: ["ListContactAttributes", "ListContacts"],
    title: "Delete attributes ({#AttributeIds})",
    titleZh: "\u5220\u9664\u5C5E\u6027\uFF08{#AttributeIds} \u4E2A\uFF09"
  })
};
function checkOptions(v, ctx) {
  if (v.Type !== AttributeType.Category) {
    if (v.Options.length) ctx.addIssue({ code: "custom", message: "Only a category has values", path: ["Options"] });
    return;
  }
  const problem = categoryValuesProblem(v.Options);
  if (problem) ctx.addIssue({ code: "custom", message: problem.message, path: problem.index === null ? ["Options"] : ["Options", problem.index] });
}

// src/contract/actions/audienceSegments.ts
import { z as z29 } from "zod";
var int16 = () => z29.number().int();
var segmentId = requiredString("SegmentId is required", 32);
var segmentName = nameField("Segment name is required", SEGMENT_NAME_MAX);
var audienceSegmentActions = {
  ListSegments: defineAction({
    kind: "read",
    access: "user",
    summary: "The caller's segments, newest first, each with its last member count and when it was counted; Keyword matches the name.",
    params: z29.object({ Keyword: z29.string().trim().max(100).optional(), Offset: int16().min(0).default(0), Limit: int16().min(1).max(100).default(20) }),
    result: z29.object({ Total: int16(), Segments: z29.array(Segment) })
  }),
  GetSegment: defineAction({
    kind: "read",
    access: "user",
    summary: "One of the caller's segments.",
    params: z29.object({ SegmentId: segmentId }),
    result: Segment
  }),
  CountSegment: defineAction({
    kind: "read",
    access: "user",
    summary: "How many of the caller's contacts the rules match now (the preview before saving); CountTime is when (unix seconds).",
    params: z29.object({ Rules: SegmentRules }),
    result: z29.object({ Count: int16(), CountTime: int16() }),
    // The editor shows a refused rule beside its field.
    quiet: true
  }),
  CreateSegment: defineAction({
    kind: "write",
    access: "user",
    summary: "Save a segment (names unique per account, ignoring case); its members are counted now.",
    params: z29.object({ SegmentName: segmentName, Rules: SegmentRules }),
    result: Segment,
    invalidates: ["ListSegments"],
    title: 'New segment "{SegmentName}"',
    titleZh: "\u65B0\u5EFA\u5206\u7FA4\u201C{SegmentName}\u201D"
  }),
  UpdateSegment: defineAction({
    kind: "write",
    access: "user",
    summary: "Change a segment's name and rules; its members are counted again.",
    params: z29.object({ SegmentId: segmentId, SegmentName: segmentName, Rules: SegmentRules }),
    result: Segment,
    invalidates: ["ListSegments", "GetSegment", "ListContacts", "CountAudience"],
    lane: "SegmentId",
    title: 'Segment "{SegmentName}"',
    titleZh: "\u5206\u7FA4\u201C{SegmentName}\u201D"
  }),
  RecountSegment: defineAction({
    kind: "write",
    access: "user",
    summary: "Count a saved segment's members now and keep the count with its time.",
    params: z29.object({ SegmentId: segmentId }),
    result: Segment,
    invalidates: ["ListSegments", "GetSegment"],
    // A count is only worth having now: offline, the last one is shown with its age instead.
    offline: { queue: false, why: "short-lived" },
    quiet: true
  }),
  DeleteSegments: defineAction({
    kind: "write",
    access: "user",
    summary: "Delete segments (their contacts are kept; tasks sent to one keep its name).",
    params: z29.object({ SegmentIds: z29.array(segmentId).min(1, { error: "SegmentIds is required" }).max(100) }),
    result: z29.object({ Deleted: int16() }),
    invalidates: ["ListSegments", "GetSegment"],
    title: "Delete segments ({#SegmentIds})",
    titleZh: "\u5220\u9664\u5206\u7FA4\uFF08{#SegmentIds} \u4E2A\uFF09"
  }),
  ListAudienceActivities: defineAction({
    kind: "read",
    access: "user",
    summary: "The channels whose activity segments can use (ChannelId, spec 001 \xA73: SMS 9) and the events each records.",
    params: z29.object({}),
    result: z29.object({ Channels: z29.array(z29.object({ Channel: int16(), Events: z29.array(z29.enum(ActivityEvents)) })) })
  }),
  CountAudience: defineAction({
    kind: "read",
    access: "user",
    summary: "A group's or segment's members now, and those a channel can reach (they have its address: SMS a phone) by country: the recipients of a send to it.",
    params: z29.object({ GroupId: z29.string().max(32).optional(), SegmentId: z29.string().max(32).optional(), Channel: int16() }).refine((v) => v.GroupId === void 0 !== (v.SegmentId === void 0), { error: "Give GroupId or SegmentId" }),
    result: z29.object({ Members: int16(), Reachable: int16(), ByCountry: z29.array(z29.object({ Country: z29.string(), Count: int16() })), CountTime: int16() }),
    // The sending page says beside the audience why it cannot be counted.
    quiet: true
  })
};

// src/contract/actions/audienceTags.ts
import { z as z30 } from "zod";
var int17 = () => z30.number().int();
var tagId = requiredString("TagId is required", 32);
var tagName3 = nameField("Tag is required", TAG_NAME_MAX);
var tagIds = z30.array(tagId).min(1, { error: "TagIds is required" }).max(TAGS_BATCH_MAX, { error: `At most ${TAGS_BATCH_MAX} tags at a time` });
var contactIds = z30.array(requiredString("ContactId is required", 32)).min(1, { error: "ContactIds is required" }).max(CONTACTS_BATCH_MAX, { error: `At most ${CONTACTS_BATCH_MAX} contacts at a time` });
var audienceTagActions = {
  ListContactTags: defineAction({
    kind: "read",
    access: "user",
    summary: "The caller's tags by name, with how many contacts carry each; Keyword matches the name.",
    params: z30.object({ Keyword: z30.string().trim().max(100).optional(), Offset: int17().min(0).default(0), Limit: int17().min(1).max(200).default(100) }),
    result: z30.object({ Total: int17(), Tags: z30.array(ContactTag) })
  }),
  CreateContactTag: defineAction({
    kind: "write",
    access: "user",
    summary: "Create a tag; names are unique per account, ignoring case ('Tag already exists').",
    params: z30.object({ TagName: tagName3 }),
    result: ContactTag,
    invalidates: ["ListContactTags"],
    title: 'New tag "{TagName}"',
    titleZh: "\u65B0\u5EFA\u6807\u7B7E\u201C{TagName}\u201D"
  }),
  UpdateContactTag: defineAction({
    kind: "write",
    access: "user",
    summary: "Rename a tag ('Tag already exists' when another tag has the name).",
    params: z30.object({ TagId: tagId, TagName: tagName3 }),
    result: ContactTag,
    invalidates: ["ListContactTags", "ListContacts"],
    lane: "TagId",
    title: 'Tag "{TagName}"',
    titleZh: "\u6807\u7B7E\u201C{TagName}\u201D"
  }),
  DeleteContactTags: defineAction({
    kind: "write",
    access: "user",
    summary: "Delete tags; they come off every contact (the contacts are kept).",
    params: z30.object({ TagIds: tagIds }),
    result: z30.object({ Deleted: int17() }),
    invalidates: ["ListContactTags", "ListContacts"],
    title: "Delete tags ({#TagIds})",
    titleZh: "\u5220\u9664\u6807\u7B7E\uFF08{#TagIds} \u4E2A\uFF09"
  }),
  TagContacts: defineAction({
    kind: "write",
    access: "user",
    summary: "Put tags on contacts; a tag a contact already has, and ids that are not the caller's contacts, are skipped (Tagged counts the new pairs).",
    params: z30.object({ TagIds: tagIds, ContactIds: contactIds }),
    result: z30.object({ Tagged: int17() }),
    invalidates: ["ListContactTags", "ListContacts", "CountSegment", "CountAudience"],
    title: "Tag contacts ({#ContactIds})",
    titleZh: "\u7ED9\u8054\u7CFB\u4EBA\u52A0\u6807\u7B7E\uFF08{#ContactIds} \u4E2A\uFF09"
  }),
  UntagContacts: defineAction({
    kind: "write",
    access: "user",
    summary: "Take tags off contacts (the contacts and tags are kept).",
    params: z30.object({ TagIds: tagIds, ContactIds: contactIds }),
    result: z30.object({ Untagged: int17() }),
    invalidates: ["ListContactTags", "ListContacts", "CountSegment", "CountAudience"],
    title: "Remove tags from contacts ({#ContactIds})",
    titleZh: "\u79FB\u9664\u8054\u7CFB\u4EBA\u7684\u6807\u7B7E\uFF08{#ContactIds} \u4E2A\uFF09"
  })
};

// src/contract/actions/audience.ts
var int18 = () => z31.number().int();
var contactId = requiredString("ContactId is required", 32);
var groupId = requiredString("GroupId is required", 32);
var countryCode3 = z31.string().regex(/^[A-Za-z]{2}$/, { error: "CountryCode must be a 2-letter ISO code" }).transform((s) => s.toUpperCase());
var page5 = { Offset: int18().min(0).default(0), Limit: int18().min(1).max(100).default(20) };
var keyword = z31.string().trim().max(100).optional();
var groupName = nameField(ValidationText.GroupNameRequired, GROUP_NAME_MAX);
var attributeValues = z31.record(z31.string().max(40), z31.union([z31.string().max(500), z31.number(), z31.boolean(), z31.null()])).refine((r) => Object.keys(r).length <= ATTRIBUTES_PER_ACCOUNT_MAX, { error: `At most ${ATTRIBUTES_PER_ACCOUNT_MAX} attributes` });
var newContact = z31.object({ ...contactFieldShape, Attributes: attributeValues.optional() }).refine(hasContactAddress, { error: AudienceText.ContactAddressRequired });
var contactReads = ["ListContacts", "ListContactGroups", "ListContactTags", "CountSegment", "CountAudience", "GetContactGroup"];
var importId = requiredString("ImportId is required", 32);
var exportId = requiredString("ExportId is required", 32);
var contactFilter = {
  Keyword: keyword,
  GroupId: z31.string().max(32).optional(),
  TagId: z31.string().max(32).optional(),
  SegmentId: z31.string().max(32).optional(),
  Channel: z31.enum(["Email", "Phone", "WhatsApp"]).optional()
};
var downloadResult = z31.object({ FileName: z31.string(), Url: z31.string(), ExpireTime: int18() });
var contactIds2 = z31.array(contactId).min(1, { error: "ContactIds is required" }).max(CONTACTS_BATCH_MAX, { error: `At most ${CONTACTS_BATCH_MAX} contacts at a time` });
var audienceActions = {
  ListContacts: defineAction({
    kind: "read",
    access: "user",
    summary: "The caller's contacts, newest first: Keyword matches names, e-mail, phone and WhatsApp; GroupId keeps a group's members, TagId the contacts with a tag, SegmentId a segment's members now; Channel keeps contacts that have that address.",
    params: z31.object({ ...contactFilter, ...page5 }),
    result: z31.object({ Total: int18(), Contacts: z31.array(Contact) })
  }),
  CreateContacts: defineAction({
    kind: "write",
    access: "user",
    summary: `Add up to ${CONTACTS_ADD_MAX} contacts, optionally into groups, with tags and attribute values. Refused whole when one is invalid or its e-mail or phone belongs to another contact (the Message names it: Contacts.<n>.<Field>, Contacts.<n>.Attributes.<AttributeId>).`,
    params: z31.object({
      Contacts: z31.array(newContact).min(1, { error: "Contacts is required" }).max(CONTACTS_ADD_MAX, { error: `Up to ${CONTACTS_ADD_MAX} contacts can be added at a time` }),
      CountryCode: countryCode3.optional(),
      GroupIds: z31.array(groupId).max(20).default([]),
      TagIds: z31.array(requiredString("TagId is required", 32)).max(20).default([])
    }),
    result: z31.object({ Contacts: z31.array(Contact) }),
    invalidates: [...contactReads],
    title: "Add contacts ({#Contacts})",
    titleZh: "\u6DFB\u52A0\u8054\u7CFB\u4EBA\uFF08{#Contacts} \u4E2A\uFF09"
  }),
  UpdateContact: defineAction({
    kind: "write",
    access: "user",
    summary: "Change a contact's names and addresses (all fields are replaced) and the attribute values given (null clears one; those not given are kept).",
    params: z31.object({ ContactId: contactId, ...contactFieldShape, CountryCode: countryCode3.optional(), Attributes: attributeValues.optional() }).refine(hasContactAddress, { error: AudienceText.ContactAddressRequired }),
    result: Contact,
    invalidates: [...contactReads],
    lane: "ContactId",
    title: "Contact {Email|Phone|WhatsApp}",
    titleZh: "\u8054\u7CFB\u4EBA {Email|Phone|WhatsApp}"
  }),
  DeleteContacts: defineAction({
    kind: "write",
    access: "user",
    summary: "Delete contacts (and their group memberships).",
    params: z31.object({ ContactIds: contactIds2 }),
    result: z31.object({ Deleted: int18() }),
    invalidates: [...contactReads],
    title: "Delete contacts ({#ContactIds})",
    titleZh: "\u5220\u9664\u8054\u7CFB\u4EBA\uFF08{#ContactIds} \u4E2A\uFF09"
  }),
  GetContactGroup: defineAction({
    kind: "read",
    access: "user",
    summary: "One of the caller's groups with its member count.",
    params: z31.object({ GroupId: groupId }),
    result: ContactGroup
  }),
  ListContactGroups: defineAction({
    kind: "read",
    access: "user",
    summary: "The caller's groups (lists) with their member counts, newest first; Keyword matches the name.",
    params: z31.object({ Keyword: keyword, ...page5 }),
    result: z31.object({ Total: int18(), Groups: z31.array(ContactGroup) })
  }),
  CreateContactGroup: defineAction({
    kind: "write",
    access: "user",
    summary: "Create a group (list); names are unique per account, ignoring case.",
    params: z31.object({ GroupName: groupName }),
    result: ContactGroup,
    invalidates: ["ListContactGroups"],
    title: 'New group "{GroupName}"',
    titleZh: "\u65B0\u5EFA\u5206\u7EC4\u201C{GroupName}\u201D"
  }),
  UpdateContactGroup: defineAction({
    kind: "write",
    access: "user",
    summary: "Rename a group.",
    params: z31.object({ GroupId: groupId, GroupName: groupName }),
    result: ContactGroup,
    invalidates: ["ListContactGroups", "ListContacts", "GetContactGroup"],
    lane: "GroupId",
    title: 'Group "{GroupName}"',
    titleZh: "\u5206\u7EC4\u201C{GroupName}\u201D"
  }),
  DeleteContactGroups: defineAction({
    kind: "write",
    access: "user",
    summary: "Delete groups; their contacts are kept.",
    params: z31.object({ GroupIds: z31.array(groupId).min(1, { error: "GroupIds is required" }).max(GROUPS_BATCH_MAX) }),
    result: z31.object({ Deleted: int18() }),
    invalidates: [...contactReads],
    title: "Delete groups ({#GroupIds})",
    titleZh: "\u5220\u9664\u5206\u7EC4\uFF08{#GroupIds} \u4E2A\uFF09"
  }),
  AddContactGroupMembers: defineAction({
    kind: "write",
    access: "user",
    summary: "Add contacts to a group; contacts already in it, and ids that are not the caller's contacts, are skipped (Added counts the new members).",
    params: z31.object({ GroupId: groupId, ContactIds: contactIds2 }),
    result: z31.object({ Added: int18(), MemberCount: int18() }),
    invalidates: [...contactReads],
    lane: "GroupId",
    title: "Add contacts to a group ({#ContactIds})",
    titleZh: "\u5C06\u8054\u7CFB\u4EBA\u52A0\u5165\u5206\u7EC4\uFF08{#ContactIds} \u4E2A\uFF09"
  }),
  RemoveContactGroupMembers: defineAction({
    kind: "write",
    access: "user",
    summary: "Remove contacts from a group (the contacts are kept).",
    params: z31.object({ GroupId: groupId, ContactIds: contactIds2 }),
    result: z31.object({ Removed: int18(), MemberCount: int18() }),
    invalidates: [...contactReads],
    lane: "GroupId",
    title: "Remove contacts from a group ({#ContactIds})",
    titleZh: "\u4ECE\u5206\u7EC4\u79FB\u9664\u8054\u7CFB\u4EBA\uFF08{#ContactIds} \u4E2A\uFF09"
  }),
  ...audienceTagActions,
  ...audienceAttributeActions,
  ...audienceSegmentActions,
  ImportContacts: defineAction({
    kind: "write",
    access: "user",
    summary: "Import the contacts of an uploaded .csv or .xlsx (FileId of a GetMediaFileSign grant, Kind 'import'; first sheet) as a background job: Mapping names the column of each field (fields cannot repeat, one of Email, Phone, WhatsApp is required), of Tags (tag names split on ; or ,, created when the account lacks them) and of custom attributes (Field Attribute with the caller's AttributeId; each cell read by the attribute's type, a bad value rejects its row); HeaderRow skips the first row; rows go into GroupId. Contacts are upserted: a row whose e-mail or phone an existing contact has updates that contact. Rejected rows are listed by ListContactImportRejects.",
    params: z31.object({
      FileId: requiredString("FileId is required", 64),
      Mapping: z31.array(importMappingEntry).superRefine((m, ctx) => {
        const problem = mappingProblem(m);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
      HeaderRow: z31.boolean().default(true),
      GroupId: z31.string().max(32).optional(),
      CountryCode: countryCode3.optional()
    }),
    result: ContactImport,
    invalidates: ["ListContactImports"],
    title: "Import contacts",
    titleZh: "\u5BFC\u5165\u8054\u7CFB\u4EBA"
  }),
  ListContactImports: defineAction({
    kind: "read",
    access: "user",
    summary: "The caller's contact imports, newest first, with their progress and outcome; ImportId keeps one.",
    params: z31.object({ ImportId: z31.string().max(32).optional(), ...page5 }),
    result: z31.object({ Total: int18(), Imports: z31.array(ContactImport) })
  }),
  ListContactImportRejects: defineAction({
    kind: "read",
    access: "user",
    summary: "The rejected rows of an import in row order: row number (the header is row 1), field and reason.",
    params: z31.object({ ImportId: importId, Offset: int18().min(0).default(0), Limit: int18().min(1).max(1e3).default(20) }),
    result: z31.object({ Total: int18(), Rejects: z31.array(ContactImportReject) })
  }),
  GetContactImportRejectFile: defineAction({
    kind: "write",
    access: "user",
    summary: "A download address (valid 10 minutes) of an import's rejected rows as .csv: row, field, reason, and the row's cells.",
    params: z31.object({ ImportId: importId }),
    result: downloadResult,
    offline: { queue: false, why: "short-lived" }
  }),
  ExportContacts: defineAction({
    kind: "write",
    access: "user",
    summary: "Export the caller's contacts (all, or those of the contact list's filter: keyword, group, tag, segment, channel) to .csv or .xlsx as a background job; ListContactExports shows when it is ready.",
    params: z31.object({ Format: z31.enum(["csv", "xlsx"]), ...contactFilter }),
    result: ContactExport,
    invalidates: ["ListContactExports"],
    title: "Export contacts ({Format})",
    titleZh: "\u5BFC\u51FA\u8054\u7CFB\u4EBA\uFF08{Format}\uFF09"
  }),
  ListContactExports: defineAction({
    kind: "read",
    access: "user",
    summary: "The caller's contact exports, newest first; ExportId keeps one.",
    params: z31.object({ ExportId: z31.string().max(32).optional(), ...page5 }),
    result: z31.object({ Total: int18(), Exports: z31.array(ContactExport) })
  }),
  GetContactExportFile: defineAction({
    kind: "write",
    access: "user",
    summary: "A download address (valid 10 minutes) of a completed contact export.",
    params: z31.object({ ExportId: exportId }),
    result: downloadResult,
    offline: { queue: false, why: "short-lived" }
  })
};

// src/contract/actions/emailDomains.ts
import { z as z33 } from "zod";

// src/contract/email/emailDomainRules.ts
var EmailDomainType = { Trigger: 1, Batch: 2 };
var EmailDomainStatus = { Unverified: 0, Passed: 1, Failed: 2 };
var EmailSenderStatus = { Disabled: 0, Enabled: 1, Deleted: 2 };
var EmailDnsRecordKinds = ["SPF", "DKIM", "DMARC", "MX", "Tracking"];
var EMAIL_DOMAIN_MAX = 253;
var EMAIL_DOMAIN_LABEL_MAX = 63;
var EMAIL_TRACKING_PREFIX_MAX = 32;
var EMAIL_SENDER_ALIAS_MAX = 64;
var EMAIL_DOMAINS_PER_ACCOUNT_MAX = 50;
var EMAIL_SENDERS_PER_ACCOUNT_MAX = 200;
var EmailDomainText = {
  DomainRequired: "Domain is required",
  DomainCharacters: "Sending domain: letters, digits and hyphen only",
  DomainShape: "Enter a full domain name, such as mail.example.com",
  DomainTooLong: `A domain has at most ${EMAIL_DOMAIN_MAX} characters`,
  TrackingPrefixCharacters: "Tracking prefix: letters or digits",
  TrackingPrefixTooLong: `A tracking prefix has at most ${EMAIL_TRACKING_PREFIX_MAX} characters`,
  AliasRequired: "From Name is required",
  AliasTooLong: `A From Name has at most ${EMAIL_SENDER_ALIAS_MAX} characters`,
  DomainLocked: "A domain once verified that now fails cannot be edited.",
  DnsDelay: "DNS changes take 10-30 minutes to take effect."
};
var LABEL_RE = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
function cleanDomain(raw) {
  return raw.trim().toLowerCase().replace(/\.$/, "");
}
function domainProblem(domain) {
  if (domain === "") return EmailDomainText.DomainRequired;
  if (domain.length > EMAIL_DOMAIN_MAX) return EmailDomainText.DomainTooLong;
  if (/[^a-z0-9.-]/.test(domain)) return EmailDomainText.DomainCharacters;
  const labels = domain.split(".");
  if (labels.length < 2) return EmailDomainText.DomainShape;
  for (const label of labels) {
    if (label.length === 0 || label.length > EMAIL_DOMAIN_LABEL_MAX || !LABEL_RE.test(label)) return EmailDomainText.DomainShape;
  }
  if (!/^[a-z]{2,}$/.test(labels[labels.length - 1])) return EmailDomainText.DomainShape;
  return null;
}
function trackingPrefixProblem(prefix) {
  if (prefix === "") return null;
  if (prefix.length > EMAIL_TRACKING_PREFIX_MAX) return EmailDomainText.TrackingPrefixTooLong;
  if (!/^[A-Za-z0-9]+$/.test(prefix)) return EmailDomainText.TrackingPrefixCharacters;
  return null;
}
function addressDomain(address) {
  const at = address.lastIndexOf("@");
  return at < 0 ? "" : address.slice(at + 1).toLowerCase();
}

// src/contract/entities/email.ts
import { z as z32 } from "zod";
var int19 = () => z32.number().int();
var EmailDnsRecord = z32.object({
  Kind: z32.enum(EmailDnsRecordKinds),
  Type: z32.enum(["TXT", "MX", "CNAME"]),
  Host: z32.string(),
  Value: z32.string(),
  Priority: int19().optional(),
  Status: int19(),
  Found: z32.array(z32.string())
});
var EmailDomain = z32.object({
  DomainId: z32.string(),
  Domain: z32.string(),
  Type: int19(),
  Status: int19(),
  TrackingPrefix: z32.string(),
  DkimSelector: z32.string(),
  Records: z32.array(EmailDnsRecord),
  Editable: z32.boolean(),
  /** Unix seconds of the first Passed check (0: never verified). */
  VerifiedTime: int19(),
  /** Unix seconds of the last check (0: never checked). */
  CheckTime: int19(),
  CreateTime: int19()
});
var EmailSender = z32.object({
  SenderId: z32.string(),
  Alias: z32.string(),
  Email: z32.string(),
  DomainId: z32.string(),
  Status: int19(),
  CreateTime: int19(),
  UpdateTime: int19()
});

// src/contract/actions/emailDomains.ts
var int20 = () => z33.number().int();
var domainId = requiredString("DomainId is required", 32);
var domainType = z33.union([z33.literal(EmailDomainType.Trigger), z33.literal(EmailDomainType.Batch)], { error: "Type must be 1 (trigger) or 2 (batch)" });
var domainName = z33.string({ error: (iss) => iss.input === void 0 || iss.input === null ? "Domain is required" : "must be a string" }).max(300, { error: "Domain is too long" }).transform(cleanDomain).superRefine((v, ctx) => {
  const problem = domainProblem(v);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});
var trackingPrefix = z33.string({ error: "must be a string" }).trim().max(100).superRefine((v, ctx) => {
  const problem = trackingPrefixProblem(v);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});
var emailDomainActions = {
  QueryUEmailDomain: defineAction({
    kind: "read",
    access: "user",
    summary: "The caller's sending domains, newest first, with the DNS records to publish and the result of the last check; Status filters.",
    params: z33.object({ Status: int20().optional(), Offset: int20().min(0).default(0), Limit: int20().min(1).max(100).default(50) }),
    result: z33.object({ Total: int20(), Domains: z33.array(EmailDomain) })
  }),
  CreateUEmailDomain: defineAction({
    kind: "write",
    access: "user",
    summary: `Add a sending domain (letters, digits and hyphen; Type 1 trigger or 2 batch): a 2048-bit RSA DKIM key pair is generated for it, the private key kept by the gateway. Unverified until checked; at most ${EMAIL_DOMAINS_PER_ACCOUNT_MAX} domains per account.`,
    params: z33.object({ Domain: domainName, Type: domainType, TrackingPrefix: trackingPrefix.default("") }),
    result: EmailDomain,
    invalidates: ["QueryUEmailDomain"],
    title: "New sending domain {Domain}",
    titleZh: "\u65B0\u5EFA\u53D1\u4FE1\u57DF\u540D {Domain}"
  }),
  UpdateUEmailDomain: defineAction({
    kind: "write",
    access: "user",
    summary: "Change a domain's Type or tracking prefix. A domain once verified that now fails cannot be edited.",
    params: z33.object({ DomainId: domainId, Type: domainType, TrackingPrefix: trackingPrefix.default("") }),
    result: EmailDomain,
    invalidates: ["QueryUEmailDomain"],
    lane: "DomainId",
    title: "Sending domain settings",
    titleZh: "\u53D1\u4FE1\u57DF\u540D\u8BBE\u7F6E"
  }),
  VerifyUEmailDomain: defineAction({
    kind: "write",
    access: "user",
    summary: `Look up the domain's SPF, DKIM, DMARC and MX records in DNS now: Passed (${EmailDomainStatus.Passed}) when all four are published as shown, else Failed (${EmailDomainStatus.Failed}) naming each record's result. A lookup that cannot be made (DNS unreachable) changes nothing. DNS changes take 10-30 minutes to take effect.`,
    params: z33.object({ DomainId: domainId }),
    result: EmailDomain,
    invalidates: ["QueryUEmailDomain", "QueryUEmailSender"],
    lane: "DomainId",
    offline: { queue: false, why: "short-lived" },
    transaction: "handler"
  }),
  DeleteUEmailDomain: defineAction({
    kind: "write",
    access: "user",
    summary: "Delete sending domains with their DKIM keys; their senders become Deleted.",
    params: z33.object({ DomainIds: z33.array(domainId).min(1, { error: "DomainIds is required" }).max(EMAIL_DOMAINS_PER_ACCOUNT_MAX) }),
    result: z33.object({ Deleted: int20() }),
    invalidates: ["QueryUEmailDomain", "QueryUEmailSender"],
    title: "Delete sending domains ({#DomainIds})",
    titleZh: "\u5220\u9664\u53D1\u4FE1\u57DF\u540D\uFF08{#DomainIds} \u4E2A\uFF09"
  })
};

// src/contract/actions/emailSenders.ts
import { z as z34 } from "zod";
var int21 = () => z34.number().int();
var senderId = requiredString("SenderId is required", 32);
var alias = z34.string({ error: (iss) => iss.input === void 0 || iss.input === null ? EmailDomainText.AliasRequired : "must be a string" }).trim().min(1, { error: EmailDomainText.AliasRequired }).max(EMAIL_SENDER_ALIAS_MAX, { error: EmailDomainText.AliasTooLong }).refine((v) => !hasForbiddenCharacters(v) && !/[\r\n<>]/.test(v), { error: ValidationText.ForbiddenCharacters });
var liveStatus = z34.union([z34.literal(EmailSenderStatus.Disabled), z34.literal(EmailSenderStatus.Enabled)], { error: "Status must be 0 (disabled) or 1 (enabled)" });
var emailSenderActions = {
  QueryUEmailSender: defineAction({
    kind: "read",
    access: "user",
    summary: "The caller's senders, newest first; Status filters (without it, Deleted senders are left out).",
    params: z34.object({ Status: int21().optional(), DomainId: z34.string().max(32).optional(), Offset: int21().min(0).default(0), Limit: int21().min(1).max(200).default(100) }),
    result: z34.object({ Total: int21(), Senders: z34.array(EmailSender) })
  }),
  CreateUEmailSender: defineAction({
    kind: "write",
    access: "user",
    summary: `Add a sender (Alias is the From Name) whose address is on one of the caller's Passed domains; Enabled. At most ${EMAIL_SENDERS_PER_ACCOUNT_MAX} per account.`,
    params: z34.object({ Alias: alias, Email: emailField.transform((v) => v.toLowerCase()) }),
    result: EmailSender,
    invalidates: ["QueryUEmailSender"],
    title: "New sender {Email}",
    titleZh: "\u65B0\u5EFA\u53D1\u4EF6\u4EBA {Email}"
  }),
  UpdateUEmailSender: defineAction({
    kind: "write",
    access: "user",
    summary: "Change a sender's From Name and switch it Enabled (1) or Disabled (0); a Deleted sender cannot be changed.",
    params: z34.object({ SenderId: senderId, Alias: alias, Status: liveStatus }),
    result: EmailSender,
    invalidates: ["QueryUEmailSender"],
    lane: "SenderId",
    title: 'Sender "{Alias}"',
    titleZh: "\u53D1\u4EF6\u4EBA\u201C{Alias}\u201D"
  }),
  DeleteUEmailSender: defineAction({
    kind: "write",
    access: "user",
    summary: "Mark senders Deleted (kept for the records of mail they sent).",
    params: z34.object({ SenderIds: z34.array(senderId).min(1, { error: "SenderIds is required" }).max(EMAIL_SENDERS_PER_ACCOUNT_MAX) }),
    result: z34.object({ Deleted: int21() }),
    invalidates: ["QueryUEmailSender"],
    title: "Delete senders ({#SenderIds})",
    titleZh: "\u5220\u9664\u53D1\u4EF6\u4EBA\uFF08{#SenderIds} \u4E2A\uFF09"
  })
};

// src/contract/actions/emailTemplates.ts
import { z as z37 } from "zod";

// src/contract/email/emailDocument.ts
import { z as z35 } from "zod";
var EMAIL_DOCUMENT_VERSION = 1;
var EMAIL_BLOCKS_MAX = 60;
var EMAIL_CHILDREN_MAX = 20;
var EMAIL_TEXT_MAX = 5e3;
var UNSUBSCRIBE_VARIABLE = "unsubscribe_url";
var EmailDocumentText = {
  FooterRequired: "The e-mail needs a footer with the unsubscribe link as its last block",
  OneFooter: "The e-mail can have only one footer, as its last block",
  DuplicateId: "Each block needs its own id",
  BadVariable: "Write variables as {{name}}: a letter, then letters, digits or underscores (at most 32)",
  BadLink: "Links must start with https://, http:// or mailto:, or be a {{variable}}",
  BadImage: "Images must be an https:// or http:// address or an uploaded image (/media/\u2026)",
  BadColor: "Colours are written #rrggbb",
  Empty: "Field is required"
};
var VARIABLE = /\{\{\s*([A-Za-z][A-Za-z0-9_]{0,31})\s*\}\}/g;
function variablesIn(text22) {
  return [...new Set([...text22.matchAll(VARIABLE)].map((m) => m[1]))];
}
function variablesWellFormed(text22) {
  const rest = text22.replace(VARIABLE, "");
  return !rest.includes("{{") && !rest.includes("}}");
}
function isSafeHref(value) {
  if (/^\{\{\s*[A-Za-z][A-Za-z0-9_]{0,31}\s*\}\}$/.test(value)) return true;
  if (/^mailto:[^\s<>"]+@[^\s<>"]+$/i.test(value)) return true;
  return /^https?:\/\/[^\s<>"]+$/i.test(value);
}
function isImageSource(value) {
  return /^https?:\/\/[^\s<>"]+$/i.test(value) || /^\/media\/[A-Za-z0-9_-]{1,64}$/.test(value);
}
var id2 = z35.string().regex(/^[A-Za-z0-9_-]{1,32}$/, { error: "Block ids are 1-32 letters, digits, - or _" });
var color = z35.string().regex(/^#[0-9a-fA-F]{6}$/, { error: EmailDocumentText.BadColor });
var align = z35.enum(["left", "center", "right"]);
var withVariables = (max, required) => {
  const base = z35.string().max(max, { error: `must be at most ${max} characters` });
  return (required ? base.refine((v) => v.trim().length > 0, { error: EmailDocumentText.Empty }) : base).refine(variablesWellFormed, {
    error: EmailDocumentText.BadVariable
  });
};
var href = z35.string().trim().max(2e3).refine(isSafeHref, { error: EmailDocumentText.BadLink });
var optionalHref = z35.string().trim().max(2e3).refine((v) => v === "" || isSafeHref(v), { error: EmailDocumentText.BadLink });
var TextBlock = z35.object({
  id: id2,
  type: z35.literal("text"),
  text: withVariables(EMAIL_TEXT_MAX, true),
  align,
  fontSize: z35.number().int().min(10).max(40),
  color
});
var ImageBlock = z35.object({
  id: id2,
  type: z35.literal("image"),
  src: z35.string().trim().max(2e3).refine(isImageSource, { error: EmailDocumentText.BadImage }),
  alt: z35.string().max(200),
  href: optionalHref,
  width: z35.number().int().min(40).max(600)
});
var ButtonBlock = z35.object({
  id: id2,
  type: z35.literal("button"),
  label: withVariables(100, true),
  href,
  align,
  backgroundColor: color,
  color
});
var DividerBlock = z35.object({ id: id2, type: z35.literal("divider"), color });
var SpacerBlock = z35.object({ id: id2, type: z35.literal("spacer"), height: z35.number().int().min(4).max(120) });
var SocialNetworks = ["facebook", "x", "instagram", "linkedin", "youtube"];
var SocialBlock = z35.object({
  id: id2,
  type: z35.literal("social"),
  align,
  links: z35.array(z35.object({ network: z35.enum(SocialNetworks), href })).min(1, { error: "Add at least one link" }).max(SocialNetworks.length)
});
var LeafBlock = z35.discriminatedUnion("type", [TextBlock, ImageBlock, ButtonBlock, DividerBlock, SpacerBlock, SocialBlock]);
var leaves = z35.array(LeafBlock).max(EMAIL_CHILDREN_MAX, { error: `at most ${EMAIL_CHILDREN_MAX} blocks` });
var SectionBlock = z35.object({ id: id2, type: z35.literal("section"), backgroundColor: color, children: leaves });
var ColumnsBlock = z35.object({ id: id2, type: z35.literal("columns"), columns: z35.array(leaves).min(2).max(3) });
var FooterBlock = z35.object({
  id: id2,
  type: z35.literal("footer"),
  text: withVariables(1e3, false),
  unsubscribeLabel: withVariables(100, true)
});
var EmailBlock = z35.discriminatedUnion("type", [TextBlock, ImageBlock, ButtonBlock, DividerBlock, SpacerBlock, SocialBlock, SectionBlock, ColumnsBlock, FooterBlock]);
function blockIds(blocks) {
  const out = [];
  for (const b of blocks) {
    out.push(b.id);
    if (b.type === "section") out.push(...b.children.map((c) => c.id));
    if (b.type === "columns") for (const col of b.columns) out.push(...col.map((c) => c.id));
  }
  return out;
}
var EmailDocument = z35.object({
  version: z35.literal(EMAIL_DOCUMENT_VERSION),
  backgroundColor: color,
  contentWidth: z35.number().int().min(480).max(700),
  preheader: withVariables(200, false),
  blocks: z35.array(EmailBlock).min(1, { error: EmailDocumentText.FooterRequired }).max(EMAIL_BLOCKS_MAX, { error: `at most ${EMAIL_BLOCKS_MAX} blocks` })
}).superRefine((doc, ctx) => {
  const footers = doc.blocks.flatMap((b, i) => b.type === "footer" ? [i] : []);
  if (footers.length === 0) ctx.addIssue({ code: "custom", path: ["blocks"], message: EmailDocumentText.FooterRequired });
  else if (footers.length > 1 || footers[0] !== doc.blocks.length - 1) ctx.addIssue({ code: "custom", path: ["blocks", footers.at(-1)], message: EmailDocumentText.OneFooter });
  const seen = /* @__PURE__ */ new Set();
  for (const bid of blockIds(doc.blocks)) {
    if (seen.has(bid)) ctx.addIssue({ code: "custom", path: ["blocks"], message: `${EmailDocumentText.DuplicateId}: ${bid}` });
    seen.add(bid);
  }
});
function documentVariables(doc, subject2 = "") {
  const texts = [subject2, doc.preheader];
  const leaf = (b) => {
    if (b.type === "text") texts.push(b.text);
    if (b.type === "button") texts.push(b.label, b.href);
    if (b.type === "image") texts.push(b.href);
  };
  for (const b of doc.blocks) {
    if (b.type === "section") b.children.forEach(leaf);
    else if (b.type === "columns") b.columns.forEach((c) => c.forEach(leaf));
    else if (b.type === "footer") texts.push(b.text, b.unsubscribeLabel);
    else leaf(b);
  }
  return variablesIn(texts.join("\n")).filter((v) => v !== UNSUBSCRIBE_VARIABLE);
}

// src/contract/email/emailTemplateEntity.ts
import { z as z36 } from "zod";
var int22 = () => z36.number().int();
var EmailTemplateSummary = z36.object({
  TemplateId: z36.string(),
  TemplateName: z36.string(),
  Subject: z36.string(),
  Status: int22(),
  RejectReason: z36.string(),
  RejectReasonKey: z36.string(),
  Variables: z36.array(z36.string()),
  Remark: z36.string(),
  CreateTime: int22(),
  UpdateTime: int22()
});
var EmailTemplate = EmailTemplateSummary.extend({ Document: EmailDocument, Html: z36.string(), Text: z36.string() });

// src/contract/email/emailTemplateStatus.ts
var EmailTemplateStatus = {
  Draft: 0,
  PendingReview: 1,
  InReview: 2,
  Passed: 3,
  Rejected: 4,
  Disabled: 5,
  Deleted: 6,
  Expired: 7
};
var EMAIL_TEMPLATE_VALID_DAYS = 365;
var EMAIL_TEMPLATE_SUBJECT_MAX = 200;
var emailTemplateEditable = (status) => status === EmailTemplateStatus.Draft || status === EmailTemplateStatus.Passed || status === EmailTemplateStatus.Rejected || status === EmailTemplateStatus.Disabled || status === EmailTemplateStatus.Expired;
function effectiveEmailTemplateStatus(status, passedAt, now) {
  if (status === EmailTemplateStatus.Passed && passedAt !== null && now - passedAt > EMAIL_TEMPLATE_VALID_DAYS * 864e5) return EmailTemplateStatus.Expired;
  return status;
}

// src/contract/actions/emailTemplates.ts
var int23 = () => z37.number().int();
var templateId3 = requiredString("TemplateId is required", 32);
var subject = requiredString("Subject is required", EMAIL_TEMPLATE_SUBJECT_MAX);
var body = {
  TemplateName: nameField(),
  Subject: subject,
  Document: EmailDocument,
  Remark: z37.string().max(500).default(""),
  /** true: submit for review (Pending Review); false: keep as a Draft. */
  Submit: z37.boolean().default(true)
};
var emailTemplateActions = {
  RenderUEmailTemplate: defineAction({
    kind: "read",
    access: "user",
    summary: "Render a block document (the editor's preview): responsive HTML by mjml, the plain-text part and the variables it uses. The same HTML a template saved with this document stores.",
    params: z37.object({ Subject: z37.string().max(EMAIL_TEMPLATE_SUBJECT_MAX).default(""), Document: EmailDocument }),
    result: z37.object({ Html: z37.string(), Text: z37.string(), Variables: z37.array(z37.string()) }),
    quiet: true
  }),
  CreateUEmailTemplate: defineAction({
    kind: "write",
    access: "user",
    summary: "Create an e-mail template from a block document: a Draft (Submit false) or submitted for review (Pending Review, then In Review, then Passed or Rejected with RejectReason). Stores the document, its HTML and its plain text.",
    params: z37.object(body),
    result: EmailTemplate,
    invalidates: ["QueryUEmailTemplate", "GetUEmailTemplate"],
    title: 'New e-mail template: "{TemplateName}"',
    titleZh: "\u65B0\u5EFA\u90AE\u4EF6\u6A21\u677F\uFF1A\u201C{TemplateName}\u201D"
  }),
  UpdateUEmailTemplate: defineAction({
    kind: "write",
    access: "user",
    summary: "Change an e-mail template (Draft, Passed, Rejected, Disabled or Expired; not while it waits for or is in review, nor once deleted); submitted, it goes back to review.",
    params: z37.object({ TemplateId: templateId3, ...body }),
    result: EmailTemplate,
    invalidates: ["QueryUEmailTemplate", "GetUEmailTemplate"],
    lane: "TemplateId",
    title: 'E-mail template: "{TemplateName}"',
    titleZh: "\u90AE\u4EF6\u6A21\u677F\uFF1A\u201C{TemplateName}\u201D"
  }),
  SetUEmailTemplateStatus: defineAction({
    kind: "write",
    access: "user",
    summary: "Disable a Passed template (5) or enable a Disabled one again (3).",
    params: z37.object({
      TemplateId: templateId3,
      Status: z37.union([z37.literal(EmailTemplateStatus.Passed), z37.literal(EmailTemplateStatus.Disabled)], { error: "Status must be 3 (passed) or 5 (disabled)" })
    }),
    result: EmailTemplateSummary,
    invalidates: ["QueryUEmailTemplate", "GetUEmailTemplate"],
    lane: "TemplateId",
    title: "E-mail template {TemplateId}: status",
    titleZh: "\u90AE\u4EF6\u6A21\u677F {TemplateId}\uFF1A\u72B6\u6001"
  }),
  GetUEmailTemplate: defineAction({
    kind: "read",
    access: "user",
    summary: "One of the caller's e-mail templates with its document, HTML and plain text.",
    params: z37.object({ TemplateId: templateId3 }),
    result: EmailTemplate
  }),
  QueryUEmailTemplate: defineAction({
    kind: "read",
    access: "user",
    summary: "The caller's e-mail templates, newest first; Keyword (in the name or subject) and Status filter (without Status, Deleted ones are left out).",
    params: z37.object({
      Keyword: z37.string().trim().max(100).optional(),
      Status: int23().min(0).max(7).optional(),
      Offset: int23().min(0).default(0),
      Limit: int23().min(1).max(100).default(20)
    }),
    result: z37.object({ Total: int23(), Templates: z37.array(EmailTemplateSummary) })
  }),
  DeleteUEmailTemplate: defineAction({
    kind: "write",
    access: "user",
    summary: "Mark e-mail templates Deleted (6); ids that are not the caller's are skipped.",
    params: z37.object({ TemplateIds: z37.array(templateId3).min(1, { error: "TemplateIds is required" }).max(100) }),
    result: z37.object({ Deleted: int23() }),
    invalidates: ["QueryUEmailTemplate", "GetUEmailTemplate"],
    title: "Delete {#TemplateIds} e-mail templates",
    titleZh: "\u5220\u9664 {#TemplateIds} \u4E2A\u90AE\u4EF6\u6A21\u677F"
  })
};

// src/contract/actions/emailSending.ts
import { z as z39 } from "zod";

// src/contract/email/emailSendingRules.ts
var EMAIL_RECIPIENTS_MAX = 5e5;
var EMAIL_FILE_MAX_BYTES = 20 * 1024 * 1024;
var EMAIL_TEST_MAX = 5;
var EMAIL_SUBJECT_MAX = 998;
var EMAIL_HTML_MAX = 512 * 1024;
var EMAIL_TEXT_MAX2 = 256 * 1024;
var EmailSendText = {
  SubjectRequired: "Subject is required",
  RecipientsRequired: "Please select recipients.",
  ContentRequired: "Content is required",
  SenderRequired: "Sender is required",
  TestAddressesMax: `A test e-mail goes to at most ${EMAIL_TEST_MAX} addresses, one per line`,
  TestAddressInvalid: "Must be a valid email",
  TestHasVariables: "A test e-mail cannot be sent while the content has variables"
};
var VARIABLE_RE = /\{\{\s*[\w.-]+\s*\}\}/;
function hasEmailVariables(...parts) {
  return parts.some((p) => p !== void 0 && VARIABLE_RE.test(p));
}

// src/contract/entities/emailSending.ts
import { z as z38 } from "zod";
var EmailTask = SmsTask.extend({
  Subject: z38.string(),
  ContentText: z38.string().nullable()
});
var EmailMailboxMessage = z38.object({
  Id: z38.number().int(),
  Recipient: z38.string(),
  From: z38.string(),
  Subject: z38.string(),
  EnvelopeFrom: z38.string(),
  ReceivedTime: z38.number().int(),
  /** The whole message as sent (headers, DKIM signature, parts); only in GetUEmailMailbox with Id. */
  Raw: z38.string().nullable()
});

// src/contract/actions/emailSending.ts
var int24 = () => z39.number().int();
var page6 = (max = 100) => ({ Offset: int24().min(0).default(0), Limit: int24().min(1).max(max).default(20) });
var tagName4 = nameField("Tag is required", 32);
var zone4 = z39.string().max(64).default("UTC");
var contentFields = {
  /** An enabled sender (SenderId of /email/setting) on a verified domain of the caller. */
  SenderId: requiredString(EmailSendText.SenderRequired, 64),
  Subject: requiredString(EmailSendText.SubjectRequired, EMAIL_SUBJECT_MAX),
  Content: requiredString(EmailSendText.ContentRequired, EMAIL_HTML_MAX),
  ContentText: z39.string().max(EMAIL_TEXT_MAX2).optional()
};
var emailAddress = z39.string().trim().max(254).refine(isEmail, { error: ValidationText.EmailInvalid });
var emailRecordFilter = sendRecordFilter.extend({ PhoneNumber: emailAddress.optional() });
var taskAnswer = z39.object({
  TaskId: z39.string(),
  SessionNo: z39.string(),
  AccountId: z39.string(),
  Status: int24(),
  Submitted: int24(),
  Invalid: int24(),
  Duplicate: int24(),
  Unsupported: int24(),
  EstimatedCost: int24(),
  OptedOut: int24()
});
var emailSendingActions = {
  ...channelTaskActions({ code: "UEmail", name: "e-mail", nameZh: "\u90AE\u4EF6", task: EmailTask, recordFilter: emailRecordFilter }),
  AddUEmailSendTask: defineAction({
    kind: "write",
    access: "user",
    summary: `Send an e-mail (sender, subject, HTML content, optional plain-text part) now or at SendTime in TimeZone to up to ${EMAIL_RECIPIENTS_MAX.toLocaleString("en-US")} addresses: Emails, FileId (an uploaded TXT, CSV or XLSX of at most 20 MB, Kind 'email-import'), or the e-mail addresses of a group's (GroupId) or segment's (SegmentId) members. Requires IdempotencyKey. One message per address, held on the e-mail wallet (6011); invalid and duplicate addresses are counted, not sent; addresses that unsubscribed are skipped.`,
    params: z39.object({
      TaskName: optionalNameField(64),
      Emails: z39.array(z39.string().max(254)).min(1, { error: EmailSendText.RecipientsRequired }).max(EMAIL_RECIPIENTS_MAX).optional(),
      FileId: z39.string().max(64).optional(),
      GroupId: z39.string().max(32).optional(),
      SegmentId: z39.string().max(32).optional(),
      ...contentFields,
      SendTime: unixSeconds.optional(),
      TimeZone: zone4,
      Tags: z39.array(tagName4).max(SMS_TAGS_MAX).default([])
    }).refine((v) => [v.Emails, v.FileId, v.GroupId, v.SegmentId].some((x) => x !== void 0), { error: EmailSendText.RecipientsRequired, path: ["Emails"] }).refine((v) => [v.Emails, v.FileId, v.GroupId, v.SegmentId].filter((x) => x !== void 0).length <= 1, { error: "Give one recipient source: Emails, FileId, GroupId or SegmentId", path: ["Emails"] }),
    result: taskAnswer,
    idempotencyKey: "required",
    invalidates: ["GetUEmailSendTask", "DescribeUEmailTaskStatus", "GetUEmailSendRecord", "GetUEmailMailbox", "GetBalance", "GetTransactionList"],
    body: "large",
    title: ['E-mail to {#Emails} recipients: "{Subject}"', 'E-mail: "{Subject}"'],
    titleZh: ["\u90AE\u4EF6\u53D1\u9001\u7ED9 {#Emails} \u4E2A\u5730\u5740\uFF1A\u201C{Subject}\u201D", "\u90AE\u4EF6\uFF1A\u201C{Subject}\u201D"]
  }),
  SendUEmailTest: defineAction({
    kind: "write",
    access: "user",
    summary: `Send a test of an e-mail to at most ${EMAIL_TEST_MAX} addresses (one per line in the form); refused while the subject or content has variables. A test task, free of charge.`,
    params: z39.object({
      Emails: z39.array(emailAddress).min(1, { error: EmailSendText.RecipientsRequired }).max(EMAIL_TEST_MAX, { error: EmailSendText.TestAddressesMax }),
      ...contentFields
    }),
    result: taskAnswer,
    idempotencyKey: "required",
    invalidates: ["GetUEmailSendTask", "GetUEmailSendRecord", "GetUEmailMailbox"],
    title: 'Test e-mail: "{Subject}"',
    titleZh: "\u6D4B\u8BD5\u90AE\u4EF6\uFF1A\u201C{Subject}\u201D"
  }),
  GetUEmailMailbox: defineAction({
    kind: "read",
    access: "user",
    summary: "The embedded catch-all mailbox (the default mail transfer, for testing): the e-mails the caller's account sent, newest first, by recipient; one message with its raw source with Id.",
    params: z39.object({ Id: int24().optional(), Recipient: z39.string().max(254).optional(), ...page6(100) }),
    result: z39.object({ Enabled: z39.boolean(), Total: int24(), Messages: z39.array(EmailMailboxMessage) })
  })
};

// src/contract/actions/email.ts
var emailActions = {
  ...emailDomainActions,
  ...emailSenderActions,
  ...emailTemplateActions,
  ...emailSendingActions
};

// src/contract/actions/notification.ts
import { z as z41 } from "zod";

// src/contract/entities/notification.ts
import { z as z40 } from "zod";

// src/contract/notifications.ts
var NotificationKinds = ["SmsTaskFinished", "SmsTaskFailed", "SmsExportReady", "SmsExportFailed", "SmsTemplatePassed", "SmsTemplateRejected", "SmsSendCountAlarm", "PackagePurchased", "MmsTaskFinished", "MmsTaskFailed", "MmsTemplatePassed", "MmsTemplateRejected", "WhatsAppTemplateApproved", "WhatsAppTemplateRejected", "VoiceTaskFinished", "VoiceTaskFailed", "WhatsAppTaskFinished", "WhatsAppTaskFailed"];
function isNotificationKind(value) {
  return NotificationKinds.includes(value);
}
var NOTIFICATION_RETENTION_DAYS = 90;

// src/contract/entities/notification.ts
var Notification = z40.object({
  NotificationId: z40.string(),
  Kind: z40.enum(NotificationKinds),
  Params: z40.record(z40.string(), z40.union([z40.string(), z40.number()])),
  Link: z40.string(),
  CreateTime: z40.number().int(),
  ReadTime: z40.number().int().nullable()
});

// src/contract/actions/notification.ts
var int25 = () => z41.number().int();
var notificationActions = {
  DescribeNotifications: defineAction({
    kind: "read",
    access: "user",
    summary: "The user's notifications, newest first (kept 90 days); UnreadOnly filters; Unread counts all unread.",
    params: z41.object({ UnreadOnly: z41.boolean().default(false), Offset: int25().min(0).default(0), Limit: int25().min(1).max(100).default(20) }),
    result: z41.object({ Total: int25(), Unread: int25(), Notifications: z41.array(Notification) })
  }),
  MarkNotificationsRead: defineAction({
    kind: "write",
    access: "user",
    summary: "Mark notifications read: the given NotificationIds, or every unread one with All.",
    params: z41.object({ NotificationIds: z41.array(z41.string().regex(/^\d{1,18}$/, { error: "NotificationIds must be notification ids" })).max(100).default([]), All: z41.boolean().default(false) }).refine((v) => v.All || v.NotificationIds.length > 0, { error: "Give NotificationIds or All" }),
    result: z41.object({ Updated: int25(), Unread: int25() }),
    invalidates: ["DescribeNotifications"],
    title: "Mark notifications read",
    titleZh: "\u5C06\u901A\u77E5\u6807\u4E3A\u5DF2\u8BFB"
  })
};

// src/contract/actions/reference.ts
import { z as z43 } from "zod";

// src/contract/entities/reference.ts
import { z as z42 } from "zod";
var Country = z42.object({
  CountryName: z42.string(),
  CountryAlias: z42.string(),
  PhonePrefix: z42.string(),
  CountryCode: z42.string()
});
var TimeZone = z42.object({
  ZoneKey: z42.string(),
  Area: z42.string(),
  Offset: z42.number().int()
});
var Project = z42.object({
  ProjectId: z42.string(),
  ProjectName: z42.string(),
  IsDefault: z42.boolean(),
  CreateTime: z42.number().int()
});

// src/contract/actions/reference.ts
var referenceActions = {
  GetCountryCodeList: defineAction({
    kind: "read",
    access: "public",
    summary: "Every country with name, alias, phone prefix and ISO code.",
    params: z43.object({}),
    result: z43.object({ Countries: z43.array(Country) }),
    mirror: { store: "reference", prefetch: [{}] }
  }),
  GetTimeZones: defineAction({
    kind: "read",
    access: "public",
    summary: "IANA time zones with their current offset in minutes.",
    params: z43.object({}),
    result: z43.object({ TimeZones: z43.array(TimeZone) }),
    mirror: { store: "reference", prefetch: [{}] }
  }),
  ListProjects: defineAction({
    kind: "read",
    access: "user",
    summary: "The projects (accounts) of the signed-in user, keyed by ProjectId.",
    params: z43.object({}),
    result: z43.record(z43.string(), Project)
  })
};

// src/contract/actions/socialProfile.ts
import { z as z45 } from "zod";

// src/contract/entities/socialProfile.ts
import { z as z44 } from "zod";
var SocialProfile = z44.object({
  ProfileId: z44.number().int(),
  /** Spec 001 §9: 1 Facebook, 2 Instagram, 3 LinkedIn, 4 Twitter, 5 YouTube, 6 TikTok. */
  PlatformType: z44.number().int(),
  /** The name the platform gave, and its e-mail when it shared one. */
  Name: z44.string(),
  Email: z44.string().nullable(),
  /** Unix seconds. */
  CreateTime: z44.number().int()
});
var SocialPlatforms = [
  { PlatformType: 1, Name: "Facebook", provider: "facebook" },
  { PlatformType: 2, Name: "Instagram", provider: "instagram" },
  { PlatformType: 3, Name: "LinkedIn", provider: "linkedin" },
  { PlatformType: 4, Name: "Twitter", provider: "twitter" },
  { PlatformType: 5, Name: "YouTube", provider: "youtube" },
  { PlatformType: 6, Name: "TikTok", provider: "tiktok" }
];

// src/contract/actions/socialProfile.ts
var platformType = z45.union(
  SocialPlatforms.map((p) => z45.literal(p.PlatformType)),
  { error: `PlatformType must be one of ${SocialPlatforms.map((p) => `${p.PlatformType} (${p.Name})`).join(", ")}` }
);
var socialProfileActions = {
  ListSocialAccounts: defineAction({
    kind: "read",
    access: "user",
    summary: "The social sign-in accounts bound to the caller (provider, the e-mail it gave, when bound), and whether the account also has a password.",
    params: z45.object({}),
    result: z45.object({
      Accounts: z45.array(z45.object({ Provider: z45.string(), Email: z45.string().nullable(), CreateTime: z45.number().int() })),
      HasPassword: z45.boolean()
    })
  }),
  UnbindSocialAccount: defineAction({
    kind: "write",
    access: "user",
    summary: "Unbind one of the caller's social sign-in accounts; refused when it is the only way to sign in (no password and no other binding).",
    params: z45.object({ Provider: z45.enum(SocialProviders, { error: `Provider must be one of ${SocialProviders.join(", ")}` }) }),
    result: z45.object({}),
    invalidates: ["ListSocialAccounts"],
    offline: { queue: false, why: "security" }
  }),
  ListSocialProfiles: defineAction({
    kind: "read",
    access: "user",
    summary: "The connected social profiles, the quota (the package's SocialMediaAccountLimit, at most 20), whether it is exceeded, and which platforms this gateway can connect.",
    params: z45.object({}),
    result: z45.object({
      Profiles: z45.array(SocialProfile),
      Quota: z45.number().int(),
      OverQuota: z45.boolean(),
      Platforms: z45.array(z45.object({ PlatformType: z45.number().int(), Name: z45.string(), Configured: z45.boolean() }))
    })
  }),
  GetSocialProfileAuthUrl: defineAction({
    // 'write': it stores a single-use state bound to the caller.
    kind: "write",
    access: "user",
    summary: "The platform's authorization URL to connect one more profile (refused when the quota is used up).",
    params: z45.object({ PlatformType: platformType, RedirectUri: z45.url({ error: ValidationText.AddressFormatIncorrect }) }),
    result: z45.object({ Url: z45.string(), State: z45.string() }),
    offline: { queue: false, why: "short-lived" }
  }),
  ConnectSocialProfile: defineAction({
    kind: "write",
    access: "user",
    summary: "Finish connecting a profile with the code and state the platform returned; refused past the quota with 'Social profiles out of quota'.",
    params: z45.object({ PlatformType: platformType, Code: requiredString("Code is required", 2048), State: requiredString("State is required", 256) }),
    result: SocialProfile,
    invalidates: ["ListSocialProfiles"],
    offline: { queue: false, why: "short-lived" }
  }),
  DeleteSocialProfile: defineAction({
    kind: "write",
    access: "user",
    summary: "Disconnect one of the caller's social profiles.",
    params: z45.object({ ProfileId: z45.number({ error: "ProfileId is required" }).int().min(1) }),
    result: z45.object({}),
    invalidates: ["ListSocialProfiles"],
    title: "Disconnect social profile {ProfileId}",
    titleZh: "\u65AD\u5F00\u793E\u4EA4\u4E3B\u9875 {ProfileId}"
  })
};

// src/contract/actions/subscription.ts
import { z as z47 } from "zod";

// src/contract/entities/subscription.ts
import { z as z46 } from "zod";

// src/contract/display/subscriptionStatus.ts
var SubscriptionStatus = { Active: 1, Expired: 2, Replaced: 3 };
var subscriptionStatusDisplay = {
  [SubscriptionStatus.Active]: { textKey: "status.subscription.active", tone: "success" },
  [SubscriptionStatus.Expired]: { textKey: "status.subscription.expired", tone: "neutral" },
  [SubscriptionStatus.Replaced]: { textKey: "status.subscription.replaced", tone: "neutral" }
};

// src/contract/entities/subscription.ts
var PeriodUnit = z46.enum(["day", "month", "year"]);
var ModWhitelistEntry = z46.object({
  ProductMod: z46.enum(ProductModules),
  /** Quota for limit modules (SocialMediaAccountLimit, EmailLimit, AIGCRequestLimit); 0 = not a limit. */
  Quota: z46.number().int()
});
var PackagePrice = z46.object({
  Period: z46.number().int(),
  PeriodUnit,
  Amount: z46.number().int()
});
var SubscriptionPackage = z46.object({
  SubscriptionNo: z46.string(),
  CnName: z46.string(),
  EnName: z46.string(),
  Free: z46.boolean(),
  Rank: z46.number().int(),
  PriceList: z46.array(PackagePrice),
  ModWhitelist: z46.array(ModWhitelistEntry)
});
var SubscriptionBuyRecord = z46.object({
  Id: z46.number().int(),
  Status: z46.number().int(),
  SubscriptionNo: z46.string(),
  CnName: z46.string(),
  EnName: z46.string(),
  Free: z46.boolean(),
  Period: z46.number().int(),
  PeriodUnit,
  CostAmount: z46.number().int(),
  CreateTime: z46.number().int(),
  EndTime: z46.number().int(),
  ModWhitelist: z46.array(ModWhitelistEntry),
  Quantity: z46.number().int()
});
var PriceQuote = z46.object({
  SubscriptionNo: z46.string(),
  Period: z46.number().int(),
  PeriodUnit,
  Quantity: z46.number().int(),
  Subtotal: z46.number().int(),
  Credit: z46.number().int(),
  Taxes: z46.number().int(),
  Total: z46.number().int()
});

// src/contract/actions/subscription.ts
var purchase = z47.object({
  SubscriptionNo: requiredString("SubscriptionNo is required", 64),
  Period: z47.number({ error: "Period must be a number" }).int().min(1).max(36),
  PeriodUnit,
  Quantity: z47.number({ error: "Quantity must be a number" }).int().min(1).max(100).default(1)
});
var subscriptionActions = {
  DescribeSubscriptionPackage: defineAction({
    kind: "read",
    access: "user",
    summary: "Packages on sale, with price lists and module whitelists.",
    params: z47.object({}),
    result: z47.object({ Packages: z47.array(SubscriptionPackage) })
  }),
  GetSubscriptionPackagePrice: defineAction({
    kind: "read",
    access: "user",
    summary: "Price quote for buying or upgrading to a package.",
    params: purchase.extend({ Upgrade: z47.boolean().optional() }),
    result: PriceQuote
  }),
  DescribeSubscriptionBuyRecord: defineAction({
    kind: "read",
    access: "user",
    summary: "The user's package purchases, newest first by default.",
    params: z47.object({
      Offset: z47.number().int().min(0).default(0),
      NumPerPage: z47.number().int().min(1).max(100).default(10),
      OrderBy: z47.enum(["CreateTime", "EndTime"]).default("CreateTime"),
      OrderType: z47.enum(["asc", "desc"]).default("desc")
    }),
    result: z47.object({ Total: z47.number().int(), Records: z47.array(SubscriptionBuyRecord) })
  }),
  BuySubscriptionPackage: defineAction({
    kind: "write",
    access: "user",
    summary: "Buy a package (the free trial once, paid ones from the balance).",
    params: purchase,
    result: SubscriptionBuyRecord,
    invalidates: ["DescribeSubscriptionBuyRecord", "GetUserInfo", "GetBalance", "GetTransactionList"],
    offline: { queue: false, why: "money" }
  }),
  UpgradeSubscriptionPackage: defineAction({
    kind: "write",
    access: "user",
    summary: "Move the active package to a higher one; unused time is credited.",
    params: purchase,
    result: SubscriptionBuyRecord,
    invalidates: ["DescribeSubscriptionBuyRecord", "GetUserInfo", "GetBalance", "GetTransactionList"],
    offline: { queue: false, why: "money" }
  })
};

// src/contract/actions/ticket.ts
import { z as z49 } from "zod";

// src/contract/entities/ticket.ts
import { z as z48 } from "zod";
var int26 = () => z48.number().int();
var TicketStatus = { InReview: 1, Pending: 2, OnHold: 3, Solved: 4, Closed: 5 };
var TicketStatusValues = Object.values(TicketStatus);
var ticketStatusField = z48.union(
  TicketStatusValues.map((v) => z48.literal(v)),
  { error: `Status must be one of ${TicketStatusValues.join(", ")} (In Review, Pending, On-hold, Solved, Closed)` }
);
var ticketCategoryField = z48.enum(TicketCategories, { error: `Category must be one of ${TicketCategories.join(", ")}` });
var TICKET_PAGE_SIZES = PAGE_SIZE_SETS[2];
var TicketAttachment = z48.object({
  AttachFileId: z48.string(),
  FileName: z48.string(),
  /** The stored picture's Content-Type (the real type, after re-encoding). */
  FileType: z48.string(),
  Width: int26(),
  Height: int26(),
  /** Bytes of the stored (re-encoded) picture. */
  FileSize: int26(),
  /** Same-origin addresses: the picture and its thumbnail (at most 320 px on each side). */
  URL: z48.string(),
  ThumbURL: z48.string()
});
var TicketComment = z48.object({
  CommentId: int26(),
  /** True for a reply of the support staff (an operator). */
  FromStaff: z48.boolean(),
  /** The customer's display name, or the operator's. */
  AuthorName: z48.string(),
  Content: z48.string(),
  /** Unix seconds. */
  CreateTime: int26(),
  Attachments: z48.array(TicketAttachment)
});
var Ticket = z48.object({
  TicketId: int26(),
  Title: z48.string(),
  Category: ticketCategoryField,
  Status: ticketStatusField,
  /** Unix seconds: opened, and the last comment or change of state. */
  CreateTime: int26(),
  UpdateTime: int26(),
  CommentCount: int26(),
  /** A staff reply the customer has not read yet (the shell badge counts these tickets). */
  NewReply: z48.boolean()
});
var TicketInfo = Ticket.extend({
  Comments: z48.array(TicketComment),
  /** Pictures the ticket may still take (5 per ticket, spec 000 §9). */
  PicturesLeft: int26()
});
var OperatorTicket = Ticket.extend({ CustomerEmail: z48.string(), CustomerName: z48.string(), CustomerId: int26() });
var OperatorTicketInfo = TicketInfo.extend({ CustomerEmail: z48.string(), CustomerName: z48.string(), CustomerId: int26() });
var CdpTag = z48.object({ Key: ticketCategoryField, EnName: z48.string(), CnName: z48.string() });

// src/contract/actions/ticket.ts
var ticketId = z49.number({ error: "TicketId is required" }).int({ error: "TicketId must be a whole number" }).min(1, { error: "TicketId must be a ticket id" });
var pageSize2 = z49.union(TICKET_PAGE_SIZES.map((n2) => z49.literal(n2)), { error: `Limit must be one of ${TICKET_PAGE_SIZES.join(", ")}` });
var attachFileIds = z49.array(z49.string().regex(/^[A-Za-z0-9_-]{22}$/, { error: "must be an AttachFileId from UploadAttachFile" })).max(TICKET_PICTURES_MAX, { error: `A ticket can have up to ${TICKET_PICTURES_MAX} pictures` }).refine((ids) => new Set(ids).size === ids.length, { error: "lists a picture twice" });
var content2 = requiredString("Please describe the problem", TICKET_CONTENT_MAX);
var listFilters = {
  Status: ticketStatusField.optional(),
  Category: ticketCategoryField.optional(),
  Offset: z49.number().int().min(0).default(0),
  Limit: pageSize2.default(TICKET_PAGE_SIZES[0])
};
var operatorOnly = { permission: "TicketOperator" };
var ticketActions = {
  GetTicketList: defineAction({
    kind: "read",
    access: "user",
    summary: "The caller's tickets, the most recently updated first; Status (1 In Review, 2 Pending, 3 On-hold, 4 Solved, 5 Closed) and Category filter; Limit 10, 15 or 30.",
    params: z49.object(listFilters),
    result: z49.object({ Total: z49.number().int(), Tickets: z49.array(Ticket) })
  }),
  GetTicketInfo: defineAction({
    kind: "read",
    access: "user",
    summary: "One of the caller's tickets with its comment thread and pictures; reading it marks its staff replies read (the badge).",
    params: z49.object({ TicketId: ticketId }),
    result: TicketInfo
  }),
  CreateTicket: defineAction({
    kind: "write",
    access: "user",
    summary: `Open a ticket (In Review): Category (${TicketCategories.join(", ")}), Title, Content and up to ${TICKET_PICTURES_MAX} pictures (AttachFileIds from UploadAttachFile).`,
    params: z49.object({
      Category: ticketCategoryField,
      Title: requiredString("Please enter a title", TICKET_TITLE_MAX),
      Content: content2,
      AttachFileIds: attachFileIds.default([])
    }),
    result: z49.object({ TicketId: z49.number().int() }),
    invalidates: ["GetTicketList"],
    title: "Ticket: {Title}",
    titleZh: "\u5DE5\u5355\uFF1A{Title}"
  }),
  CreateComment: defineAction({
    kind: "write",
    access: "user",
    summary: `Reply on one of the caller's tickets, with pictures while the ticket has fewer than ${TICKET_PICTURES_MAX}. A reply on a solved ticket opens it again (In Review); a closed ticket takes none.`,
    params: z49.object({ TicketId: ticketId, Content: content2, AttachFileIds: attachFileIds.default([]) }),
    result: z49.object({ CommentId: z49.number().int(), Status: ticketStatusField }),
    invalidates: ["GetTicketInfo", "GetTicketList"],
    lane: "TicketId",
    title: 'Reply on ticket {TicketId}: "{Content}"',
    titleZh: "\u56DE\u590D\u5DE5\u5355 {TicketId}\uFF1A\u201C{Content}\u201D"
  }),
  SolvedTicket: defineAction({
    kind: "write",
    access: "user",
    summary: "Mark one of the caller's tickets solved (a closed ticket stays closed).",
    params: z49.object({ TicketId: ticketId }),
    result: z49.object({ TicketId: z49.number().int(), Status: ticketStatusField }),
    invalidates: ["GetTicketInfo", "GetTicketList", "GetNewReplyList"],
    lane: "TicketId",
    title: "Mark ticket {TicketId} solved",
    titleZh: "\u6807\u8BB0\u5DE5\u5355 {TicketId} \u5DF2\u89E3\u51B3"
  }),
  UploadAttachFile: defineAction({
    kind: "write",
    access: "user",
    summary: "Turn a stored upload of Kind ticket-image (GetMediaFileSign, PUT) into a ticket picture: decoded from its bytes, re-encoded without EXIF or other metadata, with a thumbnail. The original upload is deleted. Returns Data.AttachFileId for CreateTicket or CreateComment.",
    params: z49.object({ FileId: z49.string().regex(/^[A-Za-z0-9_-]{22}$/, { error: "FileId must be the FileId of an upload" }) }),
    result: TicketAttachment,
    offline: { queue: false, why: "short-lived" },
    // The image work runs before its short transaction, which only writes rows.
    transaction: "handler"
  }),
  GetNewReplyList: defineAction({
    kind: "read",
    access: "user",
    summary: "Tickets with staff replies the user has not read yet (the shell badge): Data.Total and TicketIds.",
    params: z49.object({}),
    result: z49.object({ Total: z49.number().int(), TicketIds: z49.array(z49.number().int()) })
  }),
  GetCDPTags: defineAction({
    kind: "read",
    access: "user",
    summary: "The tags a ticket is filed under (its categories: SMS, EMAIL, WhatsApp, Billing, Account, Others), with their names.",
    params: z49.object({}),
    result: z49.object({ Tags: z49.array(CdpTag) })
  }),
  OperatorGetTicketList: defineAction({
    kind: "read",
    access: "user",
    ...operatorOnly,
    summary: "Operators: every customer's tickets, the longest waiting first; Status, Category and Keyword (title or customer e-mail) filter.",
    params: z49.object({ ...listFilters, Keyword: z49.string().trim().max(100, { error: "must be at most 100 characters" }).optional() }),
    result: z49.object({ Total: z49.number().int(), Tickets: z49.array(OperatorTicket) })
  }),
  OperatorGetTicketInfo: defineAction({
    kind: "read",
    access: "user",
    ...operatorOnly,
    summary: "Operators: any ticket with its thread and the customer it belongs to.",
    params: z49.object({ TicketId: ticketId }),
    result: OperatorTicketInfo
  }),
  OperatorReplyTicket: defineAction({
    kind: "write",
    access: "user",
    ...operatorOnly,
    summary: "Operators: answer a ticket (a staff reply the customer's badge counts) and set its state: Pending (default, waiting for the customer), On-hold or Solved.",
    params: z49.object({
      TicketId: ticketId,
      Content: requiredString("Please enter a reply", TICKET_CONTENT_MAX),
      Status: z49.union([z49.literal(TicketStatus.Pending), z49.literal(TicketStatus.OnHold), z49.literal(TicketStatus.Solved)], { error: "Status must be 2 (Pending), 3 (On-hold) or 4 (Solved)" }).default(TicketStatus.Pending)
    }),
    result: z49.object({ CommentId: z49.number().int(), Status: ticketStatusField }),
    invalidates: ["OperatorGetTicketInfo", "OperatorGetTicketList"],
    lane: "TicketId",
    title: 'Answer ticket {TicketId}: "{Content}"',
    titleZh: "\u7B54\u590D\u5DE5\u5355 {TicketId}\uFF1A\u201C{Content}\u201D"
  }),
  OperatorSetTicketStatus: defineAction({
    kind: "write",
    access: "user",
    ...operatorOnly,
    summary: "Operators: set a ticket's state without a reply (e.g. On-hold, or Closed: a closed ticket takes no more comments).",
    params: z49.object({ TicketId: ticketId, Status: ticketStatusField }),
    result: z49.object({ TicketId: z49.number().int(), Status: ticketStatusField }),
    invalidates: ["OperatorGetTicketInfo", "OperatorGetTicketList"],
    lane: "TicketId",
    title: "Set the state of ticket {TicketId}",
    titleZh: "\u8BBE\u7F6E\u5DE5\u5355 {TicketId} \u7684\u72B6\u6001"
  })
};

// src/contract/actions/upload.ts
import { z as z50 } from "zod";

// src/contract/vms/voiceAudio.ts
var VoiceFileStatus = { Processing: 1, Success: 2, Failed: 3 };
var VoiceFileStatuses = Object.values(VoiceFileStatus);
var VOICE_AUDIO_TYPES = ["wav", "flac", "wma", "mp3", "ogg", "aac", "m4a"];
var VOICE_FILE_NAME_CHARS = /^[A-Za-z0-9_+\-{}.]+$/;
var VOICE_AUDIO_MAX_SECONDS = 30 * 60;

// src/contract/upload/uploadKinds.ts
var MMS_IMAGE_LIMIT_BYTES = 300 * 1024;
var VIDEO_LIMIT_BYTES = 512 * 1024 * 1024;
var VOICE_FILE_NAME_MAX = 99;
var images = ["png", "jpeg", "gif", "webp"];
var uploadKinds = {
  general: { maxBytes: UPLOAD_SIZE_LIMIT_BYTES, maxNameLength: 255 },
  image: { maxBytes: UPLOAD_SIZE_LIMIT_BYTES, types: images, maxNameLength: 255 },
  "mms-image": { maxBytes: MMS_IMAGE_LIMIT_BYTES, types: ["png", "jpeg", "gif"], maxNameLength: 255 },
  "ticket-image": { maxBytes: UPLOAD_SIZE_LIMIT_BYTES, types: images, maxNameLength: 255 },
  "voice-audio": { maxBytes: UPLOAD_SIZE_LIMIT_BYTES, types: VOICE_AUDIO_TYPES, maxNameLength: VOICE_FILE_NAME_MAX, nameChars: VOICE_FILE_NAME_CHARS },
  import: { maxBytes: UPLOAD_SIZE_LIMIT_BYTES, types: ["csv", "txt", "xlsx"], maxNameLength: 255 },
  /** E-mail recipients (spec 001 §7: 20 MB for e-mail, up to 500,000 addresses). */
  "email-import": { maxBytes: EMAIL_FILE_MAX_BYTES, types: ["csv", "txt", "xlsx"], maxNameLength: 255 },
  /** A contact import (issue 11): .xlsx under 10 MB, .csv up to the spec's suggested maxima (read as a stream). */
  "contact-import": { maxBytes: IMPORT_CSV_MAX_BYTES, types: ["csv", "xlsx"], maxNameLength: 255, maxBytesByType: { xlsx: UPLOAD_SIZE_LIMIT_BYTES } },
  document: { maxBytes: UPLOAD_SIZE_LIMIT_BYTES, types: ["pdf", "docx"], maxNameLength: 255 },
  video: { maxBytes: VIDEO_LIMIT_BYTES, types: ["mp4"], maxNameLength: 255 }
};
var UploadKinds = Object.keys(uploadKinds);
function uploadRule(kind) {
  return uploadKinds[kind];
}
function fileNameProblem(rule, fileName) {
  if (fileName.length > rule.maxNameLength) return { kind: "length", max: rule.maxNameLength + 1 };
  if (rule.nameChars && !rule.nameChars.test(fileName)) return { kind: "chars" };
  return null;
}
function typeLimit(rule, type2) {
  return rule.maxBytesByType?.[type2] ?? rule.maxBytes;
}

// src/contract/actions/upload.ts
var uploadActions = {
  GetMediaFileSign: defineAction({
    kind: "write",
    access: "user",
    summary: "Grant one upload: PUT the file to Address with Authorization, Content-MD5 and Content-Type before ExpiryDate.",
    params: z50.object({
      ExpiryDate: unixSeconds,
      FileName: requiredString("FileName is required", 255),
      FileType: requiredString("FileType is required", 128),
      MD5value: z50.string().regex(/^[0-9a-fA-F]{32}$/, { error: "must be the 32 hex digits of the MD5 digest" }),
      FileSize: z50.number().int({ error: "must be a whole number of bytes" }).min(0),
      Kind: z50.enum(UploadKinds).default("general")
    }),
    result: z50.object({
      Authorization: z50.string(),
      Address: z50.string(),
      FileId: z50.string(),
      MediaURL: z50.string(),
      ExpiryDate: z50.number().int()
    }),
    offline: { queue: false, why: "short-lived" }
  })
};

// src/contract/actions/vmsAudio.ts
import { z as z52 } from "zod";

// src/contract/entities/vms.ts
import { z as z51 } from "zod";
var int27 = () => z51.number().int();
var VoiceAudio = z51.object({
  AudioId: z51.string(),
  FileName: z51.string(),
  Type: z51.enum(VOICE_AUDIO_TYPES),
  Status: int27(),
  DurationMs: int27(),
  Size: int27(),
  ErrorKey: z51.string(),
  ErrorParams: z51.record(z51.string(), z51.union([z51.string(), z51.number()])),
  Error: z51.string(),
  CreateTime: int27(),
  UpdateTime: int27()
});
var VoiceTemplate = z51.object({
  TemplateId: z51.string(),
  TemplateName: z51.string(),
  Type: int27(),
  Content: z51.string(),
  AudioId: z51.string(),
  AudioName: z51.string(),
  DurationMs: int27(),
  Status: int27(),
  RejectReason: z51.string(),
  RejectReasonKey: z51.string(),
  Remark: z51.string(),
  CreateTime: int27(),
  UpdateTime: int27()
});
var VoiceTask = SmsTask.extend({
  VoiceStatus: int27(),
  AudioDurationMs: int27(),
  CallPeriod: int27(),
  CallOutType: int27(),
  CallOutNumber: z51.string(),
  CallTotal: int27(),
  Called: int27(),
  Remaining: int27(),
  SuccessTotal: int27(),
  FailTotal: int27()
});
var VoiceSendRecord = SmsSendRecord.extend({
  CallTime: int27().nullable(),
  CalledDuration: int27().nullable(),
  BillingDuration: int27().nullable(),
  ReceiptResult: int27().nullable(),
  Remark: z51.string()
});

// src/contract/actions/vmsAudio.ts
var int28 = () => z52.number().int();
var audioId = requiredString("AudioId is required", 32);
var vmsAudioActions = {
  AddVoiceAudio: defineAction({
    kind: "write",
    access: "user",
    summary: "Add an uploaded audio file (GetMediaFileSign with Kind voice-audio, then PUT) to the voice audio library: WAV, FLAC, WMA, MP3, OGG, AAC or M4A under 10 MB. It starts Processing; the gateway transcodes it to WAV and reads its duration (Success), or says why it cannot (Failed with Error).",
    params: z52.object({ FileId: requiredString("FileId is required", 32) }),
    result: VoiceAudio,
    invalidates: ["ListVoiceAudio"],
    title: "Add an audio file",
    titleZh: "\u6DFB\u52A0\u97F3\u9891\u6587\u4EF6"
  }),
  ListVoiceAudio: defineAction({
    kind: "read",
    access: "user",
    summary: "The caller's voice audio files, newest first; Status (1 Processing, 2 Success, 3 Failed) and Keyword (in the file name) filter; AudioId keeps one.",
    params: z52.object({
      AudioId: z52.string().max(32).optional(),
      Status: z52.union(VoiceFileStatuses.map((v) => z52.literal(v)), { error: "Status must be 1, 2 or 3" }).optional(),
      Keyword: z52.string().trim().max(100).optional(),
      Offset: int28().min(0).default(0),
      Limit: int28().min(1).max(100).default(20)
    }),
    result: z52.object({ Total: int28(), Audios: z52.array(VoiceAudio) })
  }),
  DeleteVoiceAudio: defineAction({
    kind: "write",
    access: "user",
    summary: "Delete voice audio files of the caller (their WAV with them); ids that are not the caller's are skipped.",
    params: z52.object({ AudioIds: z52.array(audioId).min(1, { error: "AudioIds is required" }).max(100) }),
    result: z52.object({ Deleted: int28() }),
    invalidates: ["ListVoiceAudio"],
    title: "Delete audio files ({#AudioIds})",
    titleZh: "\u5220\u9664\u97F3\u9891\u6587\u4EF6\uFF08{#AudioIds} \u4E2A\uFF09"
  }),
  GetVoiceAudioUrl: defineAction({
    kind: "write",
    access: "user",
    summary: "A short-lived address (valid 10 minutes, no other credentials needed) of a transcoded audio file: GET Url answers the WAV, for playing in the page.",
    params: z52.object({ AudioId: audioId }),
    result: z52.object({ Url: z52.string(), ExpireTime: int28() }),
    offline: { queue: false, why: "short-lived" },
    quiet: true
  })
};

// src/contract/actions/vmsTasks.ts
import { z as z53 } from "zod";

// src/contract/messaging/taskStatus.ts
var TaskStatus = {
  Pending: 0,
  Waiting: 1,
  Processing: 2,
  Complete: 3,
  Failed: 4,
  Deleted: 5,
  Rejected: 6,
  PendingManualReview: 7,
  Cancelled: 8,
  InReview: 9,
  Parsing: 10
};
var FINAL_TASK_STATUSES = [TaskStatus.Complete, TaskStatus.Failed, TaskStatus.Deleted, TaskStatus.Rejected, TaskStatus.Cancelled];
var CANCELLABLE_TASK_STATUSES = [TaskStatus.Pending, TaskStatus.Waiting, TaskStatus.InReview, TaskStatus.PendingManualReview, TaskStatus.Parsing];

// src/contract/vms/voiceTask.ts
var CallPeriod = { AllDay: 1, Daytime: 2 };
var DAYTIME_WINDOW = { from: 8 * 60, to: 20 * 60 };
var CallOutType = { Random: 1, Special: 2 };
var VoiceTaskStatus = {
  PendingReview: 1,
  WaitSubmit: 2,
  Submitting: 3,
  SubmitSuccess: 4,
  Failed: 5,
  Deleted: 6,
  Reject: 7,
  Checking: 8,
  Cancel: 9,
  CheckingAgain: 10,
  Parsing: 11,
  ParseFailure: 12
};
function voiceTaskStatusOf(status) {
  switch (status) {
    case TaskStatus.InReview:
      return VoiceTaskStatus.PendingReview;
    case TaskStatus.PendingManualReview:
      return VoiceTaskStatus.Checking;
    case TaskStatus.Pending:
    case TaskStatus.Waiting:
      return VoiceTaskStatus.WaitSubmit;
    case TaskStatus.Processing:
      return VoiceTaskStatus.Submitting;
    case TaskStatus.Complete:
      return VoiceTaskStatus.SubmitSuccess;
    case TaskStatus.Failed:
      return VoiceTaskStatus.Failed;
    case TaskStatus.Deleted:
      return VoiceTaskStatus.Deleted;
    case TaskStatus.Rejected:
      return VoiceTaskStatus.Reject;
    case TaskStatus.Cancelled:
      return VoiceTaskStatus.Cancel;
    case TaskStatus.Parsing:
      return VoiceTaskStatus.Parsing;
    default:
      return VoiceTaskStatus.WaitSubmit;
  }
}
var tone = (textKey, t) => ({ textKey, tone: t });
var voiceTaskStatusDisplay = {
  1: tone("vms.status.task.pendingReview", "warning"),
  2: tone("vms.status.task.waitSubmit", "neutral"),
  3: tone("vms.status.task.submitting", "warning"),
  4: tone("vms.status.task.submitSuccess", "success"),
  5: tone("vms.status.task.failed", "error"),
  6: tone("vms.status.task.deleted", "neutral"),
  7: tone("vms.status.task.reject", "error"),
  8: tone("vms.status.task.checking", "warning"),
  9: tone("vms.status.task.cancel", "neutral"),
  10: tone("vms.status.task.checking", "warning"),
  11: tone("vms.status.task.parsing", "warning"),
  12: tone("vms.status.task.parseFailure", "error")
};
var VoiceReceiptResult = { Success: 1, Failed: 2, Unknown: 3 };
function voiceReceiptResultOf(result) {
  if (result === null) return null;
  if (result === "Success") return VoiceReceiptResult.Success;
  if (result === "Unknown") return VoiceReceiptResult.Unknown;
  return VoiceReceiptResult.Failed;
}
function billingSeconds(calledMs) {
  return Math.ceil(Math.max(0, calledMs) / 6e4) * 60;
}
function audioMinutes(durationMs) {
  return Math.max(1, Math.ceil(durationMs / 6e4));
}

// src/contract/actions/vmsTasks.ts
var sms2 = smsActions;
var int29 = () => z53.number().int();
var countryCode4 = z53.string().regex(/^[A-Za-z]{2}$/, { error: "CountryCode must be a 2-letter ISO code" }).transform((s) => s.toUpperCase());
var tagName5 = nameField("Tag is required", 32);
var VoiceSendText = {
  CallPeriod: "CallPeriod must be 1 (all day) or 2 (08:00-20:00)",
  CallOutType: "CallOutType must be 1 (random) or 2 (special)",
  CallOutNumberRequired: "CallOutNumber is required for a special call-out number",
  CallOutNumberInvalid: "CallOutNumber must be a phone number of 5 to 15 digits"
};
var vmsTaskActions = {
  ...channelTaskActions({ code: "UVMS", name: "voice", nameZh: "\u8BED\u97F3", task: VoiceTask, record: VoiceSendRecord }),
  GetUVMSPrice: defineAction({
    kind: "read",
    access: "user",
    summary: "Price of one started minute of a voice call in each supported country (integers, 10000 per unit), charged on the voice wallet.",
    params: sms2.GetUSMSPrice.params,
    result: sms2.GetUSMSPrice.result
  }),
  AddUVMSSendTask: defineAction({
    kind: "write",
    access: "user",
    summary: "Call up to 100,000 numbers with a passed voice template (text spoken, or audio) now or at SendTime: PhoneNumbers, FileId (an uploaded TXT, CSV or XLSX, Kind 'import'), or the phones of a group's (GroupId) or segment's (SegmentId) members. CallPeriod 1 all day or 2 08:00-20:00 in the recipient's time zone (calls outside it wait); CallOutType 1 random or 2 special (CallOutNumber). Requires IdempotencyKey. Each call is held at the started minutes of the audio \xD7 the country's minute price on the voice wallet and charged by its billing duration; invalid and duplicate numbers are counted, not called.",
    params: z53.object({
      TaskName: optionalNameField(64),
      ...sendRecipientFields,
      CountryCode: countryCode4.optional(),
      TemplateId: requiredString("TemplateId is required", 64),
      CallPeriod: z53.union([z53.literal(CallPeriod.AllDay), z53.literal(CallPeriod.Daytime)], { error: VoiceSendText.CallPeriod }).default(CallPeriod.AllDay),
      CallOutType: z53.union([z53.literal(CallOutType.Random), z53.literal(CallOutType.Special)], { error: VoiceSendText.CallOutType }).default(CallOutType.Random),
      CallOutNumber: z53.string().max(32).optional(),
      SendTime: unixSeconds.optional(),
      TimeZone: z53.string().max(64).default("UTC"),
      Tags: z53.array(tagName5).max(SMS_TAGS_MAX).default([])
    }).refine((v) => [v.PhoneNumbers, v.FileId, v.GroupId, v.SegmentId].filter((x) => x !== void 0).length === 1, { error: "Give one recipient source: PhoneNumbers, FileId, GroupId or SegmentId", path: ["PhoneNumbers"] }).refine((v) => v.CallOutType !== CallOutType.Special || (v.CallOutNumber ?? "").trim() !== "", { error: VoiceSendText.CallOutNumberRequired, path: ["CallOutNumber"] }).refine((v) => v.CallOutType !== CallOutType.Special || /^\+?\d{5,15}$/.test((v.CallOutNumber ?? "").replace(/[\s-]/g, "")), { error: VoiceSendText.CallOutNumberInvalid, path: ["CallOutNumber"] }),
    result: z53.object({
      TaskId: z53.string(),
      SessionNo: z53.string(),
      AccountId: z53.string(),
      Status: int29(),
      Submitted: int29(),
      Invalid: int29(),
      Duplicate: int29(),
      Unsupported: int29(),
      EstimatedCost: int29(),
      OptedOut: int29()
    }),
    idempotencyKey: "required",
    invalidates: ["GetUVMSSendTask", "DescribeUVMSTaskStatus", "GetUVMSSendRecord", "GetBalance", "GetTransactionList"],
    body: "large",
    title: ["Voice call to {#PhoneNumbers} numbers: template {TemplateId}", "Voice call with template {TemplateId}"],
    titleZh: ["\u8BED\u97F3\u547C\u53EB {#PhoneNumbers} \u4E2A\u53F7\u7801\uFF1A\u6A21\u677F {TemplateId}", "\u8BED\u97F3\u547C\u53EB\uFF1A\u6A21\u677F {TemplateId}"]
  })
};

// src/contract/actions/vmsTemplates.ts
import { z as z54 } from "zod";

// src/contract/vms/voiceTemplate.ts
var VoiceTemplateStatus = {
  draft: 1,
  waitCheck: 2,
  ucProcessing: 3,
  ucPass: 4,
  ucReject: 5,
  auditProcessing: 6,
  auditPass: 7,
  auditReject: 8,
  disabled: 9,
  delete: 10
};
var display = (textKey, tone2) => ({ textKey, tone: tone2 });
var voiceTemplateStatusDisplay = {
  1: display("vms.status.template.uncommitted", "neutral"),
  2: display("vms.status.template.pendingReview", "warning"),
  3: display("vms.status.template.inReview", "warning"),
  4: display("vms.status.template.inReview", "warning"),
  5: display("vms.status.template.reject", "error"),
  6: display("vms.status.template.inReview", "warning"),
  7: display("vms.status.template.pass", "success"),
  8: display("vms.status.template.reject", "error"),
  9: display("vms.status.template.disabled", "error")
};
var isVoiceTemplateApproved = (status) => status === VoiceTemplateStatus.auditPass;
var isVoiceTemplateRejected = (status) => status === VoiceTemplateStatus.ucReject || status === VoiceTemplateStatus.auditReject;
var canEditVoiceTemplate = (status) => status === VoiceTemplateStatus.draft || status === VoiceTemplateStatus.auditPass || isVoiceTemplateRejected(status);
var VoiceTemplateType = { Text: 1, Audio: 2 };
var VOICE_TEXT_MAX = 1e3;

// src/contract/actions/vmsTemplates.ts
var int30 = () => z54.number().int();
var templateId4 = requiredString("TemplateId is required", 32);
var type = z54.union([z54.literal(VoiceTemplateType.Text), z54.literal(VoiceTemplateType.Audio)], { error: "Type must be 1 (text) or 2 (audio)" });
var body2 = {
  TemplateName: nameField(),
  Type: type,
  Content: z54.string().trim().max(VOICE_TEXT_MAX).default(""),
  AudioId: z54.string().max(32).default(""),
  Remark: z54.string().max(500).default("")
};
var bodyRule = (v, ctx) => {
  if (v.Type === VoiceTemplateType.Text && v.Content === "") ctx.addIssue({ code: "custom", path: ["Content"], message: ValidationText.FieldRequired });
  if (v.Type === VoiceTemplateType.Audio && v.AudioId === "") ctx.addIssue({ code: "custom", path: ["AudioId"], message: ValidationText.FieldRequired });
};
var vmsTemplateActions = {
  CreateVoiceTemplate: defineAction({
    kind: "write",
    access: "user",
    summary: "Create a voice template: Type 1 with Content (spoken by the text-to-speech adapter) or Type 2 with AudioId (one of the caller's audio files in Success). It waits for review (2), is checked (6) and passes (7) or is rejected (8 with RejectReason; 5 when the speech cannot be made). RecreateTemplateId copies a rejected one.",
    params: z54.object({ ...body2, RecreateTemplateId: z54.string().max(32).optional() }).superRefine(bodyRule),
    result: VoiceTemplate,
    invalidates: ["QueryVoiceTemplate", "GetVoiceTemplate"],
    title: 'New voice template: "{TemplateName}"',
    titleZh: "\u65B0\u5EFA\u8BED\u97F3\u6A21\u677F\uFF1A\u201C{TemplateName}\u201D"
  }),
  UpdateVoiceTemplate: defineAction({
    kind: "write",
    access: "user",
    summary: "Change a voice template (uncommitted, rejected or approved); it goes back to review.",
    params: z54.object({ TemplateId: templateId4, ...body2 }).superRefine(bodyRule),
    result: VoiceTemplate,
    invalidates: ["QueryVoiceTemplate", "GetVoiceTemplate"],
    lane: "TemplateId",
    title: 'Voice template: "{TemplateName}"',
    titleZh: "\u8BED\u97F3\u6A21\u677F\uFF1A\u201C{TemplateName}\u201D"
  }),
  QueryVoiceTemplate: defineAction({
    kind: "read",
    access: "user",
    summary: "The caller's voice templates, newest first; Keyword (in the name), Type and Status filter.",
    params: z54.object({
      Keyword: z54.string().trim().max(100).optional(),
      Type: type.optional(),
      Status: int30().min(1).max(10).optional(),
      Offset: int30().min(0).default(0),
      Limit: int30().min(1).max(100).default(10)
    }),
    result: z54.object({ Total: int30(), Templates: z54.array(VoiceTemplate) })
  }),
  GetVoiceTemplate: defineAction({
    kind: "read",
    access: "user",
    summary: "One of the caller's voice templates.",
    params: z54.object({ TemplateId: templateId4 }),
    result: VoiceTemplate
  }),
  DeleteVoiceTemplate: defineAction({
    kind: "write",
    access: "user",
    summary: "Delete voice templates (status 10); ids that are not the caller's are skipped.",
    params: z54.object({ TemplateIds: z54.array(templateId4).min(1, { error: "TemplateIds is required" }).max(100) }),
    result: z54.object({ Deleted: int30() }),
    invalidates: ["QueryVoiceTemplate", "GetVoiceTemplate"],
    title: "Delete {#TemplateIds} voice templates",
    titleZh: "\u5220\u9664 {#TemplateIds} \u4E2A\u8BED\u97F3\u6A21\u677F"
  })
};

// src/contract/actions/vms.ts
var vmsActions = {
  ...vmsAudioActions,
  ...vmsTemplateActions,
  ...vmsTaskActions
};

// src/contract/actions/whatsapp.ts
import { z as z57 } from "zod";

// src/contract/entities/whatsapp.ts
import { z as z56 } from "zod";

// src/contract/whatsapp/templateRules.ts
import { z as z55 } from "zod";

// src/contract/whatsapp/whatsappConstants.ts
var WHATSAPP_CHANNEL_ID = ChannelId.WhatsApp;
var WhatsAppTemplateStatuses = ["APPROVED", "PENDING", "PENDING_DELETION", "DISABLED", "IN_APPEAL", "REJECTED", "DELETED", "PAUSED", "LIMIT_EXCEEDED"];
var WhatsAppNumberStatuses = ["PENDING", "DELETED", "MIGRATED", "BANNED", "RESTRICTED", "RATE_LIMITED", "FLAGGED", "CONNECTED", "DISCONNECTED", "UNKNOWN", "UNVERIFIED"];
var WhatsAppQualityRatings = ["GREEN", "YELLOW", "RED", "UNKNOWN"];
var WhatsAppTiers = ["TIER_50", "TIER_250", "TIER_1K", "TIER_10K", "TIER_100K", "TIER_UNLIMITED"];
var whatsappTierLimit = {
  TIER_50: 50,
  TIER_250: 250,
  TIER_1K: 1e3,
  TIER_10K: 1e4,
  TIER_100K: 1e5,
  TIER_UNLIMITED: null
};
var WhatsAppTemplateCategories = ["MARKETING", "UTILITY", "AUTHENTICATION"];

// src/contract/whatsapp/templateRules.ts
var WHATSAPP_BUTTON_CAP = 10;
var AUTH_CODE_EXPIRY_MIN = 1;
var AUTH_CODE_EXPIRY_MAX = 90;
var TEMPLATE_NAME_MAX = 512;
var TEMPLATE_BODY_MAX = 1024;
var TEMPLATE_HEADER_TEXT_MAX = 60;
var TEMPLATE_FOOTER_MAX = 60;
var TEMPLATE_BUTTON_TEXT_MAX = 25;
var WhatsAppTemplateText = {
  NameRequired: "Template name is required",
  NameFormat: "The template name may contain only lower-case letters, digits and underscores",
  LanguageRequired: "Language is required",
  LanguageFormat: "The language must be a code such as en_US",
  BodyRequired: "Body is required",
  VariableAtEnd: "A variable cannot be at the end of the body",
  VariablesInOrder: "Variables are inserted in order",
  WordCount: "The body word count must be at least triple the variable count",
  SampleRequired: "A sample is required for every variable",
  HeaderTextRequired: "The header text is required",
  HeaderOneVariable: "The header may contain at most one variable, {{1}}",
  HeaderSampleText: "The header sample text is required",
  HeaderSampleMedia: "The header sample media is required",
  HeaderSampleUrl: "The header sample media must be an http:// or https:// address",
  CodeExpiry: "Authentication code expiry is 1 to 90 minutes",
  ButtonCap: `The button count is capped at ${WHATSAPP_BUTTON_CAP}`,
  ButtonTextRequired: "The button text is required",
  ButtonUrl: "The button URL must be an https:// address",
  ButtonPhone: "Invalid phone number format",
  ManualImportParameters: "Manual import does not support templates with parameters"
};
var VARIABLE2 = /\{\{\s*(\d+)\s*\}\}/g;
function templateVariables(text22) {
  return [...text22.matchAll(VARIABLE2)].map((m) => Number(m[1]));
}
function variablesInOrder(text22) {
  const seen = [];
  for (const n2 of templateVariables(text22)) if (!seen.includes(n2)) seen.push(n2);
  return seen.every((n2, i) => n2 === i + 1);
}
function variableCount(text22) {
  return new Set(templateVariables(text22)).size;
}
var UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
function wordCount(text22) {
  return text22.replace(VARIABLE2, " ").replace(UNSPACED, " x ").split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
function endsWithVariable(text22) {
  return /\{\{\s*\d+\s*\}\}\s*$/.test(text22);
}
var isHttpsUrl = (v) => {
  try {
    return new URL(v).protocol === "https:";
  } catch {
    return false;
  }
};
var isWebUrl = (v) => {
  try {
    return ["http:", "https:"].includes(new URL(v).protocol);
  } catch {
    return false;
  }
};
var text = (max) => z55.string({ error: "must be a string" }).trim().max(max, { error: `must be at most ${max} characters` });
var buttonText = text(TEMPLATE_BUTTON_TEXT_MAX).min(1, { error: WhatsAppTemplateText.ButtonTextRequired });
var WhatsAppTemplateButton = z55.discriminatedUnion("Type", [
  z55.object({ Type: z55.literal("QUICK_REPLY"), Text: buttonText }),
  z55.object({ Type: z55.literal("URL"), Text: buttonText, Url: text(2e3).refine(isHttpsUrl, { error: WhatsAppTemplateText.ButtonUrl }) }),
  z55.object({ Type: z55.literal("PHONE_NUMBER"), Text: buttonText, PhoneNumber: text(20).refine((v) => /^\+?\d{4,15}$/.test(v), { error: WhatsAppTemplateText.ButtonPhone }) })
]);
var WhatsAppHeaderFormats = ["TEXT", "IMAGE", "VIDEO", "DOCUMENT"];
var WhatsAppTemplateHeader = z55.object({
  Format: z55.enum(WhatsAppHeaderFormats),
  Text: text(TEMPLATE_HEADER_TEXT_MAX).default(""),
  Sample: text(2e3).default("")
});
var whatsappTemplateContentFields = {
  Category: z55.enum(WhatsAppTemplateCategories, { error: "Category is required" }),
  Header: WhatsAppTemplateHeader.nullable().default(null),
  Body: text(TEMPLATE_BODY_MAX).min(1, { error: WhatsAppTemplateText.BodyRequired }),
  /** Sample values of the body's variables, {{1}} first. */
  BodySamples: z55.array(text(200)).max(50).default([]),
  Footer: text(TEMPLATE_FOOTER_MAX).default(""),
  Buttons: z55.array(WhatsAppTemplateButton).max(WHATSAPP_BUTTON_CAP, { error: WhatsAppTemplateText.ButtonCap }).default([]),
  /** Authentication templates only: how long the code is valid. */
  CodeExpiryMinutes: z55.number({ error: "must be a number" }).int({ error: WhatsAppTemplateText.CodeExpiry }).nullable().default(null)
};
var whatsappTemplateIdentityFields = {
  Name: z55.string({ error: (iss) => iss.input === void 0 ? WhatsAppTemplateText.NameRequired : "must be a string" }).trim().min(1, { error: WhatsAppTemplateText.NameRequired, abort: true }).max(TEMPLATE_NAME_MAX, { error: `must be at most ${TEMPLATE_NAME_MAX} characters` }).regex(/^[a-z0-9_]+$/, { error: WhatsAppTemplateText.NameFormat }),
  Language: z55.string({ error: (iss) => iss.input === void 0 ? WhatsAppTemplateText.LanguageRequired : "must be a string" }).trim().min(1, { error: WhatsAppTemplateText.LanguageRequired, abort: true }).regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, { error: WhatsAppTemplateText.LanguageFormat })
};
var str = (v) => typeof v === "string" ? v : "";
function templateContentProblems(input) {
  const t = input && typeof input === "object" ? input : {};
  const out = [];
  const body3 = str(t.Body);
  const samples = Array.isArray(t.BodySamples) ? t.BodySamples.map(str) : [];
  if (!variablesInOrder(body3)) out.push({ path: ["Body"], message: WhatsAppTemplateText.VariablesInOrder });
  if (endsWithVariable(body3)) out.push({ path: ["Body"], message: WhatsAppTemplateText.VariableAtEnd });
  const vars = variableCount(body3);
  if (vars > 0 && wordCount(body3) < 3 * vars) out.push({ path: ["Body"], message: WhatsAppTemplateText.WordCount });
  if (vars > 0 && (samples.length < vars || samples.slice(0, vars).some((v) => v.trim() === ""))) {
    out.push({ path: ["BodySamples"], message: WhatsAppTemplateText.SampleRequired });
  }
  const h = t.Header && typeof t.Header === "object" ? t.Header : null;
  if (h) {
    const text22 = str(h.Text).trim();
    const sample = str(h.Sample).trim();
    if (h.Format === "TEXT") {
      if (text22 === "") out.push({ path: ["Header", "Text"], message: WhatsAppTemplateText.HeaderTextRequired });
      const hv = templateVariables(text22);
      if (hv.length > 1 || hv.length === 1 && hv[0] !== 1) out.push({ path: ["Header", "Text"], message: WhatsAppTemplateText.HeaderOneVariable });
      else if (hv.length === 1 && sample === "") out.push({ path: ["Header", "Sample"], message: WhatsAppTemplateText.HeaderSampleText });
    } else if (sample === "") out.push({ path: ["Header", "Sample"], message: WhatsAppTemplateText.HeaderSampleMedia });
    else if (!isWebUrl(sample)) out.push({ path: ["Header", "Sample"], message: WhatsAppTemplateText.HeaderSampleUrl });
  }
  if (t.Category === "AUTHENTICATION") {
    const m = t.CodeExpiryMinutes;
    if (typeof m !== "number" || !Number.isInteger(m) || m < AUTH_CODE_EXPIRY_MIN || m > AUTH_CODE_EXPIRY_MAX) out.push({ path: ["CodeExpiryMinutes"], message: WhatsAppTemplateText.CodeExpiry });
  }
  return out;
}
function refineContent(t, ctx) {
  for (const issue of templateContentProblems(t)) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
}
var WhatsAppTemplateDraft = z55.object({ ...whatsappTemplateIdentityFields, ...whatsappTemplateContentFields }).superRefine(refineContent);
var WhatsAppTemplateEdit = z55.object({ TemplateId: z55.string().trim().min(1, { error: "TemplateId is required" }).max(64), ...whatsappTemplateContentFields }).superRefine(refineContent);
function templateHasParameters(t) {
  return templateVariables(t.Body).length > 0 || t.Header !== null && templateVariables(t.Header.Text).length > 0;
}
var WhatsAppManualImport = z55.object({ Name: whatsappTemplateIdentityFields.Name, Language: whatsappTemplateIdentityFields.Language, Header: WhatsAppTemplateHeader.nullable(), Body: z55.string() }).refine((t) => !templateHasParameters(t), { error: WhatsAppTemplateText.ManualImportParameters, path: ["Name"] });

// src/contract/whatsapp/conversationPrices.ts
var WhatsAppConversationTypes = ["business-initiated", "user-initiated", "referral", "utility", "authentication", "marketing", "service", "free"];
var WHATSAPP_RATES = {
  US: { marketing: 250, utility: 40, authentication: 135 },
  CA: { marketing: 250, utility: 40, authentication: 135 },
  GB: { marketing: 529, utility: 220, authentication: 358 },
  DE: { marketing: 1365, utility: 550, authentication: 768 },
  FR: { marketing: 859, utility: 300, authentication: 689 },
  IN: { marketing: 107, utility: 14, authentication: 14 },
  ID: { marketing: 411, utility: 200, authentication: 300 },
  BR: { marketing: 625, utility: 80, authentication: 315 },
  MX: { marketing: 305, utility: 85, authentication: 239 },
  CN: { marketing: 732, utility: 160, authentication: 486 },
  OTHER: { marketing: 604, utility: 77, authentication: 277 }
};
function whatsappMessagePrice(country, type2) {
  const r = WHATSAPP_RATES[country.toUpperCase()] ?? WHATSAPP_RATES.OTHER;
  switch (type2) {
    case "marketing":
    case "business-initiated":
      return r.marketing;
    case "utility":
      return r.utility;
    case "authentication":
      return r.authentication;
    default:
      return 0;
  }
}
function conversationTypeOfCategory(category) {
  const c = category.toLowerCase();
  return c === "marketing" || c === "utility" || c === "authentication" ? c : "marketing";
}

// src/contract/entities/whatsapp.ts
var int31 = () => z56.number().int();
var WhatsAppNumber = z56.object({
  PhoneNumberId: z56.string(),
  WabaId: z56.string(),
  DisplayPhoneNumber: z56.string(),
  DisplayName: z56.string(),
  QualityRating: z56.enum(WhatsAppQualityRatings),
  MessagingLimitTier: z56.enum(WhatsAppTiers),
  /** Business-initiated conversations per 24 h of the tier; null: unlimited. */
  TierLimit: int31().nullable(),
  Status: z56.enum(WhatsAppNumberStatuses),
  SyncTime: int31()
});
var WhatsAppTemplate = z56.object({
  TemplateId: z56.string(),
  WabaId: z56.string(),
  Name: z56.string(),
  Language: z56.string(),
  Category: z56.enum(WhatsAppTemplateCategories),
  Status: z56.enum(WhatsAppTemplateStatuses),
  Header: WhatsAppTemplateHeader.nullable(),
  Body: z56.string(),
  BodySamples: z56.array(z56.string()),
  Footer: z56.string(),
  Buttons: z56.array(WhatsAppTemplateButton),
  CodeExpiryMinutes: int31().nullable(),
  /** The provider's reason for a rejection, pause or disabling ('' when none). */
  Reason: z56.string(),
  CreateTime: int31(),
  UpdateTime: int31()
});
var WhatsAppTask = SmsTask.extend({
  PhoneNumberId: z56.string(),
  Kind: z56.enum(["template", "text"]),
  TemplateName: z56.string(),
  Language: z56.string(),
  ConversationType: z56.enum(WhatsAppConversationTypes),
  WaitReason: z56.string().nullable(),
  WaitUntil: int31().nullable()
});
var WhatsAppConversationCounts = z56.object({ ConversationType: z56.enum(WhatsAppConversationTypes), Messages: int31(), Delivered: int31(), Read: int31(), Failed: int31(), Cost: int31() });
var WhatsAppConversation = z56.object({ PhoneNumber: z56.string(), LastMessage: z56.string(), LastMessageTime: int31(), WindowEnd: int31().nullable() });

// src/contract/actions/whatsapp.ts
var int32 = () => z57.number().int();
var templateId5 = z57.string().trim().min(1, { error: "TemplateId is required" }).max(64);
var templateLists = ["ListWhatsAppTemplates", "GetWhatsAppTemplate"];
var newTemplate = ["ListWhatsAppTemplates"];
var whatsappActions = {
  ListWhatsAppNumbers: defineAction({
    kind: "read",
    access: "user",
    summary: "The phone numbers of the caller's WhatsApp Business account with display name, quality rating (7 days), messaging-limit tier and status, read from the provider; when the provider cannot be read, the last known copy with Stale true.",
    params: z57.object({}),
    result: z57.object({ WabaId: z57.string().nullable(), Stale: z57.boolean(), Numbers: z57.array(WhatsAppNumber) })
  }),
  ListWhatsAppTemplates: defineAction({
    kind: "read",
    access: "user",
    summary: "The caller's message templates, read from the provider (RetCode 17109 when that read fails); Keyword matches the name.",
    params: z57.object({
      Keyword: z57.string().trim().max(100).optional(),
      Status: z57.enum(WhatsAppTemplateStatuses).optional(),
      Category: z57.enum(WhatsAppTemplateCategories).optional(),
      Offset: int32().min(0).default(0),
      Limit: int32().min(1).max(100).default(20)
    }),
    result: z57.object({ Total: int32(), Templates: z57.array(WhatsAppTemplate) })
  }),
  GetWhatsAppTemplate: defineAction({
    kind: "read",
    access: "user",
    summary: "One of the caller's templates as last read from the provider.",
    params: z57.object({ TemplateId: templateId5 }),
    result: WhatsAppTemplate
  }),
  CreateWhatsAppTemplate: defineAction({
    kind: "write",
    access: "user",
    summary: "Submit a new template for review (spec 001 \xA75 rules; names are unique per language).",
    params: WhatsAppTemplateDraft,
    result: WhatsAppTemplate,
    transaction: "handler",
    offline: { queue: false, why: "provider" },
    invalidates: [...newTemplate],
    title: 'New WhatsApp template "{Name}"',
    titleZh: "\u65B0\u5EFA WhatsApp \u6A21\u677F\u201C{Name}\u201D"
  }),
  UpdateWhatsAppTemplate: defineAction({
    kind: "write",
    access: "user",
    summary: "Edit a template's content; it goes back to review (PENDING).",
    params: WhatsAppTemplateEdit,
    result: WhatsAppTemplate,
    transaction: "handler",
    offline: { queue: false, why: "provider" },
    invalidates: [...templateLists],
    lane: "TemplateId",
    title: "WhatsApp template {TemplateId}",
    titleZh: "WhatsApp \u6A21\u677F {TemplateId}"
  }),
  DeleteWhatsAppTemplate: defineAction({
    kind: "write",
    access: "user",
    summary: "Delete a template at the provider (every language of the name is kept but this one).",
    params: z57.object({ TemplateId: templateId5 }),
    result: z57.object({ Deleted: int32() }),
    transaction: "handler",
    offline: { queue: false, why: "provider" },
    invalidates: [...templateLists],
    lane: "TemplateId",
    title: "Delete WhatsApp template {TemplateId}",
    titleZh: "\u5220\u9664 WhatsApp \u6A21\u677F {TemplateId}"
  }),
  ImportWhatsAppTemplate: defineAction({
    kind: "write",
    access: "user",
    summary: `Bring in by hand a template that exists at the provider, by name and language; one with parameters is refused ('${WhatsAppTemplateText.ManualImportParameters}').`,
    params: z57.object({ Name: whatsappTemplateIdentityFields.Name, Language: whatsappTemplateIdentityFields.Language }),
    result: WhatsAppTemplate,
    transaction: "handler",
    offline: { queue: false, why: "provider" },
    invalidates: [...newTemplate],
    title: 'Import WhatsApp template "{Name}"',
    titleZh: "\u5BFC\u5165 WhatsApp \u6A21\u677F\u201C{Name}\u201D"
  })
};

// src/contract/actions/whatsappSending.ts
import { z as z58 } from "zod";
var sms3 = smsActions;
var int33 = () => z58.number().int();
var countryCode5 = z58.string().regex(/^[A-Za-z]{2}$/, { error: "CountryCode must be a 2-letter ISO code" }).transform((s) => s.toUpperCase());
var page7 = (max = 100) => ({ Offset: int33().min(0).default(0), Limit: int33().min(1).max(max).default(20) });
var tagName6 = nameField("Tag is required", 32);
var zone5 = z58.string().max(64).default("UTC");
var phone2 = z58.string().trim().regex(/^\+?[\d\s().-]{5,24}$/, { error: "Enter a valid phone number" });
var sendAnswer = z58.object({
  TaskId: z58.string(),
  SessionNo: z58.string(),
  AccountId: z58.string(),
  Status: int33(),
  Submitted: int33(),
  Invalid: int33(),
  Duplicate: int33(),
  Unsupported: int33(),
  EstimatedCost: int33(),
  OptedOut: int33()
});
var taskReads = ["GetWhatsAppSendTask", "DescribeWhatsAppTaskStatus", "GetWhatsAppSendRecord", "GetWhatsAppConversationStatistics", "GetBalance", "GetTransactionList"];
var whatsappSendingActions = {
  ...channelTaskActions({ code: "WhatsApp", name: "WhatsApp", nameZh: "WhatsApp ", task: WhatsAppTask }),
  GetWhatsAppPrice: defineAction({
    kind: "read",
    access: "user",
    summary: "Price of one message of each conversation type in each country with its own rate (integers, 10000 per unit; OTHER: every other country), charged on the main wallet.",
    params: z58.object({ CountryCode: countryCode5.optional() }),
    result: z58.object({ Prices: z58.array(z58.object({ CountryCode: z58.string(), ConversationType: z58.enum(WhatsAppConversationTypes), Price: int33() })) })
  }),
  AddWhatsAppSendTask: defineAction({
    kind: "write",
    access: "user",
    summary: "Send an approved template (body variables filled with TemplateParams, in order) now or at SendTime from one of the caller's connected numbers (PhoneNumberId, else the first) to up to 100,000 recipients: PhoneNumbers, FileId (an uploaded TXT, CSV or XLSX, Kind 'import'), or the WhatsApp numbers of a group's (GroupId) or segment's (SegmentId) members. Requires IdempotencyKey. One message per recipient, priced by the template's conversation type (its category) and country and held on the main wallet. Beyond the number's messaging-limit tier per 24 hours the task waits (WaitReason TIER_LIMIT).",
    params: z58.object({
      TaskName: optionalNameField(64),
      ...sendRecipientFields,
      CountryCode: countryCode5.optional(),
      TemplateId: requiredString("TemplateId is required", 64),
      TemplateParams: z58.array(z58.string().trim().min(1, { error: "Fill in every variable" }).max(1024)).max(20).default([]),
      PhoneNumberId: z58.string().max(64).optional(),
      SendTime: unixSeconds.optional(),
      TimeZone: zone5,
      Tags: z58.array(tagName6).max(SMS_TAGS_MAX).default([])
    }).refine((v) => [v.PhoneNumbers, v.FileId, v.GroupId, v.SegmentId].filter((x) => x !== void 0).length === 1, { error: "Give one recipient source: PhoneNumbers, FileId, GroupId or SegmentId", path: ["PhoneNumbers"] }),
    result: sendAnswer,
    idempotencyKey: "required",
    invalidates: [...taskReads],
    body: "large",
    title: ["WhatsApp to {#PhoneNumbers} recipients: template {TemplateId}", "WhatsApp with template {TemplateId}"],
    titleZh: ["WhatsApp \u53D1\u9001\u7ED9 {#PhoneNumbers} \u4E2A\u53F7\u7801\uFF1A\u6A21\u677F {TemplateId}", "WhatsApp\uFF1A\u6A21\u677F {TemplateId}"]
  }),
  SendWhatsAppReply: defineAction({
    kind: "write",
    access: "user",
    summary: `A free-form text to one customer, allowed only within 24 hours of their last message to the number (the customer-service window; otherwise RetCode WhatsAppWindowClosed). A service conversation: free.`,
    params: z58.object({ PhoneNumber: phone2, Text: requiredString("Text is required", 4096), PhoneNumberId: z58.string().max(64).optional() }),
    result: sendAnswer,
    idempotencyKey: "required",
    invalidates: [...taskReads, "ListWhatsAppConversations"],
    title: "WhatsApp reply to {PhoneNumber}",
    titleZh: "WhatsApp \u56DE\u590D {PhoneNumber}"
  }),
  ListWhatsAppConversations: defineAction({
    kind: "read",
    access: "user",
    summary: "Customers who wrote to the caller's numbers, newest first, with their last message and whether their 24-hour customer-service window is open.",
    params: z58.object({ PhoneNumber: z58.string().max(24).optional(), ...page7(100) }),
    result: z58.object({ Total: int33(), Conversations: z58.array(WhatsAppConversation) })
  }),
  GetWhatsAppConversationStatistics: defineAction({
    kind: "read",
    access: "user",
    summary: "WhatsApp messages in a time range by conversation type (messages, delivered, read, failed, cost), totals and a daily, weekly or monthly series bucketed in TimeZone.",
    params: sms3.GetUSMSSendStatistics.params,
    result: z58.object({
      Types: z58.array(WhatsAppConversationCounts),
      Series: z58.array(z58.object({ Period: z58.string(), ConversationType: z58.enum(WhatsAppConversationTypes), Messages: int33(), Cost: int33() }))
    })
  })
};

// src/contract/actions/index.ts
var actions = {
  ...accountActions,
  ...billingActions,
  ...audienceActions,
  ...emailActions,
  ...notificationActions,
  ...referenceActions,
  ...smsActions,
  ...mmsActions,
  ...socialProfileActions,
  ...subscriptionActions,
  ...ticketActions,
  ...uploadActions,
  ...vmsActions,
  ...whatsappActions,
  ...whatsappSendingActions
};
function composeRegistry(...areas) {
  const out = {};
  for (const area of areas) {
    for (const [name, def] of Object.entries(area)) {
      if (Object.prototype.hasOwnProperty.call(out, name)) throw new Error(`Action ${name} is declared twice`);
      out[name] = def;
    }
  }
  return out;
}

// src/gateway/auth/authCache.ts
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
var AUTH_CACHE_CHANNEL = "gateway_auth_cache";
var AUTH_CACHE_TTL_MS = 3e4;
var MAX_ENTRIES = 2e4;
var PENDING = /* @__PURE__ */ Symbol("pendingInvalidations");
var pendingOf = (exec) => exec[PENDING];
function collectThrough(exec, pending) {
  exec[PENDING] = pending;
  return exec;
}
var tagged = (payload, pending) => pending ? `${payload}@${pending.origin}` : payload;
async function publish(db, payload) {
  const pending = pendingOf(db);
  await db.execute(sql`select pg_notify(${AUTH_CACHE_CHANNEL}, ${tagged(payload, pending)})`);
  pending?.published.push(payload);
}
function invalidateUser(db, userId) {
  return publish(db, `u:${userId}`);
}
function invalidateSession(db, sessionId) {
  return publish(db, `s:${sessionId}`);
}
function invalidateAccessKey(db, accessKeyId) {
  return publish(db, `k:${accessKeyId}`);
}
function userRowInvalidationSql(userIdColumn, origin) {
  return sql`pg_notify(${AUTH_CACHE_CHANNEL}, 'p:' || ${userIdColumn} || ${origin})`;
}
function publishedOrigin(db) {
  const origin = pendingOf(db)?.origin;
  return origin ? `@${origin}` : "";
}
function notePublishedUserRow(db, userId) {
  pendingOf(db)?.published.push(`p:${userId}`);
}
async function collectInvalidations(cache2, fn) {
  const pending = { origin: cache2.origin, published: [] };
  try {
    return await fn(pending);
  } finally {
    for (const p of pending.published) cache2.apply(p);
  }
}
var AuthCache = class {
  constructor(ttlMs = AUTH_CACHE_TTL_MS) {
    this.ttlMs = ttlMs;
  }
  ttlMs;
  sessions = /* @__PURE__ */ new Map();
  users = /* @__PURE__ */ new Map();
  modules = /* @__PURE__ */ new Map();
  keys = /* @__PURE__ */ new Map();
  epoch = 0;
  listening = false;
  /** Marks the invalidations this cache applies itself (see `collectInvalidations`). */
  origin = randomUUID().slice(0, 8);
  /** Called by the LISTEN connection: nothing is cached while it is down, and what was is dropped. */
  setListening(on) {
    this.listening = on && this.ttlMs > 0;
    this.clear();
  }
  clear() {
    this.epoch++;
    this.sessions.clear();
    this.users.clear();
    this.modules.clear();
    this.keys.clear();
  }
  /**
   * One NOTIFY payload as it arrives. Its own ones (marked with this cache's origin) were applied
   * when their transaction ended; applying the echo again would only drop rows read since, fresh.
   */
  notified(payload) {
    const at = payload.lastIndexOf("@");
    if (at < 0) return this.apply(payload);
    if (payload.slice(at + 1) !== this.origin) this.apply(payload.slice(0, at));
  }
  /** One invalidation (collected by this process's own transaction, or notified by another). */
  apply(payload) {
    this.epoch++;
    const id4 = payload.slice(2);
    if (payload.startsWith("u:")) {
      const userId = Number(id4);
      this.users.delete(userId);
      this.modules.delete(userId);
      for (const [k, e] of this.sessions) if (e.value.userId === userId) this.sessions.delete(k);
      for (const [k, e] of this.keys) if (e.value.userId === userId) this.keys.delete(k);
    } else if (payload.startsWith("p:")) {
      this.users.delete(Number(id4));
    } else if (payload.startsWith("s:")) {
      const sessionId = Number(id4);
      for (const [k, e] of this.sessions) if (e.value.sessionId === sessionId) this.sessions.delete(k);
    } else if (payload.startsWith("k:")) {
      this.keys.delete(id4);
    } else {
      this.clear();
    }
  }
  /** Take before reading the database; pass to the put that stores what was read. */
  mark() {
    return this.epoch;
  }
  getSession(tokenHash, now) {
    return this.get(this.sessions, tokenHash, now);
  }
  putSession(tokenHash, value, mark, now, until) {
    this.put(this.sessions, tokenHash, value, mark, now, until);
  }
  getUser(userId, now) {
    return this.get(this.users, userId, now);
  }
  putUser(row, mark, now) {
    this.put(this.users, row.id, row, mark, now, Infinity);
  }
  getModules(userId, now) {
    return this.get(this.modules, userId, now);
  }
  putModules(userId, modules, mark, now, until) {
    this.put(this.modules, userId, modules, mark, now, until);
  }
  getAccessKey(id4, now) {
    return this.get(this.keys, id4, now);
  }
  /** `until`: the key's own expiry, if it has one. */
  putAccessKey(id4, value, mark, now, until = Infinity) {
    this.put(this.keys, id4, value, mark, now, until);
  }
  get(map, key2, now) {
    const e = map.get(key2);
    if (!e) return void 0;
    if (e.until <= now) {
      map.delete(key2);
      return void 0;
    }
    return e.value;
  }
  put(map, key2, value, mark, now, until) {
    if (!this.listening || mark !== this.epoch) return;
    if (map.size >= MAX_ENTRIES && !map.has(key2)) map.delete(map.keys().next().value);
    map.set(key2, { value, until: Math.min(until, now + this.ttlMs) });
  }
};

// src/gateway/db/client.ts
import { existsSync, mkdirSync, readdirSync, readFileSync as readFileSync2 } from "node:fs";
import { join as join2 } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

// src/gateway/db/dataDirLock.ts
import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
var DATA_DIR_LOCK_FILE = "gateway.lock";
var DataDirLockedError = class extends Error {
  constructor(dataDir, holder) {
    const who = holder ? `gateway process ${holder.pid} on ${holder.host}` : "another gateway (unreadable lock file)";
    super(
      `The data folder ${dataDir} is in use by ${who}. Two gateways on one embedded database lose data: stop that process first, or, if it is gone, remove ${join(dataDir, DATA_DIR_LOCK_FILE)}.`
    );
    this.dataDir = dataDir;
    this.holder = holder;
    this.name = "DataDirLockedError";
  }
  dataDir;
  holder;
};
function readRecord(path) {
  let raw;
  try {
    raw = readFileSync(path, "utf8");
  } catch (err) {
    if (err.code === "ENOENT") return null;
    throw err;
  }
  try {
    const v = JSON.parse(raw);
    if (typeof v.pid === "number" && Number.isInteger(v.pid) && v.pid > 0 && typeof v.host === "string") {
      return { raw, record: { pid: v.pid, host: v.host, startedAt: Number(v.startedAt) || 0 } };
    }
  } catch {
  }
  return { raw, record: null };
}
function pidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === "EPERM";
  }
}
function isStale(record, host) {
  return record !== null && record.host === host && record.pid !== process.pid && !pidAlive(record.pid);
}
function acquireDataDirLock(dataDir, opts = {}) {
  const host = opts.host ?? hostname();
  const path = join(dataDir, DATA_DIR_LOCK_FILE);
  const mine2 = JSON.stringify({ pid: process.pid, host, startedAt: Date.now() });
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(path, "wx", 420);
      try {
        writeSync(fd, mine2);
      } finally {
        closeSync(fd);
      }
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.removeListener("exit", release);
        try {
          if (readFileSync(path, "utf8") === mine2) unlinkSync(path);
        } catch {
        }
      };
      process.on("exit", release);
      return { path, release };
    } catch (err) {
      if (err.code !== "EEXIST") throw err;
    }
    const held = readRecord(path);
    if (!held) continue;
    if (!isStale(held.record, host)) throw new DataDirLockedError(dataDir, held.record);
    const aside = `${path}.stale-${process.pid}-${randomBytes(4).toString("hex")}`;
    try {
      renameSync(path, aside);
    } catch (err) {
      if (err.code === "ENOENT") continue;
      throw err;
    }
    const moved = readRecord(aside);
    if (moved && moved.raw !== held.raw && !isStale(moved.record, host)) {
      try {
        linkSync(aside, path);
      } catch {
      }
    }
    unlinkSync(aside);
  }
  const last = readRecord(path);
  throw new DataDirLockedError(dataDir, last?.record ?? null);
}

// src/gateway/db/schema/index.ts
var schema_exports = {};
__export(schema_exports, {
  accessKeys: () => accessKeys,
  accessTokens: () => accessTokens,
  autoRecharge: () => autoRecharge,
  balanceAlarms: () => balanceAlarms,
  bankTransfers: () => bankTransfers,
  callbackDeliveries: () => callbackDeliveries,
  cardHolds: () => cardHolds,
  contactAttributeValues: () => contactAttributeValues,
  contactAttributes: () => contactAttributes,
  contactExports: () => contactExports,
  contactGroupMembers: () => contactGroupMembers,
  contactGroups: () => contactGroups,
  contactImportRejects: () => contactImportRejects,
  contactImports: () => contactImports,
  contactSegments: () => contactSegments,
  contactTagLinks: () => contactTagLinks,
  contactTags: () => contactTags,
  contacts: () => contacts,
  emailDeliveries: () => emailDeliveries,
  emailDomains: () => emailDomains,
  emailMailbox: () => emailMailbox,
  emailSenders: () => emailSenders,
  emailTemplates: () => emailTemplates,
  idempotencyKeys: () => idempotencyKeys,
  inpourPayments: () => inpourPayments,
  invoiceCounters: () => invoiceCounters,
  invoices: () => invoices,
  jobs: () => jobs,
  mediaFiles: () => mediaFiles,
  messagingOptOuts: () => messagingOptOuts,
  notificationEmails: () => notificationEmails,
  notifications: () => notifications,
  oauthStates: () => oauthStates,
  outboundMessages: () => outboundMessages,
  paymentCards: () => paymentCards,
  paymentCustomers: () => paymentCustomers,
  projects: () => projects,
  providerEvents: () => providerEvents,
  rateLimits: () => rateLimits,
  refreshTokens: () => refreshTokens,
  sessions: () => sessions,
  setupIntents: () => setupIntents,
  signInFailures: () => signInFailures,
  simCarrierMessages: () => simCarrierMessages,
  simPaymentObjects: () => simPaymentObjects,
  simWhatsappMessages: () => simWhatsappMessages,
  simWhatsappTemplates: () => simWhatsappTemplates,
  smsCallbackSettings: () => smsCallbackSettings,
  smsExportChunks: () => smsExportChunks,
  smsExports: () => smsExports,
  smsMessages: () => smsMessages,
  smsReplies: () => smsReplies,
  smsRules: () => smsRules,
  smsTasks: () => smsTasks,
  smsTemplates: () => smsTemplates,
  socialIdentities: () => socialIdentities,
  socialProfiles: () => socialProfiles,
  subscriptionPackages: () => subscriptionPackages,
  subscriptionPurchases: () => subscriptionPurchases,
  ticketAttachments: () => ticketAttachments,
  ticketComments: () => ticketComments,
  tickets: () => tickets,
  users: () => users,
  verificationCodes: () => verificationCodes,
  voiceAudios: () => voiceAudios,
  voiceTemplates: () => voiceTemplates,
  walletHolds: () => walletHolds,
  walletJournal: () => walletJournal,
  wallets: () => wallets,
  whatsappAccounts: () => whatsappAccounts,
  whatsappInbound: () => whatsappInbound,
  whatsappMessages: () => whatsappMessages,
  whatsappNumbers: () => whatsappNumbers,
  whatsappStatusEvents: () => whatsappStatusEvents,
  whatsappTemplates: () => whatsappTemplates,
  whatsappWebhookEvents: () => whatsappWebhookEvents
});

// src/gateway/db/schema/accounts.ts
import { boolean, index, integer, pgTable, serial, text as text2, uniqueIndex } from "drizzle-orm/pg-core";

// src/gateway/db/schema/columns.ts
import { bigint } from "drizzle-orm/pg-core";
var int64 = (name) => bigint(name, { mode: "number" });

// src/gateway/db/schema/accounts.ts
var users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text2("email").notNull(),
    passwordHash: text2("password_hash"),
    displayName: text2("display_name").notNull(),
    phone: text2("phone").notNull().default(""),
    phonePrefix: text2("phone_prefix").notNull().default(""),
    timezone: text2("timezone").notNull().default("UTC"),
    registerIp: text2("register_ip").notNull().default(""),
    registerCountry: text2("register_country").notNull().default(""),
    type: integer("type").notNull().default(1),
    administrator: boolean("administrator").notNull().default(true),
    cnName: text2("cn_name").notNull().default(""),
    enName: text2("en_name").notNull().default(""),
    upgrade: boolean("upgrade").notNull().default(false),
    activated: boolean("activated").notNull().default(false),
    saleCode: text2("sale_code"),
    channelCode: text2("channel_code"),
    createdAt: int64("created_at").notNull(),
    /** 'customer', or 'operator' for the support staff who answer tickets (TicketOperator permission). Set only by the seed or a database administrator. */
    role: text2("role").notNull().default("customer")
  },
  (t) => [uniqueIndex("users_email_uq").on(t.email)]
);
var sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: int64("created_at").notNull(),
    revokedAt: int64("revoked_at"),
    revokeReason: text2("revoke_reason")
  },
  (t) => [index("sessions_user_idx").on(t.userId)]
);
var refreshTokens = pgTable("refresh_tokens", {
  tokenHash: text2("token_hash").primaryKey(),
  sessionId: integer("session_id").notNull().references(() => sessions.id, { onDelete: "cascade" }),
  createdAt: int64("created_at").notNull(),
  expiresAt: int64("expires_at").notNull(),
  usedAt: int64("used_at")
});
var accessTokens = pgTable(
  "access_tokens",
  {
    tokenHash: text2("token_hash").primaryKey(),
    sessionId: integer("session_id").notNull().references(() => sessions.id, { onDelete: "cascade" }),
    expiresAt: int64("expires_at").notNull()
  },
  (t) => [index("access_tokens_session_idx").on(t.sessionId)]
);
var verificationCodes = pgTable(
  "verification_codes",
  {
    id: serial("id").primaryKey(),
    purpose: text2("purpose").notNull(),
    target: text2("target").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    codeHash: text2("code_hash").notNull(),
    payload: text2("payload"),
    createdAt: int64("created_at").notNull(),
    expiresAt: int64("expires_at").notNull(),
    usedAt: int64("used_at")
  },
  (t) => [index("verification_codes_target_idx").on(t.purpose, t.target), index("verification_codes_hash_idx").on(t.codeHash)]
);
var accessKeys = pgTable(
  "access_keys",
  {
    id: text2("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    name: text2("name").notNull(),
    secretHash: text2("secret_hash").notNull(),
    createdAt: int64("created_at").notNull(),
    /** Optional end of validity (unix ms); an expired key is refused. */
    expiresAt: int64("expires_at"),
    /** Last use and its address, written at most once a minute per key. */
    lastUsedAt: int64("last_used_at"),
    lastUsedIp: text2("last_used_ip")
  },
  (t) => [index("access_keys_user_idx").on(t.userId)]
);
var socialIdentities = pgTable(
  "social_identities",
  {
    provider: text2("provider").notNull(),
    subject: text2("subject").notNull(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    email: text2("email"),
    createdAt: int64("created_at").notNull()
  },
  (t) => [uniqueIndex("social_identities_uq").on(t.provider, t.subject)]
);
var oauthStates = pgTable("oauth_states", {
  state: text2("state").primaryKey(),
  provider: text2("provider").notNull(),
  redirectUri: text2("redirect_uri").notNull(),
  createdAt: int64("created_at").notNull(),
  usedAt: int64("used_at")
});

// src/gateway/db/schema/billing.ts
import { boolean as boolean2, index as index2, integer as integer2, jsonb, pgTable as pgTable2, serial as serial2, text as text3, uniqueIndex as uniqueIndex2 } from "drizzle-orm/pg-core";
var wallets = pgTable2(
  "wallets",
  {
    id: serial2("id").primaryKey(),
    userId: integer2("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    productType: integer2("product_type").notNull(),
    currency: text3("currency").notNull().default("usd"),
    amount: int64("amount").notNull().default(0),
    amountFree: int64("amount_free").notNull().default(0),
    amountCredit: int64("amount_credit").notNull().default(0),
    amountFreeze: int64("amount_freeze").notNull().default(0)
  },
  (t) => [uniqueIndex2("wallets_user_type_uq").on(t.userId, t.productType)]
);
var walletJournal = pgTable2(
  "wallet_journal",
  {
    id: serial2("id").primaryKey(),
    walletId: integer2("wallet_id").notNull().references(() => wallets.id, { onDelete: "cascade" }),
    kind: text3("kind").notNull(),
    reference: text3("reference").notNull(),
    deltaAmount: int64("delta_amount").notNull().default(0),
    deltaFree: int64("delta_free").notNull().default(0),
    deltaCredit: int64("delta_credit").notNull().default(0),
    deltaFreeze: int64("delta_freeze").notNull().default(0),
    /** The wallet's available balance right after this change (rows from before it was kept: backfilled by the migration). */
    availableAfter: int64("available_after"),
    /**
     * Set only on a Failed transaction (a payment the provider declined): the amount it asked for.
     * Its deltas are all 0 (nothing moved), so balances still equal the sum of the journal.
     */
    failedAmount: int64("failed_amount"),
    createdAt: int64("created_at").notNull()
  },
  (t) => [index2("wallet_journal_wallet_idx").on(t.walletId)]
);
var subscriptionPackages = pgTable2("subscription_packages", {
  subscriptionNo: text3("subscription_no").primaryKey(),
  cnName: text3("cn_name").notNull(),
  enName: text3("en_name").notNull(),
  free: boolean2("free").notNull(),
  rank: integer2("rank").notNull(),
  onSale: boolean2("on_sale").notNull().default(true),
  priceList: jsonb("price_list").$type().notNull(),
  modWhitelist: jsonb("mod_whitelist").$type().notNull()
});
var subscriptionPurchases = pgTable2(
  "subscription_purchases",
  {
    id: serial2("id").primaryKey(),
    userId: integer2("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    subscriptionNo: text3("subscription_no").notNull().references(() => subscriptionPackages.subscriptionNo),
    status: integer2("status").notNull(),
    free: boolean2("free").notNull(),
    period: integer2("period").notNull(),
    periodUnit: text3("period_unit").notNull(),
    quantity: integer2("quantity").notNull(),
    costAmount: int64("cost_amount").notNull(),
    createTime: int64("create_time").notNull(),
    startTime: int64("start_time").notNull(),
    endTime: int64("end_time").notNull()
  },
  (t) => [index2("subscription_purchases_user_idx").on(t.userId, t.createTime)]
);

// src/gateway/db/schema/platform.ts
import { boolean as boolean3, index as index3, integer as integer3, jsonb as jsonb2, pgTable as pgTable3, primaryKey, serial as serial3, text as text4 } from "drizzle-orm/pg-core";
var rateLimits = pgTable3("rate_limits", {
  bucket: text4("bucket").primaryKey(),
  windowStart: int64("window_start").notNull(),
  count: integer3("count").notNull()
});
var signInFailures = pgTable3(
  "sign_in_failures",
  {
    id: serial3("id").primaryKey(),
    account: text4("account").notNull(),
    ip: text4("ip").notNull(),
    at: int64("at").notNull()
  },
  (t) => [index3("sign_in_failures_account_idx").on(t.account, t.at), index3("sign_in_failures_ip_idx").on(t.ip, t.at)]
);
var idempotencyKeys = pgTable3(
  "idempotency_keys",
  {
    userId: integer3("user_id").notNull(),
    key: text4("key").notNull(),
    action: text4("action").notNull(),
    requestHash: text4("request_hash").notNull(),
    response: jsonb2("response"),
    createdAt: int64("created_at").notNull()
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index3("idempotency_keys_created_idx").on(t.createdAt)]
);
var outboundMessages = pgTable3(
  "outbound_messages",
  {
    id: serial3("id").primaryKey(),
    channel: text4("channel").notNull(),
    recipient: text4("recipient").notNull(),
    subject: text4("subject").notNull(),
    body: text4("body").notNull(),
    createdAt: int64("created_at").notNull(),
    sentAt: int64("sent_at"),
    attempts: integer3("attempts").notNull().default(0),
    lastError: text4("last_error")
  },
  (t) => [index3("outbound_messages_pending_idx").on(t.sentAt), index3("outbound_messages_recipient_idx").on(t.recipient)]
);
var projects = pgTable3(
  "projects",
  {
    id: text4("id").primaryKey(),
    userId: integer3("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    name: text4("name").notNull(),
    isDefault: boolean3("is_default").notNull().default(false),
    createdAt: int64("created_at").notNull()
  },
  (t) => [index3("projects_user_idx").on(t.userId)]
);

// src/gateway/db/schema/uploads.ts
import { index as index4, integer as integer4, pgTable as pgTable4, text as text5 } from "drizzle-orm/pg-core";
var mediaFiles = pgTable4(
  "media_files",
  {
    id: text5("id").primaryKey(),
    userId: integer4("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    kind: text5("kind").notNull(),
    fileName: text5("file_name").notNull(),
    declaredType: text5("declared_type").notNull(),
    md5: text5("md5").notNull(),
    size: int64("size").notNull(),
    authHash: text5("auth_hash").notNull(),
    expiresAt: int64("expires_at").notNull(),
    createdAt: int64("created_at").notNull(),
    storedType: text5("stored_type"),
    storedAt: int64("stored_at")
  },
  (t) => [index4("media_files_user_idx").on(t.userId)]
);

// src/gateway/db/schema/jobs.ts
import { sql as sql2 } from "drizzle-orm";
import { index as index5, integer as integer5, pgTable as pgTable5, serial as serial4, text as text6, uniqueIndex as uniqueIndex3 } from "drizzle-orm/pg-core";
var jobs = pgTable5(
  "jobs",
  {
    id: serial4("id").primaryKey(),
    kind: text6("kind").notNull(),
    ref: text6("ref").notNull(),
    runAt: int64("run_at").notNull(),
    attempts: integer5("attempts").notNull().default(0),
    lockedBy: text6("locked_by"),
    lockedUntil: int64("locked_until"),
    lastError: text6("last_error"),
    createdAt: int64("created_at").notNull(),
    doneAt: int64("done_at")
  },
  (t) => [
    index5("jobs_due_idx").on(t.runAt).where(sql2`${t.doneAt} is null`),
    uniqueIndex3("jobs_open_uq").on(t.kind, t.ref).where(sql2`${t.doneAt} is null`)
  ]
);

// src/gateway/db/schema/sms.ts
import { boolean as boolean4, index as index6, integer as integer6, jsonb as jsonb3, pgTable as pgTable6, primaryKey as primaryKey2, serial as serial5, smallint, text as text7, uniqueIndex as uniqueIndex4, bigserial } from "drizzle-orm/pg-core";
var smsTemplates = pgTable6(
  "sms_templates",
  {
    id: serial5("id").primaryKey(),
    templateId: text7("template_id").notNull(),
    userId: integer6("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** The channel's ChannelId (SMS 9, MMS 6018); rows older than the column are SMS. */
    channel: integer6("channel").notNull().default(ChannelId.SMS),
    name: text7("name").notNull(),
    purpose: smallint("purpose").notNull(),
    body: text7("body").notNull(),
    remark: text7("remark").notNull().default(""),
    status: smallint("status").notNull(),
    rejectReason: text7("reject_reason").notNull().default(""),
    recreatedFrom: text7("recreated_from"),
    /** MMS: the subject, and the FileId of its image (an uploaded 'mms-image'); '' and null for SMS. */
    subject: text7("subject").notNull().default(""),
    mediaFileId: text7("media_file_id"),
    createdAt: int64("created_at").notNull(),
    updatedAt: int64("updated_at").notNull()
  },
  (t) => [uniqueIndex4("sms_templates_template_id_uq").on(t.templateId), index6("sms_templates_user_idx").on(t.userId, t.createdAt)]
);
var smsTasks = pgTable6(
  "sms_tasks",
  {
    id: serial5("id").primaryKey(),
    taskId: text7("task_id").notNull(),
    sessionNo: text7("session_no").notNull(),
    userId: integer6("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** The channel's ChannelId (SMS 9, MMS 6018, voice 6003, e-mail 6011, WhatsApp 6009). */
    channel: integer6("channel").notNull().default(ChannelId.SMS),
    name: text7("name").notNull().default(""),
    tags: jsonb3("tags").$type().notNull().default([]),
    senderId: text7("sender_id").notNull().default(""),
    content: text7("content").notNull(),
    /** MMS: the subject and the FileId of the image sent with the text; '' and null for other channels. */
    subject: text7("subject").notNull().default(""),
    mediaFileId: text7("media_file_id"),
    /** E-mail: the plain-text part sent with the HTML content (null: none); null for other channels. */
    contentText: text7("content_text"),
    templateId: text7("template_id"),
    countryCode: text7("country_code").notNull().default(""),
    sendAt: int64("send_at").notNull(),
    timeZone: text7("time_zone").notNull().default("UTC"),
    status: smallint("status").notNull(),
    isTest: boolean4("is_test").notNull().default(false),
    /** Hold reference in wallet_holds, null for free (trial) sends. */
    holdReference: text7("hold_reference"),
    total: integer6("total").notNull(),
    invalid: integer6("invalid").notNull().default(0),
    duplicate: integer6("duplicate").notNull().default(0),
    unsupported: integer6("unsupported").notNull().default(0),
    succeeded: integer6("succeeded").notNull().default(0),
    failed: integer6("failed").notNull().default(0),
    unknown: integer6("unknown").notNull().default(0),
    submitFailed: integer6("submit_failed").notNull().default(0),
    cancelled: integer6("cancelled").notNull().default(0),
    segments: integer6("segments").notNull().default(0),
    estimatedCost: int64("estimated_cost").notNull().default(0),
    charged: int64("charged").notNull().default(0),
    createdAt: int64("created_at").notNull(),
    startedAt: int64("started_at"),
    finishedAt: int64("finished_at"),
    /** The public TaskId of the task whose failed numbers this task retries (messaging/tasks/retryTask.ts), else null. */
    retryOf: text7("retry_of"),
    /** The audience the task was sent to (issue 11): 'Group' or 'Segment', its public id and its name then; null for typed numbers and files. */
    audienceKind: text7("audience_kind"),
    audienceId: text7("audience_id"),
    audienceName: text7("audience_name"),
    /** Voice: the length of the audio each call plays (a message's units are its started minutes); 0 for other channels. */
    mediaDurationMs: integer6("media_duration_ms").notNull().default(0),
    /**
     * A daily window in the recipient's local time, minutes after midnight [from, to), outside which
     * its message waits (voice: call period 08:00-20:00 is 480-1200); null: any time.
     */
    windowFrom: smallint("window_from"),
    windowTo: smallint("window_to"),
    /** A channel's structured content for its carrier (WhatsApp: the template, its language and parameters, or a free-form text); null for SMS and MMS. */
    payload: jsonb3("payload"),
    /** Why sending waits, while it does (WhatsApp: 'TIER_LIMIT', the number's 24-hour messaging limit is reached), else null. */
    waitReason: text7("wait_reason"),
    /** Until when it waits (ms), with waitReason. */
    waitUntil: int64("wait_until")
  },
  (t) => [
    uniqueIndex4("sms_tasks_task_id_uq").on(t.taskId),
    index6("sms_tasks_user_idx").on(t.userId, t.createdAt),
    index6("sms_tasks_retry_of_idx").on(t.userId, t.retryOf)
  ]
);
var smsMessages = pgTable6(
  "sms_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    taskId: integer6("task_id").notNull().references(() => smsTasks.id, { onDelete: "cascade" }),
    userId: integer6("user_id").notNull(),
    /** The task's channel (ChannelId), so a channel's send records are read without the task table. */
    channel: integer6("channel").notNull().default(ChannelId.SMS),
    phone: text7("phone").notNull(),
    countryCode: text7("country_code").notNull(),
    segments: smallint("segments").notNull(),
    price: int64("price").notNull(),
    state: smallint("state").notNull().default(0),
    receiptCode: text7("receipt_code"),
    carrierId: text7("carrier_id"),
    submitCount: smallint("submit_count").notNull().default(0),
    charged: boolean4("charged").notNull().default(false),
    sendAt: int64("send_at").notNull(),
    submitAt: int64("submit_at"),
    doneAt: int64("done_at"),
    /** Voice: how long the call was connected (ms), from its receipt; null before it or for other channels. */
    calledMs: integer6("called_ms")
  },
  (t) => [
    uniqueIndex4("sms_messages_task_phone_uq").on(t.taskId, t.phone),
    index6("sms_messages_task_state_idx").on(t.taskId, t.state, t.id),
    index6("sms_messages_user_time_idx").on(t.userId, t.sendAt, t.id),
    index6("sms_messages_user_state_time_idx").on(t.userId, t.state, t.sendAt, t.id),
    index6("sms_messages_phone_time_idx").on(t.phone, t.sendAt),
    index6("sms_messages_carrier_idx").on(t.carrierId)
  ]
);
var smsReplies = pgTable6(
  "sms_replies",
  {
    id: serial5("id").primaryKey(),
    userId: integer6("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    phone: text7("phone").notNull(),
    content: text7("content").notNull(),
    taskId: integer6("task_id"),
    receivedAt: int64("received_at").notNull(),
    replyContent: text7("reply_content"),
    replyTaskId: text7("reply_task_id"),
    repliedAt: int64("replied_at"),
    /** When the reply was read in its conversation (MarkUSMSConversationRead); null: unread. */
    readAt: int64("read_at")
  },
  (t) => [index6("sms_replies_user_idx").on(t.userId, t.receivedAt), index6("sms_replies_user_phone_idx").on(t.userId, t.phone, t.receivedAt)]
);
var smsCallbackSettings = pgTable6("sms_callback_settings", {
  userId: integer6("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  url: text7("url").notNull(),
  secret: text7("secret").notNull(),
  enabled: boolean4("enabled").notNull().default(true),
  updatedAt: int64("updated_at").notNull()
});
var callbackDeliveries = pgTable6(
  "callback_deliveries",
  {
    id: serial5("id").primaryKey(),
    userId: integer6("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    url: text7("url").notNull(),
    secret: text7("secret").notNull(),
    body: text7("body").notNull(),
    attempts: integer6("attempts").notNull().default(0),
    nextAttemptAt: int64("next_attempt_at").notNull(),
    lockedUntil: int64("locked_until"),
    deliveredAt: int64("delivered_at"),
    failedAt: int64("failed_at"),
    lastStatus: integer6("last_status"),
    lastError: text7("last_error"),
    createdAt: int64("created_at").notNull()
  },
  (t) => [index6("callback_deliveries_due_idx").on(t.deliveredAt, t.failedAt, t.nextAttemptAt)]
);
var smsRules = pgTable6(
  "sms_rules",
  {
    id: serial5("id").primaryKey(),
    ruleId: text7("rule_id").notNull(),
    userId: integer6("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    kind: text7("kind").notNull(),
    name: text7("name").notNull(),
    enabled: boolean4("enabled").notNull().default(true),
    settings: jsonb3("settings").$type().notNull(),
    /** Periods already alarmed ('day:2026-11-22', 'month:2026-11'), so each alarm is sent once. */
    alarmed: jsonb3("alarmed").$type().notNull().default([]),
    createdAt: int64("created_at").notNull(),
    updatedAt: int64("updated_at").notNull()
  },
  (t) => [uniqueIndex4("sms_rules_rule_id_uq").on(t.ruleId), index6("sms_rules_user_idx").on(t.userId, t.kind)]
);
var smsExports = pgTable6(
  "sms_exports",
  {
    id: serial5("id").primaryKey(),
    exportId: text7("export_id").notNull(),
    userId: integer6("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** The channel (ChannelId) whose send records it exports (0 for exports of no channel, e.g. transactions). */
    channel: integer6("channel").notNull().default(ChannelId.SMS),
    /** What it exports: 'records' (the channel's send records) or another registered export source ('transactions'). */
    source: text7("source").notNull().default("records"),
    name: text7("name").notNull(),
    filter: jsonb3("filter").$type().notNull(),
    status: smallint("status").notNull(),
    rowCount: integer6("row_count").notNull().default(0),
    error: text7("error").notNull().default(""),
    downloadTokenHash: text7("download_token_hash"),
    downloadExpiresAt: int64("download_expires_at"),
    createdAt: int64("created_at").notNull(),
    finishedAt: int64("finished_at")
  },
  (t) => [uniqueIndex4("sms_exports_export_id_uq").on(t.exportId), index6("sms_exports_user_idx").on(t.userId, t.createdAt)]
);
var smsExportChunks = pgTable6(
  "sms_export_chunks",
  {
    exportId: integer6("export_id").notNull().references(() => smsExports.id, { onDelete: "cascade" }),
    seq: integer6("seq").notNull(),
    data: text7("data").notNull()
  },
  (t) => [primaryKey2({ columns: [t.exportId, t.seq] })]
);

// src/gateway/db/schema/walletHolds.ts
import { sql as sql3 } from "drizzle-orm";
import { boolean as boolean5, index as index7, integer as integer7, pgTable as pgTable7, serial as serial6, text as text8, uniqueIndex as uniqueIndex5 } from "drizzle-orm/pg-core";
var walletHolds = pgTable7(
  "wallet_holds",
  {
    id: serial6("id").primaryKey(),
    walletId: integer7("wallet_id").notNull().references(() => wallets.id, { onDelete: "cascade" }),
    reference: text8("reference").notNull(),
    amount: int64("amount").notNull(),
    charged: int64("charged").notNull().default(0),
    released: int64("released").notNull().default(0),
    open: boolean5("open").notNull().default(true),
    createdAt: int64("created_at").notNull(),
    closedAt: int64("closed_at")
  },
  (t) => [uniqueIndex5("wallet_holds_reference_uq").on(t.reference), index7("wallet_holds_open_idx").on(t.walletId).where(sql3`${t.open}`)]
);

// src/gateway/db/schema/notifications.ts
import { bigserial as bigserial2, index as index8, integer as integer8, jsonb as jsonb4, pgTable as pgTable8, text as text9 } from "drizzle-orm/pg-core";
var notifications = pgTable8(
  "notifications",
  {
    id: bigserial2("id", { mode: "number" }).primaryKey(),
    userId: integer8("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    kind: text9("kind").notNull(),
    params: jsonb4("params").$type().notNull().default({}),
    link: text9("link").notNull().default(""),
    createdAt: int64("created_at").notNull(),
    readAt: int64("read_at")
  },
  (t) => [index8("notifications_user_idx").on(t.userId, t.createdAt), index8("notifications_unread_idx").on(t.userId, t.readAt)]
);

// src/gateway/db/schema/simCarrier.ts
import { sql as sql4 } from "drizzle-orm";
import { boolean as boolean6, index as index9, integer as integer9, pgTable as pgTable9, text as text10 } from "drizzle-orm/pg-core";
var simCarrierMessages = pgTable9(
  "sim_carrier_messages",
  {
    messageId: int64("message_id").primaryKey(),
    /** The ChannelId of the simulated carrier that took it (SMS 9, MMS 6018): each polls only its own. */
    channel: integer9("channel").notNull().default(9),
    phone: text10("phone").notNull(),
    senderId: text10("sender_id").notNull(),
    /** False: refused at submit (submitCode says why); no SMS, no receipt. */
    accepted: boolean6("accepted").notNull(),
    carrierId: text10("carrier_id"),
    submitCode: text10("submit_code"),
    /** How many times this message id was submitted (repeats are answered from the row). */
    submits: integer9("submits").notNull().default(1),
    acceptedAt: int64("accepted_at").notNull(),
    receiptResult: text10("receipt_result"),
    receiptCode: text10("receipt_code"),
    receiptDueAt: int64("receipt_due_at"),
    /** Voice: how long the simulated call is connected (ms); null for messages. */
    calledMs: integer9("called_ms"),
    receiptSentAt: int64("receipt_sent_at"),
    moText: text10("mo_text"),
    moDueAt: int64("mo_due_at"),
    moSentAt: int64("mo_sent_at"),
    /** A poller's claim on the owed receipt or reply; another may take it once this has passed. */
    leaseUntil: int64("lease_until")
  },
  (t) => [
    index9("sim_carrier_receipt_due_idx").on(t.receiptDueAt).where(sql4`${t.receiptSentAt} is null and ${t.receiptDueAt} is not null`),
    index9("sim_carrier_mo_due_idx").on(t.moDueAt).where(sql4`${t.moSentAt} is null and ${t.moDueAt} is not null`)
  ]
);

// src/gateway/db/schema/optOuts.ts
import { index as index10, integer as integer10, pgTable as pgTable10, primaryKey as primaryKey3, text as text11 } from "drizzle-orm/pg-core";
var messagingOptOuts = pgTable10(
  "messaging_opt_outs",
  {
    userId: integer10("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    channel: text11("channel").notNull(),
    address: text11("address").notNull(),
    /** 'reply' (the keyword of a reply) or 'manual' (added in the console or by the API). */
    source: text11("source").notNull(),
    /** The keyword of the reply ('STOP', '退订' …); empty when added by hand. */
    keyword: text11("keyword").notNull().default(""),
    createdAt: int64("created_at").notNull()
  },
  (t) => [primaryKey3({ columns: [t.userId, t.channel, t.address] }), index10("messaging_opt_outs_user_time_idx").on(t.userId, t.channel, t.createdAt)]
);

// src/gateway/db/schema/balanceAlarms.ts
import { integer as integer11, pgTable as pgTable11, primaryKey as primaryKey4, smallint as smallint2, text as text12 } from "drizzle-orm/pg-core";
var balanceAlarms = pgTable11("balance_alarms", {
  userId: integer11("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  threshold: int64("threshold").notNull(),
  updatedAt: int64("updated_at").notNull()
});
var notificationEmails = pgTable11(
  "notification_emails",
  {
    userId: integer11("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    email: text12("email").notNull(),
    position: smallint2("position").notNull(),
    createdAt: int64("created_at").notNull()
  },
  (t) => [primaryKey4({ columns: [t.userId, t.email] })]
);

// src/gateway/db/schema/audience.ts
import { boolean as boolean7, date, doublePrecision, index as index11, integer as integer12, jsonb as jsonb5, pgTable as pgTable12, primaryKey as primaryKey5, serial as serial7, smallint as smallint3, text as text13, uniqueIndex as uniqueIndex6 } from "drizzle-orm/pg-core";
import { sql as sql5 } from "drizzle-orm";
var contacts = pgTable12(
  "contacts",
  {
    id: serial7("id").primaryKey(),
    contactId: text13("contact_id").notNull(),
    userId: integer12("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    firstName: text13("first_name").notNull().default(""),
    lastName: text13("last_name").notNull().default(""),
    email: text13("email").notNull().default(""),
    phone: text13("phone").notNull().default(""),
    /** ISO country of the phone, '' without one. */
    country: text13("country").notNull().default(""),
    whatsapp: text13("whatsapp").notNull().default(""),
    createdAt: int64("created_at").notNull(),
    updatedAt: int64("updated_at").notNull(),
    /**
     * What a contact-list keyword is matched against (`contactSearch.ts`), stored (kept by PostgreSQL on every insert and update): the trigram index's
     * matches are rechecked against it as read, instead of lower-casing five joined columns per
     * candidate row (about 3 to 4 times faster for a keyword that matches thousands).
     */
    searchText: text13("search_text").notNull().generatedAlwaysAs(sql5`lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "phone" || ' ' || "whatsapp")`)
  },
  (t) => [
    uniqueIndex6("contacts_contact_id_uq").on(t.contactId),
    index11("contacts_user_idx").on(t.userId, t.id),
    uniqueIndex6("contacts_user_email_uq").on(t.userId, t.email).where(sql5`${t.email} <> ''`),
    uniqueIndex6("contacts_user_phone_uq").on(t.userId, t.phone).where(sql5`${t.phone} <> ''`),
    index11("contacts_search_text_trgm").using("gin", sql5`${t.searchText} gin_trgm_ops`),
    index11("contacts_user_whatsapp_idx").on(t.userId, t.whatsapp).where(sql5`${t.whatsapp} <> ''`)
  ]
);
var contactGroups = pgTable12(
  "contact_groups",
  {
    id: serial7("id").primaryKey(),
    groupId: text13("group_id").notNull(),
    userId: integer12("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    name: text13("name").notNull(),
    createdAt: int64("created_at").notNull(),
    updatedAt: int64("updated_at").notNull()
  },
  (t) => [uniqueIndex6("contact_groups_group_id_uq").on(t.groupId), uniqueIndex6("contact_groups_user_name_uq").on(t.userId, sql5`lower(${t.name})`), index11("contact_groups_user_idx").on(t.userId, t.id)]
);
var contactGroupMembers = pgTable12(
  "contact_group_members",
  {
    groupId: integer12("group_id").notNull().references(() => contactGroups.id, { onDelete: "cascade" }),
    contactId: integer12("contact_id").notNull().references(() => contacts.id, { onDelete: "cascade" }),
    addedAt: int64("added_at").notNull()
  },
  (t) => [primaryKey5({ columns: [t.groupId, t.contactId] }), index11("contact_group_members_contact_idx").on(t.contactId)]
);
var contactTags = pgTable12(
  "contact_tags",
  {
    id: serial7("id").primaryKey(),
    tagId: text13("tag_id").notNull(),
    userId: integer12("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    name: text13("name").notNull(),
    createdAt: int64("created_at").notNull(),
    updatedAt: int64("updated_at").notNull()
  },
  (t) => [uniqueIndex6("contact_tags_tag_id_uq").on(t.tagId), uniqueIndex6("contact_tags_user_name_uq").on(t.userId, sql5`lower(${t.name})`)]
);
var contactTagLinks = pgTable12(
  "contact_tag_links",
  {
    tagId: integer12("tag_id").notNull().references(() => contactTags.id, { onDelete: "cascade" }),
    contactId: integer12("contact_id").notNull().references(() => contacts.id, { onDelete: "cascade" }),
    addedAt: int64("added_at").notNull()
  },
  (t) => [primaryKey5({ columns: [t.tagId, t.contactId] }), index11("contact_tag_links_contact_idx").on(t.contactId)]
);
var contactAttributes = pgTable12(
  "contact_attributes",
  {
    id: serial7("id").primaryKey(),
    attributeId: text13("attribute_id").notNull(),
    userId: integer12("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    name: text13("name").notNull(),
    type: smallint3("type").notNull(),
    source: smallint3("source").notNull(),
    options: jsonb5("options").$type().notNull().default([]),
    createdAt: int64("created_at").notNull(),
    updatedAt: int64("updated_at").notNull()
  },
  (t) => [uniqueIndex6("contact_attributes_attribute_id_uq").on(t.attributeId), uniqueIndex6("contact_attributes_user_name_uq").on(t.userId, sql5`lower(${t.name})`)]
);
var contactAttributeValues = pgTable12(
  "contact_attribute_values",
  {
    attributeId: integer12("attribute_id").notNull().references(() => contactAttributes.id, { onDelete: "cascade" }),
    contactId: integer12("contact_id").notNull().references(() => contacts.id, { onDelete: "cascade" }),
    textValue: text13("text_value"),
    numValue: doublePrecision("num_value"),
    boolValue: boolean7("bool_value"),
    dateValue: date("date_value", { mode: "string" })
  },
  (t) => [
    primaryKey5({ columns: [t.attributeId, t.contactId] }),
    index11("contact_attribute_values_contact_idx").on(t.contactId),
    index11("contact_attribute_values_num_idx").on(t.attributeId, t.numValue),
    index11("contact_attribute_values_date_idx").on(t.attributeId, t.dateValue),
    index11("contact_attribute_values_text_idx").on(t.attributeId, t.textValue)
  ]
);
var contactSegments = pgTable12(
  "contact_segments",
  {
    id: serial7("id").primaryKey(),
    segmentId: text13("segment_id").notNull(),
    userId: integer12("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    name: text13("name").notNull(),
    rules: jsonb5("rules").$type().notNull(),
    memberCount: integer12("member_count").notNull().default(0),
    countedAt: int64("counted_at").notNull(),
    createdAt: int64("created_at").notNull(),
    updatedAt: int64("updated_at").notNull()
  },
  (t) => [
    uniqueIndex6("contact_segments_segment_id_uq").on(t.segmentId),
    uniqueIndex6("contact_segments_user_name_uq").on(t.userId, sql5`lower(${t.name})`),
    index11("contact_segments_user_idx").on(t.userId, t.id)
  ]
);
var contactImports = pgTable12(
  "contact_imports",
  {
    id: serial7("id").primaryKey(),
    importId: text13("import_id").notNull(),
    userId: integer12("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    fileId: text13("file_id").notNull(),
    fileName: text13("file_name").notNull(),
    mapping: jsonb5("mapping").$type().notNull(),
    headerRow: boolean7("header_row").notNull(),
    /** The file's header cells (read by the job), for the rejected rows' download. */
    header: jsonb5("header").$type().notNull().default([]),
    countryCode: text13("country_code").notNull().default(""),
    /** The target group (null: none, or deleted since). */
    groupId: integer12("group_id").references(() => contactGroups.id, { onDelete: "set null" }),
    /** ExportStatus: Submitted, Processing, Failed, Completed. */
    status: smallint3("status").notNull(),
    totalRows: integer12("total_rows").notNull().default(0),
    rowsDone: integer12("rows_done").notNull().default(0),
    created: integer12("created").notNull().default(0),
    updated: integer12("updated").notNull().default(0),
    rejected: integer12("rejected").notNull().default(0),
    error: text13("error").notNull().default(""),
    downloadTokenHash: text13("download_token_hash"),
    downloadExpiresAt: int64("download_expires_at"),
    createdAt: int64("created_at").notNull(),
    updatedAt: int64("updated_at").notNull(),
    finishedAt: int64("finished_at")
  },
  (t) => [uniqueIndex6("contact_imports_import_id_uq").on(t.importId), index11("contact_imports_user_idx").on(t.userId, t.id)]
);
var contactImportRejects = pgTable12(
  "contact_import_rejects",
  {
    importId: integer12("import_id").notNull().references(() => contactImports.id, { onDelete: "cascade" }),
    row: integer12("row").notNull(),
    field: text13("field").notNull(),
    reasonKey: text13("reason_key").notNull(),
    reason: text13("reason").notNull(),
    cells: jsonb5("cells").$type().notNull()
  },
  (t) => [primaryKey5({ columns: [t.importId, t.row] })]
);
var contactExports = pgTable12(
  "contact_exports",
  {
    id: serial7("id").primaryKey(),
    exportId: text13("export_id").notNull(),
    userId: integer12("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    format: text13("format").notNull(),
    filter: jsonb5("filter").$type().notNull(),
    status: smallint3("status").notNull(),
    rowCount: integer12("row_count").notNull().default(0),
    error: text13("error").notNull().default(""),
    downloadTokenHash: text13("download_token_hash"),
    downloadExpiresAt: int64("download_expires_at"),
    createdAt: int64("created_at").notNull(),
    finishedAt: int64("finished_at")
  },
  (t) => [uniqueIndex6("contact_exports_export_id_uq").on(t.exportId), index11("contact_exports_user_idx").on(t.userId, t.id)]
);

// src/gateway/db/schema/payments.ts
import { sql as sql6 } from "drizzle-orm";
import { boolean as boolean8, index as index12, integer as integer13, jsonb as jsonb6, pgTable as pgTable13, serial as serial8, smallint as smallint4, text as text14, uniqueIndex as uniqueIndex7 } from "drizzle-orm/pg-core";
var paymentCustomers = pgTable13(
  "payment_customers",
  {
    userId: integer13("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    provider: text14("provider").notNull(),
    customerId: text14("customer_id").notNull(),
    createdAt: int64("created_at").notNull()
  },
  (t) => [uniqueIndex7("payment_customers_user_uq").on(t.userId, t.provider), uniqueIndex7("payment_customers_customer_uq").on(t.provider, t.customerId)]
);
var setupIntents = pgTable13(
  "setup_intents",
  {
    id: text14("id").primaryKey(),
    userId: integer13("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    provider: text14("provider").notNull(),
    status: text14("status").notNull(),
    error: text14("error").notNull().default(""),
    cardId: text14("card_id"),
    createdAt: int64("created_at").notNull(),
    finishedAt: int64("finished_at")
  },
  (t) => [index12("setup_intents_user_idx").on(t.userId, t.createdAt)]
);
var paymentCards = pgTable13(
  "payment_cards",
  {
    id: serial8("id").primaryKey(),
    cardId: text14("card_id").notNull(),
    userId: integer13("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    provider: text14("provider").notNull(),
    providerToken: text14("provider_token").notNull(),
    setupIntentId: text14("setup_intent_id").notNull(),
    brand: text14("brand").notNull(),
    last4: text14("last4").notNull(),
    expMonth: smallint4("exp_month").notNull(),
    expYear: smallint4("exp_year").notNull(),
    holderName: text14("holder_name").notNull().default(""),
    billingCity: text14("billing_city").notNull().default(""),
    billingPostalCode: text14("billing_postal_code").notNull().default(""),
    billingAddress: text14("billing_address").notNull().default(""),
    billingCountry: text14("billing_country").notNull().default(""),
    isDefault: boolean8("is_default").notNull().default(false),
    createdAt: int64("created_at").notNull(),
    removedAt: int64("removed_at")
  },
  (t) => [
    uniqueIndex7("payment_cards_card_id_uq").on(t.cardId),
    uniqueIndex7("payment_cards_setup_intent_uq").on(t.setupIntentId),
    index12("payment_cards_user_idx").on(t.userId),
    uniqueIndex7("payment_cards_one_default_uq").on(t.userId).where(sql6`${t.isDefault} and ${t.removedAt} is null`)
  ]
);
var cardHolds = pgTable13(
  "card_holds",
  {
    id: serial8("id").primaryKey(),
    userId: integer13("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    cardPk: integer13("card_pk").notNull().references(() => paymentCards.id, { onDelete: "cascade" }),
    amount: int64("amount").notNull(),
    providerRef: text14("provider_ref"),
    status: smallint4("status").notNull(),
    error: text14("error").notNull().default(""),
    createdAt: int64("created_at").notNull(),
    releaseAt: int64("release_at"),
    releasedAt: int64("released_at")
  },
  (t) => [uniqueIndex7("card_holds_card_uq").on(t.cardPk)]
);
var inpourPayments = pgTable13(
  "inpour_payments",
  {
    id: serial8("id").primaryKey(),
    paymentId: text14("payment_id").notNull(),
    userId: integer13("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    productType: integer13("product_type").notNull(),
    amount: int64("amount").notNull(),
    cardPk: integer13("card_pk").notNull().references(() => paymentCards.id),
    provider: text14("provider").notNull(),
    providerRef: text14("provider_ref"),
    status: smallint4("status").notNull(),
    origin: text14("origin").notNull(),
    error: text14("error").notNull().default(""),
    createdAt: int64("created_at").notNull(),
    finishedAt: int64("finished_at")
  },
  (t) => [uniqueIndex7("inpour_payments_payment_id_uq").on(t.paymentId), index12("inpour_payments_user_idx").on(t.userId, t.createdAt)]
);
var autoRecharge = pgTable13("auto_recharge", {
  userId: integer13("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  target: int64("target").notNull(),
  updatedAt: int64("updated_at").notNull()
});
var invoices = pgTable13(
  "invoices",
  {
    id: serial8("id").primaryKey(),
    invoiceNo: text14("invoice_no").notNull(),
    userId: integer13("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    kind: text14("kind").notNull(),
    reference: text14("reference").notNull(),
    subtotal: int64("subtotal").notNull(),
    taxes: int64("taxes").notNull(),
    total: int64("total").notNull(),
    currency: text14("currency").notNull(),
    paidBy: text14("paid_by").notNull(),
    billTo: jsonb6("bill_to").$type().notNull(),
    lines: jsonb6("lines").$type().notNull(),
    issuedAt: int64("issued_at").notNull(),
    downloadTokenHash: text14("download_token_hash"),
    downloadExpiresAt: int64("download_expires_at")
  },
  (t) => [
    uniqueIndex7("invoices_no_uq").on(t.invoiceNo),
    uniqueIndex7("invoices_reference_uq").on(t.reference),
    index12("invoices_user_idx").on(t.userId, t.issuedAt)
  ]
);
var providerEvents = pgTable13("provider_events", {
  id: text14("id").primaryKey(),
  provider: text14("provider").notNull(),
  type: text14("type").notNull(),
  receivedAt: int64("received_at").notNull()
});
var simPaymentObjects = pgTable13(
  "sim_payment_objects",
  {
    id: text14("id").primaryKey(),
    kind: text14("kind").notNull(),
    idempotencyKey: text14("idempotency_key"),
    data: jsonb6("data").$type().notNull(),
    createdAt: int64("created_at").notNull()
  },
  (t) => [uniqueIndex7("sim_payment_objects_idem_uq").on(t.kind, t.idempotencyKey)]
);
var invoiceCounters = pgTable13("invoice_counters", {
  year: integer13("year").primaryKey(),
  last: integer13("last").notNull()
});
var bankTransfers = pgTable13(
  "bank_transfers",
  {
    id: serial8("id").primaryKey(),
    bankReference: text14("bank_reference").notNull(),
    userId: integer13("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    productType: integer13("product_type").notNull(),
    amount: int64("amount").notNull(),
    payer: text14("payer").notNull().default(""),
    creditedBy: integer13("credited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: int64("created_at").notNull()
  },
  (t) => [uniqueIndex7("bank_transfers_bank_reference_uq").on(t.bankReference), index12("bank_transfers_user_idx").on(t.userId, t.createdAt)]
);

// src/gateway/db/schema/tickets.ts
import { boolean as boolean9, index as index13, integer as integer14, pgTable as pgTable14, serial as serial9, text as text15 } from "drizzle-orm/pg-core";
var tickets = pgTable14(
  "tickets",
  {
    id: serial9("id").primaryKey(),
    userId: integer14("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    category: text15("category").notNull(),
    title: text15("title").notNull(),
    status: integer14("status").notNull().default(1),
    createdAt: int64("created_at").notNull(),
    /** The last comment or change of state. */
    updatedAt: int64("updated_at").notNull().default(0),
    /** When the customer last read the ticket: staff comments after it are new replies (the badge). */
    userReadAt: int64("user_read_at").notNull()
  },
  (t) => [index13("tickets_user_idx").on(t.userId, t.updatedAt), index13("tickets_status_idx").on(t.status, t.updatedAt)]
);
var ticketComments = pgTable14(
  "ticket_comments",
  {
    id: serial9("id").primaryKey(),
    ticketId: integer14("ticket_id").notNull().references(() => tickets.id, { onDelete: "cascade" }),
    fromStaff: boolean9("from_staff").notNull(),
    /** Who wrote it: the customer or the operator (null when that account was deleted). */
    authorId: integer14("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text15("body").notNull(),
    createdAt: int64("created_at").notNull()
  },
  (t) => [index13("ticket_comments_ticket_idx").on(t.ticketId)]
);
var ticketAttachments = pgTable14(
  "ticket_attachments",
  {
    id: text15("id").primaryKey(),
    userId: integer14("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** The upload it was made from: one picture per upload. */
    sourceFileId: text15("source_file_id").notNull().unique(),
    ticketId: integer14("ticket_id").references(() => tickets.id, { onDelete: "cascade" }),
    commentId: integer14("comment_id").references(() => ticketComments.id, { onDelete: "cascade" }),
    fileName: text15("file_name").notNull(),
    fileType: text15("file_type").notNull(),
    width: integer14("width").notNull(),
    height: integer14("height").notNull(),
    size: int64("size").notNull(),
    thumbType: text15("thumb_type").notNull(),
    thumbSize: int64("thumb_size").notNull(),
    /** Random key in the file addresses: knowing an AttachFileId alone fetches nothing. */
    fileKey: text15("file_key").notNull(),
    createdAt: int64("created_at").notNull()
  },
  (t) => [index13("ticket_attachments_ticket_idx").on(t.ticketId), index13("ticket_attachments_user_idx").on(t.userId)]
);

// src/gateway/db/schema/socialProfiles.ts
import { index as index14, integer as integer15, pgTable as pgTable15, serial as serial10, text as text16, uniqueIndex as uniqueIndex8 } from "drizzle-orm/pg-core";
var socialProfiles = pgTable15(
  "social_profiles",
  {
    id: serial10("id").primaryKey(),
    userId: integer15("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    platformType: integer15("platform_type").notNull(),
    /** The platform's stable id of the profile. */
    subject: text16("subject").notNull(),
    name: text16("name").notNull(),
    email: text16("email"),
    createdAt: int64("created_at").notNull()
  },
  (t) => [uniqueIndex8("social_profiles_uq").on(t.userId, t.platformType, t.subject), index14("social_profiles_user_idx").on(t.userId)]
);

// src/gateway/db/schema/email.ts
import { sql as sql7 } from "drizzle-orm";
import { index as index15, integer as integer16, jsonb as jsonb7, pgTable as pgTable16, serial as serial11, smallint as smallint5, text as text17, uniqueIndex as uniqueIndex9 } from "drizzle-orm/pg-core";
var emailDomains = pgTable16(
  "email_domains",
  {
    id: serial11("id").primaryKey(),
    domainId: text17("domain_id").notNull(),
    userId: integer16("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    domain: text17("domain").notNull(),
    type: smallint5("type").notNull(),
    status: smallint5("status").notNull().default(0),
    trackingPrefix: text17("tracking_prefix").notNull().default(""),
    dkimSelector: text17("dkim_selector").notNull(),
    dkimPrivateKey: text17("dkim_private_key").notNull(),
    /** Base64 of the DER SubjectPublicKeyInfo: the `p=` of the DKIM record. */
    dkimPublicKey: text17("dkim_public_key").notNull(),
    checks: jsonb7("checks").$type().notNull().default({}),
    verifiedAt: int64("verified_at"),
    checkedAt: int64("checked_at"),
    createdAt: int64("created_at").notNull(),
    updatedAt: int64("updated_at").notNull()
  },
  (t) => [uniqueIndex9("email_domains_domain_id_uq").on(t.domainId), uniqueIndex9("email_domains_user_domain_uq").on(t.userId, t.domain)]
);
var emailSenders = pgTable16(
  "email_senders",
  {
    id: serial11("id").primaryKey(),
    senderId: text17("sender_id").notNull(),
    userId: integer16("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    domainId: integer16("domain_id").references(() => emailDomains.id, { onDelete: "set null" }),
    alias: text17("alias").notNull(),
    email: text17("email").notNull(),
    status: smallint5("status").notNull(),
    createdAt: int64("created_at").notNull(),
    updatedAt: int64("updated_at").notNull()
  },
  (t) => [
    uniqueIndex9("email_senders_sender_id_uq").on(t.senderId),
    uniqueIndex9("email_senders_user_email_uq").on(t.userId, t.email).where(sql7`${t.status} <> 2`),
    index15("email_senders_user_idx").on(t.userId, t.id)
  ]
);

// src/gateway/db/schema/emailTemplates.ts
import { index as index16, integer as integer17, jsonb as jsonb8, pgTable as pgTable17, serial as serial12, smallint as smallint6, text as text18, uniqueIndex as uniqueIndex10 } from "drizzle-orm/pg-core";
var emailTemplates = pgTable17(
  "email_templates",
  {
    id: serial12("id").primaryKey(),
    templateId: text18("template_id").notNull(),
    userId: integer17("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    name: text18("name").notNull(),
    subject: text18("subject").notNull(),
    document: jsonb8("document").$type().notNull(),
    html: text18("html").notNull(),
    text: text18("text").notNull(),
    variables: jsonb8("variables").$type().notNull().default([]),
    remark: text18("remark").notNull().default(""),
    status: smallint6("status").notNull(),
    rejectReasonKey: text18("reject_reason_key").notNull().default(""),
    passedAt: int64("passed_at"),
    createdAt: int64("created_at").notNull(),
    updatedAt: int64("updated_at").notNull()
  },
  (t) => [uniqueIndex10("email_templates_template_id_uq").on(t.templateId), index16("email_templates_user_idx").on(t.userId, t.id)]
);

// src/gateway/db/schema/vms.ts
import { index as index17, integer as integer18, pgTable as pgTable18, serial as serial13, smallint as smallint7, text as text19, uniqueIndex as uniqueIndex11 } from "drizzle-orm/pg-core";
var voiceAudios = pgTable18(
  "voice_audios",
  {
    id: serial13("id").primaryKey(),
    audioId: text19("audio_id").notNull(),
    userId: integer18("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    fileId: text19("file_id").notNull(),
    fileName: text19("file_name").notNull(),
    sourceType: text19("source_type").notNull(),
    status: smallint7("status").notNull(),
    durationMs: integer18("duration_ms").notNull().default(0),
    size: int64("size").notNull().default(0),
    errorKey: text19("error_key").notNull().default(""),
    errorParams: text19("error_params").notNull().default("{}"),
    transcodeMs: integer18("transcode_ms").notNull().default(0),
    downloadTokenHash: text19("download_token_hash"),
    downloadExpiresAt: int64("download_expires_at"),
    createdAt: int64("created_at").notNull(),
    updatedAt: int64("updated_at").notNull()
  },
  (t) => [uniqueIndex11("voice_audios_audio_id_uq").on(t.audioId), index17("voice_audios_user_idx").on(t.userId, t.id)]
);
var voiceTemplates = pgTable18(
  "voice_templates",
  {
    id: serial13("id").primaryKey(),
    templateId: text19("template_id").notNull(),
    userId: integer18("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    name: text19("name").notNull(),
    type: smallint7("type").notNull(),
    content: text19("content").notNull().default(""),
    audioId: text19("audio_id").notNull().default(""),
    remark: text19("remark").notNull().default(""),
    status: smallint7("status").notNull(),
    durationMs: integer18("duration_ms").notNull().default(0),
    rejectReasonKey: text19("reject_reason_key").notNull().default(""),
    createdAt: int64("created_at").notNull(),
    updatedAt: int64("updated_at").notNull()
  },
  (t) => [uniqueIndex11("voice_templates_template_id_uq").on(t.templateId), index17("voice_templates_user_idx").on(t.userId, t.id)]
);

// src/gateway/db/schema/whatsapp.ts
import { bigint as bigint2, index as index18, integer as integer19, jsonb as jsonb9, pgTable as pgTable19, primaryKey as primaryKey6, serial as serial14, text as text20, uniqueIndex as uniqueIndex12 } from "drizzle-orm/pg-core";
var whatsappAccounts = pgTable19(
  "whatsapp_accounts",
  {
    userId: integer19("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
    wabaId: text20("waba_id").notNull(),
    createdAt: int64("created_at").notNull()
  },
  (t) => [uniqueIndex12("whatsapp_accounts_waba_uq").on(t.wabaId)]
);
var whatsappNumbers = pgTable19(
  "whatsapp_numbers",
  {
    id: serial14("id").primaryKey(),
    userId: integer19("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    wabaId: text20("waba_id").notNull(),
    phoneNumberId: text20("phone_number_id").notNull(),
    displayPhoneNumber: text20("display_phone_number").notNull(),
    displayName: text20("display_name").notNull(),
    qualityRating: text20("quality_rating").notNull(),
    messagingLimitTier: text20("messaging_limit_tier").notNull(),
    status: text20("status").notNull(),
    syncedAt: int64("synced_at").notNull()
  },
  (t) => [uniqueIndex12("whatsapp_numbers_user_phone_uq").on(t.userId, t.phoneNumberId)]
);
var whatsappTemplates = pgTable19(
  "whatsapp_templates",
  {
    id: serial14("id").primaryKey(),
    userId: integer19("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    wabaId: text20("waba_id").notNull(),
    templateId: text20("template_id").notNull(),
    name: text20("name").notNull(),
    language: text20("language").notNull(),
    category: text20("category").notNull(),
    status: text20("status").notNull(),
    content: jsonb9("content").notNull(),
    reason: text20("reason").notNull().default(""),
    statusAt: int64("status_at").notNull(),
    createdAt: int64("created_at").notNull(),
    updatedAt: int64("updated_at").notNull()
  },
  (t) => [
    uniqueIndex12("whatsapp_templates_waba_template_uq").on(t.wabaId, t.templateId),
    uniqueIndex12("whatsapp_templates_user_name_lang_uq").on(t.userId, t.name, t.language),
    index18("whatsapp_templates_user_idx").on(t.userId, t.createdAt)
  ]
);
var whatsappWebhookEvents = pgTable19("whatsapp_webhook_events", {
  digest: text20("digest").primaryKey(),
  receivedAt: int64("received_at").notNull()
});
var simWhatsappTemplates = pgTable19(
  "sim_whatsapp_templates",
  {
    id: serial14("id").primaryKey(),
    wabaId: text20("waba_id").notNull(),
    name: text20("name").notNull(),
    language: text20("language").notNull(),
    category: text20("category").notNull(),
    status: text20("status").notNull(),
    components: jsonb9("components").notNull(),
    reason: text20("reason").notNull().default(""),
    createdAt: int64("created_at").notNull()
  },
  (t) => [uniqueIndex12("sim_whatsapp_templates_waba_name_lang_uq").on(t.wabaId, t.name, t.language)]
);
var whatsappMessages = pgTable19(
  "whatsapp_messages",
  {
    messageId: bigint2("message_id", { mode: "number" }).primaryKey().references(() => smsMessages.id, { onDelete: "cascade" }),
    userId: integer19("user_id").notNull(),
    wamid: text20("wamid").notNull(),
    status: text20("status").notNull(),
    conversationType: text20("conversation_type").notNull(),
    sentAt: int64("sent_at"),
    deliveredAt: int64("delivered_at"),
    readAt: int64("read_at"),
    failedAt: int64("failed_at"),
    errorCode: text20("error_code")
  },
  (t) => [uniqueIndex12("whatsapp_messages_wamid_uq").on(t.wamid), index18("whatsapp_messages_user_idx").on(t.userId)]
);
var whatsappStatusEvents = pgTable19(
  "whatsapp_status_events",
  {
    wamid: text20("wamid").notNull(),
    status: text20("status").notNull(),
    at: int64("at").notNull()
  },
  (t) => [primaryKey6({ columns: [t.wamid, t.status] })]
);
var whatsappInbound = pgTable19(
  "whatsapp_inbound",
  {
    id: serial14("id").primaryKey(),
    userId: integer19("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    wamid: text20("wamid").notNull(),
    fromPhone: text20("from_phone").notNull(),
    text: text20("text").notNull(),
    receivedAt: int64("received_at").notNull()
  },
  (t) => [uniqueIndex12("whatsapp_inbound_wamid_uq").on(t.wamid), index18("whatsapp_inbound_user_phone_idx").on(t.userId, t.fromPhone, t.receivedAt)]
);
var simWhatsappMessages = pgTable19(
  "sim_whatsapp_messages",
  {
    wamid: text20("wamid").primaryKey(),
    batch: text20("batch").notNull(),
    phoneNumberId: text20("phone_number_id").notNull(),
    toPhone: text20("to_phone").notNull(),
    kind: text20("kind").notNull(),
    createdAt: int64("created_at").notNull()
  },
  (t) => [index18("sim_whatsapp_messages_batch_idx").on(t.batch)]
);

// src/gateway/db/schema/emailSending.ts
import { sql as sql8 } from "drizzle-orm";
import { index as index19, integer as integer20, pgTable as pgTable20, serial as serial15, text as text21 } from "drizzle-orm/pg-core";
var emailDeliveries = pgTable20(
  "email_deliveries",
  {
    messageId: int64("message_id").primaryKey(),
    userId: integer20("user_id").notNull(),
    address: text21("address").notNull(),
    /** sending | sent | refused */
    state: text21("state").notNull(),
    /** The Message-ID header (without brackets): the core's carrier id. */
    carrierId: text21("carrier_id").notNull(),
    /** The SMTP answer's code ('250', '550', …) or the mailbox's. */
    code: text21("code"),
    attemptedAt: int64("attempted_at").notNull(),
    doneAt: int64("done_at"),
    receiptSentAt: int64("receipt_sent_at"),
    leaseUntil: int64("lease_until")
  },
  (t) => [index19("email_deliveries_receipt_idx").on(t.doneAt).where(sql8`${t.state} = 'sent' and ${t.receiptSentAt} is null`)]
);
var emailMailbox = pgTable20(
  "email_mailbox",
  {
    id: serial15("id").primaryKey(),
    userId: integer20("user_id").notNull(),
    messageId: int64("message_id"),
    envelopeFrom: text21("envelope_from").notNull(),
    recipient: text21("recipient").notNull(),
    fromHeader: text21("from_header").notNull(),
    subject: text21("subject").notNull(),
    /** The whole message as sent (RFC 5322, DKIM-signed). */
    raw: text21("raw").notNull(),
    receivedAt: int64("received_at").notNull()
  },
  (t) => [index19("email_mailbox_user_idx").on(t.userId, t.id)]
);

// src/gateway/db/pgliteForDrizzle.ts
import { EmscriptenBuiltinFilesystem } from "@electric-sql/pglite/basefs";
import { parse as pgliteParse, protocol, types } from "@electric-sql/pglite";
var DRIZZLE_PGLITE_PARSER_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  // numeric[]
  1115,
  // timestamp[]
  1185,
  // timestamptz[]
  1187,
  // interval[]
  1182
  // date[]
];
var PGLITE_STATEMENT_CACHE_SIZE = 256;
var SEEN_LIMIT = 4096;
var MAX_NAMED_TEXT = 16384;
var asText = (value) => value;
var { serialize } = protocol;
var NO_CLOSES = [];
var StatementCache = class {
  constructor(size = PGLITE_STATEMENT_CACHE_SIZE) {
    this.size = size;
  }
  size;
  named = /* @__PURE__ */ new Map();
  seen = /* @__PURE__ */ new Set();
  toClose = [];
  counter = 0;
  get(text22) {
    const hit = this.named.get(text22);
    if (hit) {
      this.named.delete(text22);
      this.named.set(text22, hit);
    }
    return hit;
  }
  /** The name to prepare `text` under, or '' (the unnamed statement) on its first use. */
  nameFor(text22) {
    if (this.size <= 0 || text22.length > MAX_NAMED_TEXT) return "";
    if (!this.seen.has(text22)) {
      if (this.seen.size >= SEEN_LIMIT) this.seen.clear();
      this.seen.add(text22);
      return "";
    }
    return `gw_s${++this.counter}`;
  }
  /** `statement` now exists on the server for `text`; the least recently used one beyond the size is to be closed. */
  add(text22, statement) {
    this.named.set(text22, statement);
    this.seen.delete(text22);
    if (this.named.size > this.size) {
      const [oldest, entry2] = this.named.entries().next().value;
      this.named.delete(oldest);
      this.toClose.push(entry2.name);
    }
  }
  /** Forgets `text` (its plan failed: the next use prepares it again); its statement is closed. */
  drop(text22) {
    const entry2 = this.named.get(text22);
    if (!entry2) return;
    this.named.delete(text22);
    this.toClose.push(entry2.name);
  }
  /** Close messages for the statements evicted since the last call. */
  takeCloses() {
    if (this.toClose.length === 0) return NO_CLOSES;
    const closes = this.toClose.map((name) => serialize.close({ type: "S", name }));
    this.toClose = [];
    return closes;
  }
  get namedCount() {
    return this.named.size;
  }
};
var EXECUTE_SYNC = Uint8Array.from([69, 0, 0, 0, 9, 0, 0, 0, 0, 0, 83, 0, 0, 0, 4]);
function bindExecuteSync(statement, values, before = []) {
  const n2 = values.length;
  let bindLength = 4 + 1 + Buffer.byteLength(statement) + 1 + 2 + 2 * n2 + 2 + 2;
  const lengths = new Array(n2);
  for (let i = 0; i < n2; i++) {
    const v = values[i];
    const length = v === null ? -1 : Buffer.byteLength(v);
    lengths[i] = length;
    bindLength += 4 + Math.max(length, 0);
  }
  let beforeLength = 0;
  for (const b of before) beforeLength += b.length;
  const out = Buffer.allocUnsafe(beforeLength + 1 + bindLength + EXECUTE_SYNC.length);
  let at = 0;
  for (const b of before) {
    out.set(b, at);
    at += b.length;
  }
  out[at++] = 66;
  at = out.writeInt32BE(bindLength, at);
  out[at++] = 0;
  at += out.write(statement, at);
  out[at++] = 0;
  at = out.writeInt16BE(n2, at);
  for (let i = 0; i < n2; i++) at = out.writeInt16BE(0, at);
  at = out.writeInt16BE(n2, at);
  for (let i = 0; i < n2; i++) {
    at = out.writeInt32BE(lengths[i], at);
    if (lengths[i] > 0) at += out.write(values[i], at);
  }
  at = out.writeInt16BE(0, at);
  out.set(EXECUTE_SYNC, at);
  return new Uint8Array(out.buffer, out.byteOffset, out.length);
}
function concat(parts) {
  if (parts.length === 1) return parts[0];
  let length = 0;
  for (const p of parts) length += p.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
function withQuery(err, text22, params, options2) {
  if (err instanceof protocol.messages.DatabaseError) Object.assign(err, { query: text22, params, queryOptions: options2 });
  return err;
}
var PLAN_CHANGED = "0A000";
function pgliteForDrizzle(client, opts = {}) {
  for (const type2 of DRIZZLE_PGLITE_PARSER_TYPES) client.parsers[type2] = asText;
  const known = new Set(DRIZZLE_PGLITE_PARSER_TYPES.map(String));
  const cache2 = new StatementCache(opts.cacheSize);
  const fs = client.fs;
  const syncsNothing = fs?.syncToFs === EmscriptenBuiltinFilesystem.prototype.syncToFs;
  const execStream = Object.getPrototypeOf(client).execProtocolStream;
  const noSync = { syncToFs: false };
  const exec = (message, options2) => execStream.call(client, message, options2 ? { ...options2, syncToFs: false } : noSync);
  const fastOptions = (o) => {
    if (!o) return o;
    for (const key2 of Object.keys(o)) if (key2 !== "rowMode" && key2 !== "parsers") return false;
    if (!o.parsers) return o;
    for (const type2 of Object.keys(o.parsers)) if (!known.has(type2)) return false;
    return o.rowMode ? { rowMode: o.rowMode } : void 0;
  };
  const run = (text22, params, options2, inTransaction) => client._runExclusiveQuery(async () => {
    if (client.closed) throw new Error("PGlite is closed");
    opts.onStatement?.(text22);
    let statement = cache2.get(text22);
    let messages;
    let synced = false;
    try {
      const closes = cache2.takeCloses();
      if (!statement) {
        const name = cache2.nameFor(text22);
        const described = await exec(concat([...closes.splice(0), serialize.parse({ name, text: text22 }), serialize.describe({ type: "S", name })]), options2);
        statement = { name, paramTypes: pgliteParse.parseDescribeStatementResults(described), row: described.find((m) => m.name === "rowDescription") ?? null };
        if (name !== "") cache2.add(text22, statement);
      }
      const { paramTypes } = statement;
      let textOnly = true;
      const values = params.map((value, i) => {
        if (value === null || value === void 0) return null;
        const serializer = client.serializers[paramTypes[i]];
        const text23 = serializer ? serializer(value) : String(value);
        if (typeof text23 !== "string") textOnly = false;
        return text23;
      });
      synced = true;
      const message = textOnly ? bindExecuteSync(statement.name, values, closes) : concat([...closes, serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]);
      const executed = await exec(message, options2);
      if (statement.row) executed.unshift(statement.row);
      messages = executed;
    } catch (err) {
      if (!synced) await exec(serialize.sync(), options2).catch(() => void 0);
      if (err.code === PLAN_CHANGED) cache2.drop(text22);
      throw withQuery(err, text22, params, options2);
    }
    if (!inTransaction && !syncsNothing) await client.syncToFs();
    return pgliteParse.parseResults(messages, client.parsers, options2)[0];
  });
  const query = (inTransaction, fallback) => (text22, params = [], o) => {
    const options2 = fastOptions(o);
    if (options2 === false) return fallback(text22, params, o);
    return run(text22, params, options2, inTransaction);
  };
  const wrapTx = (tx) => {
    const inTx = query(true, tx.query.bind(tx));
    return withOwn(tx, {
      query: (text22, params, o) => {
        if (tx.closed) return Promise.reject(new Error("Transaction is closed"));
        return inTx(text22, params, o);
      }
    });
  };
  const topLevel = query(false, client.query.bind(client));
  return withOwn(client, {
    // Like PGlite.query: waits for a transaction in progress to end.
    query: (text22, params, o) => client._runExclusiveTransaction(() => topLevel(text22, params, o)),
    transaction: (fn) => client.transaction((tx) => fn(wrapTx(tx)))
  });
}
function withOwn(target, own) {
  return new Proxy(target, {
    get(t, prop) {
      if (typeof prop === "string" && Object.prototype.hasOwnProperty.call(own, prop)) return own[prop];
      const value = Reflect.get(t, prop, t);
      return typeof value === "function" ? value.bind(t) : value;
    }
  });
}

// src/gateway/db/statementLog.ts
import { AsyncLocalStorage } from "node:async_hooks";
var scope = new AsyncLocalStorage();
var decoder = new TextDecoder();
function noteStatement(text22) {
  scope.getStore()?.push(text22);
}
function statementOfMessage(message) {
  if (scope.getStore() === void 0) return null;
  const type2 = message[0];
  if (type2 !== 80 && type2 !== 81) return null;
  let start = 5;
  if (type2 === 80) {
    const nameEnd = message.indexOf(0, start);
    if (nameEnd < 0) return null;
    start = nameEnd + 1;
  }
  const end = message.indexOf(0, start);
  return decoder.decode(message.subarray(start, end < 0 ? message.length : end));
}

// src/gateway/db/client.ts
function useOwnTransactions(db, pool) {
  const onConnection = /* @__PURE__ */ new WeakMap();
  const transaction = async (fn, config2) => {
    const client = await pool.connect();
    let failure;
    try {
      let txDb = onConnection.get(client);
      if (!txDb) {
        const noted = { query: noteQuery(client.query.bind(client)) };
        txDb = drizzleNodePg(noted, { schema: schema_exports });
        onConnection.set(client, txDb);
      }
      return await txDb.transaction(fn, config2);
    } catch (err) {
      failure = err instanceof Error ? err : new Error(String(err));
      throw err;
    } finally {
      client.release(client._queryable === false ? failure : void 0);
    }
  };
  Object.defineProperty(db, "transaction", { value: transaction, configurable: true, writable: true });
}
function noteQuery(query) {
  return (config2, ...rest) => {
    noteStatement(typeof config2 === "string" ? config2 : config2.text);
    return query(config2, ...rest);
  };
}
function noteStatementsOf(client) {
  const exec = client.execProtocolStream.bind(client);
  client.execProtocolStream = (message, options2) => {
    const text22 = statementOfMessage(message);
    if (text22 !== null) noteStatement(text22);
    return exec(message, options2);
  };
}
var LISTEN_RETRY_MIN_MS = 500;
var LISTEN_RETRY_MAX_MS = 3e4;
async function listenPostgres(connectionString, channel, onPayload, onState) {
  let stopped = false;
  let client = null;
  let retry = null;
  let delay = LISTEN_RETRY_MIN_MS;
  let listening = false;
  const setState = (on) => {
    if (listening === on) return;
    listening = on;
    onState(on);
  };
  const connect2 = async () => {
    retry = null;
    if (stopped) return;
    const c = new pg.Client({ connectionString });
    client = c;
    let lost = false;
    const onLost = () => {
      if (lost || stopped) return;
      lost = true;
      if (client === c) client = null;
      c.removeAllListeners("notification");
      setState(false);
      retry = setTimeout(() => void connect2().catch(() => void 0), delay);
      retry.unref();
      delay = Math.min(delay * 2, LISTEN_RETRY_MAX_MS);
    };
    c.on("error", onLost);
    c.on("end", onLost);
    c.on("notification", (msg) => {
      if (msg.channel === channel && msg.payload !== void 0) onPayload(msg.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch {
      onLost();
      return;
    }
    if (stopped) {
      await c.end().catch(() => void 0);
      return;
    }
    if (lost) return;
    delay = LISTEN_RETRY_MIN_MS;
    setState(true);
  };
  await connect2();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    if (c) await Promise.race([c.end().catch(() => void 0), new Promise((r) => setTimeout(r, 1e3).unref())]);
  };
}
async function listenPglite(client, channel, onPayload, onState) {
  const unlisten = await client.listen(channel, onPayload);
  onState?.(true);
  return async () => {
    if (!client.closed) await unlisten();
  };
}
var pgliteExtensions = { pg_trgm };
var migrationsFolder = fileURLToPath(new URL("./migrations", "file:///work/main/src/gateway/db/client.ts"));
var MIGRATE_LOCK = 7202611001;
async function openDatabase(opts) {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    pool.on("error", (err) => console.error(`[db] idle PostgreSQL connection lost: ${err.message}`));
    pool.on("connect", (client2) => {
      client2.on("error", () => void 0);
    });
    pool.query = noteQuery(pool.query.bind(pool));
    const db = drizzleNodePg(pool, { schema: schema_exports });
    useOwnTransactions(db, pool);
    const lock2 = await pool.connect();
    try {
      await lock2.query("select pg_advisory_lock($1)", [MIGRATE_LOCK]);
      await migrateNodePg(db, { migrationsFolder });
    } finally {
      await lock2.query("select pg_advisory_unlock($1)", [MIGRATE_LOCK]).catch(() => void 0);
      lock2.release();
    }
    const connectionString = opts.databaseUrl;
    return {
      db,
      kind: "postgres",
      listen: (channel, onPayload, onState) => listenPostgres(connectionString, channel, onPayload, onState ?? (() => void 0)),
      close: () => pool.end()
    };
  }
  const dir = join2(opts.dataDir, "pgdata");
  mkdirSync(dir, { recursive: true });
  const lock = acquireDataDirLock(opts.dataDir);
  let client;
  try {
    const seed2 = opts.seed && !existsSync(join2(dir, "PG_VERSION")) ? { loadDataDir: opts.seed } : {};
    client = await PGlite.create(dir, { extensions: pgliteExtensions, ...seed2 });
    noteStatementsOf(client);
    await migratePglite(drizzlePglite(client, { schema: schema_exports }), { migrationsFolder });
    const db = drizzlePglite(pgliteForDrizzle(client, { onStatement: noteStatement }), { schema: schema_exports });
    const opened = client;
    return {
      db,
      kind: "pglite",
      listen: (channel, onPayload, onState) => listenPglite(opened, channel, onPayload, onState),
      close: async () => {
        try {
          await opened.close();
        } finally {
          lock.release();
        }
      }
    };
  } catch (err) {
    await client?.close().catch(() => void 0);
    lock.release();
    throw err;
  }
}

// src/contract/canonicalJson.ts
function canonicalJson(value) {
  return JSON.stringify(sortDeep(value));
}
function sortDeep(value) {
  if (Array.isArray(value)) return value.map((v) => v === void 0 ? null : sortDeep(v));
  if (value !== null && typeof value === "object") {
    const out = {};
    for (const key2 of Object.keys(value).sort()) {
      const v = value[key2];
      if (v !== void 0) out[key2] = sortDeep(v);
    }
    return out;
  }
  return value;
}

// src/contract/envelope.ts
function okEnvelope(data) {
  return { RetCode: RetCode.Success, Message: "Success", Data: data };
}

// src/contract/gating.ts
function canUpgrade(userType) {
  return userType !== NON_UPGRADABLE_USER_TYPE;
}
function decideAccess(subject2, req) {
  if (req.permission && !subject2.permissions.has(req.permission)) return "hidden";
  if (req.module && !subject2.modules.has(req.module)) {
    return canUpgrade(subject2.userType) ? "upgrade" : "no-upgrade-permission";
  }
  return "allow";
}
function permissionsFor(email, providerEmailDomain, role = "customer") {
  const keys = ["WhatsAppAgent"];
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  if (providerEmailDomain && domain === providerEmailDomain.toLowerCase()) keys.push("TestUser");
  if (role === "operator") keys.push("TicketOperator", "PaymentOperator");
  return keys;
}

// src/gateway/actions/account/findUser.ts
import { eq } from "drizzle-orm";

// src/contract/serverTexts.ts
var ServerText = {
  // Template review (the template's RejectReason, the SmsTemplateRejected notification's Reason).
  TemplateRejectedContent: "The content promotes gambling, loans or crypto-currency, which carriers do not accept",
  TemplateRejectedOnlyVariables: "The template has no text besides its variables",
  // Export records (ExportRecord.Error).
  ExportFailed: "Export failed",
  // Error Messages other than a RetCode's default.
  RefreshTokenReused: "The refresh token was already used; the session has been signed out",
  TooManyAttemptsRetryIn: "Too many attempts, please try again in {{Seconds}} seconds",
  ContentRequired: "Content is required",
  SendLimitDailyTotal: "The daily total of your send-limit rule would be exceeded",
  SendLimitMonthlyTotal: "The monthly total of your send-limit rule would be exceeded",
  SendLimitDailySingle: "The daily limit per recipient of your send-limit rule would be exceeded",
  SendLimitMonthlySingle: "The monthly limit per recipient of your send-limit rule would be exceeded",
  StartAfterEnd: "The start time cannot be greater than the end time",
  TimeRangeOverDays: "The time range cannot exceed {{Days}} days",
  EmailUnchanged: "This is already the e-mail address of your account",
  SocialRequestExpired: "The sign-in request has expired, please try again",
  LinkInvalidOrUsed: "This link is invalid or has already been used",
  SocialSignInExpired: "The social sign-in has expired, please sign in with the provider again",
  SocialAccountBoundElsewhere: "This social account is already bound to another user",
  ExpireTimeNotFuture: "ExpireTime: must be in the future",
  AccessKeyNotFound: "The access key does not exist",
  UploadOverLimit: "The file is larger than the upload limit of {{Bytes}} bytes",
  FileNameTooLong: "FileName: must be under {{Max}} characters",
  FileNameChars: "FileName: use letters, digits and _ + - { } . only",
  // Voice audio (VoiceAudio.ErrorKey).
  VoiceAudioUndecodable: "The audio could not be decoded: the file is damaged or is not WAV, FLAC, WMA, MP3, OGG, AAC or M4A audio",
  VoiceAudioTooLong: "The audio is longer than {{Minutes}} minutes",
  VoiceAudioTimedOut: "Transcoding took longer than {{Seconds}} seconds and was stopped",
  // Voice templates (VoiceTemplate.RejectReasonKey; content rejections are the SMS review's keys).
  VoiceSpeechFailed: "The text could not be turned into speech; please try again later",
  VoiceTemplateAudioGone: "The template's audio file was deleted or has not been converted",
  PackageAlreadyActive: "You already have an active package",
  MmsImageUnknown: "MediaFileId: no uploaded image of yours has this id; upload the MMS image first",
  EmailImageUnknown: "Document: the image {{Source}} is not an image you uploaded; upload it again"
};
function isServerTextKey(value) {
  return typeof value === "string" && Object.hasOwn(ServerText, value);
}
function interpolate(template, params = {}) {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name) => Object.hasOwn(params, name) ? String(params[name]) : whole);
}
function serverText(key2, params) {
  return interpolate(ServerText[key2], params);
}
function serverTextKeyOf(text22) {
  if (text22 === "") return null;
  for (const [key2, value] of Object.entries(ServerText)) if (value === text22) return key2;
  return null;
}

// src/gateway/errors.ts
var ActionError = class extends Error {
  constructor(retCode, message, data, opts = {}) {
    super(message === void 0 ? retCodeMessages[retCode] : typeof message === "string" ? message : serverText(message.key, message.params));
    this.retCode = retCode;
    this.data = data;
    this.serverMessage = typeof message === "object" ? message : null;
    this.commit = opts.commit ?? false;
  }
  retCode;
  data;
  commit;
  /** The Message as a key with parameters (contract/serverTexts.ts), when it is not the RetCode's default. */
  serverMessage;
};

// src/gateway/actions/account/findUser.ts
function normalizeEmail(email) {
  return email.trim().toLowerCase();
}
async function findUserByEmail(db, email) {
  const [row] = await db.select().from(users).where(eq(users.email, normalizeEmail(email)));
  return row;
}
async function requireUserById(db, id4) {
  const [row] = await db.select().from(users).where(eq(users.id, id4));
  if (!row) throw new ActionError(RetCode.UserNotExist);
  return row;
}
async function assertEmailFree(db, email) {
  if (await findUserByEmail(db, email)) throw new ActionError(RetCode.UserExists);
}

// src/gateway/auth/authenticate.ts
import { and as and3, eq as eq4, isNull as isNull2, lte, or, sql as sql9 } from "drizzle-orm";

// src/gateway/actions/subscription/activePurchases.ts
import { and, asc, eq as eq2, gt } from "drizzle-orm";
async function activePurchases(db, userId, now) {
  return db.select({ purchase: subscriptionPurchases, pkg: subscriptionPackages }).from(subscriptionPurchases).innerJoin(subscriptionPackages, eq2(subscriptionPackages.subscriptionNo, subscriptionPurchases.subscriptionNo)).where(
    and(
      eq2(subscriptionPurchases.userId, userId),
      eq2(subscriptionPurchases.status, SubscriptionStatus.Active),
      gt(subscriptionPurchases.endTime, now)
    )
  ).orderBy(asc(subscriptionPurchases.endTime));
}

// src/gateway/actions/subscription/activePurchase.ts
async function activePurchase(db, userId, now) {
  return (await activePurchases(db, userId, now)).at(-1) ?? null;
}
async function activeModules(db, userId, now) {
  const row = await activePurchase(db, userId, now);
  return row ? { modules: new Set(row.pkg.modWhitelist.map((m) => m.ProductMod)), until: Number(row.purchase.endTime) } : { modules: /* @__PURE__ */ new Set(), until: Infinity };
}

// src/gateway/db/preparedFor.ts
var bySession = /* @__PURE__ */ new WeakMap();
var textOfName = /* @__PURE__ */ new Map();
function preparedFor(exec, name, prepare) {
  const session = exec._.session;
  let prepared = bySession.get(session);
  if (!prepared) bySession.set(session, prepared = /* @__PURE__ */ new Map());
  const kept = prepared.get(name);
  if (kept !== void 0) return kept;
  const query = prepare(exec, name);
  const text22 = query.getQuery().sql;
  const known = textOfName.get(name);
  if (known === void 0) textOfName.set(name, text22);
  else if (known !== text22) throw new Error(`Prepared statement "${name}" was prepared before with another SQL text`);
  prepared.set(name, query);
  return query;
}

// src/gateway/lib/random.ts
import { hash, randomBytes as randomBytes2, randomInt, timingSafeEqual } from "node:crypto";
function randomToken(prefix, bytes = 32) {
  return `${prefix}_${randomBytes2(bytes).toString("base64url")}`;
}
function randomCode() {
  return String(randomInt(0, 1e6)).padStart(6, "0");
}
function sha256(text22) {
  return hash("sha256", text22, "hex");
}
function safeEqual(a, b) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

// src/gateway/auth/sessions.ts
import { and as and2, eq as eq3, gt as gt2, isNull } from "drizzle-orm";
async function issueTokens(db, sessionId, userId, cfg, now) {
  const access = randomToken("at");
  const refresh = randomToken("rt");
  await db.insert(accessTokens).values({ tokenHash: sha256(access), sessionId, expiresAt: now + cfg.accessTokenTtlMs });
  await db.insert(refreshTokens).values({ tokenHash: sha256(refresh), sessionId, createdAt: now, expiresAt: now + cfg.refreshTokenTtlMs });
  return { AccessToken: access, RefreshToken: refresh, AdminUserID: userId };
}
async function startSession(db, userId, cfg, now) {
  const [session] = await db.insert(sessions).values({ userId, createdAt: now }).returning({ id: sessions.id });
  return issueTokens(db, session.id, userId, cfg, now);
}
async function revokeSession(db, sessionId, reason, now) {
  await db.update(sessions).set({ revokedAt: now, revokeReason: reason }).where(and2(eq3(sessions.id, sessionId), isNull(sessions.revokedAt)));
  await db.delete(accessTokens).where(eq3(accessTokens.sessionId, sessionId));
  await invalidateSession(db, sessionId);
}
async function revokeUserSessions(db, userId, reason, now, keep) {
  const open2 = await db.select({ id: sessions.id }).from(sessions).where(and2(eq3(sessions.userId, userId), isNull(sessions.revokedAt)));
  for (const s of open2) if (s.id !== keep) await revokeSession(db, s.id, reason, now);
}
async function findRefresh(db, token) {
  const rows = await db.select({
    sessionId: refreshTokens.sessionId,
    usedAt: refreshTokens.usedAt,
    expiresAt: refreshTokens.expiresAt,
    revokedAt: sessions.revokedAt,
    userId: sessions.userId
  }).from(refreshTokens).innerJoin(sessions, eq3(sessions.id, refreshTokens.sessionId)).where(eq3(refreshTokens.tokenHash, sha256(token)));
  return rows[0];
}
async function rotateRefreshToken(db, token, cfg, now) {
  const row = await findRefresh(db, token);
  if (!row || row.revokedAt !== null || row.expiresAt <= now) throw new ActionError(RetCode.RefreshTokenInvalid);
  const claimed = await db.update(refreshTokens).set({ usedAt: now }).where(and2(eq3(refreshTokens.tokenHash, sha256(token)), isNull(refreshTokens.usedAt))).returning({ sessionId: refreshTokens.sessionId });
  if (claimed.length === 0) {
    await revokeSession(db, row.sessionId, "refresh-token-reuse", now);
    throw new ActionError(RetCode.RefreshTokenInvalid, { key: "RefreshTokenReused" }, void 0, {
      commit: true
    });
  }
  const [live3] = await db.select({ id: sessions.id }).from(sessions).where(and2(eq3(sessions.id, row.sessionId), isNull(sessions.revokedAt))).for("update");
  if (!live3) throw new ActionError(RetCode.RefreshTokenInvalid);
  await db.delete(accessTokens).where(eq3(accessTokens.sessionId, row.sessionId));
  await invalidateSession(db, row.sessionId);
  return issueTokens(db, row.sessionId, row.userId, cfg, now);
}
async function logoutRefreshToken(db, token, now) {
  const row = await findRefresh(db, token);
  if (row) await revokeSession(db, row.sessionId, "logout", now);
}
async function resolveAccessToken(db, tokenHash, now) {
  const rows = await db.select({ userId: sessions.userId, sessionId: sessions.id, expiresAt: accessTokens.expiresAt }).from(accessTokens).innerJoin(sessions, eq3(sessions.id, accessTokens.sessionId)).where(and2(eq3(accessTokens.tokenHash, tokenHash), gt2(accessTokens.expiresAt, now), isNull(sessions.revokedAt)));
  const row = rows[0];
  return row ? { ...row, expiresAt: Number(row.expiresAt) } : null;
}

// src/gateway/auth/authenticate.ts
var ACCESS_KEY_LAST_USE_INTERVAL_MS = 6e4;
async function authenticate(db, header, now, ip = "", cache2) {
  if (!header) return null;
  const [scheme, value] = header.trim().split(/\s+/, 2);
  if (!scheme || !value) return null;
  if (scheme.toLowerCase() === "bearer") {
    const tokenHash = sha256(value);
    let session = cache2?.getSession(tokenHash, now);
    if (!session) {
      const mark = cache2?.mark() ?? 0;
      const row = await resolveAccessToken(db, tokenHash, now);
      if (!row) return null;
      session = { userId: row.userId, sessionId: row.sessionId };
      cache2?.putSession(tokenHash, session, mark, now, row.expiresAt);
    }
    const user = await loadUser(db, session.userId, now, cache2);
    return user ? { userId: user.id, email: user.email, sessionId: session.sessionId, user } : null;
  }
  if (scheme.toLowerCase() === "accesskey") {
    const sep2 = value.indexOf(":");
    if (sep2 < 1) return null;
    const id4 = value.slice(0, sep2);
    const secret = value.slice(sep2 + 1);
    let key2 = cache2?.getAccessKey(id4, now);
    if (!key2) {
      const mark = cache2?.mark() ?? 0;
      const [row] = await db.select({ secretHash: accessKeys.secretHash, userId: accessKeys.userId, expiresAt: accessKeys.expiresAt, lastUsedAt: accessKeys.lastUsedAt }).from(accessKeys).where(eq4(accessKeys.id, id4));
      if (!row) return null;
      key2 = row;
      cache2?.putAccessKey(id4, key2, mark, now, key2.expiresAt ?? Infinity);
    }
    if (!safeEqual(key2.secretHash, sha256(secret))) return null;
    if (key2.expiresAt !== null && key2.expiresAt <= now) return null;
    const user = await loadUser(db, key2.userId, now, cache2);
    if (!user) return null;
    const staleBefore = now - ACCESS_KEY_LAST_USE_INTERVAL_MS;
    if (key2.lastUsedAt === null || key2.lastUsedAt <= staleBefore) {
      key2.lastUsedAt = now;
      await db.update(accessKeys).set({ lastUsedAt: now, lastUsedIp: ip || null }).where(and3(eq4(accessKeys.id, id4), or(isNull2(accessKeys.lastUsedAt), lte(accessKeys.lastUsedAt, staleBefore))));
    }
    return { userId: user.id, email: user.email, sessionId: null, user };
  }
  return null;
}
async function loadUser(db, userId, now, cache2) {
  const cached2 = cache2?.getUser(userId, now);
  if (cached2) return cached2;
  const mark = cache2?.mark() ?? 0;
  const [row] = await preparedFor(db, "load_user", (exec, name) => exec.select().from(users).where(eq4(users.id, sql9.placeholder("userId"))).prepare(name)).execute({ userId });
  if (row) cache2?.putUser(row, mark, now);
  return row;
}
async function callerModules(db, userId, now, cache2) {
  const cached2 = cache2?.getModules(userId, now);
  if (cached2) return cached2;
  const mark = cache2?.mark() ?? 0;
  const { modules, until } = await activeModules(db, userId, now);
  cache2?.putModules(userId, modules, mark, now, until);
  return modules;
}
async function revokeUserAccessKeys(db, userId) {
  const deleted = await db.delete(accessKeys).where(eq4(accessKeys.userId, userId)).returning({ id: accessKeys.id });
  for (const k of deleted) await invalidateAccessKey(db, k.id);
}

// src/gateway/auth/signInLimiter.ts
import { and as and4, eq as eq5, gt as gt3, lt, or as or2, sql as sql10 } from "drizzle-orm";
var SIGN_IN_LIMITS = {
  windowMs: 15 * 6e4,
  /** Failures of one (account, address) pair; the owner elsewhere is unaffected. */
  perPair: 10,
  /** Failures of one address over all accounts (password spraying from one address). */
  perAddress: 100,
  /**
   * Failures of one account over all addresses. Past it, an address that already failed on this
   * account in the window gets no further guess, but an address without a failure is still
   * checked — so a distributed attack is slowed to one guess per address and window, while the
   * owner's correct password from any address that has not failed is never refused.
   */
  perAccount: 50
};
var passwordSignInActions = /* @__PURE__ */ new Set(["LoginByPassword", "LoginBindSocialMedia"]);
var limit = (n2, scale) => Math.max(1, Math.floor(n2 * scale));
async function hitSignInLimiter(db, a) {
  const since = a.now - SIGN_IN_LIMITS.windowMs;
  await db.delete(signInFailures).where(and4(lt(signInFailures.at, since), or2(eq5(signInFailures.account, a.account), eq5(signInFailures.ip, a.ip))));
  const [mine2] = await db.insert(signInFailures).values({ account: a.account, ip: a.ip, at: a.now }).returning({ id: signInFailures.id });
  const [c] = await db.select({
    pair: sql10`count(*) filter (where ${signInFailures.account} = ${a.account} and ${signInFailures.ip} = ${a.ip})`.mapWith(Number),
    pairOldest: sql10`min(${signInFailures.at}) filter (where ${signInFailures.account} = ${a.account} and ${signInFailures.ip} = ${a.ip})`.mapWith(Number),
    address: sql10`count(*) filter (where ${signInFailures.ip} = ${a.ip})`.mapWith(Number),
    addressOldest: sql10`min(${signInFailures.at}) filter (where ${signInFailures.ip} = ${a.ip})`.mapWith(Number),
    account: sql10`count(*) filter (where ${signInFailures.account} = ${a.account})`.mapWith(Number)
  }).from(signInFailures).where(and4(gt3(signInFailures.at, since), or2(eq5(signInFailures.account, a.account), eq5(signInFailures.ip, a.ip))));
  const counts = c;
  let oldest = null;
  if (counts.pair > limit(SIGN_IN_LIMITS.perPair, a.scale)) oldest = counts.pairOldest;
  else if (counts.address > limit(SIGN_IN_LIMITS.perAddress, a.scale)) oldest = counts.addressOldest;
  else if (counts.account > limit(SIGN_IN_LIMITS.perAccount, a.scale) && counts.pair > 1) oldest = counts.pairOldest;
  else return;
  await db.delete(signInFailures).where(eq5(signInFailures.id, mine2.id));
  const retryAfter = Math.max(1, Math.ceil(((oldest ?? a.now) + SIGN_IN_LIMITS.windowMs - a.now) / 1e3));
  throw new ActionError(RetCode.RateLimited, { key: "TooManyAttemptsRetryIn", params: { Seconds: retryAfter } }, { RetryAfterSeconds: retryAfter });
}
async function clearSignInFailures(db, account, ip) {
  await db.delete(signInFailures).where(and4(eq5(signInFailures.account, account), eq5(signInFailures.ip, ip)));
}

// src/gateway/dispatch/findNulCharacter.ts
var MAX_DEPTH = 64;
function findNulCharacter(value, path = [], depth = 0) {
  if (typeof value === "string") return value.includes("\0") ? path.join(".") || "(body)" : null;
  if (typeof value !== "object" || value === null || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findNulCharacter(value[i], [...path, String(i)], depth + 1);
      if (hit !== null) return hit;
    }
    return null;
  }
  for (const [key2, v] of Object.entries(value)) {
    if (key2.includes("\0")) return [...path, key2.replaceAll("\0", "\\u0000")].join(".");
    const hit = findNulCharacter(v, [...path, key2], depth + 1);
    if (hit !== null) return hit;
  }
  return null;
}
var nulCharacterMessage = (field) => `Text must not contain the NUL character (\\u0000) in ${field}`;

// src/gateway/dispatch/formatIssues.ts
function formatIssues(error) {
  const issue = error.issues[0];
  if (!issue) return "Invalid parameters";
  const field = issue.path.map(String).join(".");
  if (!field) return issue.message;
  return issue.message.startsWith(field.split(".")[0]) ? issue.message : `${field}: ${issue.message}`;
}

// src/gateway/dispatch/idempotency.ts
import { and as and5, eq as eq6, lt as lt2, sql as sql11 } from "drizzle-orm";
var IDEMPOTENCY_KEY_TTL_MS = 8 * 24 * 36e5;
var IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_.:-]{8,128}$/;
async function claimIdempotencyKey(tx, claim) {
  const inserted = await tx.insert(idempotencyKeys).values({ userId: claim.userId, key: claim.key, action: claim.action, requestHash: claim.requestHash, createdAt: claim.now }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return null;
  const [row] = await tx.select().from(idempotencyKeys).where(and5(eq6(idempotencyKeys.userId, claim.userId), eq6(idempotencyKeys.key, claim.key)));
  if (!row || row.requestHash !== claim.requestHash || row.action !== claim.action || row.response === null) {
    throw new ActionError(RetCode.IdempotencyKeyReused);
  }
  return row.response;
}
async function storeIdempotentResponse(tx, userId, key2, response) {
  await tx.update(idempotencyKeys).set({ response: sql11`${JSON.stringify(response)}::jsonb` }).where(and5(eq6(idempotencyKeys.userId, userId), eq6(idempotencyKeys.key, key2)));
}
async function purgeIdempotencyKeys(db, now) {
  await db.delete(idempotencyKeys).where(lt2(idempotencyKeys.createdAt, now - IDEMPOTENCY_KEY_TTL_MS));
}

// src/gateway/dispatch/rateLimit.ts
import { sql as sql12 } from "drizzle-orm";
async function hitRateLimit(db, bucket, rule, scale, now) {
  const windowMs = rule.windowSeconds * 1e3;
  const windowStart = now - now % windowMs;
  const rows = await db.insert(rateLimits).values({ bucket, windowStart, count: 1 }).onConflictDoUpdate({
    target: rateLimits.bucket,
    set: {
      count: sql12`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.count} + 1 else 1 end`,
      windowStart: sql12`excluded.window_start`
    }
  }).returning({ count: rateLimits.count });
  const count42 = rows[0]?.count ?? 1;
  if (count42 > Math.max(1, Math.floor(rule.limit * scale))) {
    const retryAfter = Math.ceil((windowStart + windowMs - now) / 1e3);
    throw new ActionError(RetCode.RateLimited, { key: "TooManyAttemptsRetryIn", params: { Seconds: retryAfter } }, {
      RetryAfterSeconds: retryAfter
    });
  }
}

// src/gateway/dispatch/rateLimits.ts
var MIN = 60;
var HOUR = 3600;
var rateLimitRules = {
  SendRegisterPhoneCodeV1: [
    { scope: "param:Phone", limit: 1, windowSeconds: MIN },
    { scope: "ip", limit: 30, windowSeconds: HOUR }
  ],
  RegisterAdminUser: [
    { scope: "param:Phone", limit: 10, windowSeconds: 15 * MIN },
    { scope: "ip", limit: 30, windowSeconds: HOUR }
  ],
  SendActivateEmail: [
    { scope: "param:Email", limit: 1, windowSeconds: MIN },
    { scope: "ip", limit: 30, windowSeconds: HOUR }
  ],
  SendResetPasswordEmail: [
    { scope: "param:Email", limit: 1, windowSeconds: MIN },
    { scope: "ip", limit: 30, windowSeconds: HOUR }
  ],
  SendCurrentEmailVerificationCode: [{ scope: "user", limit: 1, windowSeconds: MIN }],
  SendChangeEmail: [{ scope: "user", limit: 10, windowSeconds: 15 * MIN }],
  ChangePassword: [{ scope: "user", limit: 10, windowSeconds: 15 * MIN }],
  ResetPassword: [{ scope: "ip", limit: 30, windowSeconds: 15 * MIN }],
  ActivateAdminUser: [{ scope: "ip", limit: 60, windowSeconds: 15 * MIN }],
  GetEmailByKey: [{ scope: "ip", limit: 120, windowSeconds: 15 * MIN }],
  RefreshToken: [{ scope: "ip", limit: 600, windowSeconds: 15 * MIN }],
  LoginBySocialMedia: [{ scope: "ip", limit: 60, windowSeconds: 15 * MIN }],
  // A sending domain costs an RSA key generation; a check, five DNS lookups towards the domain's name servers.
  CreateUEmailDomain: [{ scope: "user", limit: 30, windowSeconds: HOUR }],
  VerifyUEmailDomain: [{ scope: "user", limit: 60, windowSeconds: HOUR }]
};

// src/gateway/dispatch/dispatch.ts
function fail(code2, message, data, keyed) {
  const env = { RetCode: code2, Message: message ?? retCodeMessages[code2] };
  if (keyed) {
    env.MessageKey = keyed.key;
    if (keyed.params) env.MessageParams = keyed.params;
  }
  if (data !== void 0) env.Data = data;
  return env;
}
async function runSingle(handler, params, ctx) {
  try {
    return okEnvelope(await handler(params, ctx));
  } catch (err) {
    if (err instanceof ActionError && err.commit) return fail(err.retCode, err.message, err.data, err.serverMessage);
    throw err;
  }
}
function collecting(cache2, fn) {
  return cache2 ? collectInvalidations(cache2, fn) : fn(null);
}
var NO_RULES = [];
function collectingView(db, pending) {
  const view = collectThrough(Object.create(db), pending);
  const transaction = (fn, config2) => db.transaction((tx) => fn(collectThrough(tx, pending)), config2);
  Object.defineProperty(view, "transaction", { value: transaction });
  return view;
}
var Context = class {
  constructor(db, config2, channels, caller, ip, now, flush) {
    this.db = db;
    this.config = config2;
    this.channels = channels;
    this.caller = caller;
    this.ip = ip;
    this.now = now;
    this.flush = flush;
  }
  db;
  config;
  channels;
  caller;
  ip;
  now;
  flush;
  /** Registered by afterCommit; run by the dispatcher once the Action's transaction committed. */
  committed = null;
  afterCommit(fn) {
    (this.committed ??= []).push(fn);
  }
  flushOutbound() {
    this.flush?.();
  }
};
function createDispatcher(deps) {
  const { db, config: config2, authCache } = deps;
  const channels = deps.channels ?? [];
  const registry = deps.registry ?? actions;
  const handlers2 = { ...deps.handlers, ...deps.extraHandlers };
  for (const name of Object.keys(registry)) {
    if (typeof handlers2[name] !== "function") throw new Error(`Action ${name} has no handler`);
  }
  const log = deps.log ?? ((err) => console.error("[gateway] internal error", err));
  async function checkGates(def, caller, exec, now, cache2) {
    if (!def.module && !def.permission) return;
    const decision = decideAccess(
      {
        modules: def.module ? await callerModules(exec, caller.userId, now, cache2) : /* @__PURE__ */ new Set(),
        permissions: new Set(permissionsFor(caller.email, config2.providerEmailDomain, caller.user.role)),
        userType: caller.user.type
      },
      { module: def.module, permission: def.permission }
    );
    if (decision === "upgrade") throw new ActionError(RetCode.UpgradeRequired);
    if (decision === "no-upgrade-permission") throw new ActionError(RetCode.NoUpgradePermission);
    if (decision === "hidden") throw new ActionError(RetCode.PermissionDenied);
  }
  async function run(req) {
    const body3 = req.body;
    if (typeof body3 !== "object" || body3 === null || Array.isArray(body3)) {
      return fail(RetCode.InvalidRequest, "The request body must be a JSON object");
    }
    const { Action: name, IdempotencyKey: idemKey, ...rest } = body3;
    if (typeof name !== "string" || name === "") return fail(RetCode.InvalidRequest, "Action is required");
    if (!Object.prototype.hasOwnProperty.call(registry, name)) return fail(RetCode.UnknownAction, `Unknown Action: ${name.slice(0, 80)}`);
    const def = registry[name];
    if (idemKey !== void 0 && (typeof idemKey !== "string" || !IDEMPOTENCY_KEY_RE.test(idemKey))) {
      return fail(RetCode.InvalidParams, "IdempotencyKey: must be 8 to 128 letters, digits or _ . : -");
    }
    if (def.idempotencyKey === "required" && idemKey === void 0) return fail(RetCode.InvalidParams, "IdempotencyKey is required");
    const nulField = findNulCharacter(rest);
    if (nulField !== null) return fail(RetCode.InvalidParams, nulCharacterMessage(nulField));
    const parsed = def.params.safeParse(rest);
    if (!parsed.success) return fail(RetCode.InvalidParams, formatIssues(parsed.error));
    const now = Date.now();
    const caller = await authenticate(db, req.authorization, now, req.ip, authCache);
    if (def.access === "user" && !caller) return fail(RetCode.NotLoggedIn);
    for (const rule of rateLimitRules[name] ?? NO_RULES) {
      let subject2;
      if (rule.scope === "ip") subject2 = req.ip;
      else if (rule.scope === "user") subject2 = String(caller?.userId ?? req.ip);
      else subject2 = String(parsed.data[rule.scope.slice(6)] ?? "").toLowerCase();
      await hitRateLimit(db, `${name}:${rule.scope}:${subject2}`, rule, config2.rateLimitScale, now);
    }
    if (passwordSignInActions.has(name)) {
      const account = normalizeEmail(parsed.data.Email);
      await hitSignInLimiter(db, { account, ip: req.ip, now, scale: config2.rateLimitScale });
    }
    const handler = handlers2[name];
    let envelope2;
    let ctx;
    if (def.kind === "read") {
      if (caller) await checkGates(def, caller, db, now, authCache);
      ctx = new Context(db, config2, channels, caller, req.ip, now, deps.flushOutbound);
      envelope2 = okEnvelope(await handler(parsed.data, ctx));
    } else if (def.transaction === "handler") {
      if (idemKey !== void 0) return fail(RetCode.InvalidParams, `IdempotencyKey is not accepted by ${name}`);
      if (caller) await checkGates(def, caller, db, now, void 0);
      const own = ctx = new Context(db, config2, channels, caller, req.ip, now, deps.flushOutbound);
      envelope2 = await collecting(authCache, async (pending) => {
        if (pending) Object.assign(own, { db: collectingView(db, pending) });
        return okEnvelope(await handler(parsed.data, own));
      });
    } else if (def.statement === "single" && !(typeof idemKey === "string" && caller) && !def.module) {
      if (caller) await checkGates(def, caller, db, now, void 0);
      const exec = Object.create(db);
      const single = ctx = new Context(exec, config2, channels, caller, req.ip, now, deps.flushOutbound);
      envelope2 = await collecting(authCache, (pending) => {
        if (pending) collectThrough(exec, pending);
        return runSingle(handler, parsed.data, single);
      });
    } else {
      const useKey = typeof idemKey === "string" && caller ? idemKey : null;
      let committedError = null;
      let txCtx = null;
      envelope2 = await collecting(authCache, (pending) => db.transaction(async (tx) => {
        if (pending) collectThrough(tx, pending);
        txCtx = new Context(tx, config2, channels, caller, req.ip, now, deps.flushOutbound);
        if (useKey && caller) {
          const stored = await claimIdempotencyKey(tx, {
            userId: caller.userId,
            key: useKey,
            action: name,
            requestHash: sha256(canonicalJson(rest)),
            now
          });
          if (stored) return stored;
        }
        if (caller) await checkGates(def, caller, tx, now, void 0);
        let result;
        try {
          result = await handler(parsed.data, txCtx);
        } catch (err) {
          if (err instanceof ActionError && err.commit) {
            committedError = err;
            return fail(err.retCode, err.message, err.data, err.serverMessage);
          }
          throw err;
        }
        const ok = okEnvelope(result);
        if (useKey && caller) await storeIdempotentResponse(tx, caller.userId, useKey, ok);
        return ok;
      }));
      if (committedError || !txCtx) return envelope2;
      ctx = txCtx;
    }
    if (ctx.committed) {
      for (const fn of ctx.committed) {
        try {
          await fn();
        } catch (err) {
          log(err);
        }
      }
    }
    return envelope2;
  }
  return {
    async dispatch(req) {
      try {
        return await run(req);
      } catch (err) {
        if (err instanceof ActionError) return fail(err.retCode, err.message, err.data, err.serverMessage);
        log(err);
        return fail(RetCode.InternalError);
      }
    }
  };
}

// src/gateway/actions/account/accessKeys.ts
import { randomBytes as randomBytes3 } from "node:crypto";
import { and as and6, asc as asc2, eq as eq7 } from "drizzle-orm";

// src/gateway/lib/time.ts
function toUnixSeconds(ms) {
  return Math.floor(ms / 1e3);
}

// src/gateway/actions/account/accessKeys.ts
var toKey = (k) => ({
  AccessKeyId: k.id,
  Name: k.name,
  CreateTime: toUnixSeconds(k.createdAt),
  ExpireTime: k.expiresAt === null ? null : toUnixSeconds(k.expiresAt),
  LastUsedTime: k.lastUsedAt === null ? null : toUnixSeconds(k.lastUsedAt),
  LastUsedIp: k.lastUsedIp
});
var createAccessKey = async (p, ctx) => {
  const expiresAt = p.ExpireTime === void 0 ? null : p.ExpireTime * 1e3;
  if (expiresAt !== null && expiresAt <= ctx.now) throw new ActionError(RetCode.InvalidParams, { key: "ExpireTimeNotFuture" });
  const id4 = `AK${randomBytes3(10).toString("hex").toUpperCase()}`;
  const secret = randomToken("sk");
  const [row] = await ctx.db.insert(accessKeys).values({ id: id4, userId: ctx.caller.userId, name: p.Name, secretHash: sha256(secret), createdAt: ctx.now, expiresAt }).returning();
  return { ...toKey(row), AccessKeySecret: secret };
};
var listAccessKeys = async (_p, ctx) => {
  const rows = await ctx.db.select().from(accessKeys).where(eq7(accessKeys.userId, ctx.caller.userId)).orderBy(asc2(accessKeys.createdAt), asc2(accessKeys.id));
  return { Keys: rows.map(toKey) };
};
var deleteAccessKey = async (p, ctx) => {
  const gone = await ctx.db.delete(accessKeys).where(and6(eq7(accessKeys.id, p.AccessKeyId), eq7(accessKeys.userId, ctx.caller.userId))).returning({ id: accessKeys.id });
  if (gone.length === 0) throw new ActionError(RetCode.NotFound, { key: "AccessKeyNotFound" });
  await invalidateAccessKey(ctx.db, p.AccessKeyId);
  return {};
};

// src/gateway/actions/account/activateAdminUser.ts
import { eq as eq9 } from "drizzle-orm";

// src/gateway/actions/account/verificationCodes.ts
import { and as and7, desc, eq as eq8, inArray, isNull as isNull3 } from "drizzle-orm";
var MINUTE = 6e4;
var Purpose = {
  RegisterPhone: "REGISTER_PHONE",
  Activate: "ACTIVATE",
  ResetPassword: "RESET_PASSWORD",
  ChangeEmail: "CHANGE_EMAIL",
  SocialTicket: "SOCIAL_TICKET"
};
var CODE_TTL_MS = 10 * MINUTE;
var ACTIVATION_KEY_TTL_MS = 24 * 60 * MINUTE;
var RESET_KEY_TTL_MS = 60 * MINUTE;
var CHANGE_EMAIL_KEY_TTL_MS = 60 * MINUTE;
var SOCIAL_TICKET_TTL_MS = 15 * MINUTE;
function codeHash(purpose2, target, code2) {
  return sha256(`${purpose2}:${target}:${code2}`);
}
async function issueCode(db, c) {
  const code2 = randomCode();
  await db.insert(verificationCodes).values({
    purpose: c.purpose,
    target: c.target,
    userId: c.userId ?? null,
    codeHash: codeHash(c.purpose, c.target, code2),
    createdAt: c.now,
    expiresAt: c.now + (c.ttlMs ?? CODE_TTL_MS)
  });
  return code2;
}
async function useCode(db, c) {
  const [row] = await db.select().from(verificationCodes).where(and7(eq8(verificationCodes.purpose, c.purpose), eq8(verificationCodes.target, c.target))).orderBy(desc(verificationCodes.id)).limit(1);
  if (!row || row.usedAt !== null || row.expiresAt <= c.now) return "expired";
  if (!safeEqual(row.codeHash, codeHash(c.purpose, c.target, c.code.trim()))) return "wrong";
  return await markKeyUsed(db, row.id, c.now) ? "ok" : "expired";
}
async function issueKey(db, k) {
  const key2 = randomToken("k");
  await db.insert(verificationCodes).values({
    purpose: k.purpose,
    target: k.target,
    userId: k.userId ?? null,
    codeHash: sha256(key2),
    payload: k.payload ?? null,
    createdAt: k.now,
    expiresAt: k.now + k.ttlMs
  });
  return key2;
}
async function findKey(db, key2, purposes) {
  const [row] = await db.select().from(verificationCodes).where(and7(eq8(verificationCodes.codeHash, sha256(key2.trim())), inArray(verificationCodes.purpose, [...purposes])));
  return row;
}
async function markKeyUsed(db, id4, now) {
  const rows = await db.update(verificationCodes).set({ usedAt: now }).where(and7(eq8(verificationCodes.id, id4), isNull3(verificationCodes.usedAt))).returning({ id: verificationCodes.id });
  return rows.length > 0;
}
async function retireUserKeys(db, userId, purpose2, now) {
  await db.update(verificationCodes).set({ usedAt: now }).where(and7(eq8(verificationCodes.userId, userId), eq8(verificationCodes.purpose, purpose2), isNull3(verificationCodes.usedAt)));
}

// src/gateway/actions/account/activateAdminUser.ts
var activateAdminUser = async (p, ctx) => {
  const key2 = await findKey(ctx.db, p.Key, [Purpose.Activate]);
  if (!key2 || key2.userId === null) throw new ActionError(RetCode.ActivationFailed);
  const user = await requireUserById(ctx.db, key2.userId);
  if (user.activated) throw new ActionError(RetCode.AlreadyActivated);
  if (key2.usedAt !== null) throw new ActionError(RetCode.ActivationFailed);
  if (key2.expiresAt <= ctx.now) throw new ActionError(RetCode.ActivationExpired);
  if (!await markKeyUsed(ctx.db, key2.id, ctx.now)) throw new ActionError(RetCode.ActivationFailed);
  await retireUserKeys(ctx.db, user.id, Purpose.Activate, ctx.now);
  await ctx.db.update(users).set({ activated: true }).where(eq9(users.id, user.id));
  await invalidateUser(ctx.db, user.id);
  return { Email: user.email };
};

// src/gateway/actions/account/changeEmail.ts
import { eq as eq10 } from "drizzle-orm";

// src/gateway/mail/queueMessage.ts
async function queueMessage(ctx, msg) {
  await ctx.db.insert(outboundMessages).values({ ...msg, createdAt: ctx.now });
  ctx.afterCommit(() => ctx.flushOutbound());
}

// src/gateway/actions/account/accountMail.ts
function consoleLink(config2, page9, key2) {
  return `${config2.publicUrl}/${page9}?key=${encodeURIComponent(key2)}`;
}
function activationMail(link) {
  return {
    subject: "Activate your account",
    body: `Welcome! Open this link within 24 hours to activate your account:

${link}

If you did not sign up, ignore this e-mail.`
  };
}
function resetPasswordMail(link) {
  return {
    subject: "Reset your password",
    body: `Open this link within 1 hour to choose a new password:

${link}

If you did not ask for this, ignore this e-mail; your password stays the same.`
  };
}
function alreadyActivatedMail(signInLink) {
  return {
    subject: "Your account is already activated",
    body: `Someone asked for a new activation link for this address, but your account is already active. Sign in here:

${signInLink}

If you forgot your password, use "Forgot password?" on that page.`
  };
}
function duplicateSignUpMail(signInLink, retrieveLink) {
  return {
    subject: "Someone tried to sign up with your address",
    body: `Someone tried to create a new account with this e-mail address, which already has an account. Nothing was changed.

If it was you, sign in here:

${signInLink}

Forgot your password? Reset it here:

${retrieveLink}

If it was not you, ignore this e-mail.`
  };
}
function changeEmailMail(link) {
  return {
    subject: "Confirm your new e-mail address",
    body: `Open this link within 1 hour to use this address for your account:

${link}

If you did not ask for this, ignore this e-mail.`
  };
}
function emailChangedNotice(newEmail) {
  return {
    subject: "Your e-mail address was changed",
    body: `The e-mail address of your account is now ${newEmail}. If you did not do this, contact support at once.`
  };
}
var verifyPurposeText = {
  MODIFY_EMAIL_OLD: "change the e-mail address of your account",
  CANCEL_ACCOUNT: "cancel your account",
  ACTIVE_SUB_USER: "activate a sub-user",
  MODIFY_PASSWORD: "change your password"
};
function verificationCodeMail(code2, type2) {
  return {
    subject: `Your verification code: ${code2}`,
    body: `Your code to ${verifyPurposeText[type2]} is ${code2}. It expires in 10 minutes and works once.`
  };
}
function signUpCodeSms(code2) {
  return { subject: "Sign-up code", body: `Your sign-up code is ${code2}. It expires in 10 minutes.` };
}

// src/gateway/actions/account/changeEmail.ts
var changeEmail = async (p, ctx) => {
  const key2 = await findKey(ctx.db, p.Key, [Purpose.ChangeEmail]);
  if (!key2 || key2.userId === null || !key2.payload || key2.usedAt !== null || key2.expiresAt <= ctx.now) {
    throw new ActionError(RetCode.EmailChangeExpired);
  }
  const user = await requireUserById(ctx.db, key2.userId);
  const newEmail = key2.payload;
  await assertEmailFree(ctx.db, newEmail);
  if (!await markKeyUsed(ctx.db, key2.id, ctx.now)) throw new ActionError(RetCode.EmailChangeExpired);
  await retireUserKeys(ctx.db, user.id, Purpose.ChangeEmail, ctx.now);
  await ctx.db.update(users).set({ email: newEmail }).where(eq10(users.id, user.id));
  await invalidateUser(ctx.db, user.id);
  await queueMessage(ctx, { channel: "email", recipient: user.email, ...emailChangedNotice(newEmail) });
  return { Email: newEmail };
};

// src/gateway/actions/account/changePassword.ts
import { eq as eq11 } from "drizzle-orm";

// src/gateway/auth/password.ts
import { randomBytes as randomBytes4 } from "node:crypto";
import { hash as hash2, verify } from "@node-rs/argon2";
var OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };
var passwordWork = { verifications: 0 };
function hashPassword(password) {
  return hash2(password, OPTIONS);
}
var dummyHash = null;
function dummy() {
  dummyHash ??= hashPassword(randomBytes4(32).toString("base64url"));
  return dummyHash;
}
async function verifyPassword(stored, password) {
  const target = stored ?? await dummy();
  passwordWork.verifications += 1;
  let ok = false;
  try {
    ok = await verify(target, password);
  } catch {
    ok = false;
  }
  return ok && stored != null;
}

// src/gateway/actions/account/requireVerifyCode.ts
async function requireVerifyCode(db, type2, email, code2, now) {
  const check = await useCode(db, { purpose: type2, target: email, code: code2, now });
  if (check !== "ok") throw new ActionError(RetCode.InvalidCode);
}

// src/gateway/actions/account/changePassword.ts
var changePassword = async (p, ctx) => {
  const user = await requireUserById(ctx.db, ctx.caller.userId);
  if (p.OldPassword !== void 0) {
    if (!await verifyPassword(user.passwordHash, p.OldPassword)) throw new ActionError(RetCode.WrongPassword);
  } else if (p.VerifyCode !== void 0) {
    await requireVerifyCode(ctx.db, "MODIFY_PASSWORD", user.email, p.VerifyCode, ctx.now);
  }
  await ctx.db.update(users).set({ passwordHash: await hashPassword(p.NewPassword) }).where(eq11(users.id, user.id));
  await invalidateUser(ctx.db, user.id);
  await revokeUserSessions(ctx.db, user.id, "password-change", ctx.now, ctx.caller.sessionId ?? void 0);
  await revokeUserAccessKeys(ctx.db, user.id);
  return {};
};

// src/gateway/actions/account/getEmailByKey.ts
var linkPurposes = [Purpose.ResetPassword, Purpose.Activate, Purpose.ChangeEmail];
var expiredCode = {
  [Purpose.ResetPassword]: RetCode.PasswordResetExpired,
  [Purpose.Activate]: RetCode.ActivationExpired,
  [Purpose.ChangeEmail]: RetCode.EmailChangeExpired
};
function isLinkPurpose(p) {
  return linkPurposes.includes(p);
}
var getEmailByKey = async (p, ctx) => {
  const key2 = await findKey(ctx.db, p.Key, linkPurposes);
  if (!key2 || key2.userId === null || !isLinkPurpose(key2.purpose)) {
    throw new ActionError(RetCode.NotFound, { key: "LinkInvalidOrUsed" });
  }
  const user = await requireUserById(ctx.db, key2.userId);
  if (key2.purpose === Purpose.Activate && user.activated) throw new ActionError(RetCode.AlreadyActivated);
  if (key2.usedAt !== null || key2.expiresAt <= ctx.now) throw new ActionError(expiredCode[key2.purpose]);
  return {
    Email: key2.purpose === Purpose.ChangeEmail ? key2.payload ?? key2.target : user.email,
    Purpose: key2.purpose,
    ExpireTime: toUnixSeconds(key2.expiresAt)
  };
};

// src/gateway/oauth/OAuthAdapter.ts
var OAuthError = class extends Error {
};

// src/gateway/oauth/createOAuth2Adapter.ts
var TIMEOUT_MS = 1e4;
async function readJson(res, what) {
  const text22 = await res.text();
  let body3;
  try {
    body3 = JSON.parse(text22);
  } catch {
    body3 = Object.fromEntries(new URLSearchParams(text22));
  }
  if (typeof body3 !== "object" || body3 === null || Array.isArray(body3)) throw new OAuthError(`${what}: unreadable answer`);
  const json = body3;
  if (!res.ok || typeof json.error === "string") {
    throw new OAuthError(`${what}: HTTP ${res.status}${typeof json.error === "string" ? ` ${json.error}` : ""}`);
  }
  return json;
}
function stringOf(v) {
  if (typeof v === "string" && v.trim() !== "") return v.trim();
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  return null;
}
function profileFromUserInfo(info) {
  const subject2 = stringOf(info.sub) ?? stringOf(info.id);
  if (!subject2) throw new OAuthError("userinfo: no subject");
  const email = info.email_verified === false ? null : stringOf(info.email);
  return { subject: subject2, email: email ? email.toLowerCase() : null, name: stringOf(info.name) ?? stringOf(info.login) };
}
function createOAuth2Adapter(provider3, cfg) {
  return {
    provider: provider3,
    authorizationUrl(state, redirectUri) {
      const url = new URL(cfg.authorizeUrl);
      url.searchParams.set("response_type", "code");
      url.searchParams.set("client_id", cfg.clientId);
      url.searchParams.set("redirect_uri", redirectUri);
      url.searchParams.set("scope", cfg.scope);
      url.searchParams.set("state", state);
      return url.toString();
    },
    async fetchProfile(code2, redirectUri) {
      let tokenRes;
      let infoRes;
      try {
        tokenRes = await fetch(cfg.tokenUrl, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
          body: new URLSearchParams({
            grant_type: "authorization_code",
            code: code2,
            redirect_uri: redirectUri,
            client_id: cfg.clientId,
            client_secret: cfg.clientSecret
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS)
        });
        const token = await readJson(tokenRes, "token");
        const accessToken = stringOf(token.access_token);
        if (!accessToken) throw new OAuthError("token: no access_token");
        infoRes = await fetch(cfg.userInfoUrl, {
          headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
          signal: AbortSignal.timeout(TIMEOUT_MS)
        });
      } catch (err) {
        if (err instanceof OAuthError) throw err;
        throw new OAuthError(`${provider3}: ${err.message}`);
      }
      return profileFromUserInfo(await readJson(infoRes, "userinfo"));
    }
  };
}

// src/gateway/oauth/oauthAdapterFor.ts
function oauthAdapterFor(config2, provider3) {
  const cfg = config2.oauth[provider3];
  if (!cfg || !cfg.clientId || !cfg.authorizeUrl || !cfg.tokenUrl || !cfg.userInfoUrl) return null;
  return createOAuth2Adapter(provider3, cfg);
}

// src/gateway/actions/account/getSocialMediaAuthUrl.ts
var getSocialMediaAuthUrl = async (p, ctx) => {
  const adapter = oauthAdapterFor(ctx.config, p.Type);
  if (!adapter) throw new ActionError(RetCode.SocialProviderNotConfigured);
  const state = randomToken("st", 24);
  await ctx.db.insert(oauthStates).values({ state: sha256(state), provider: p.Type, redirectUri: p.RedirectUri, createdAt: ctx.now });
  return { Url: adapter.authorizationUrl(state, p.RedirectUri), State: state };
};

// src/gateway/actions/account/getUserInfo.ts
function toUserInfo(u, config2) {
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
    Permissions: permissionsFor(u.email, config2.providerEmailDomain, u.role)
  };
}
var getUserInfo = async (_p, ctx) => toUserInfo(ctx.caller.user, ctx.config);

// src/gateway/actions/account/checkPasswordSignIn.ts
async function checkPasswordSignIn(db, email, password) {
  const user = await findUserByEmail(db, email);
  if (!await verifyPassword(user?.passwordHash, password) || !user) throw new ActionError(RetCode.SignInFailed);
  if (!user.activated) throw new ActionError(RetCode.NotActivated);
  return user;
}

// src/gateway/actions/account/socialTicket.ts
import { and as and8, eq as eq12 } from "drizzle-orm";
import { z as z59 } from "zod";
var TicketPayload = z59.object({ provider: z59.string(), sub: z59.string(), email: z59.string().nullable(), name: z59.string().nullable() });
async function issueSocialTicket(db, provider3, profile, now) {
  const payload = { provider: provider3, sub: profile.subject, email: profile.email, name: profile.name };
  return issueKey(db, {
    purpose: Purpose.SocialTicket,
    target: `${provider3}:${profile.subject}`,
    payload: JSON.stringify(payload),
    now,
    ttlMs: SOCIAL_TICKET_TTL_MS
  });
}
async function useSocialTicket(db, ticket, now) {
  const row = await findKey(db, ticket, [Purpose.SocialTicket]);
  const invalid = new ActionError(RetCode.SocialLoginFailed, { key: "SocialSignInExpired" });
  if (!row || !row.payload || row.usedAt !== null || row.expiresAt <= now) throw invalid;
  let parsed;
  try {
    parsed = TicketPayload.safeParse(JSON.parse(row.payload));
  } catch {
    throw invalid;
  }
  if (!parsed.success || !await markKeyUsed(db, row.id, now)) throw invalid;
  return parsed.data;
}
async function findSocialIdentity(db, provider3, subject2) {
  const [row] = await db.select().from(socialIdentities).where(and8(eq12(socialIdentities.provider, provider3), eq12(socialIdentities.subject, subject2)));
  return row;
}
async function bindSocialIdentity(db, t, userId, now) {
  const existing = await findSocialIdentity(db, t.provider, t.sub);
  if (existing) {
    if (existing.userId === userId) return;
    throw new ActionError(RetCode.SocialLoginFailed, { key: "SocialAccountBoundElsewhere" });
  }
  await db.insert(socialIdentities).values({ provider: t.provider, subject: t.sub, userId, email: t.email, createdAt: now });
}

// src/gateway/actions/account/loginBindSocialMedia.ts
var loginBindSocialMedia = async (p, ctx) => {
  const ticket = await useSocialTicket(ctx.db, p.SocialTicket, ctx.now);
  const user = await checkPasswordSignIn(ctx.db, p.Email, p.Password);
  await clearSignInFailures(ctx.db, normalizeEmail(p.Email), ctx.ip);
  await bindSocialIdentity(ctx.db, ticket, user.id, ctx.now);
  return startSession(ctx.db, user.id, ctx.config, ctx.now);
};

// src/gateway/actions/account/loginByPassword.ts
var loginByPassword = async (p, ctx) => {
  const user = await checkPasswordSignIn(ctx.db, p.Email, p.Password);
  await clearSignInFailures(ctx.db, normalizeEmail(p.Email), ctx.ip);
  return startSession(ctx.db, user.id, ctx.config, ctx.now);
};

// src/gateway/oauth/finishOAuth.ts
import { and as and9, eq as eq13, isNull as isNull4 } from "drizzle-orm";
var OAUTH_STATE_TTL_MS = 10 * 6e4;
async function finishOAuth(db, adapter, p) {
  const [state] = await db.update(oauthStates).set({ usedAt: p.now }).where(and9(eq13(oauthStates.state, sha256(p.state)), isNull4(oauthStates.usedAt))).returning();
  if (!state || state.provider !== p.owner || state.createdAt <= p.now - OAUTH_STATE_TTL_MS) {
    throw new ActionError(RetCode.SocialLoginFailed, { key: "SocialRequestExpired" }, void 0, { commit: true });
  }
  try {
    return await adapter.fetchProfile(p.code, state.redirectUri);
  } catch (err) {
    if (!(err instanceof OAuthError)) throw err;
    throw new ActionError(RetCode.SocialLoginFailed, void 0, void 0, { commit: true });
  }
}

// src/gateway/actions/account/loginBySocialMedia.ts
var loginBySocialMedia = async (p, ctx) => {
  const adapter = oauthAdapterFor(ctx.config, p.Type);
  if (!adapter) throw new ActionError(RetCode.SocialProviderNotConfigured);
  const profile = await finishOAuth(ctx.db, adapter, { state: p.State, code: p.Code, owner: p.Type, now: ctx.now });
  const identity = await findSocialIdentity(ctx.db, p.Type, profile.subject);
  if (identity) {
    const user = await requireUserById(ctx.db, identity.userId);
    const tokens = await startSession(ctx.db, user.id, ctx.config, ctx.now);
    return { Bound: true, Tokens: tokens, SocialTicket: null, Email: user.email, DisplayName: user.displayName };
  }
  const ticket = await issueSocialTicket(ctx.db, p.Type, profile, ctx.now);
  return { Bound: false, Tokens: null, SocialTicket: ticket, Email: profile.email, DisplayName: profile.name };
};

// src/gateway/actions/account/refreshTokens.ts
var refreshToken = async (p, ctx) => rotateRefreshToken(ctx.db, p.RefreshToken, ctx.config, ctx.now);
var logoutToken = async (p, ctx) => {
  await logoutRefreshToken(ctx.db, p.RefreshToken, ctx.now);
  return {};
};

// src/gateway/actions/account/registerAdminUser.ts
import { sql as sql13 } from "drizzle-orm";

// src/gateway/actions/account/createUser.ts
import { randomUUID as randomUUID2 } from "node:crypto";
var WALLET_TYPES = [0, WalletProductType.SMS, WalletProductType.Voice, WalletProductType.Email, WalletProductType.Advertising];
async function createUser(db, u, now) {
  const [row] = await db.insert(users).values({
    email: u.email.toLowerCase(),
    passwordHash: u.passwordHash,
    displayName: u.displayName,
    phone: u.phone ?? "",
    phonePrefix: u.phonePrefix ?? "",
    timezone: u.timezone ?? "UTC",
    registerIp: u.registerIp ?? "",
    registerCountry: u.registerCountry ?? "",
    activated: u.activated,
    upgrade: u.upgrade ?? false,
    type: u.type ?? 1,
    saleCode: u.saleCode ?? null,
    channelCode: u.channelCode ?? null,
    createdAt: now
  }).returning({ id: users.id });
  const userId = row.id;
  await db.insert(projects).values({ id: `org-${randomUUID2().slice(0, 8)}`, userId, name: "Default project", isDefault: true, createdAt: now });
  await db.insert(wallets).values(WALLET_TYPES.map((productType) => ({ userId, productType })));
  return userId;
}

// src/gateway/actions/account/sendActivationLink.ts
async function sendActivationLink(ctx, user) {
  const key2 = await issueKey(ctx.db, {
    purpose: Purpose.Activate,
    target: user.email,
    userId: user.id,
    now: ctx.now,
    ttlMs: ACTIVATION_KEY_TTL_MS
  });
  await queueMessage(ctx, { channel: "email", recipient: user.email, ...activationMail(consoleLink(ctx.config, "active", key2)) });
}

// src/gateway/actions/account/sendRegisterPhoneCodeV1.ts
function fullPhone(prefix, phone3) {
  return `${prefix.replace(/\D/g, "")}${phone3}`;
}
var sendRegisterPhoneCodeV1 = async (p, ctx) => {
  const target = fullPhone(p.PhonePrefix, p.Phone);
  const code2 = await issueCode(ctx.db, { purpose: Purpose.RegisterPhone, target, now: ctx.now });
  await queueMessage(ctx, { channel: "sms", recipient: target, ...signUpCodeSms(code2) });
  return { Sent: true, ResendAfterSeconds: RESEND_COUNTDOWN_SECONDS };
};

// src/gateway/db/resultRows.ts
var resultRows = (result) => result.rows;

// src/gateway/actions/account/registerAdminUser.ts
var registerAdminUser = async (p, ctx) => {
  const email = normalizeEmail(p.Email);
  const check = await useCode(ctx.db, { purpose: Purpose.RegisterPhone, target: fullPhone(p.PhonePrefix, p.Phone), code: p.PhoneCode, now: ctx.now });
  if (check === "expired") throw new ActionError(RetCode.SignupCodeExpired);
  if (check === "wrong") throw new ActionError(RetCode.InvalidCode);
  await hashPassword(p.Password);
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    const mail = duplicateSignUpMail(`${ctx.config.publicUrl}/signin`, `${ctx.config.publicUrl}/retrieve`);
    await queueMessage(ctx, { channel: "email", recipient: existing.email, ...mail });
    const [drawn] = resultRows(await ctx.db.execute(sql13`select nextval(pg_get_serial_sequence('users', 'id')) as id`));
    return { AdminUserID: Number(drawn.id) };
  }
  const id4 = await createUser(
    ctx.db,
    {
      email,
      passwordHash: await hashPassword(p.Password),
      displayName: p.DisplayName,
      phone: p.Phone,
      phonePrefix: p.PhonePrefix.replace(/\D/g, ""),
      timezone: p.Timezone || void 0,
      registerIp: ctx.ip,
      registerCountry: p.Country.toUpperCase(),
      activated: false,
      saleCode: p.SaleCode || null,
      channelCode: p.ChannelCode || null
    },
    ctx.now
  );
  await sendActivationLink(ctx, { id: id4, email });
  return { AdminUserID: id4 };
};

// src/gateway/actions/account/registerBySocialMedia.ts
var registerBySocialMedia = async (p, ctx) => {
  const email = normalizeEmail(p.Email);
  await assertEmailFree(ctx.db, email);
  const ticket = await useSocialTicket(ctx.db, p.SocialTicket, ctx.now);
  const userId = await createUser(
    ctx.db,
    {
      email,
      passwordHash: null,
      displayName: p.DisplayName,
      timezone: p.Timezone || void 0,
      registerIp: ctx.ip,
      registerCountry: p.Country.toUpperCase(),
      activated: true
    },
    ctx.now
  );
  await bindSocialIdentity(ctx.db, ticket, userId, ctx.now);
  return startSession(ctx.db, userId, ctx.config, ctx.now);
};

// src/gateway/actions/account/resetPassword.ts
import { eq as eq14 } from "drizzle-orm";
var resetPassword = async (p, ctx) => {
  const key2 = await findKey(ctx.db, p.Key, [Purpose.ResetPassword]);
  if (!key2 || key2.userId === null || key2.usedAt !== null || key2.expiresAt <= ctx.now) {
    throw new ActionError(RetCode.PasswordResetExpired);
  }
  if (!await markKeyUsed(ctx.db, key2.id, ctx.now)) throw new ActionError(RetCode.PasswordResetExpired);
  await retireUserKeys(ctx.db, key2.userId, Purpose.ResetPassword, ctx.now);
  await ctx.db.update(users).set({ passwordHash: await hashPassword(p.Password), activated: true }).where(eq14(users.id, key2.userId));
  await invalidateUser(ctx.db, key2.userId);
  await revokeUserSessions(ctx.db, key2.userId, "password-reset", ctx.now);
  await revokeUserAccessKeys(ctx.db, key2.userId);
  return {};
};

// src/gateway/actions/account/sendActivateEmail.ts
var sendActivateEmail = async (p, ctx) => {
  const user = await findUserByEmail(ctx.db, p.Email);
  if (user && !user.activated) await sendActivationLink(ctx, user);
  else if (user) await queueMessage(ctx, { channel: "email", recipient: user.email, ...alreadyActivatedMail(`${ctx.config.publicUrl}/signin`) });
  return { Sent: true, ResendAfterSeconds: RESEND_COUNTDOWN_SECONDS };
};

// src/gateway/actions/account/sendChangeEmail.ts
var sendChangeEmail = async (p, ctx) => {
  const user = await requireUserById(ctx.db, ctx.caller.userId);
  const newEmail = normalizeEmail(p.Email);
  await requireVerifyCode(ctx.db, "MODIFY_EMAIL_OLD", user.email, p.VerifyCode, ctx.now);
  if (newEmail === user.email) throw new ActionError(RetCode.UserExists, { key: "EmailUnchanged" });
  await assertEmailFree(ctx.db, newEmail);
  const key2 = await issueKey(ctx.db, {
    purpose: Purpose.ChangeEmail,
    target: newEmail,
    userId: user.id,
    payload: newEmail,
    now: ctx.now,
    ttlMs: CHANGE_EMAIL_KEY_TTL_MS
  });
  await queueMessage(ctx, { channel: "email", recipient: newEmail, ...changeEmailMail(consoleLink(ctx.config, "mail", key2)) });
  return { Sent: true, ResendAfterSeconds: RESEND_COUNTDOWN_SECONDS };
};

// src/gateway/actions/account/sendCurrentEmailVerificationCode.ts
var sendCurrentEmailVerificationCode = async (p, ctx) => {
  const user = await requireUserById(ctx.db, ctx.caller.userId);
  const code2 = await issueCode(ctx.db, { purpose: p.VerifyType, target: user.email, userId: user.id, now: ctx.now });
  await queueMessage(ctx, { channel: "email", recipient: user.email, ...verificationCodeMail(code2, p.VerifyType) });
  return { Sent: true, ResendAfterSeconds: RESEND_COUNTDOWN_SECONDS };
};

// src/gateway/actions/account/sendResetPasswordEmail.ts
var sendResetPasswordEmail = async (p, ctx) => {
  const user = await findUserByEmail(ctx.db, p.Email);
  if (user) {
    const key2 = await issueKey(ctx.db, { purpose: Purpose.ResetPassword, target: user.email, userId: user.id, now: ctx.now, ttlMs: RESET_KEY_TTL_MS });
    await queueMessage(ctx, { channel: "email", recipient: user.email, ...resetPasswordMail(consoleLink(ctx.config, "reset", key2)) });
  }
  return { Sent: true, ResendAfterSeconds: RESEND_COUNTDOWN_SECONDS };
};

// src/gateway/actions/account/updateUser.ts
import { and as and10, eq as eq15, getTableColumns, or as or3, sql as sql14 } from "drizzle-orm";
var FIELDS = [
  ["DisplayName", "displayName"],
  ["Phone", "phone"],
  ["Timezone", "timezone"],
  ["CnName", "cnName"],
  ["EnName", "enName"]
];
function prepareUpdate(exec, name, mask) {
  const set = {};
  const differs = [];
  for (let i = 0; i < FIELDS.length; i++) {
    if (!(mask & 1 << i)) continue;
    const column = FIELDS[i][1];
    set[column] = sql14`${sql14.placeholder(column)}`;
    differs.push(sql14`${users[column]} is distinct from ${sql14.placeholder(column)}`);
  }
  return exec.update(users).set(set).where(and10(eq15(users.id, sql14.placeholder("userId")), or3(...differs))).returning({ ...getTableColumns(users), published: userRowInvalidationSql(users.id, sql14.placeholder("origin")) }).prepare(name);
}
var updateUser = async (p, ctx) => {
  const changes = {};
  if (p.DisplayName !== void 0) changes.displayName = p.DisplayName;
  if (p.Phone !== void 0) changes.phone = p.Phone;
  if (p.Timezone !== void 0) changes.timezone = p.Timezone.trim() || "UTC";
  if (p.CnName !== void 0) changes.cnName = p.CnName;
  if (p.EnName !== void 0) changes.enName = p.EnName;
  let mask = 0;
  for (let i = 0; i < FIELDS.length; i++) if (changes[FIELDS[i][1]] !== void 0) mask |= 1 << i;
  if (mask === 0) return toUserInfo(ctx.caller.user, ctx.config);
  const statement = preparedFor(ctx.db, `update_user_${mask}`, (exec, name) => prepareUpdate(exec, name, mask));
  const [row] = await statement.execute({ ...changes, userId: ctx.caller.userId, origin: publishedOrigin(ctx.db) });
  if (row) {
    notePublishedUserRow(ctx.db, row.id);
    const { published: _published, ...user } = row;
    return toUserInfo(user, ctx.config);
  }
  return toUserInfo({ ...ctx.caller.user, ...changes }, ctx.config);
};

// src/gateway/actions/account/notificationEmails.ts
import { eq as eq17 } from "drizzle-orm";

// src/gateway/mail/notificationRecipients.ts
import { asc as asc3, eq as eq16 } from "drizzle-orm";
async function notificationEmailsOf(db, userId) {
  const rows = await db.select({ email: notificationEmails.email }).from(notificationEmails).where(eq16(notificationEmails.userId, userId)).orderBy(asc3(notificationEmails.position));
  return rows.map((r) => r.email);
}
async function notificationRecipients(db, userId) {
  const set = await notificationEmailsOf(db, userId);
  if (set.length > 0) return set;
  const [u] = await db.select({ email: users.email }).from(users).where(eq16(users.id, userId));
  return u ? [u.email] : [];
}
async function queueNotificationMail(db, userId, mail, now) {
  const recipients = await notificationRecipients(db, userId);
  for (const recipient of recipients) await db.insert(outboundMessages).values({ channel: "email", recipient, ...mail, createdAt: now });
  return recipients.length;
}

// src/gateway/actions/account/notificationEmails.ts
async function answer(db, userId) {
  return { Emails: await notificationEmailsOf(db, userId), Recipients: await notificationRecipients(db, userId) };
}
var getNotificationEmails = (_p, ctx) => answer(ctx.db, ctx.caller.userId);
var updateNotificationEmails = async (p, ctx) => {
  const userId = ctx.caller.userId;
  await ctx.db.delete(notificationEmails).where(eq17(notificationEmails.userId, userId));
  if (p.Emails.length > 0) {
    await ctx.db.insert(notificationEmails).values(p.Emails.map((email, position) => ({ userId, email: email.toLowerCase(), position, createdAt: ctx.now })));
  }
  return answer(ctx.db, userId);
};

// src/gateway/actions/account/index.ts
var accountHandlers = {
  LoginByPassword: loginByPassword,
  SendRegisterPhoneCodeV1: sendRegisterPhoneCodeV1,
  RegisterAdminUser: registerAdminUser,
  SendActivateEmail: sendActivateEmail,
  ActivateAdminUser: activateAdminUser,
  GetUserInfo: getUserInfo,
  UpdateUser: updateUser,
  SendCurrentEmailVerificationCode: sendCurrentEmailVerificationCode,
  SendChangeEmail: sendChangeEmail,
  ChangeEmail: changeEmail,
  SendResetPasswordEmail: sendResetPasswordEmail,
  GetEmailByKey: getEmailByKey,
  ResetPassword: resetPassword,
  ChangePassword: changePassword,
  CreateAccessKey: createAccessKey,
  ListAccessKeys: listAccessKeys,
  DeleteAccessKey: deleteAccessKey,
  RefreshToken: refreshToken,
  LogoutToken: logoutToken,
  GetSocialMediaAuthUrl: getSocialMediaAuthUrl,
  LoginBySocialMedia: loginBySocialMedia,
  RegisterBySocialMedia: registerBySocialMedia,
  LoginBindSocialMedia: loginBindSocialMedia,
  GetNotificationEmails: getNotificationEmails,
  UpdateNotificationEmails: updateNotificationEmails
};

// src/gateway/actions/billing/addTransactionExportTask.ts
import { eq as eq22 } from "drizzle-orm";

// src/contract/display/exportStatus.ts
var ExportStatus = { Submitted: 1, Processing: 2, Failed: 3, Completed: 4 };
var exportStatusDisplay = {
  [ExportStatus.Submitted]: { textKey: "status.export.submitted", tone: "neutral" },
  [ExportStatus.Processing]: { textKey: "status.export.processing", tone: "warning" },
  [ExportStatus.Failed]: { textKey: "status.export.failed", tone: "error" },
  [ExportStatus.Completed]: { textKey: "status.export.completed", tone: "success" }
};

// src/gateway/jobs/jobQueue.ts
import { randomBytes as randomBytes5 } from "node:crypto";
import { and as and11, asc as asc4, eq as eq18, inArray as inArray2, isNull as isNull5, lt as lt3, lte as lte2, or as or4 } from "drizzle-orm";
var LeaseLostError = class extends Error {
  constructor(job) {
    super(`lease of job ${job.kind} ${job.ref} lost`);
    this.name = "LeaseLostError";
  }
};
async function enqueueJob(db, job) {
  await db.insert(jobs).values({ kind: job.kind, ref: job.ref, runAt: job.runAt, createdAt: job.now }).onConflictDoNothing();
}
async function claimJob(db, kinds, workerId, now, leaseMs) {
  return db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(and11(isNull5(jobs.doneAt), lte2(jobs.runAt, now), inArray2(jobs.kind, [...kinds]), or4(isNull5(jobs.lockedUntil), lt3(jobs.lockedUntil, now)))).orderBy(asc4(jobs.runAt)).limit(1).for("update", { skipLocked: true });
    if (!job) return null;
    const claimed = { lockedBy: `${workerId}.${randomBytes5(6).toString("hex")}`, lockedUntil: now + leaseMs, attempts: job.attempts + 1 };
    await tx.update(jobs).set(claimed).where(eq18(jobs.id, job.id));
    return { ...job, ...claimed };
  });
}
var mine = (job) => and11(eq18(jobs.id, job.id), eq18(jobs.lockedBy, job.lockedBy ?? ""));
async function extendLease(db, job, now, leaseMs) {
  const rows = await db.update(jobs).set({ lockedUntil: now + leaseMs }).where(mine(job)).returning({ id: jobs.id });
  return rows.length > 0;
}
async function checkLease(tx, job) {
  const rows = await tx.select({ id: jobs.id }).from(jobs).where(and11(mine(job), isNull5(jobs.doneAt))).for("update");
  if (rows.length === 0) throw new LeaseLostError(job);
}
async function finishJob(db, job, now, error) {
  await db.update(jobs).set({ doneAt: now, lockedBy: null, lockedUntil: null, lastError: error ?? null }).where(mine(job));
}
async function rescheduleJob(db, job, runAt, opts = {}) {
  await db.update(jobs).set({
    runAt,
    lockedBy: null,
    lockedUntil: null,
    ...opts.error !== void 0 ? { lastError: opts.error } : {},
    ...opts.resetAttempts ? { attempts: 0 } : {}
  }).where(mine(job));
}

// src/gateway/jobs/wakeJobRunners.ts
var listeners = /* @__PURE__ */ new Set();
function onJobsQueued(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
function wakeJobRunners() {
  for (const fn of listeners) fn();
}

// src/gateway/messaging/exports/exportJob.ts
import { and as and13, eq as eq20, sql as sql15 } from "drizzle-orm";

// src/gateway/notifications/notify.ts
async function notify(db, n2) {
  await db.insert(notifications).values({ userId: n2.userId, kind: n2.kind, params: n2.params, link: n2.link, createdAt: n2.now });
}

// src/gateway/messaging/records/recordQuery.ts
import { and as and12, desc as desc2, eq as eq19, gte, inArray as inArray3, lte as lte3 } from "drizzle-orm";

// src/gateway/messaging/delivery/messageState.ts
var MessageState = {
  Queued: 0,
  /** Claimed by a runner, being handed to the carrier. */
  Submitting: 1,
  /** Accepted by the carrier (and charged), waiting for the receipt. */
  Submitted: 2,
  Success: 3,
  Fail: 4,
  Unknown: 5,
  SubmitFail: 6
};
var PENDING_STATES = [MessageState.Queued, MessageState.Submitting, MessageState.Submitted];
var stateOfResult = {
  Success: MessageState.Success,
  Fail: MessageState.Fail,
  Unknown: MessageState.Unknown,
  SubmitFail: MessageState.SubmitFail
};
function resultOfState(state) {
  switch (state) {
    case MessageState.Success:
      return "Success";
    case MessageState.Fail:
      return "Fail";
    case MessageState.Unknown:
      return "Unknown";
    case MessageState.SubmitFail:
      return "SubmitFail";
    default:
      return null;
  }
}
function submitStatusOfState(state) {
  if (state === MessageState.Queued || state === MessageState.Submitting) return SubmitStatus.Process;
  if (state === MessageState.Submitted) return SubmitStatus.SubmitSuccess;
  if (state === MessageState.SubmitFail) return SubmitStatus.Fail;
  return SubmitStatus.Success;
}
function statesOfFilter(status) {
  return status === "Pending" ? PENDING_STATES : [stateOfResult[status]];
}

// src/gateway/messaging/records/recordQuery.ts
async function recordWhere(db, userId, f, channelId) {
  const parts = [eq19(smsMessages.userId, userId)];
  if (channelId !== void 0) parts.push(eq19(smsMessages.channel, channelId));
  if (f.TaskId) {
    const [task] = await db.select({ id: smsTasks.id }).from(smsTasks).where(and12(eq19(smsTasks.taskId, f.TaskId), eq19(smsTasks.userId, userId)));
    if (!task) return null;
    parts.push(eq19(smsMessages.taskId, task.id));
  }
  if (f.PhoneNumber) parts.push(eq19(smsMessages.phone, `+${f.PhoneNumber.replace(/^\+/, "")}`));
  if (f.Status) {
    const states = statesOfFilter(f.Status);
    parts.push(states.length === 1 ? eq19(smsMessages.state, states[0]) : inArray3(smsMessages.state, states));
  }
  if (f.StartTime !== void 0) parts.push(gte(smsMessages.sendAt, f.StartTime * 1e3));
  if (f.EndTime !== void 0) parts.push(lte3(smsMessages.sendAt, f.EndTime * 1e3 + 999));
  return and12(...parts);
}
var recordColumns = {
  id: smsMessages.id,
  taskId: smsTasks.taskId,
  phone: smsMessages.phone,
  countryCode: smsMessages.countryCode,
  senderId: smsTasks.senderId,
  content: smsTasks.content,
  segments: smsMessages.segments,
  price: smsMessages.price,
  state: smsMessages.state,
  receiptCode: smsMessages.receiptCode,
  sendAt: smsMessages.sendAt,
  submitAt: smsMessages.submitAt,
  doneAt: smsMessages.doneAt,
  calledMs: smsMessages.calledMs
};
var recordOrder = [desc2(smsMessages.sendAt), desc2(smsMessages.id)];

// src/gateway/messaging/records/toSendRecord.ts
function toSendRecord(r) {
  return {
    MessageId: String(r.id),
    TaskId: r.taskId,
    PhoneNumber: r.phone,
    CountryCode: r.countryCode,
    SenderId: r.senderId,
    Content: r.content,
    Segments: r.segments,
    Price: r.price,
    SubmitStatus: submitStatusOfState(r.state),
    SendResult: resultOfState(r.state),
    ReceiptCode: r.receiptCode ?? "",
    SendTime: toUnixSeconds(r.sendAt),
    SubmitTime: r.submitAt === null ? null : toUnixSeconds(r.submitAt),
    ReceiptTime: r.doneAt === null ? null : toUnixSeconds(r.doneAt)
  };
}

// src/gateway/messaging/exports/csv.ts
var CSV_HEADER = ["MessageId", "TaskId", "PhoneNumber", "CountryCode", "SenderId", "Content", "Segments", "Price", "SendResult", "ReceiptCode", "SendTime", "SubmitTime", "ReceiptTime"];
function csvField(value) {
  if (value === null) return "";
  let s = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(s) && !/^\+\d+$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
var iso = (seconds2) => seconds2 === null ? null : new Date(seconds2 * 1e3).toISOString();
function csvLine(r) {
  return [
    r.MessageId,
    r.TaskId,
    r.PhoneNumber,
    r.CountryCode,
    r.SenderId,
    r.Content,
    r.Segments,
    formatAmount(r.Price),
    r.SendResult ?? "Pending",
    r.ReceiptCode,
    iso(r.SendTime),
    iso(r.SubmitTime),
    iso(r.ReceiptTime)
  ].map(csvField).join(",");
}

// src/gateway/messaging/exports/exportJob.ts
var EXPORT_JOB = "sms-export";
var ROWS_PER_CHUNK = 5e3;
var MAX_ROWS = 1e6;
function exportJob(deps) {
  const { db } = deps;
  return async (job, ctl) => {
    const exportPk = Number(job.ref);
    const [exp] = await db.select().from(smsExports).where(eq20(smsExports.id, exportPk));
    if (!exp || exp.status === ExportStatus.Completed || exp.status === ExportStatus.Failed) return { done: true };
    const notice = deps.channels.find((c) => c.channelId === exp.channel)?.exportNotice;
    try {
      await ctl.fenced(async (tx) => {
        await tx.update(smsExports).set({ status: ExportStatus.Processing }).where(eq20(smsExports.id, exportPk));
        await tx.delete(smsExportChunks).where(eq20(smsExportChunks.exportId, exportPk));
      });
      const source = exp.source === "records" ? null : deps.sources?.[exp.source];
      if (exp.source !== "records" && !source) throw new Error(`No export source ${exp.source}`);
      const where = source ? null : await recordWhere(db, exp.userId, exp.filter, exp.channel);
      let cursor = null;
      let rows = 0;
      let seq = 0;
      const header = `${(source?.header ?? CSV_HEADER).join(",")}\r
`;
      await ctl.fenced((tx) => tx.insert(smsExportChunks).values({ exportId: exportPk, seq: seq++, data: header }));
      let sourceCursor = null;
      while (source && rows < MAX_ROWS) {
        if (ctl.stopping) return { runAt: Date.now() };
        if (!await ctl.extendLease()) return { abandon: true };
        const page9 = await source.page(db, exp, sourceCursor, ROWS_PER_CHUNK);
        if (page9.lines.length === 0) break;
        const text22 = page9.lines.map((l) => `${l}\r
`).join("");
        await ctl.fenced((tx) => tx.insert(smsExportChunks).values({ exportId: exportPk, seq: seq++, data: text22 }));
        rows += page9.lines.length;
        sourceCursor = page9.cursor;
        if (page9.lines.length < ROWS_PER_CHUNK) break;
      }
      while (where && rows < MAX_ROWS) {
        if (ctl.stopping) return { runAt: Date.now() };
        if (!await ctl.extendLease()) return { abandon: true };
        const page9 = await db.select(recordColumns).from(smsMessages).innerJoin(smsTasks, eq20(smsTasks.id, smsMessages.taskId)).where(cursor ? and13(where, sql15`(${smsMessages.sendAt}, ${smsMessages.id}) < (${cursor.sendAt}, ${cursor.id})`) : where).orderBy(...recordOrder).limit(ROWS_PER_CHUNK);
        if (page9.length === 0) break;
        const text22 = page9.map((r) => `${csvLine(toSendRecord(r))}\r
`).join("");
        await ctl.fenced((tx) => tx.insert(smsExportChunks).values({ exportId: exportPk, seq: seq++, data: text22 }));
        rows += page9.length;
        const last = page9[page9.length - 1];
        cursor = { sendAt: last.sendAt, id: last.id };
        if (page9.length < ROWS_PER_CHUNK) break;
      }
      await ctl.fenced(async (tx) => {
        const now = Date.now();
        await tx.update(smsExports).set({ status: ExportStatus.Completed, rowCount: rows, finishedAt: now }).where(eq20(smsExports.id, exportPk));
        if (notice) await notify(tx, { userId: exp.userId, kind: notice.ready, params: { ExportId: exp.exportId, Name: exp.name || exp.exportId, Rows: rows }, link: notice.link, now });
      });
      return { done: true };
    } catch (err) {
      if (err instanceof LeaseLostError || ctl.lost) throw err;
      deps.log(`[messaging] export ${exp.exportId} failed: ${String(err)}`);
      await ctl.fenced(async (tx) => {
        const now = Date.now();
        await tx.update(smsExports).set({ status: ExportStatus.Failed, error: serverText("ExportFailed"), finishedAt: now }).where(eq20(smsExports.id, exportPk));
        if (notice) await notify(tx, { userId: exp.userId, kind: notice.failed, params: { ExportId: exp.exportId, Name: exp.name || exp.exportId }, link: notice.link, now });
      });
      return { done: true };
    }
  };
}

// src/gateway/actions/sms/toExportRecord.ts
function toExportRecord(e) {
  const f = e.filter;
  return {
    ExportId: e.exportId,
    Name: e.name,
    StartTime: f.StartTime ?? null,
    EndTime: f.EndTime ?? null,
    Status: e.status,
    RowCount: e.rowCount,
    CreateTime: toUnixSeconds(e.createdAt),
    FinishTime: e.finishedAt === null ? null : toUnixSeconds(e.finishedAt),
    Error: e.error,
    ErrorKey: serverTextKeyOf(e.error)
  };
}

// src/gateway/actions/billing/toAnyExportRecord.ts
function toAnyExportRecord(e) {
  return { ...toExportRecord(e), Channel: e.channel, Source: e.source === "transactions" ? "transactions" : "records" };
}

// src/gateway/actions/billing/transactionQuery.ts
import { and as and14, eq as eq21, gte as gte2, isNotNull, isNull as isNull6, lt as lt4, ne, or as or5, sql as sql16 } from "drizzle-orm";
var money = sql16`(${walletJournal.deltaAmount} + ${walletJournal.deltaFree} + ${walletJournal.deltaCredit})`;
var transactionType = sql16`case
  when ${walletJournal.failedAmount} is not null then 'Recharge'
  when ${walletJournal.kind} = 'refund' then 'Refund'
  when ${money} > 0 and ${walletJournal.deltaAmount} = 0 and ${walletJournal.deltaCredit} = 0 then 'BonusRecharge'
  when ${money} > 0 then 'Recharge'
  when ${walletJournal.deltaAmount} = 0 and ${walletJournal.deltaCredit} = 0 then 'BonusDeduction'
  else 'Deduct' end`;
var transactionColumns = {
  id: walletJournal.id,
  type: transactionType,
  productType: wallets.productType,
  amount: walletJournal.deltaAmount,
  free: walletJournal.deltaFree,
  credit: walletJournal.deltaCredit,
  availableAfter: walletJournal.availableAfter,
  failedAmount: walletJournal.failedAmount,
  reference: walletJournal.reference,
  createdAt: walletJournal.createdAt
};
function transactionWhere(userId, f) {
  const parts = [
    eq21(wallets.userId, userId),
    or5(ne(walletJournal.deltaAmount, 0), ne(walletJournal.deltaFree, 0), ne(walletJournal.deltaCredit, 0), isNotNull(walletJournal.failedAmount)),
    f.State === void 0 ? void 0 : f.State === TransactionState.Failed ? isNotNull(walletJournal.failedAmount) : isNull6(walletJournal.failedAmount),
    f.ProductType === void 0 ? void 0 : eq21(wallets.productType, f.ProductType),
    f.StartTime === void 0 ? void 0 : gte2(walletJournal.createdAt, f.StartTime * 1e3),
    f.EndTime === void 0 ? void 0 : lt4(walletJournal.createdAt, (f.EndTime + 1) * 1e3),
    f.Type === void 0 ? void 0 : sql16`${transactionType} = ${f.Type}`
  ];
  return and14(...parts);
}
function transactionFigures(r) {
  if (r.failedAmount !== null) return { State: TransactionState.Failed, Amount: r.failedAmount, AmountFree: 0, AmountCredit: 0 };
  return { State: TransactionState.Success, Amount: r.amount + r.free + r.credit, AmountFree: r.free, AmountCredit: r.credit };
}

// src/gateway/actions/billing/addTransactionExportTask.ts
var addTransactionExportTask = async (p, ctx) => {
  if (p.StartTime !== void 0 && p.EndTime !== void 0 && p.StartTime > p.EndTime) throw new ActionError(RetCode.InvalidParams, { key: "StartAfterEnd" });
  const { Name, ...filter } = p;
  const [any] = await ctx.db.select({ id: walletJournal.id }).from(walletJournal).innerJoin(wallets, eq22(wallets.id, walletJournal.walletId)).where(transactionWhere(ctx.caller.userId, filter)).limit(1);
  if (!any) throw new ActionError(RetCode.NoDataToExport);
  const [e] = await ctx.db.insert(smsExports).values({
    exportId: randomToken("tx", 9),
    userId: ctx.caller.userId,
    channel: 0,
    source: "transactions",
    name: Name || `Transactions ${new Date(ctx.now).toISOString().slice(0, 10)}`,
    filter,
    status: ExportStatus.Submitted,
    createdAt: ctx.now
  }).returning();
  await enqueueJob(ctx.db, { kind: EXPORT_JOB, ref: String(e.id), runAt: ctx.now, now: ctx.now });
  ctx.afterCommit(() => wakeJobRunners());
  return toAnyExportRecord(e);
};

// src/gateway/payments/paymentJobs.ts
var PaymentJob = {
  /** ref: SetupIntent id. Fetches its outcome, stores the card, authorises the 10 USD. */
  cardSetup: "card-setup",
  /** ref: card_holds.id. Releases the 10 USD of a binding when due. */
  holdRelease: "card-hold-release",
  /** ref: payment id. Charges the card of a recharge and credits the wallet once. */
  inpour: "inpour-payment",
  /** ref: `<userId>:<productType>`. Refills a wallet that fell below the threshold. */
  autoRecharge: "auto-recharge",
  // also named in wallet/applyWalletDeltas.ts
  /** ref: payment_cards.id. Detaches a removed card's token at the provider. */
  detach: "card-detach"
};

// src/gateway/actions/billing/setupIntentState.ts
import { and as and15, eq as eq23 } from "drizzle-orm";
async function setupIntentState(db, userId, setupIntentId) {
  const [si] = await db.select().from(setupIntents).where(and15(eq23(setupIntents.id, setupIntentId), eq23(setupIntents.userId, userId)));
  if (!si) return null;
  const status = si.status === "succeeded" || si.status === "failed" ? si.status : "pending";
  return {
    SetupIntentId: si.id,
    Status: status,
    Error: status === "failed" ? SpecText.PaymentDetailsFailed : "",
    Reason: status === "failed" ? si.error : "",
    CardId: si.cardId
  };
}

// src/gateway/actions/billing/completeSetupIntent.ts
var completeSetupIntent = async (p, ctx) => {
  const state = await setupIntentState(ctx.db, ctx.caller.userId, p.SetupIntentId);
  if (!state) throw new ActionError(RetCode.SetupIntentNotFound);
  if (state.Status === "pending") {
    await enqueueJob(ctx.db, { kind: PaymentJob.cardSetup, ref: p.SetupIntentId, runAt: ctx.now, now: ctx.now });
    ctx.afterCommit(() => wakeJobRunners());
  }
  return state;
};

// src/gateway/actions/billing/createInpourPayment.ts
import { eq as eq26 } from "drizzle-orm";

// src/gateway/payments/cardRows.ts
import { and as and16, asc as asc5, desc as desc3, eq as eq24, inArray as inArray4, isNull as isNull7 } from "drizzle-orm";
function toPaymentCard(c, hold) {
  return {
    CardId: c.cardId,
    Brand: c.brand,
    Last4: c.last4,
    ExpMonth: c.expMonth,
    ExpYear: c.expYear,
    Name: c.holderName,
    BillingAddress: { City: c.billingCity, PostalCode: c.billingPostalCode, Address: c.billingAddress, Country: c.billingCountry },
    Default: c.isDefault,
    CreateTime: toUnixSeconds(c.createdAt),
    Hold: hold ? {
      Amount: hold.amount,
      Status: hold.status,
      ReleaseTime: hold.releaseAt === null ? null : toUnixSeconds(hold.releaseAt),
      ReleasedTime: hold.releasedAt === null ? null : toUnixSeconds(hold.releasedAt),
      Error: hold.error
    } : null
  };
}
async function activeCards(db, userId) {
  const cards = await db.select().from(paymentCards).where(and16(eq24(paymentCards.userId, userId), isNull7(paymentCards.removedAt))).orderBy(desc3(paymentCards.isDefault), desc3(paymentCards.createdAt), asc5(paymentCards.id));
  if (cards.length === 0) return [];
  const holds = await db.select().from(cardHolds).where(inArray4(cardHolds.cardPk, cards.map((c) => c.id)));
  return cards.map((c) => toPaymentCard(c, holds.find((h) => h.cardPk === c.id)));
}
async function findCard(db, userId, cardId2) {
  const [c] = await db.select().from(paymentCards).where(and16(eq24(paymentCards.cardId, cardId2), eq24(paymentCards.userId, userId), isNull7(paymentCards.removedAt)));
  return c ?? null;
}
async function defaultCard(db, userId) {
  const [c] = await db.select().from(paymentCards).where(and16(eq24(paymentCards.userId, userId), isNull7(paymentCards.removedAt), eq24(paymentCards.isDefault, true)));
  return c ?? null;
}

// src/gateway/payments/createPayment.ts
import { randomBytes as randomBytes6 } from "node:crypto";
async function createPayment(db, p) {
  const paymentId = `pay_${randomBytes6(12).toString("base64url")}`;
  const [row] = await db.insert(inpourPayments).values({
    paymentId,
    userId: p.userId,
    productType: p.productType,
    amount: p.amount,
    cardPk: p.card.id,
    provider: p.card.provider,
    status: PaymentStatus.Processing,
    origin: p.origin,
    createdAt: p.now
  }).returning();
  await enqueueJob(db, { kind: PaymentJob.inpour, ref: paymentId, runAt: p.now, now: p.now });
  return row;
}

// src/gateway/actions/billing/toInpourPayment.ts
import { eq as eq25 } from "drizzle-orm";
async function toInpourPayment(db, p) {
  const [card] = await db.select({ cardId: paymentCards.cardId, brand: paymentCards.brand, last4: paymentCards.last4 }).from(paymentCards).where(eq25(paymentCards.id, p.cardPk));
  const [inv] = p.status === PaymentStatus.Succeeded ? await db.select({ no: invoices.invoiceNo }).from(invoices).where(eq25(invoices.reference, `payment:${p.paymentId}`)) : [];
  return {
    PaymentId: p.paymentId,
    Amount: p.amount,
    ProductType: p.productType,
    Status: p.status,
    Origin: p.origin === "auto" ? "auto" : "manual",
    CardId: card?.cardId ?? "",
    Brand: card?.brand ?? "",
    Last4: card?.last4 ?? "",
    Error: p.status === PaymentStatus.Failed ? SpecText.PaymentDetailsFailed : "",
    Reason: p.status === PaymentStatus.Failed ? p.error : "",
    CreateTime: toUnixSeconds(p.createdAt),
    FinishTime: p.finishedAt === null ? null : toUnixSeconds(p.finishedAt),
    InvoiceNo: inv?.no ?? null
  };
}

// src/gateway/actions/billing/createInpourPayment.ts
var createInpourPayment = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const [u] = await ctx.db.select({ upgrade: users.upgrade, type: users.type }).from(users).where(eq26(users.id, userId));
  if (!u || !topUpOpen({ Upgrade: u.upgrade, Type: u.type })) throw new ActionError(RetCode.TopUpUnavailable);
  const card = p.CardId ? await findCard(ctx.db, userId, p.CardId) : await defaultCard(ctx.db, userId);
  if (!card) throw new ActionError(p.CardId ? RetCode.CardNotFound : RetCode.NoPaymentCard);
  const [hold] = await ctx.db.select({ status: cardHolds.status }).from(cardHolds).where(eq26(cardHolds.cardPk, card.id));
  if (hold && hold.status === CardHoldStatus.Failed) throw new ActionError(RetCode.PaymentDetailsFailed);
  const row = await createPayment(ctx.db, { userId, productType: p.ProductType, amount: p.Amount, card, origin: "manual", now: ctx.now });
  ctx.afterCommit(() => wakeJobRunners());
  return toInpourPayment(ctx.db, row);
};

// src/gateway/payments/ensureCustomer.ts
import { and as and17, eq as eq27 } from "drizzle-orm";
async function ensureCustomer(db, provider3, user, now) {
  const find = async () => (await db.select().from(paymentCustomers).where(and17(eq27(paymentCustomers.userId, user.userId), eq27(paymentCustomers.provider, provider3.name))))[0]?.customerId;
  const known = await find();
  if (known) return known;
  const customerId = await provider3.createCustomer(user);
  await db.insert(paymentCustomers).values({ userId: user.userId, provider: provider3.name, customerId, createdAt: now }).onConflictDoNothing();
  return await find() ?? customerId;
}
async function customerOf(db, userId, provider3) {
  const [row] = await db.select().from(paymentCustomers).where(and17(eq27(paymentCustomers.userId, userId), eq27(paymentCustomers.provider, provider3)));
  return row?.customerId ?? null;
}

// src/gateway/payments/simulatedProvider.ts
import { randomBytes as randomBytes7 } from "node:crypto";
import { and as and18, eq as eq28 } from "drizzle-orm";

// src/gateway/payments/cardNumber.ts
function luhnValid(digits) {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum4 = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum4 += d;
  }
  return sum4 % 10 === 0;
}
function cardBrand(digits) {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(6011|65|64[4-9])/.test(digits)) return "discover";
  if (/^35/.test(digits)) return "jcb";
  if (/^62/.test(digits)) return "unionpay";
  if (/^3(0[0-5]|[689])/.test(digits)) return "diners";
  return "unknown";
}
function notExpired(expMonth, expYear, now) {
  const d = new Date(now);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  return expYear > y || expYear === y && expMonth >= m;
}

// src/gateway/payments/PaymentProvider.ts
var WebhookSignatureError = class extends Error {
};
function toCents(amount) {
  if (!Number.isSafeInteger(amount) || amount % 100 !== 0) throw new RangeError(`Not a whole number of cents: ${amount}`);
  return amount / 100;
}

// src/gateway/payments/webhookSignature.ts
import { createHmac } from "node:crypto";
function webhookSignatureValid(raw, header, secret, now, toleranceSeconds = 300) {
  if (!header) return false;
  const parts = /* @__PURE__ */ new Map();
  for (const item of header.split(",")) {
    const [k, v] = item.split("=", 2);
    if (!k || v === void 0) continue;
    parts.set(k.trim(), [...parts.get(k.trim()) ?? [], v.trim()]);
  }
  const t = Number(parts.get("t")?.[0]);
  if (!Number.isInteger(t) || Math.abs(now / 1e3 - t) > toleranceSeconds) return false;
  const expected = createHmac("sha256", secret).update(`${t}.`).update(raw).digest("hex");
  return (parts.get("v1") ?? []).some((sig) => safeEqual(sig, expected));
}

// src/gateway/payments/simulatedProvider.ts
var SIM_TEST_CARDS = {
  /** Binds, authorises and charges. */
  success: "4242424242424242",
  /** Refused at binding ('Your card was declined.'). */
  declined: "4000000000000002",
  /** Binds, but the 10 USD authorisation and charges are refused (insufficient funds). */
  insufficientFunds: "4000000000009995",
  /** Binds and authorises; charges are refused. */
  chargeDeclined: "4000000000000341"
};
var id3 = (prefix) => `${prefix}_sim_${randomBytes7(12).toString("base64url")}`;
var SimulatedProvider = class {
  constructor(db, webhookSecret) {
    this.db = db;
    this.webhookSecret = webhookSecret;
  }
  db;
  webhookSecret;
  name = "simulated";
  publishableKey = "";
  async put(kind, objectId, data, idempotencyKey = null) {
    if (idempotencyKey) {
      const inserted = await this.db.insert(simPaymentObjects).values({ id: objectId, kind, idempotencyKey, data, createdAt: Date.now() }).onConflictDoNothing().returning();
      if (inserted[0]) return { id: objectId, ...inserted[0].data };
      const [first] = await this.db.select().from(simPaymentObjects).where(and18(eq28(simPaymentObjects.kind, kind), eq28(simPaymentObjects.idempotencyKey, idempotencyKey)));
      return { id: first.id, ...first.data };
    }
    await this.db.insert(simPaymentObjects).values({ id: objectId, kind, data, createdAt: Date.now() });
    return { id: objectId, ...data };
  }
  async get(kind, objectId) {
    const [row] = await this.db.select().from(simPaymentObjects).where(and18(eq28(simPaymentObjects.id, objectId), eq28(simPaymentObjects.kind, kind)));
    return row ? row.data : null;
  }
  async patch(objectId, data) {
    await this.db.update(simPaymentObjects).set({ data }).where(eq28(simPaymentObjects.id, objectId));
  }
  async createCustomer(user) {
    const c = await this.put("customer", id3("cus"), { email: user.email, name: user.name, userId: user.userId });
    return String(c.id);
  }
  async createSetupIntent(customerId, metadata) {
    const setupId = id3("seti");
    const clientSecret = `${setupId}_secret_${randomBytes7(18).toString("base64url")}`;
    await this.put("setup_intent", setupId, { customer: customerId, secretHash: sha256(clientSecret), status: "requires_payment_method", metadata });
    return { id: setupId, clientSecret };
  }
  /**
   * The card form of a SetupIntent (the console's plain form in simulated mode). Checks the
   * number (Luhn), expiry and CVC, then binds or declines like the test card says. Answers the
   * error text for the form, or null when the SetupIntent succeeded.
   */
  async confirmSetupIntent(setupIntentId, clientSecret, form, now) {
    const si = await this.get("setup_intent", setupIntentId);
    if (!si || !safeEqual(String(si.secretHash), sha256(clientSecret))) return { ok: false, error: "No such setup intent", event: null };
    if (si.status === "succeeded") return { ok: false, error: "This card binding is already complete", event: null };
    const digits = form.number.replace(/[\s-]/g, "");
    const event = (type2) => ({ id: id3("evt"), type: type2, objectId: setupIntentId, metadata: si.metadata ?? {} });
    const invalid = !luhnValid(digits) ? "Your card number is invalid." : !notExpired(form.expMonth, form.expYear, now) ? "Your card has expired." : !/^\d{3,4}$/.test(form.cvc) ? "Your card's security code is invalid." : null;
    if (invalid) return { ok: false, error: invalid, event: null };
    if (digits === SIM_TEST_CARDS.declined) {
      await this.patch(setupIntentId, { ...si, status: "requires_payment_method", lastError: "Your card was declined." });
      return { ok: false, error: "Your card was declined.", event: null };
    }
    const behaviour = digits === SIM_TEST_CARDS.insufficientFunds ? "insufficient" : digits === SIM_TEST_CARDS.chargeDeclined ? "chargeDeclined" : "ok";
    const pm = await this.put("payment_method", id3("pm"), {
      customer: si.customer,
      brand: cardBrand(digits),
      last4: digits.slice(-4),
      expMonth: form.expMonth,
      expYear: form.expYear,
      name: form.name,
      city: form.city,
      postalCode: form.postalCode,
      address: form.address,
      country: form.country,
      behaviour
    });
    await this.patch(setupIntentId, { ...si, status: "succeeded", paymentMethod: pm.id, error: "" });
    return { ok: true, event: event("setup_intent.succeeded") };
  }
  async setupOutcome(setupIntentId) {
    const si = await this.get("setup_intent", setupIntentId);
    if (!si) return { status: "failed", error: "No such setup intent" };
    if (si.status !== "succeeded") return { status: "pending" };
    const pm = await this.get("payment_method", String(si.paymentMethod));
    if (!pm) return { status: "failed", error: "The payment method is gone" };
    const card = {
      token: String(si.paymentMethod),
      brand: String(pm.brand),
      last4: String(pm.last4),
      expMonth: Number(pm.expMonth),
      expYear: Number(pm.expYear),
      name: String(pm.name ?? ""),
      city: String(pm.city ?? ""),
      postalCode: String(pm.postalCode ?? ""),
      address: String(pm.address ?? ""),
      country: String(pm.country ?? "")
    };
    return { status: "succeeded", customerId: String(si.customer), card };
  }
  async pay(req, capture) {
    const pm = await this.get("payment_method", req.token);
    const refusal2 = !pm || pm.detached || pm.customer !== req.customerId ? "No such payment method" : pm.behaviour === "insufficient" ? "Your card has insufficient funds." : pm.behaviour === "chargeDeclined" && capture === "automatic" ? "Your card was declined." : null;
    const pi = await this.put(
      "payment_intent",
      id3("pi"),
      { amount: req.amount, customer: req.customerId, paymentMethod: req.token, capture, status: refusal2 ? "failed" : capture === "manual" ? "requires_capture" : "succeeded", error: refusal2 ?? "", metadata: req.metadata },
      req.idempotencyKey
    );
    return outcomeOf(pi);
  }
  authorize(req) {
    return this.pay(req, "manual");
  }
  charge(req) {
    return this.pay(req, "automatic");
  }
  async cancelAuthorization(ref) {
    const pi = await this.get("payment_intent", ref);
    if (pi && pi.status === "requires_capture") await this.patch(ref, { ...pi, status: "canceled" });
  }
  async paymentOutcome(ref) {
    const pi = await this.get("payment_intent", ref);
    return pi ? outcomeOf({ id: ref, ...pi }) : { status: "failed", ref, error: "No such payment" };
  }
  async detach(token) {
    const pm = await this.get("payment_method", token);
    if (pm) await this.patch(token, { ...pm, detached: true });
  }
  async parseWebhook(raw, signature) {
    if (!webhookSignatureValid(raw, signature, this.webhookSecret, Date.now())) throw new WebhookSignatureError("The webhook signature does not match its body");
    const body3 = JSON.parse(raw.toString("utf8"));
    return { id: body3.id, type: body3.type, objectId: body3.data.object.id, metadata: body3.data.object.metadata ?? {} };
  }
};
function outcomeOf(pi) {
  const ref = String(pi.id);
  if (pi.status === "failed") return { status: "failed", ref, error: String(pi.error || SpecText.PaymentDetailsFailed) };
  if (pi.status === "requires_capture") return { status: "authorized", ref };
  if (pi.status === "canceled") return { status: "failed", ref, error: "The authorisation was released" };
  return { status: "succeeded", ref };
}

// src/gateway/payments/stripeProvider.ts
import Stripe from "stripe";
function reasonOf(err) {
  const e = err;
  return e?.type === "StripeCardError" && e.message ? e.message : "Failed to process payment details";
}
function outcomeOf2(pi) {
  switch (pi.status) {
    case "succeeded":
      return { status: "succeeded", ref: pi.id };
    case "requires_capture":
      return { status: "authorized", ref: pi.id };
    case "processing":
      return { status: "pending", ref: pi.id };
    case "requires_action":
      return { status: "failed", ref: pi.id, error: "The card needs authentication the bank asks for on each payment" };
    default:
      return { status: "failed", ref: pi.id, error: pi.last_payment_error?.message || "Failed to process payment details" };
  }
}
var StripeProvider = class {
  name = "stripe";
  publishableKey;
  stripe;
  webhookSecret;
  constructor(config2) {
    this.publishableKey = config2.publishableKey;
    this.webhookSecret = config2.webhookSecret;
    this.stripe = new Stripe(config2.secretKey, {
      maxNetworkRetries: 2,
      timeout: 2e4,
      ...config2.host ? { host: config2.host } : {},
      ...config2.port ? { port: config2.port } : {},
      ...config2.protocol ? { protocol: config2.protocol } : {},
      appInfo: { name: "messaging-console" }
    });
  }
  async createCustomer(user) {
    const c = await this.stripe.customers.create(
      { email: user.email, name: user.name, metadata: { userId: String(user.userId) } },
      { idempotencyKey: `customer-${user.userId}` }
    );
    return c.id;
  }
  async createSetupIntent(customerId, metadata) {
    const si = await this.stripe.setupIntents.create({ customer: customerId, usage: "off_session", metadata: { ...metadata } });
    if (!si.client_secret) throw new Error(`SetupIntent ${si.id} has no client secret`);
    return { id: si.id, clientSecret: si.client_secret };
  }
  async setupOutcome(setupIntentId) {
    const si = await this.stripe.setupIntents.retrieve(setupIntentId);
    if (si.status === "succeeded" && si.payment_method) {
      const pmId = typeof si.payment_method === "string" ? si.payment_method : si.payment_method.id;
      const pm = await this.stripe.paymentMethods.retrieve(pmId);
      const card = pm.card;
      if (!card) return { status: "failed", error: "The payment method is not a card" };
      const a = pm.billing_details?.address;
      return {
        status: "succeeded",
        customerId: typeof si.customer === "string" ? si.customer : si.customer?.id ?? "",
        card: {
          token: pm.id,
          brand: card.brand,
          last4: card.last4,
          expMonth: card.exp_month,
          expYear: card.exp_year,
          name: pm.billing_details?.name ?? "",
          city: a?.city ?? "",
          postalCode: a?.postal_code ?? "",
          address: [a?.line1, a?.line2].filter(Boolean).join(", "),
          country: a?.country ?? ""
        }
      };
    }
    if (si.status === "canceled") return { status: "failed", error: "The card binding was cancelled" };
    return { status: "pending" };
  }
  async pay(req, capture) {
    try {
      const pi = await this.stripe.paymentIntents.create(
        {
          amount: toCents(req.amount),
          currency: CURRENCY,
          customer: req.customerId,
          payment_method: req.token,
          confirm: true,
          off_session: true,
          capture_method: capture,
          description: req.description,
          metadata: { ...req.metadata }
        },
        { idempotencyKey: req.idempotencyKey }
      );
      return outcomeOf2(pi);
    } catch (err) {
      const e = err;
      if (e?.type === "StripeCardError" || e?.type === "StripeInvalidRequestError") {
        return { status: "failed", ref: e.payment_intent?.id ?? null, error: reasonOf(err) };
      }
      throw err;
    }
  }
  authorize(req) {
    return this.pay(req, "manual");
  }
  charge(req) {
    return this.pay(req, "automatic");
  }
  async cancelAuthorization(ref) {
    try {
      await this.stripe.paymentIntents.cancel(ref, {}, { idempotencyKey: `cancel-${ref}` });
    } catch (err) {
      const e = err;
      if (e?.code === "payment_intent_unexpected_state") return;
      throw err;
    }
  }
  async paymentOutcome(ref) {
    return outcomeOf2(await this.stripe.paymentIntents.retrieve(ref));
  }
  async detach(token) {
    try {
      await this.stripe.paymentMethods.detach(token);
    } catch (err) {
      const e = err;
      if (e?.type === "StripeInvalidRequestError") return;
      throw err;
    }
  }
  async parseWebhook(raw, signature) {
    let event;
    try {
      event = await this.stripe.webhooks.constructEventAsync(raw, signature ?? "", this.webhookSecret);
    } catch (err) {
      throw new WebhookSignatureError(err.message);
    }
    const object = event.data.object;
    return { id: event.id, type: event.type, objectId: object.id ?? "", metadata: object.metadata ?? {} };
  }
};

// src/gateway/payments/providerFor.ts
var stripeClients = /* @__PURE__ */ new WeakMap();
function providerFor(config2, db) {
  if (config2.provider === "simulated") return new SimulatedProvider(db, config2.simWebhookSecret);
  let stripe = stripeClients.get(config2);
  if (!stripe) {
    stripe = new StripeProvider(config2.stripe);
    stripeClients.set(config2, stripe);
  }
  return stripe;
}

// src/gateway/actions/billing/createSetupIntent.ts
var NON_UPGRADABLE = 4;
var createSetupIntent = async (_p, ctx) => {
  if (ctx.caller.user.type === NON_UPGRADABLE) throw new ActionError(RetCode.NoUpgradePermission);
  const db = ctx.db;
  const provider3 = providerFor(ctx.config.payments, db);
  const customerId = await ensureCustomer(db, provider3, { userId: ctx.caller.userId, email: ctx.caller.email, name: ctx.caller.user.displayName }, ctx.now);
  const si = await provider3.createSetupIntent(customerId, { userId: String(ctx.caller.userId) });
  await db.insert(setupIntents).values({ id: si.id, userId: ctx.caller.userId, provider: provider3.name, status: "pending", createdAt: ctx.now });
  return { Provider: provider3.name, SetupIntentId: si.id, ClientSecret: si.clientSecret, PublishableKey: provider3.publishableKey };
};

// src/gateway/actions/billing/deleteCardWallet.ts
import { and as and19, desc as desc4, eq as eq29, isNull as isNull8 } from "drizzle-orm";
var deleteCardWallet = async (p, ctx) => {
  const card = await findCard(ctx.db, ctx.caller.userId, p.CardId);
  if (!card) throw new ActionError(RetCode.CardNotFound);
  await ctx.db.update(paymentCards).set({ removedAt: ctx.now, isDefault: false }).where(eq29(paymentCards.id, card.id));
  if (card.isDefault) {
    const [next] = await ctx.db.select({ id: paymentCards.id }).from(paymentCards).where(and19(eq29(paymentCards.userId, ctx.caller.userId), isNull8(paymentCards.removedAt))).orderBy(desc4(paymentCards.createdAt)).limit(1);
    if (next) await ctx.db.update(paymentCards).set({ isDefault: true }).where(eq29(paymentCards.id, next.id));
  }
  await enqueueJob(ctx.db, { kind: PaymentJob.detach, ref: String(card.id), runAt: ctx.now, now: ctx.now });
  ctx.afterCommit(() => wakeJobRunners());
  return { CardId: card.cardId };
};

// src/gateway/actions/billing/getAccountVerifyCode.ts
var getAccountVerifyCode = async (_p, ctx) => {
  const b = ctx.config.payments.bank;
  return {
    ReferenceCode: referenceCode(ctx.caller.userId),
    Configured: Boolean(b.beneficiary && b.bankName && b.accountNumber),
    Beneficiary: b.beneficiary,
    BankName: b.bankName,
    AccountNumber: b.accountNumber,
    Swift: b.swift,
    BankAddress: b.address,
    Currency: CURRENCY
  };
};

// src/gateway/actions/billing/balanceAlarmOf.ts
import { eq as eq30 } from "drizzle-orm";
async function balanceAlarmOf(db, userId) {
  const [row] = await db.select().from(balanceAlarms).where(eq30(balanceAlarms.userId, userId));
  const [auto] = await db.select({ target: autoRecharge.target }).from(autoRecharge).where(eq30(autoRecharge.userId, userId));
  return {
    Threshold: row?.threshold ?? 0,
    Currency: CURRENCY,
    Emails: await notificationRecipients(db, userId),
    UpdateTime: row ? toUnixSeconds(row.updatedAt) : null,
    AutoRechargeTarget: auto?.target ?? 0
  };
}

// src/gateway/actions/billing/getBalanceAlarm.ts
var getBalanceAlarm = (_p, ctx) => balanceAlarmOf(ctx.db, ctx.caller.userId);

// src/gateway/actions/billing/getCardWalletList.ts
var getCardWalletList = async (p, ctx) => {
  const setupIntent = p.SetupIntentId ? await setupIntentState(ctx.db, ctx.caller.userId, p.SetupIntentId) : null;
  if (p.SetupIntentId && !setupIntent) throw new ActionError(RetCode.SetupIntentNotFound);
  return { Provider: ctx.config.payments.provider, Cards: await activeCards(ctx.db, ctx.caller.userId), SetupIntent: setupIntent };
};

// src/gateway/actions/billing/getExportRecordFile.ts
import { and as and21, eq as eq32 } from "drizzle-orm";

// src/gateway/messaging/exports/exportFileName.ts
function exportFileName(exp) {
  const stem = exp.source !== "records" ? exp.source : exp.channel === ChannelId.SMS ? "sms-records" : `channel-${exp.channel}-records`;
  return `${stem}-${exp.exportId}.csv`;
}

// src/gateway/messaging/exports/serveExportFile.ts
import { and as and20, asc as asc6, eq as eq31, gt as gt4 } from "drizzle-orm";
var EXPORT_FILE_PATH = "/api/files/sms-export/";
function refuse(res, status, message) {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  res.end(JSON.stringify({ RetCode: 230008, Message: message }));
}
async function serveExportFile(req, res, db) {
  const url = new URL(req.url ?? "/", "http://x");
  let exportId2;
  try {
    exportId2 = decodeURIComponent(url.pathname.slice(EXPORT_FILE_PATH.length));
  } catch {
    return refuse(res, 400, "The export address is malformed");
  }
  const token = url.searchParams.get("token") ?? "";
  if (req.method !== "GET") return refuse(res, 405, "Use GET");
  if (exportId2.length > 64) return refuse(res, 404, "Export Failed: Url error");
  const [exp] = await db.select().from(smsExports).where(eq31(smsExports.exportId, exportId2));
  if (!exp || !exp.downloadTokenHash || !token || !safeEqual(exp.downloadTokenHash, sha256(token)) || (exp.downloadExpiresAt ?? 0) < Date.now()) {
    return refuse(res, 404, "Export Failed: Url error");
  }
  if (exp.status !== ExportStatus.Completed) return refuse(res, 409, "The export file is not ready yet");
  const fileName = exportFileName(exp);
  res.writeHead(200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    "Cache-Control": "no-store"
  });
  res.write("\uFEFF");
  let seq = -1;
  for (; ; ) {
    const chunks = await db.select().from(smsExportChunks).where(and20(eq31(smsExportChunks.exportId, exp.id), gt4(smsExportChunks.seq, seq))).orderBy(asc6(smsExportChunks.seq)).limit(10);
    if (chunks.length === 0) break;
    for (const c of chunks) {
      if (!res.write(c.data)) await new Promise((r) => res.once("drain", r));
      seq = c.seq;
    }
  }
  res.end();
}

// src/gateway/actions/billing/getExportRecordFile.ts
var DOWNLOAD_TTL_MS = 10 * 6e4;
var getExportRecordFile = async (p, ctx) => {
  const [e] = await ctx.db.select().from(smsExports).where(and21(eq32(smsExports.exportId, p.ExportId), eq32(smsExports.userId, ctx.caller.userId)));
  if (!e) throw new ActionError(RetCode.ExportNotFound);
  if (e.status !== ExportStatus.Completed) throw new ActionError(RetCode.ExportNotReady);
  const token = randomToken("dl", 24);
  const expiresAt = ctx.now + DOWNLOAD_TTL_MS;
  await ctx.db.update(smsExports).set({ downloadTokenHash: sha256(token), downloadExpiresAt: expiresAt }).where(eq32(smsExports.id, e.id));
  return { FileName: exportFileName(e), Url: `${EXPORT_FILE_PATH}${encodeURIComponent(e.exportId)}?token=${encodeURIComponent(token)}`, ExpireTime: toUnixSeconds(expiresAt), RowCount: e.rowCount };
};

// src/gateway/actions/billing/getExportRecordList.ts
import { and as and22, count as count2, desc as desc5, eq as eq33 } from "drizzle-orm";
var getExportRecordList = async (p, ctx) => {
  const parts = [eq33(smsExports.userId, ctx.caller.userId), p.Channel === void 0 ? void 0 : eq33(smsExports.channel, p.Channel)];
  const where = and22(...parts);
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(smsExports).where(where).orderBy(desc5(smsExports.createdAt), desc5(smsExports.id)).limit(p.Limit).offset(p.Offset),
    ctx.db.select({ n: count2() }).from(smsExports).where(where)
  ]);
  return { Total: total?.n ?? 0, Records: rows.map(toAnyExportRecord) };
};

// src/gateway/actions/billing/getInpourPayment.ts
import { and as and23, eq as eq34 } from "drizzle-orm";
var getInpourPayment = async (p, ctx) => {
  const [row] = await ctx.db.select().from(inpourPayments).where(and23(eq34(inpourPayments.paymentId, p.PaymentId), eq34(inpourPayments.userId, ctx.caller.userId)));
  if (!row) throw new ActionError(RetCode.PaymentNotFound);
  return toInpourPayment(ctx.db, row);
};

// src/gateway/actions/billing/getInvoiceFile.ts
import { and as and24, eq as eq36 } from "drizzle-orm";

// src/gateway/payments/invoices/serveInvoiceFile.ts
import { eq as eq35 } from "drizzle-orm";

// src/gateway/payments/invoices/invoicePdf.ts
import { readFileSync as readFileSync3 } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join as join3 } from "node:path";
import PDFDocument from "pdfkit";
var fontDir = join3(dirname(createRequire("file:///work/main/src/gateway/payments/invoices/invoicePdf.ts").resolve("@embedpdf/fonts-sc")), "..", "fonts");
var fonts = null;
function loadFonts() {
  fonts ??= { regular: readFileSync3(join3(fontDir, "NotoSansHans-Regular.otf")), bold: readFileSync3(join3(fontDir, "NotoSansHans-Bold.otf")) };
  return fonts;
}
var KIND_TEXT = { Recharge: "Recharge \u5145\u503C", Subscription: "Subscription \u8BA2\u9605\u5957\u9910" };
function day(ms) {
  return new Date(ms).toISOString().slice(0, 10);
}
function invoicePdf(inv, seller) {
  const f = loadFonts();
  const doc = new PDFDocument({ size: "A4", margin: 50, info: { Title: `Invoice ${inv.invoiceNo}`, Author: seller.name, CreationDate: new Date(inv.issuedAt) } });
  doc.registerFont("regular", f.regular);
  doc.registerFont("bold", f.bold);
  const chunks = [];
  doc.on("data", (c) => chunks.push(c));
  const done = new Promise((resolve2, reject) => {
    doc.on("end", () => resolve2(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const left = 50;
  const right = doc.page.width - 50;
  doc.font("bold").fontSize(20).text("Invoice \u53D1\u7968", left, 50);
  doc.font("regular").fontSize(10).fillColor("#475569").text(`${seller.name} \xB7 ${seller.site}`, left, 78);
  doc.fillColor("#0f172a").fontSize(10);
  const meta = [
    ["Invoice number \u53D1\u7968\u53F7\u7801", inv.invoiceNo],
    ["Date of issue \u5F00\u7968\u65E5\u671F", day(inv.issuedAt)],
    ["Type \u7C7B\u578B", KIND_TEXT[inv.kind] ?? inv.kind],
    ["Status \u72B6\u6001", "Paid \u5DF2\u652F\u4ED8"],
    ["Paid by \u652F\u4ED8\u65B9\u5F0F", inv.paidBy],
    ["Currency \u5E01\u79CD", inv.currency.toUpperCase()]
  ];
  let y = 110;
  for (const [label, value] of meta) {
    doc.font("regular").fillColor("#475569").text(label, left, y, { width: 170 });
    doc.font("regular").fillColor("#0f172a").text(value, left + 175, y, { width: 200 });
    y += 16;
  }
  doc.font("bold").fontSize(11).text("Bill to \u6536\u7968\u65B9", 360, 110);
  doc.font("regular").fontSize(10).text([inv.billTo.name, inv.billTo.email, inv.billTo.address].filter(Boolean).join("\n"), 360, 128, { width: right - 360 });
  y = Math.max(y, 200) + 20;
  doc.moveTo(left, y).lineTo(right, y).strokeColor("#cbd5e1").stroke();
  y += 8;
  doc.font("bold").fontSize(10).text("Description \u9879\u76EE", left, y, { width: 300 });
  doc.text("Qty \u6570\u91CF", 360, y, { width: 60, align: "right" });
  doc.text("Amount \u91D1\u989D", 430, y, { width: right - 430, align: "right" });
  y += 20;
  doc.font("regular");
  for (const line of inv.lines) {
    const h = doc.heightOfString(line.description, { width: 300 });
    doc.text(line.description, left, y, { width: 300 });
    doc.text(String(line.quantity), 360, y, { width: 60, align: "right" });
    doc.text(formatMoney(line.amount), 430, y, { width: right - 430, align: "right" });
    y += Math.max(h, 14) + 6;
  }
  doc.moveTo(left, y).lineTo(right, y).strokeColor("#cbd5e1").stroke();
  y += 10;
  const totals = [
    ["Subtotal \u5C0F\u8BA1", inv.subtotal, false],
    ["Taxes \u7A0E\u8D39", inv.taxes, false],
    ["Total \u5408\u8BA1", inv.total, true]
  ];
  for (const [label, amount, strong] of totals) {
    doc.font(strong ? "bold" : "regular").fontSize(strong ? 12 : 10);
    doc.text(label, 300, y, { width: 120, align: "right" });
    doc.text(formatMoney(amount), 430, y, { width: right - 430, align: "right" });
    y += strong ? 20 : 16;
  }
  doc.font("regular").fontSize(8).fillColor("#475569").text(
    inv.kind === "Recharge" ? "A recharge is a prepayment credited to your account balance. \u5145\u503C\u4E3A\u9884\u4ED8\u6B3E\uFF0C\u5DF2\u8BA1\u5165\u8D26\u6237\u4F59\u989D\u3002" : "Paid from the account balance. \u5DF2\u4ECE\u8D26\u6237\u4F59\u989D\u652F\u4ED8\u3002",
    left,
    y + 20,
    { width: right - left }
  );
  doc.end();
  return done;
}

// src/gateway/payments/invoices/serveInvoiceFile.ts
var INVOICE_FILE_PATH = "/api/files/invoice/";
function refuse2(res, status, message) {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  res.end(JSON.stringify({ RetCode: 230051, Message: message }));
}
function sellerOf(config2) {
  return { name: "Messaging Console", site: config2.publicUrl };
}
async function serveInvoiceFile(req, res, db, config2) {
  if (req.method !== "GET") return refuse2(res, 405, "Use GET");
  const url = new URL(req.url ?? "/", "http://x");
  let invoiceNo;
  try {
    invoiceNo = decodeURIComponent(url.pathname.slice(INVOICE_FILE_PATH.length));
  } catch {
    return refuse2(res, 400, "The invoice address is malformed");
  }
  const token = url.searchParams.get("token") ?? "";
  if (invoiceNo.length > 64) return refuse2(res, 404, "The invoice does not exist");
  const [inv] = await db.select().from(invoices).where(eq35(invoices.invoiceNo, invoiceNo));
  if (!inv || !inv.downloadTokenHash || !token || !safeEqual(inv.downloadTokenHash, sha256(token)) || (inv.downloadExpiresAt ?? 0) < Date.now()) {
    return refuse2(res, 404, "The invoice does not exist");
  }
  const pdf = await invoicePdf(inv, sellerOf(config2));
  const fileName = `${inv.invoiceNo}.pdf`;
  res.writeHead(200, {
    "Content-Type": "application/pdf",
    "Content-Length": pdf.length,
    "Content-Disposition": `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    "Cache-Control": "no-store"
  });
  res.end(pdf);
}

// src/gateway/actions/billing/getInvoiceFile.ts
var DOWNLOAD_TTL_MS2 = 10 * 6e4;
var getInvoiceFile = async (p, ctx) => {
  const [inv] = await ctx.db.select({ id: invoices.id, no: invoices.invoiceNo }).from(invoices).where(and24(eq36(invoices.invoiceNo, p.InvoiceNo), eq36(invoices.userId, ctx.caller.userId)));
  if (!inv) throw new ActionError(RetCode.InvoiceNotFound);
  const token = randomToken("inv", 24);
  const expiresAt = ctx.now + DOWNLOAD_TTL_MS2;
  await ctx.db.update(invoices).set({ downloadTokenHash: sha256(token), downloadExpiresAt: expiresAt }).where(eq36(invoices.id, inv.id));
  return { FileName: `${inv.no}.pdf`, Url: `${INVOICE_FILE_PATH}${encodeURIComponent(inv.no)}?token=${encodeURIComponent(token)}`, ExpireTime: toUnixSeconds(expiresAt) };
};

// src/gateway/actions/billing/getInvoiceList.ts
import { and as and25, count as count3, desc as desc6, eq as eq37, gte as gte3, lt as lt5 } from "drizzle-orm";
function toInvoice(r) {
  return {
    InvoiceNo: r.invoiceNo,
    Type: r.kind,
    Status: TransactionState.Success,
    Subtotal: r.subtotal,
    Taxes: r.taxes,
    Amount: r.total,
    Currency: r.currency,
    PaidBy: r.paidBy,
    Description: r.lines.map((l) => l.description).join("; "),
    CreateTime: toUnixSeconds(r.issuedAt)
  };
}
var getInvoiceList = async (p, ctx) => {
  if (p.StartTime !== void 0 && p.EndTime !== void 0 && p.StartTime > p.EndTime) throw new ActionError(RetCode.InvalidParams, { key: "StartAfterEnd" });
  const parts = [
    eq37(invoices.userId, ctx.caller.userId),
    p.Type === void 0 ? void 0 : eq37(invoices.kind, p.Type),
    p.StartTime === void 0 ? void 0 : gte3(invoices.issuedAt, p.StartTime * 1e3),
    p.EndTime === void 0 ? void 0 : lt5(invoices.issuedAt, (p.EndTime + 1) * 1e3)
  ];
  const where = and25(...parts);
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(invoices).where(where).orderBy(desc6(invoices.issuedAt), desc6(invoices.id)).limit(p.Limit).offset(p.Offset),
    ctx.db.select({ n: count3() }).from(invoices).where(where)
  ]);
  return { Total: total?.n ?? 0, Invoices: rows.map(toInvoice) };
};

// src/gateway/actions/billing/getOrderAmountStatistics.ts
import { and as and26, eq as eq38, gte as gte4, lte as lte4, ne as ne2, or as or6, sql as sql17 } from "drizzle-orm";

// src/gateway/actions/sms/checkTimeRange.ts
function checkTimeRange(p, maxDays = SMS_RECORD_RANGE_MAX_DAYS) {
  if (p.StartTime === void 0 || p.EndTime === void 0) return;
  if (p.StartTime > p.EndTime) throw new ActionError(RetCode.InvalidParams, { key: "StartAfterEnd" });
  if (p.EndTime - p.StartTime > maxDays * 86400) throw new ActionError(RetCode.TimeRangeTooLong, { key: "TimeRangeOverDays", params: { Days: maxDays } });
}

// src/gateway/actions/billing/getOrderAmountStatistics.ts
var FORMATS = { day: "YYYY-MM-DD", week: 'IYYY-"W"IW', month: "YYYY-MM" };
var money2 = sql17`(${walletJournal.deltaAmount} + ${walletJournal.deltaFree} + ${walletJournal.deltaCredit})`;
var getOrderAmountStatistics = async (p, ctx) => {
  checkTimeRange(p, 366);
  const zone6 = isKnownZone(p.TimeZone) ? p.TimeZone : "UTC";
  const parts = [
    eq38(wallets.userId, ctx.caller.userId),
    gte4(walletJournal.createdAt, p.StartTime * 1e3),
    lte4(walletJournal.createdAt, p.EndTime * 1e3 + 999),
    or6(sql17`${money2} < 0`, and26(eq38(walletJournal.kind, "refund"), ne2(money2, 0))),
    p.ProductType === void 0 ? void 0 : eq38(wallets.productType, p.ProductType)
  ];
  const unit = p.Granularity;
  const period = sql17`to_char(date_trunc(${unit}, to_timestamp(${walletJournal.createdAt} / 1000.0) at time zone ${zone6}), ${FORMATS[unit]})`;
  const rows = await ctx.db.select({ period, productType: wallets.productType, amount: sql17`-sum(${money2})`.mapWith(Number) }).from(walletJournal).innerJoin(wallets, eq38(wallets.id, walletJournal.walletId)).where(and26(...parts)).groupBy(sql17`1`, sql17`2`).orderBy(sql17`1`, sql17`2`);
  const totals = /* @__PURE__ */ new Map();
  for (const r of rows) totals.set(r.productType, (totals.get(r.productType) ?? 0) + r.amount);
  return {
    Series: rows.map((r) => ({ Period: r.period, ProductType: r.productType, Amount: r.amount })),
    Totals: [...totals].sort((a, b) => a[0] - b[0]).map(([ProductType, Amount]) => ({ ProductType, Amount })),
    Total: [...totals.values()].reduce((a, b) => a + b, 0)
  };
};

// src/gateway/actions/billing/getTransactionList.ts
import { count as count4, desc as desc7, eq as eq39 } from "drizzle-orm";
var getTransactionList = async (p, ctx) => {
  if (p.StartTime !== void 0 && p.EndTime !== void 0 && p.StartTime > p.EndTime) throw new ActionError(RetCode.InvalidParams, { key: "StartAfterEnd" });
  const where = transactionWhere(ctx.caller.userId, p);
  const [rows, [total]] = await Promise.all([
    ctx.db.select(transactionColumns).from(walletJournal).innerJoin(wallets, eq39(wallets.id, walletJournal.walletId)).where(where).orderBy(desc7(walletJournal.id)).limit(p.Limit).offset(p.Offset),
    ctx.db.select({ n: count4() }).from(walletJournal).innerJoin(wallets, eq39(wallets.id, walletJournal.walletId)).where(where)
  ]);
  return {
    Total: total?.n ?? 0,
    Transactions: rows.map((r) => ({
      TransactionId: String(r.id),
      Type: r.type,
      ...transactionFigures(r),
      ProductType: r.productType,
      Available: r.availableAfter ?? 0,
      Currency: CURRENCY,
      Reference: r.reference,
      CreateTime: toUnixSeconds(r.createdAt)
    }))
  };
};

// src/gateway/actions/billing/getUSMSBillStatistics.ts
import { and as and27, count as count5, desc as desc8, eq as eq40, gte as gte5, lte as lte5, sql as sql18, sum } from "drizzle-orm";
var FORMATS2 = { day: "YYYY-MM-DD", week: 'IYYY-"W"IW', month: "YYYY-MM" };
var getUSMSBillStatistics = async (p, ctx) => {
  checkTimeRange(p, 366);
  const zone6 = isKnownZone(p.TimeZone) ? p.TimeZone : "UTC";
  const where = and27(
    eq40(smsMessages.userId, ctx.caller.userId),
    eq40(smsMessages.channel, ChannelId.SMS),
    eq40(smsMessages.charged, true),
    gte5(smsMessages.sendAt, p.StartTime * 1e3),
    lte5(smsMessages.sendAt, p.EndTime * 1e3 + 999)
  );
  const unit = p.Granularity;
  const period = sql18`to_char(date_trunc(${unit}, to_timestamp(${smsMessages.sendAt} / 1000.0) at time zone ${zone6}), ${FORMATS2[unit]})`;
  const columns2 = { messages: count5(), segments: sum(smsMessages.segments).mapWith(Number), amount: sum(smsMessages.price).mapWith(Number) };
  const [series, [total], countries] = await Promise.all([
    ctx.db.select({ period, ...columns2 }).from(smsMessages).where(where).groupBy(sql18`1`).orderBy(sql18`1`),
    ctx.db.select(columns2).from(smsMessages).where(where),
    ctx.db.select({ countryCode: smsMessages.countryCode, messages: count5(), amount: sum(smsMessages.price).mapWith(Number) }).from(smsMessages).where(where).groupBy(smsMessages.countryCode).orderBy(desc8(sql18`3`)).limit(10)
  ]);
  return {
    Series: series.map((r) => ({ Period: r.period, Messages: r.messages, Segments: r.segments ?? 0, Amount: r.amount ?? 0 })),
    Total: { Messages: total?.messages ?? 0, Segments: total?.segments ?? 0, Amount: total?.amount ?? 0 },
    Countries: countries.map((c) => ({ CountryCode: c.countryCode, Messages: c.messages, Amount: c.amount ?? 0 }))
  };
};

// src/gateway/actions/billing/operatorCreditBankTransfer.ts
import { eq as eq46 } from "drizzle-orm";

// src/gateway/payments/bankTransferRows.ts
import { desc as desc9, eq as eq41 } from "drizzle-orm";
import { alias as alias2 } from "drizzle-orm/pg-core";
var operator = alias2(users, "operator");
var columns = {
  id: bankTransfers.id,
  bankReference: bankTransfers.bankReference,
  userId: bankTransfers.userId,
  email: users.email,
  productType: bankTransfers.productType,
  amount: bankTransfers.amount,
  payer: bankTransfers.payer,
  creditedBy: operator.email,
  createdAt: bankTransfers.createdAt
};
function select(db) {
  return db.select(columns).from(bankTransfers).innerJoin(users, eq41(users.id, bankTransfers.userId)).leftJoin(operator, eq41(operator.id, bankTransfers.creditedBy));
}
async function bankTransferByBankReference(db, bankReference) {
  const [row] = await select(db).where(eq41(bankTransfers.bankReference, bankReference));
  return row ?? null;
}
function bankTransfersOf(db, userId, limit2) {
  return select(db).where(eq41(bankTransfers.userId, userId)).orderBy(desc9(bankTransfers.id)).limit(limit2);
}
function toBankTransferCredit(r, alreadyCredited) {
  return {
    TransferId: r.id,
    BankReference: r.bankReference,
    ReferenceCode: referenceCode(r.userId),
    Email: r.email,
    ProductType: r.productType,
    Amount: r.amount,
    Payer: r.payer,
    CreditedBy: r.creditedBy ?? "",
    CreateTime: toUnixSeconds(r.createdAt),
    AlreadyCredited: alreadyCredited
  };
}

// src/gateway/payments/invoices/issueInvoice.ts
import { and as and28, eq as eq42, isNull as isNull9, sql as sql19 } from "drizzle-orm";
function invoiceNumber(year, n2) {
  return `INV-${year}-${String(n2).padStart(6, "0")}`;
}
async function issueInvoice(db, bill) {
  const [existing] = await db.select({ no: invoices.invoiceNo }).from(invoices).where(eq42(invoices.reference, bill.reference));
  if (existing) return existing.no;
  const year = new Date(bill.now).getUTCFullYear();
  await db.insert(invoiceCounters).values({ year, last: 0 }).onConflictDoNothing();
  const [counter] = await db.update(invoiceCounters).set({ last: sql19`${invoiceCounters.last} + 1` }).where(eq42(invoiceCounters.year, year)).returning({ last: invoiceCounters.last });
  const invoiceNo = invoiceNumber(year, counter.last);
  const [u] = await db.select({ email: users.email, name: users.displayName }).from(users).where(eq42(users.id, bill.userId));
  const [card] = await db.select().from(paymentCards).where(and28(eq42(paymentCards.userId, bill.userId), isNull9(paymentCards.removedAt), eq42(paymentCards.isDefault, true)));
  const address = card ? [card.billingAddress, [card.billingPostalCode, card.billingCity].filter(Boolean).join(" "), card.billingCountry].filter(Boolean).join(", ") : "";
  await db.insert(invoices).values({
    invoiceNo,
    userId: bill.userId,
    kind: bill.kind,
    reference: bill.reference,
    subtotal: bill.subtotal,
    taxes: bill.taxes,
    total: bill.subtotal + bill.taxes,
    currency: CURRENCY,
    paidBy: bill.paidBy,
    billTo: { name: card?.holderName || u?.name || "", email: u?.email ?? "", address },
    lines: bill.lines,
    issuedAt: bill.now
  });
  return invoiceNo;
}

// src/gateway/payments/productName.ts
var NAMES = {
  0: "main",
  [WalletProductType.SMS]: "SMS",
  [WalletProductType.Voice]: "voice",
  [WalletProductType.Email]: "e-mail",
  [WalletProductType.Advertising]: "advertising"
};
function productName(productType) {
  return NAMES[productType] ?? `product ${productType}`;
}

// src/gateway/wallet/availableBalance.ts
function availableBalance(w) {
  return w.amount + w.amountFree + w.amountCredit - w.amountFreeze;
}

// src/gateway/wallet/applyWalletDeltas.ts
import { eq as eq43, sql as sql20 } from "drizzle-orm";

// src/gateway/wallet/mainWallet.ts
var MAIN_WALLET = 0;

// src/gateway/wallet/lowBalance.ts
var WALLET_NAMES = {
  [MAIN_WALLET]: "main",
  [WalletProductType.SMS]: "SMS",
  [WalletProductType.Voice]: "voice",
  [WalletProductType.Email]: "e-mail",
  [WalletProductType.Advertising]: "advertising"
};
function crossesBelow(before, after, threshold) {
  return threshold !== null && threshold > 0 && before >= threshold && after < threshold;
}
function lowBalanceMail(productType, available, threshold) {
  const wallet = WALLET_NAMES[productType] ?? `product type ${productType}`;
  return {
    subject: `Your ${wallet} balance is below ${formatMoney(threshold)}`,
    body: `The available balance of your ${wallet} wallet is now ${formatMoney(available)}, below your low-balance threshold of ${formatMoney(threshold)}.

Recharge on the billing page (/bill/management) so sending is not refused. You get this e-mail once each time the balance falls below the threshold; change or turn off the threshold on the same page.`
  };
}
async function queueLowBalanceMail(db, userId, productType, available, threshold, now) {
  await queueNotificationMail(db, userId, lowBalanceMail(productType, available, threshold), now);
}

// src/gateway/wallet/applyWalletDeltas.ts
var AUTO_RECHARGE_JOB = "auto-recharge";
async function applyWalletDeltas(db, walletId, d, entry2) {
  const [after] = await db.update(wallets).set({
    amount: sql20`${wallets.amount} + ${d.amount}`,
    amountFree: sql20`${wallets.amountFree} + ${d.free}`,
    amountCredit: sql20`${wallets.amountCredit} + ${d.credit}`,
    amountFreeze: sql20`${wallets.amountFreeze} + ${d.freeze}`
  }).where(eq43(wallets.id, walletId)).returning({
    userId: wallets.userId,
    productType: wallets.productType,
    amount: wallets.amount,
    amountFree: wallets.amountFree,
    amountCredit: wallets.amountCredit,
    amountFreeze: wallets.amountFreeze,
    // Raw names: a column interpolated here may render unqualified and resolve inside the subquery.
    threshold: sql20`(select ba.threshold from balance_alarms ba where ba.user_id = wallets.user_id)`,
    autoTarget: sql20`(select ar.target from auto_recharge ar where ar.user_id = wallets.user_id)`
  });
  if (!after) throw new Error(`Wallet ${walletId} is missing`);
  const availableAfter = availableBalance(after);
  await db.insert(walletJournal).values({
    walletId,
    kind: entry2.kind,
    reference: entry2.reference,
    deltaAmount: d.amount,
    deltaFree: d.free,
    deltaCredit: d.credit,
    deltaFreeze: d.freeze,
    availableAfter,
    createdAt: entry2.now
  });
  const threshold = after.threshold === null ? null : Number(after.threshold);
  const availableBefore = availableAfter - (d.amount + d.free + d.credit - d.freeze);
  if (threshold !== null && crossesBelow(availableBefore, availableAfter, threshold)) {
    await queueLowBalanceMail(db, after.userId, after.productType, availableAfter, threshold, entry2.now);
    if (after.autoTarget !== null && Number(after.autoTarget) > 0) {
      await enqueueJob(db, { kind: AUTO_RECHARGE_JOB, ref: `${after.userId}:${after.productType}`, runAt: entry2.now, now: entry2.now });
    }
  }
}

// src/gateway/wallet/lockWallet.ts
import { and as and29, eq as eq44 } from "drizzle-orm";
async function lockWallet(db, userId, productType) {
  const [row] = await db.select().from(wallets).where(and29(eq44(wallets.userId, userId), eq44(wallets.productType, productType))).for("update");
  return row ?? null;
}

// src/gateway/wallet/creditWallet.ts
async function creditWallet(db, userId, productType, add2, entry2) {
  const amount = add2.amount ?? 0;
  const free = add2.free ?? 0;
  if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(free) || amount < 0 || free < 0) {
    throw new RangeError("Credits must be non-negative integers");
  }
  await db.insert(wallets).values({ userId, productType }).onConflictDoNothing();
  const wallet = await lockWallet(db, userId, productType);
  if (!wallet) throw new Error(`Wallet ${productType} of user ${userId} is missing`);
  await applyWalletDeltas(db, wallet.id, { amount, free, credit: 0, freeze: 0 }, entry2);
}

// src/gateway/wallet/splitDebit.ts
function splitDebit(w, total) {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`Debit must be a non-negative integer, got ${total}`);
  if (availableBalance(w) < total) return null;
  const fromFree = Math.min(Math.max(w.amountFree, 0), total);
  let rest = total - fromFree;
  const fromAmount = Math.min(Math.max(w.amount - w.amountFreeze, 0), rest);
  rest -= fromAmount;
  const fromCredit = rest;
  if (fromCredit > Math.max(w.amountCredit, 0)) return null;
  return { amount: 0 - fromAmount, free: 0 - fromFree, credit: 0 - fromCredit, freeze: 0 };
}

// src/gateway/wallet/debitWallet.ts
async function debitWallet(db, userId, productType, total, entry2) {
  if (total === 0) return;
  const wallet = await lockWallet(db, userId, productType);
  const split = wallet ? splitDebit(wallet, total) : null;
  if (!wallet || !split) throw new ActionError(RetCode.InsufficientBalance);
  await applyWalletDeltas(db, wallet.id, split, entry2);
}

// src/gateway/wallet/accountBalance.ts
var LISTED_PRODUCT_TYPES = [
  MAIN_WALLET,
  WalletProductType.Advertising,
  WalletProductType.Voice,
  WalletProductType.Email,
  WalletProductType.SMS
];
function add(a, b) {
  const s = a + b;
  if (!Number.isSafeInteger(s)) throw new RangeError(`Balance sum is not a safe integer: ${a} + ${b}`);
  return s;
}
function balanceOf(rows, productType) {
  const sum4 = { amount: 0, amountFree: 0, amountCredit: 0, amountFreeze: 0 };
  for (const r of rows) {
    if (r.productType !== productType) continue;
    sum4.amount = add(sum4.amount, r.amount);
    sum4.amountFree = add(sum4.amountFree, r.amountFree);
    sum4.amountCredit = add(sum4.amountCredit, r.amountCredit);
    sum4.amountFreeze = add(sum4.amountFreeze, r.amountFreeze);
  }
  return {
    ProductType: productType,
    Amount: sum4.amount,
    AmountFree: sum4.amountFree,
    AmountCredit: sum4.amountCredit,
    AmountFreeze: sum4.amountFreeze,
    Available: availableBalance(sum4),
    Currency: CURRENCY
  };
}
function accountBalance(rows, productType) {
  if (productType !== void 0) {
    const one = balanceOf(rows, productType);
    return { ...one, ProductTypes: [one] };
  }
  const extra = [...new Set(rows.map((r) => r.productType))].filter((t) => !LISTED_PRODUCT_TYPES.includes(t)).sort((a, b) => a - b);
  const types2 = [...LISTED_PRODUCT_TYPES, ...extra].map((t) => balanceOf(rows, t));
  const total = types2.reduce(
    (s, b) => ({
      Amount: add(s.Amount, b.Amount),
      AmountFree: add(s.AmountFree, b.AmountFree),
      AmountCredit: add(s.AmountCredit, b.AmountCredit),
      AmountFreeze: add(s.AmountFreeze, b.AmountFreeze)
    }),
    { Amount: 0, AmountFree: 0, AmountCredit: 0, AmountFreeze: 0 }
  );
  return {
    ProductType: null,
    ...total,
    Available: availableBalance({ amount: total.Amount, amountFree: total.AmountFree, amountCredit: total.AmountCredit, amountFreeze: total.AmountFreeze }),
    Currency: CURRENCY,
    ProductTypes: types2
  };
}

// src/gateway/wallet/recordFailedAttempt.ts
async function recordFailedAttempt(db, userId, productType, amount, entry2) {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError("A failed attempt names a positive integer amount");
  await db.insert(wallets).values({ userId, productType }).onConflictDoNothing();
  const wallet = await lockWallet(db, userId, productType);
  if (!wallet) throw new Error(`Wallet ${productType} of user ${userId} is missing`);
  await db.insert(walletJournal).values({
    walletId: wallet.id,
    kind: entry2.kind,
    reference: entry2.reference,
    availableAfter: availableBalance(wallet),
    failedAmount: amount,
    createdAt: entry2.now
  });
}

// src/gateway/wallet/refundCharge.ts
import { and as and30, eq as eq45, sum as sum2 } from "drizzle-orm";

// src/gateway/actions/billing/operatorCreditBankTransfer.ts
var operatorCreditBankTransfer = async (p, ctx) => {
  const userId = referenceCodeAccount(p.ReferenceCode);
  const [u] = userId === null ? [] : await ctx.db.select({ upgrade: users.upgrade }).from(users).where(eq46(users.id, userId));
  if (!u || userId === null) throw new ActionError(RetCode.BankTransferAccountNotFound);
  const bankReference = p.BankReference;
  const claimed = await ctx.db.insert(bankTransfers).values({ bankReference, userId, productType: p.ProductType, amount: p.Amount, payer: p.Payer, creditedBy: ctx.caller.userId, createdAt: ctx.now }).onConflictDoNothing({ target: bankTransfers.bankReference }).returning({ id: bankTransfers.id });
  if (claimed.length === 0) {
    const earlier = await bankTransferByBankReference(ctx.db, bankReference);
    if (!earlier) throw new Error(`Bank transfer ${bankReference} conflicted but is not there`);
    if (earlier.userId !== userId || earlier.amount !== p.Amount || earlier.productType !== p.ProductType) {
      throw new ActionError(RetCode.BankTransferAlreadyCredited, void 0, toBankTransferCredit(earlier, true));
    }
    return toBankTransferCredit(earlier, true);
  }
  const reference = `bank-transfer:${claimed[0].id}`;
  await creditWallet(ctx.db, userId, p.ProductType, { amount: p.Amount }, { kind: "recharge", reference, now: ctx.now });
  if (!u.upgrade) {
    await ctx.db.update(users).set({ upgrade: true }).where(eq46(users.id, userId));
    await invalidateUser(ctx.db, userId);
  }
  await issueInvoice(ctx.db, {
    userId,
    kind: "Recharge",
    reference,
    subtotal: p.Amount,
    taxes: 0,
    paidBy: `Bank transfer ${bankReference}`,
    lines: [{ description: `Bank transfer to the ${productName(p.ProductType)} wallet`, quantity: 1, amount: p.Amount }],
    now: ctx.now
  });
  const row = await bankTransferByBankReference(ctx.db, bankReference);
  return toBankTransferCredit(row, false);
};

// src/gateway/actions/billing/operatorGetBankTransferAccount.ts
import { eq as eq47 } from "drizzle-orm";
var operatorGetBankTransferAccount = async (p, ctx) => {
  const userId = referenceCodeAccount(p.ReferenceCode);
  const [u] = userId === null ? [] : await ctx.db.select({ email: users.email, name: users.displayName, upgrade: users.upgrade }).from(users).where(eq47(users.id, userId));
  if (!u || userId === null) throw new ActionError(RetCode.BankTransferAccountNotFound);
  const transfers = await bankTransfersOf(ctx.db, userId, 20);
  return { ReferenceCode: referenceCode(userId), Email: u.email, DisplayName: u.name, Upgrade: u.upgrade, Transfers: transfers.map((t) => toBankTransferCredit(t, true)) };
};

// src/gateway/actions/billing/updateAutoRecharge.ts
import { eq as eq48 } from "drizzle-orm";
var updateAutoRecharge = async (p, ctx) => {
  const userId = ctx.caller.userId;
  if (p.Target > 0) {
    const [alarm] = await ctx.db.select({ threshold: balanceAlarms.threshold }).from(balanceAlarms).where(eq48(balanceAlarms.userId, userId));
    if (!alarm || alarm.threshold <= 0 || p.Target < alarm.threshold + RECHARGE_MIN) throw new ActionError(RetCode.AutoRechargeTooLow);
  }
  await ctx.db.insert(autoRecharge).values({ userId, target: p.Target, updatedAt: ctx.now }).onConflictDoUpdate({ target: autoRecharge.userId, set: { target: p.Target, updatedAt: ctx.now } });
  return { Target: p.Target };
};

// src/gateway/actions/billing/updateBalanceAlarmThreshold.ts
var updateBalanceAlarmThreshold = async (p, ctx) => {
  const userId = ctx.caller.userId;
  await ctx.db.insert(balanceAlarms).values({ userId, threshold: p.Threshold, updatedAt: ctx.now }).onConflictDoUpdate({ target: balanceAlarms.userId, set: { threshold: p.Threshold, updatedAt: ctx.now } });
  return balanceAlarmOf(ctx.db, userId);
};

// src/gateway/actions/billing/updateCardWallet.ts
import { and as and31, eq as eq49, isNull as isNull10 } from "drizzle-orm";
var updateCardWallet = async (p, ctx) => {
  const card = await findCard(ctx.db, ctx.caller.userId, p.CardId);
  if (!card) throw new ActionError(RetCode.CardNotFound);
  await ctx.db.update(paymentCards).set({ isDefault: false }).where(and31(eq49(paymentCards.userId, ctx.caller.userId), isNull10(paymentCards.removedAt), eq49(paymentCards.isDefault, true)));
  const [row] = await ctx.db.update(paymentCards).set({ isDefault: true }).where(eq49(paymentCards.id, card.id)).returning();
  const [hold] = await ctx.db.select().from(cardHolds).where(eq49(cardHolds.cardPk, card.id));
  return toPaymentCard(row, hold);
};

// src/gateway/actions/billing/index.ts
var billingHandlers = {
  GetTransactionList: getTransactionList,
  GetBalanceAlarm: getBalanceAlarm,
  UpdateBalanceAlarmThreshold: updateBalanceAlarmThreshold,
  CreateSetupIntent: createSetupIntent,
  CompleteSetupIntent: completeSetupIntent,
  GetCardWalletList: getCardWalletList,
  UpdateCardWallet: updateCardWallet,
  DeleteCardWallet: deleteCardWallet,
  CreateInpourPayment: createInpourPayment,
  GetInpourPayment: getInpourPayment,
  GetAccountVerifyCode: getAccountVerifyCode,
  UpdateAutoRecharge: updateAutoRecharge,
  GetInvoiceList: getInvoiceList,
  GetInvoiceFile: getInvoiceFile,
  GetOrderAmountStatistics: getOrderAmountStatistics,
  GetUSMSBillStatistics: getUSMSBillStatistics,
  AddTransactionExportTask: addTransactionExportTask,
  GetExportRecordList: getExportRecordList,
  GetExportRecordFile: getExportRecordFile,
  OperatorGetBankTransferAccount: operatorGetBankTransferAccount,
  OperatorCreditBankTransfer: operatorCreditBankTransfer
};

// src/gateway/actions/sms/defaultProjectId.ts
import { and as and32, eq as eq50 } from "drizzle-orm";
async function defaultProjectId(db, userId) {
  const [p] = await db.select({ id: projects.id }).from(projects).where(and32(eq50(projects.userId, userId), eq50(projects.isDefault, true))).limit(1);
  return p?.id ?? String(userId);
}

// src/gateway/sms/carrier/SimulatedCarrier.ts
import { randomBytes as randomBytes8 } from "node:crypto";
import { and as and33, asc as asc7, eq as eq51, inArray as inArray5, isNotNull as isNotNull2, isNull as isNull11, lt as lt6, lte as lte6, or as or7, sql as sql21 } from "drizzle-orm";
var FAIL_CODES = ["UNDELIV", "REJECTD", "EXPIRED"];
var CALL_FAIL_CODES = ["NO_ANSWER", "BUSY", "REJECTED"];
var SUBMIT_FAIL_CODES = ["SUBMIT:0x0000000B", "SUBMIT:0x00000058"];
var POLL_BATCH = 1e3;
var LEASE_MS = 5e3;
var SimulatedCarrier = class {
  constructor(db, sim, log = () => void 0, random = Math.random, opts = { channel: ChannelId.SMS, replies: true, name: "simulated" }) {
    this.db = db;
    this.sim = sim;
    this.log = log;
    this.random = random;
    this.opts = opts;
    this.name = opts.name;
    this.pollMs = Math.min(250, Math.max(20, sim.receiptDelayMinMs));
  }
  db;
  sim;
  log;
  random;
  opts;
  name;
  resubmitSafe = true;
  events = null;
  timer = null;
  polling = null;
  pollMs;
  async start(events) {
    this.events = events;
    this.schedule();
  }
  async close() {
    this.events = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.polling;
  }
  async submit(batch) {
    if (this.sim.submitDelayMs > 0) await new Promise((r) => setTimeout(r, this.sim.submitDelayMs));
    if (batch.length === 0) return [];
    const now = Date.now();
    const t = simCarrierMessages;
    const stored = await this.db.insert(t).values(batch.map((m) => this.decide(m, now))).onConflictDoUpdate({ target: t.messageId, set: { submits: sql21`${t.submits} + 1` } }).returning({ messageId: t.messageId, accepted: t.accepted, carrierId: t.carrierId, submitCode: t.submitCode });
    return stored.map((r) => r.accepted ? { id: r.messageId, ok: true, carrierId: r.carrierId } : { id: r.messageId, ok: false, code: r.submitCode ?? "SUBMIT:REFUSED" });
  }
  /** What the carrier will do with a message seen for the first time (ignored for a repeat). */
  decide(m, now) {
    const roll = () => Math.floor(this.random() * 1e4);
    const fixed = m.phone.slice(-2);
    const test = ["01", "02", "03", "99"].includes(fixed);
    const base = { messageId: m.id, channel: this.opts.channel, phone: m.phone, senderId: m.senderId, acceptedAt: now };
    if (fixed === "03" || !test && roll() < this.sim.submitFailRateBp) {
      return { ...base, accepted: false, submitCode: SUBMIT_FAIL_CODES[roll() % SUBMIT_FAIL_CODES.length] };
    }
    const r = test ? 1e4 : roll();
    const calls = this.opts.calls;
    let result;
    let code2;
    let calledMs = null;
    if (fixed === "01" || r < this.sim.failRateBp) {
      result = "Fail";
      const codes = calls ? CALL_FAIL_CODES : FAIL_CODES;
      code2 = codes[roll() % codes.length];
      if (calls) calledMs = 0;
    } else if (fixed === "02" || r < this.sim.failRateBp + this.sim.unknownRateBp) {
      result = "Unknown";
      code2 = "UNKNOWN";
      if (calls) calledMs = 0;
    } else {
      result = "Success";
      code2 = calls ? "ANSWERED" : "DELIVRD";
      if (calls) {
        const pct = calls.connectedMinPct + this.random() * Math.max(0, calls.connectedMaxPct - calls.connectedMinPct);
        calledMs = Math.max(1, Math.round((m.mediaDurationMs ?? 0) * pct / 100));
      }
    }
    const span = Math.max(0, this.sim.receiptDelayMaxMs - this.sim.receiptDelayMinMs);
    const due = now + this.sim.receiptDelayMinMs + Math.floor(this.random() * span);
    const mo = this.opts.replies && result === "Success" && m.phone.endsWith("99");
    return {
      ...base,
      accepted: true,
      carrierId: `sim-${randomBytes8(8).toString("hex")}`,
      receiptResult: result,
      receiptCode: code2,
      receiptDueAt: due,
      calledMs,
      ...mo ? { moText: "Thanks, got it!", moDueAt: due + this.sim.moDelayMs } : {}
    };
  }
  schedule() {
    if (!this.events || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.polling = this.poll().catch((err) => this.log(`[${this.opts.name}] simulated carrier poll failed: ${String(err)}`)).finally(() => {
        this.polling = null;
        this.schedule();
      });
    }, this.pollMs);
  }
  /** Hands out the due receipts, then the due replies; each marked delivered once the gateway has written it. */
  async poll() {
    const t = simCarrierMessages;
    for (; ; ) {
      const events2 = this.events;
      if (!events2) return;
      const rows = await this.claim(and33(isNull11(t.receiptSentAt), isNotNull2(t.receiptDueAt), lte6(t.receiptDueAt, Date.now())), t.receiptDueAt);
      if (rows.length === 0) break;
      const written = await Promise.all(rows.map((r) => events2.onReceipt({ carrierId: r.carrierId, result: r.receiptResult, code: r.receiptCode, at: Date.now(), ...r.calledMs !== null ? { calledMs: r.calledMs } : {} })));
      const done = rows.filter((_, i) => written[i]).map((r) => r.messageId);
      if (done.length > 0) await this.db.update(t).set({ receiptSentAt: Date.now(), leaseUntil: null }).where(inArray5(t.messageId, done));
      if (rows.length < POLL_BATCH || done.length === 0) break;
    }
    const events = this.events;
    if (!events) return;
    const mos = await this.claim(and33(isNull11(t.moSentAt), isNotNull2(t.moDueAt), lte6(t.moDueAt, Date.now())), t.moDueAt);
    for (const r of mos) {
      await events.onMo({ from: r.phone, to: r.senderId, text: r.moText ?? "", at: Date.now() });
      await this.db.update(t).set({ moSentAt: Date.now(), leaseUntil: null }).where(inArray5(t.messageId, [r.messageId]));
    }
  }
  async claim(due, order) {
    const t = simCarrierMessages;
    const now = Date.now();
    return this.db.transaction(async (tx) => {
      const rows = await tx.select().from(t).where(and33(eq51(t.channel, this.opts.channel), due, or7(isNull11(t.leaseUntil), lt6(t.leaseUntil, now)))).orderBy(asc7(order)).limit(POLL_BATCH).for("update", { skipLocked: true });
      if (rows.length > 0) await tx.update(t).set({ leaseUntil: now + LEASE_MS }).where(inArray5(t.messageId, rows.map((r) => r.messageId)));
      return rows;
    });
  }
};

// src/gateway/sms/recipients/phoneAddress.ts
import { parsePhoneNumberFromString } from "libphonenumber-js";
function cleanPhone(raw) {
  return raw.trim().replace(/[\s().-]/g, "").replace(/^00/, "+");
}
function parsePhone(cleaned, defaultCountry) {
  const text22 = cleaned.startsWith("+") || !defaultCountry ? `+${cleaned.replace(/^\+/, "")}` : cleaned;
  const parsed = /^\+?\d{3,17}$/.test(text22) ? parsePhoneNumberFromString(text22, defaultCountry) : void 0;
  if (!parsed || !parsed.isValid() || !parsed.country) return null;
  return { address: parsed.number, country: parsed.country };
}

// src/gateway/sms/pricing/smsPrices.ts
var SMS_PRICES = {
  AE: 350,
  AR: 520,
  AT: 900,
  AU: 450,
  BD: 2900,
  BE: 750,
  BR: 500,
  CA: 79,
  CH: 550,
  CL: 400,
  CN: 350,
  CO: 180,
  CZ: 480,
  DE: 790,
  DK: 600,
  EG: 1200,
  ES: 650,
  FI: 700,
  FR: 700,
  GB: 350,
  GR: 520,
  HK: 450,
  HU: 900,
  ID: 3200,
  IE: 650,
  IL: 600,
  IN: 150,
  IT: 680,
  JP: 650,
  KE: 350,
  KR: 250,
  MX: 300,
  MY: 250,
  NG: 400,
  NL: 850,
  NO: 650,
  NZ: 900,
  PE: 480,
  PH: 1500,
  PK: 2700,
  PL: 300,
  PT: 350,
  RO: 600,
  SA: 350,
  SE: 600,
  SG: 400,
  TH: 250,
  TR: 150,
  TW: 450,
  UA: 1100,
  US: 79,
  VN: 700,
  ZA: 200
};
function segmentPrice(countryCode6) {
  return SMS_PRICES[countryCode6.toUpperCase()] ?? null;
}

// src/gateway/mms/mmsPrices.ts
var MMS_PRICE_FACTOR = 3;
function mmsMessagePrice(countryCode6) {
  const sms4 = SMS_PRICES[countryCode6.toUpperCase()];
  return sms4 === void 0 ? null : sms4 * MMS_PRICE_FACTOR;
}

// src/gateway/mms/mmsChannel.ts
var MMS_CHANNEL = "mms";
var MMS_TASK_JOB = "mms-task";
function mmsChannel(config2) {
  return {
    name: MMS_CHANNEL,
    channelId: ChannelId.MMS,
    taskJob: MMS_TASK_JOB,
    productType: WalletProductType.SMS,
    units: () => 1,
    pricingUnit: "message",
    unitPrice: mmsMessagePrice,
    address: { clean: cleanPhone, parse: parsePhone },
    createCarrier: (db, log) => new SimulatedCarrier(db, config2.simulation, log, Math.random, { channel: ChannelId.MMS, replies: false, name: "simulated-mms" }),
    taskNotice: {
      finished: "MmsTaskFinished",
      failed: "MmsTaskFailed",
      link: async (db, task) => `/mms/task/${task.taskId}/${await defaultProjectId(db, task.userId)}/${task.sessionNo}`
    },
    audience: { contactAddress: "phone" }
  };
}

// src/gateway/messaging/tasks/cancelTask.ts
import { and as and34, eq as eq55, inArray as inArray6 } from "drizzle-orm";

// src/gateway/messaging/holds/chargeHold.ts
import { eq as eq53, sql as sql22 } from "drizzle-orm";

// src/gateway/messaging/holds/lockHold.ts
import { eq as eq52 } from "drizzle-orm";
async function lockHold(db, reference) {
  const [hold] = await db.select().from(walletHolds).where(eq52(walletHolds.reference, reference)).for("update");
  if (!hold) return null;
  const [wallet] = await db.select().from(wallets).where(eq52(wallets.id, hold.walletId)).for("update");
  if (!wallet) return null;
  return { hold, wallet };
}

// src/gateway/messaging/holds/chargeHold.ts
async function chargeHold(db, reference, amount, now) {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Charge must be a non-negative integer, got ${amount}`);
  if (amount === 0) return;
  const locked = await lockHold(db, reference);
  if (!locked) throw new Error(`Hold ${reference} does not exist`);
  const { hold, wallet } = locked;
  const left = hold.amount - hold.charged - hold.released;
  if (!hold.open || amount > left) throw new Error(`Hold ${reference} cannot cover a charge of ${amount} (open ${hold.open}, left ${left})`);
  const unfrozen = { ...wallet, amountFreeze: wallet.amountFreeze - amount };
  const split = splitDebit(unfrozen, amount);
  if (!split) throw new Error(`Wallet ${wallet.id} cannot pay a charge of ${amount} from its hold`);
  await db.update(walletHolds).set({ charged: sql22`${walletHolds.charged} + ${amount}` }).where(eq53(walletHolds.id, hold.id));
  await applyWalletDeltas(db, wallet.id, { ...split, freeze: -amount }, { kind: "charge", reference, now });
}

// src/gateway/messaging/holds/placeHold.ts
async function placeHold(db, userId, productType, reference, amount, now) {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Hold must be a non-negative integer, got ${amount}`);
  const wallet = await lockWallet(db, userId, productType);
  if (!wallet || availableBalance(wallet) < amount) throw new ActionError(RetCode.InsufficientBalance);
  await db.insert(walletHolds).values({ walletId: wallet.id, reference, amount, createdAt: now });
  if (amount > 0) await applyWalletDeltas(db, wallet.id, { amount: 0, free: 0, credit: 0, freeze: amount }, { kind: "hold", reference, now });
}

// src/gateway/messaging/holds/releaseHold.ts
import { eq as eq54 } from "drizzle-orm";
async function releaseHold(db, reference, now) {
  const locked = await lockHold(db, reference);
  if (!locked || !locked.hold.open) return 0;
  const { hold, wallet } = locked;
  const left = hold.amount - hold.charged - hold.released;
  await db.update(walletHolds).set({ released: hold.released + left, open: false, closedAt: now }).where(eq54(walletHolds.id, hold.id));
  if (left > 0) await applyWalletDeltas(db, wallet.id, { amount: 0, free: 0, credit: 0, freeze: -left }, { kind: "release", reference, now });
  return left;
}

// src/gateway/messaging/tasks/cancelTask.ts
async function cancelTask(db, channel, task, now) {
  if (!CANCELLABLE_TASK_STATUSES.includes(task.status)) return null;
  const [cancelled] = await db.update(smsTasks).set({ status: TaskStatus.Cancelled, cancelled: task.total, finishedAt: now }).where(and34(eq55(smsTasks.id, task.id), inArray6(smsTasks.status, [...CANCELLABLE_TASK_STATUSES]))).returning();
  if (!cancelled) return null;
  await db.delete(smsMessages).where(eq55(smsMessages.taskId, task.id));
  if (task.holdReference) await releaseHold(db, task.holdReference, now);
  await db.update(jobs).set({ doneAt: now, lastError: "cancelled" }).where(and34(eq55(jobs.kind, channel.taskJob), eq55(jobs.ref, String(task.id))));
  return cancelled;
}

// src/gateway/actions/sms/smsIds.ts
import { randomBytes as randomBytes9, randomUUID as randomUUID3 } from "node:crypto";
var hex = (n2) => randomBytes9(n2).toString("hex").toUpperCase();
var smsIds = {
  task: () => `ST${hex(8)}`,
  session: () => randomUUID3(),
  template: () => `UTA${hex(6)}`,
  export: () => `EXP${hex(8)}`,
  rule: () => `RULE${hex(6)}`
};

// src/gateway/actions/sms/addUSMSExportSendRecordTask.ts
var addRecordExport = (channel, label) => async (p, ctx) => {
  checkTimeRange(p);
  const { Name, ...filter } = p;
  const where = await recordWhere(ctx.db, ctx.caller.userId, filter, channel);
  const [any] = where ? await ctx.db.select({ id: smsMessages.id }).from(smsMessages).where(where).limit(1) : [];
  if (!any) throw new ActionError(RetCode.NoDataToExport);
  const exportId2 = smsIds.export();
  const [e] = await ctx.db.insert(smsExports).values({ exportId: exportId2, userId: ctx.caller.userId, channel, name: Name || `${label} records ${new Date(ctx.now).toISOString().slice(0, 10)}`, filter, status: ExportStatus.Submitted, createdAt: ctx.now }).returning();
  await enqueueJob(ctx.db, { kind: EXPORT_JOB, ref: String(e.id), runAt: ctx.now, now: ctx.now });
  ctx.afterCommit(() => wakeJobRunners());
  return toExportRecord(e);
};
var addUSMSExportSendRecordTask = addRecordExport(ChannelId.SMS, "SMS");

// src/gateway/actions/sms/describeUSMSSendTaskStatistics.ts
import { count as count7, desc as desc10, eq as eq57, isNotNull as isNotNull3, and as and36 } from "drizzle-orm";

// src/gateway/actions/sms/countsOf.ts
import { count as count6, sql as sql23, sum as sum3 } from "drizzle-orm";
var n = (state) => sql23`count(*) filter (where ${smsMessages.state} = ${state})`.mapWith(Number);
var countColumns = {
  submitted: count6(),
  success: n(MessageState.Success),
  fail: n(MessageState.Fail),
  unknown: n(MessageState.Unknown),
  submitFail: n(MessageState.SubmitFail),
  segments: sum3(smsMessages.segments).mapWith(Number),
  cost: sql23`coalesce(sum(${smsMessages.price}) filter (where ${smsMessages.charged}), 0)`.mapWith(Number)
};
function toCounts(r) {
  return {
    Submitted: r.submitted,
    Success: r.success,
    Fail: r.fail,
    Unknown: r.unknown,
    SubmitFail: r.submitFail,
    Pending: r.submitted - r.success - r.fail - r.unknown - r.submitFail,
    Segments: r.segments ?? 0,
    Cost: r.cost
  };
}

// src/gateway/actions/sms/loadTask.ts
import { and as and35, eq as eq56 } from "drizzle-orm";
async function loadTask(db, userId, taskId2, lock = false, channel = ChannelId.SMS) {
  const q = db.select().from(smsTasks).where(and35(eq56(smsTasks.taskId, taskId2), eq56(smsTasks.userId, userId), eq56(smsTasks.channel, channel)));
  const [task] = lock ? await q.for("update") : await q;
  if (!task) throw new ActionError(RetCode.TaskNotFound);
  return task;
}

// src/gateway/actions/sms/toTask.ts
function toTask(t, accountId) {
  const final = t.succeeded + t.failed + t.unknown + t.submitFailed + t.cancelled;
  return {
    TaskId: t.taskId,
    SessionNo: t.sessionNo,
    AccountId: accountId,
    TaskName: t.name,
    Tags: t.tags,
    Status: t.status,
    SenderId: t.senderId,
    Content: t.content,
    TemplateId: t.templateId,
    CountryCode: t.countryCode,
    SendTime: toUnixSeconds(t.sendAt),
    TimeZone: t.timeZone,
    IsTest: t.isTest,
    CreateTime: toUnixSeconds(t.createdAt),
    FinishTime: t.finishedAt === null ? null : toUnixSeconds(t.finishedAt),
    Submitted: t.total,
    Invalid: t.invalid,
    Duplicate: t.duplicate,
    Unsupported: t.unsupported,
    Succeeded: t.succeeded,
    Failed: t.failed,
    Unknown: t.unknown,
    SubmitFailed: t.submitFailed,
    Pending: Math.max(0, t.total - final),
    Segments: t.segments,
    EstimatedCost: t.estimatedCost,
    ChargedAmount: t.charged,
    RetryOf: t.retryOf,
    Audience: t.audienceKind === "Group" || t.audienceKind === "Segment" ? { Kind: t.audienceKind, Id: t.audienceId ?? "", Name: t.audienceName ?? "" } : null
  };
}

// src/gateway/actions/sms/describeUSMSSendTaskStatistics.ts
var taskStatistics = (channel, map) => async (p, ctx) => {
  const task = await loadTask(ctx.db, ctx.caller.userId, p.TaskId, false, channel);
  const byCountry = await ctx.db.select({ country: smsMessages.countryCode, ...countColumns }).from(smsMessages).where(eq57(smsMessages.taskId, task.id)).groupBy(smsMessages.countryCode).orderBy(desc10(count7()));
  const byCode = await ctx.db.select({ code: smsMessages.receiptCode, n: count7() }).from(smsMessages).where(and36(eq57(smsMessages.taskId, task.id), isNotNull3(smsMessages.receiptCode))).groupBy(smsMessages.receiptCode).orderBy(desc10(count7()));
  return {
    Task: map(task, await defaultProjectId(ctx.db, ctx.caller.userId)),
    ByCountry: byCountry.map((r) => ({ CountryCode: r.country, ...toCounts(r) })),
    ByReceiptCode: byCode.map((r) => ({ ReceiptCode: r.code ?? "", Count: r.n }))
  };
};
var describeUSMSSendTaskStatistics = taskStatistics(ChannelId.SMS, toTask);

// src/gateway/actions/sms/describeUSMSTaskStatus.ts
import { and as and37, eq as eq58, inArray as inArray7 } from "drizzle-orm";
async function describeTasks(db, userId, channel, taskIds, map) {
  const rows = await db.select().from(smsTasks).where(and37(eq58(smsTasks.userId, userId), eq58(smsTasks.channel, channel), inArray7(smsTasks.taskId, taskIds)));
  const accountId = await defaultProjectId(db, userId);
  return { Tasks: rows.map((t) => map(t, accountId)) };
}
var describeUSMSTaskStatus = (p, ctx) => describeTasks(ctx.db, ctx.caller.userId, ChannelId.SMS, p.TaskIds, toTask);

// src/gateway/actions/sms/getUSMSExportSendRecord.ts
import { and as and38, count as count8, desc as desc11, eq as eq59 } from "drizzle-orm";
var recordExports = (channel) => async (p, ctx) => {
  const parts = [eq59(smsExports.userId, ctx.caller.userId), eq59(smsExports.channel, channel)];
  if (p.ExportId) parts.push(eq59(smsExports.exportId, p.ExportId));
  const where = and38(...parts);
  const rows = await ctx.db.select().from(smsExports).where(where).orderBy(desc11(smsExports.createdAt), desc11(smsExports.id)).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count8() }).from(smsExports).where(where);
  return { Total: total?.n ?? 0, Records: rows.map(toExportRecord) };
};
var getUSMSExportSendRecord = recordExports(ChannelId.SMS);

// src/gateway/actions/sms/getUSMSSendReceiptCodeStatistics.ts
import { and as and39, count as count9, desc as desc12, eq as eq60, gte as gte6, isNotNull as isNotNull4, lte as lte7 } from "drizzle-orm";
var receiptCodeStatistics = (channel) => async (p, ctx) => {
  checkTimeRange(p);
  const parts = [eq60(smsMessages.userId, ctx.caller.userId), eq60(smsMessages.channel, channel), isNotNull4(smsMessages.receiptCode)];
  if (p.TaskId) {
    const [task] = await ctx.db.select({ id: smsTasks.id }).from(smsTasks).where(and39(eq60(smsTasks.taskId, p.TaskId), eq60(smsTasks.userId, ctx.caller.userId)));
    if (!task) return { Codes: [] };
    parts.push(eq60(smsMessages.taskId, task.id));
  }
  if (p.StartTime !== void 0) parts.push(gte6(smsMessages.sendAt, p.StartTime * 1e3));
  if (p.EndTime !== void 0) parts.push(lte7(smsMessages.sendAt, p.EndTime * 1e3 + 999));
  const rows = await ctx.db.select({ code: smsMessages.receiptCode, state: smsMessages.state, n: count9() }).from(smsMessages).where(and39(...parts)).groupBy(smsMessages.receiptCode, smsMessages.state).orderBy(desc12(count9()));
  return { Codes: rows.map((r) => ({ ReceiptCode: r.code ?? "", SendResult: resultOfState(r.state) ?? "Pending", Count: r.n })) };
};
var getUSMSSendReceiptCodeStatistics = receiptCodeStatistics(ChannelId.SMS);

// src/gateway/actions/sms/getUSMSSendRecord.ts
import { count as count10, eq as eq61, sql as sql24 } from "drizzle-orm";
var TOTAL_CAP = 1e4;
async function sendRecordPage(db, userId, channel, p, map = toSendRecord) {
  checkTimeRange(p);
  const where = await recordWhere(db, userId, p, channel);
  if (!where) return { Total: 0, TotalCapped: false, Records: [] };
  const rows = await db.select(recordColumns).from(smsMessages).innerJoin(smsTasks, eq61(smsTasks.id, smsMessages.taskId)).where(where).orderBy(...recordOrder).limit(p.Limit).offset(p.Offset);
  const capped = db.select({ one: sql24`1` }).from(smsMessages).where(where).limit(TOTAL_CAP + 1).as("capped");
  const [total] = await db.select({ n: count10() }).from(capped);
  const n2 = total?.n ?? 0;
  return { Total: Math.min(n2, TOTAL_CAP), TotalCapped: n2 > TOTAL_CAP, Records: rows.map((r) => map(r)) };
}
var getUSMSSendRecord = (p, ctx) => sendRecordPage(ctx.db, ctx.caller.userId, ChannelId.SMS, p);

// src/gateway/actions/sms/getUSMSSendStatistics.ts
import { and as and40, eq as eq62, gte as gte7, lte as lte8, sql as sql25 } from "drizzle-orm";
var FORMATS3 = { day: "YYYY-MM-DD", week: 'IYYY-"W"IW', month: "YYYY-MM" };
var zoneOrUtc = (zone6) => isKnownZone(zone6) ? zone6 : "UTC";
var sendStatistics = (channel) => async (p, ctx) => {
  checkTimeRange(p, 366);
  const zone6 = zoneOrUtc(p.TimeZone);
  const where = and40(eq62(smsMessages.userId, ctx.caller.userId), eq62(smsMessages.channel, channel), gte7(smsMessages.sendAt, p.StartTime * 1e3), lte8(smsMessages.sendAt, p.EndTime * 1e3 + 999));
  const unit = p.Granularity;
  const period = sql25`to_char(date_trunc(${unit}, to_timestamp(${smsMessages.sendAt} / 1000.0) at time zone ${zone6}), ${FORMATS3[unit]})`;
  const series = await ctx.db.select({ period, ...countColumns }).from(smsMessages).where(where).groupBy(sql25`1`).orderBy(sql25`1`);
  const [total] = await ctx.db.select(countColumns).from(smsMessages).where(where);
  return {
    Total: toCounts(total ?? { submitted: 0, success: 0, fail: 0, unknown: 0, submitFail: 0, segments: 0, cost: 0 }),
    Series: series.map((r) => ({ Period: r.period, ...toCounts(r) }))
  };
};
var getUSMSSendStatistics = sendStatistics(ChannelId.SMS);

// src/gateway/actions/sms/getUSMSSendTask.ts
import { and as and41, count as count11, desc as desc13, eq as eq63, gte as gte8, ilike, lte as lte9, sql as sql26 } from "drizzle-orm";
async function listTasks(db, userId, channel, p, map) {
  const parts = [eq63(smsTasks.userId, userId), eq63(smsTasks.channel, channel)];
  if (p.TaskId) parts.push(eq63(smsTasks.taskId, p.TaskId));
  if (p.Status !== void 0) parts.push(eq63(smsTasks.status, p.Status));
  if (p.Tag) parts.push(sql26`${smsTasks.tags} @> ${JSON.stringify([p.Tag])}::jsonb`);
  if (p.Keyword) parts.push(ilike(smsTasks.name, `%${p.Keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (p.StartTime !== void 0) parts.push(gte8(smsTasks.createdAt, p.StartTime * 1e3));
  if (p.EndTime !== void 0) parts.push(lte9(smsTasks.createdAt, p.EndTime * 1e3 + 999));
  const where = and41(...parts);
  const rows = await db.select().from(smsTasks).where(where).orderBy(desc13(smsTasks.createdAt), desc13(smsTasks.id)).limit(p.Limit).offset(p.Offset);
  const [total] = await db.select({ n: count11() }).from(smsTasks).where(where);
  const accountId = await defaultProjectId(db, userId);
  return { Total: total?.n ?? 0, Tasks: rows.map((t) => map(t, accountId)) };
}
var getUSMSSendTask = (p, ctx) => listTasks(ctx.db, ctx.caller.userId, ChannelId.SMS, p, toTask);

// src/gateway/messaging/tasks/retryTask.ts
import { and as and43, asc as asc8, eq as eq65, inArray as inArray9, notInArray } from "drizzle-orm";

// src/gateway/messaging/pricing/priceMessages.ts
function priceMessages(channel, text22, recipients, free, optedOut = /* @__PURE__ */ new Set(), content4 = {}) {
  const perCountry = /* @__PURE__ */ new Map();
  let units = 0;
  let cost = 0;
  let suppressed = 0;
  const messages = recipients.map((r) => {
    let c = perCountry.get(r.country);
    if (!c) {
      const u = channel.pricingUnit === "message" ? 1 : channel.units(text22, r.country, content4.mediaDurationMs ?? 0);
      const unitPrice = channel.unitPrice(r.country, content4.priceClass);
      if (unitPrice === null) throw new Error(`${channel.name} has no price for ${r.country}`);
      c = { units: u, price: free ? 0 : u * unitPrice };
      perCountry.set(r.country, c);
    }
    if (optedOut.has(r.address)) {
      suppressed += 1;
      return { address: r.address, country: r.country, units: c.units, price: 0 };
    }
    units += c.units;
    cost += c.price;
    return { address: r.address, country: r.country, units: c.units, price: c.price };
  });
  return { messages, units, cost, countries: [...perCountry.keys()], optedOut: suppressed };
}

// src/gateway/messaging/optOuts/optOutStore.ts
import { and as and42, eq as eq64, inArray as inArray8 } from "drizzle-orm";
async function addOptOut(db, o) {
  const rows = await db.insert(messagingOptOuts).values({ userId: o.userId, channel: o.channel, address: o.address, source: o.source, keyword: o.keyword ?? "", createdAt: o.now }).onConflictDoNothing().returning({ address: messagingOptOuts.address });
  return rows.length > 0;
}
async function removeOptOuts(db, userId, channel, addresses) {
  if (addresses.length === 0) return 0;
  const rows = await db.delete(messagingOptOuts).where(and42(eq64(messagingOptOuts.userId, userId), eq64(messagingOptOuts.channel, channel), inArray8(messagingOptOuts.address, [...addresses]))).returning({ address: messagingOptOuts.address });
  return rows.length;
}
var BY_NAME_MAX = 1e3;
async function optedOutAmong(db, userId, channel, addresses) {
  if (addresses.length === 0) return /* @__PURE__ */ new Set();
  const own = and42(eq64(messagingOptOuts.userId, userId), eq64(messagingOptOuts.channel, channel));
  const rows = await db.select({ address: messagingOptOuts.address }).from(messagingOptOuts).where(addresses.length <= BY_NAME_MAX ? and42(own, inArray8(messagingOptOuts.address, [...addresses])) : own);
  const wanted = new Set(addresses);
  return new Set(rows.map((r) => r.address).filter((a) => wanted.has(a)));
}

// src/gateway/messaging/tasks/insertMessages.ts
var ROWS_PER_INSERT = 2e3;
async function insertMessages(db, taskPk, userId, channel, sendAt, rows) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await db.insert(smsMessages).values(
      rows.slice(i, i + ROWS_PER_INSERT).map((r) => ({ taskId: taskPk, userId, channel, phone: r.address, countryCode: r.country, segments: r.units, price: r.price, sendAt }))
    );
  }
}

// src/gateway/messaging/tasks/createTask.ts
async function createTask(db, channel, t) {
  const optedOut = await optedOutAmong(db, t.userId, channel.name, t.recipients.valid.map((r) => r.address));
  const priced = priceMessages(channel, t.text, t.recipients.valid, t.free, optedOut, { mediaDurationMs: t.mediaDurationMs ?? 0, priceClass: channel.priceClassOf?.(t.payload) });
  const holdReference = priced.cost > 0 ? `${channel.name}-task:${t.taskId}` : null;
  if (holdReference) await placeHold(db, t.userId, channel.productType, holdReference, priced.cost, t.now);
  const [task] = await db.insert(smsTasks).values({
    taskId: t.taskId,
    sessionNo: t.sessionNo,
    userId: t.userId,
    channel: channel.channelId,
    name: t.name ?? "",
    tags: t.tags ?? [],
    senderId: t.senderId ?? "",
    content: t.text,
    subject: t.subject ?? "",
    mediaFileId: t.mediaFileId ?? null,
    mediaDurationMs: t.mediaDurationMs ?? 0,
    windowFrom: t.window?.from ?? null,
    windowTo: t.window?.to ?? null,
    contentText: t.contentText ?? null,
    templateId: t.templateId ?? null,
    countryCode: t.countryCode ?? (priced.countries.length === 1 ? priced.countries[0] : ""),
    sendAt: t.sendAt,
    timeZone: t.timeZone ?? "UTC",
    status: t.sendAt > t.now + 1e3 ? TaskStatus.Waiting : TaskStatus.Pending,
    isTest: t.isTest ?? false,
    holdReference,
    total: priced.messages.length,
    invalid: t.recipients.invalid,
    duplicate: t.recipients.duplicate,
    unsupported: t.recipients.unsupported,
    segments: priced.units,
    estimatedCost: priced.cost,
    createdAt: t.now,
    retryOf: t.retryOf ?? null,
    audienceKind: t.audience?.Kind ?? null,
    audienceId: t.audience?.Id ?? null,
    audienceName: t.audience?.Name ?? null,
    payload: t.payload ?? null
  }).returning();
  await insertMessages(db, task.id, t.userId, channel.channelId, t.sendAt, priced.messages);
  await enqueueJob(db, { kind: channel.taskJob, ref: String(task.id), runAt: t.sendAt, now: t.now });
  return { task, priced };
}

// src/gateway/messaging/tasks/retryTask.ts
var RETRY_STATES = [MessageState.Fail, MessageState.SubmitFail];
async function retryRecipients(db, channel, task) {
  const earlier = db.select({ phone: smsMessages.phone }).from(smsMessages).innerJoin(smsTasks, eq65(smsTasks.id, smsMessages.taskId)).where(and43(eq65(smsTasks.userId, task.userId), eq65(smsTasks.retryOf, task.taskId)));
  const rows = await db.select({ address: smsMessages.phone, country: smsMessages.countryCode }).from(smsMessages).where(and43(eq65(smsMessages.taskId, task.id), inArray9(smsMessages.state, [...RETRY_STATES]), notInArray(smsMessages.phone, earlier))).orderBy(asc8(smsMessages.id));
  const out = { valid: [], invalid: 0, duplicate: 0, unsupported: 0 };
  for (const r of rows) {
    if (channel.unitPrice(r.country, channel.priceClassOf?.(task.payload)) === null) out.unsupported++;
    else out.valid.push(r);
  }
  return out;
}
async function previewRetry(db, channel, task, free) {
  const recipients = await retryRecipients(db, channel, task);
  return { recipients, priced: priceMessages(channel, task.content, recipients.valid, free, void 0, { mediaDurationMs: task.mediaDurationMs, priceClass: channel.priceClassOf?.(task.payload) }) };
}
async function retryTask(db, channel, task, recipients, o) {
  if (recipients.valid.length === 0) return null;
  return createTask(db, channel, {
    userId: task.userId,
    taskId: o.taskId,
    sessionNo: o.sessionNo,
    text: task.content,
    subject: task.subject,
    contentText: task.contentText,
    mediaFileId: task.mediaFileId,
    mediaDurationMs: task.mediaDurationMs,
    window: task.windowFrom !== null && task.windowTo !== null ? { from: task.windowFrom, to: task.windowTo } : null,
    payload: task.payload ?? void 0,
    recipients,
    free: o.free,
    sendAt: o.now,
    name: task.name,
    tags: task.tags,
    senderId: task.senderId,
    templateId: task.templateId,
    countryCode: task.countryCode || void 0,
    timeZone: task.timeZone,
    isTest: task.isTest,
    retryOf: task.taskId,
    now: o.now
  });
}
async function taskAddresses(db, task) {
  const rows = await db.select({ address: smsMessages.phone }).from(smsMessages).where(eq65(smsMessages.taskId, task.id)).orderBy(asc8(smsMessages.id));
  return rows.map((r) => r.address);
}

// src/gateway/actions/sms/getUSMSTaskRecipients.ts
var taskRecipients = (channel) => async (p, ctx) => {
  const task = await loadTask(ctx.db, ctx.caller.userId, p.TaskId, false, channel);
  return { TaskId: task.taskId, PhoneNumbers: await taskAddresses(ctx.db, task) };
};
var getUSMSTaskRecipients = taskRecipients(ChannelId.SMS);

// src/gateway/actions/sms/previewUSMSRetryTask.ts
import { eq as eq71 } from "drizzle-orm";

// src/contract/sms/gsmCharset.ts
var GSM_BASIC = `@\xA3$\xA5\xE8\xE9\xF9\xEC\xF2\xC7
\xD8\xF8\r\xC5\xE5\u0394_\u03A6\u0393\u039B\u03A9\u03A0\u03A8\u03A3\u0398\u039E\x1B\xC6\xE6\xDF\xC9 !"#\xA4%&'()*+,-./0123456789:;<=>?\xA1ABCDEFGHIJKLMNOPQRSTUVWXYZ\xC4\xD6\xD1\xDC\xA7\xBFabcdefghijklmnopqrstuvwxyz\xE4\xF6\xF1\xFC\xE0`;
var GSM_ESCAPE = 27;
var GSM_EXTENSION = {
  "\f": 10,
  "^": 20,
  "{": 40,
  "}": 41,
  "\\": 47,
  "[": 60,
  "~": 61,
  "]": 62,
  "|": 64,
  "\u20AC": 101
};
var basicSet = new Set([...GSM_BASIC].filter((c) => c !== "\x1B"));
function gsmWidth(ch) {
  if (basicSet.has(ch)) return 1;
  if (ch in GSM_EXTENSION) return 2;
  return 0;
}
function isGsmText(text22) {
  for (const ch of text22) if (gsmWidth(ch) === 0) return false;
  return true;
}

// src/contract/sms/segments.ts
var SMS_SEGMENT_SIZES = {
  GSM7: { single: 160, multi: 154 },
  UCS2: { single: 70, multi: 67 }
};
var COUNTRY_AFFIXES = {
  MY: { prefix: 8, suffix: 0 },
  TR: { prefix: 0, suffix: 5 },
  KR: { prefix: 0, suffix: 6 }
};
function widths(text22, encoding) {
  const out = [];
  for (const ch of text22) out.push(encoding === "GSM7" ? gsmWidth(ch) : ch.length);
  return out;
}
function countSegments(text22, countryCode6) {
  const encoding = isGsmText(text22) ? "GSM7" : "UCS2";
  const size = SMS_SEGMENT_SIZES[encoding];
  const affix = COUNTRY_AFFIXES[(countryCode6 ?? "").toUpperCase()] ?? { prefix: 0, suffix: 0 };
  const units = [...Array(affix.prefix).fill(1), ...widths(text22, encoding), ...Array(affix.suffix).fill(1)];
  const characters = units.reduce((a, b) => a + b, 0);
  if (characters === 0) return { encoding, characters: 0, segments: 0, perSegment: size.single, remaining: size.single };
  if (characters <= size.single) return { encoding, characters, segments: 1, perSegment: size.single, remaining: size.single - characters };
  let segments = 1;
  let used = 0;
  for (const w of units) {
    if (used + w > size.multi) {
      segments++;
      used = 0;
    }
    used += w;
  }
  return { encoding, characters, segments, perSegment: size.multi, remaining: size.multi - used };
}

// src/gateway/sms/alarms/checkAlarms.ts
import { and as and45, eq as eq67, sql as sql27 } from "drizzle-orm";

// src/gateway/messaging/records/countSent.ts
import { and as and44, count as count12, eq as eq66, gte as gte9 } from "drizzle-orm";
async function countSent(db, userId, channel, from = 0) {
  const [row] = await db.select({ n: count12() }).from(smsMessages).where(and44(eq66(smsMessages.userId, userId), eq66(smsMessages.channel, channel), gte9(smsMessages.sendAt, from)));
  return row?.n ?? 0;
}

// src/gateway/sms/alarms/periodStarts.ts
function zoneOffsetMs(at, timeZone) {
  try {
    const parts = zoneClock(timeZone).formatToParts(at);
    const get3 = (t) => Number(parts.find((p) => p.type === t)?.value);
    const local = Date.UTC(get3("year"), get3("month") - 1, get3("day"), get3("hour"), get3("minute"), get3("second"));
    return local - Math.floor(at / 1e3) * 1e3;
  } catch {
    return 0;
  }
}
function periodStarts(at, timeZone) {
  const offset = zoneOffsetMs(at, timeZone);
  const local = new Date(at + offset);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const dayStart2 = Date.UTC(y, m, d) - offset;
  const monthStart = Date.UTC(y, m, 1) - zoneOffsetMs(Date.UTC(y, m, 1), timeZone);
  const pad2 = (n2) => String(n2).padStart(2, "0");
  return { dayStart: dayStart2, monthStart, day: `${y}-${pad2(m + 1)}-${pad2(d)}`, month: `${y}-${pad2(m + 1)}` };
}

// src/gateway/sms/alarms/checkAlarms.ts
var ALARM_RULE_KIND = "send-count-alarm";
var lastCheck = /* @__PURE__ */ new Map();
var CHECK_EVERY_MS = 1e4;
async function checkAlarms(db, userId, now, log) {
  if ((lastCheck.get(userId) ?? 0) > now - CHECK_EVERY_MS) return;
  lastCheck.set(userId, now);
  try {
    const rules = await db.select().from(smsRules).where(and45(eq67(smsRules.userId, userId), eq67(smsRules.kind, ALARM_RULE_KIND), eq67(smsRules.enabled, true)));
    if (rules.length === 0) return;
    const [user] = await db.select({ email: users.email, timezone: users.timezone }).from(users).where(eq67(users.id, userId));
    if (!user) return;
    const p = periodStarts(now, user.timezone);
    const daily = await countSent(db, userId, ChannelId.SMS, p.dayStart);
    const monthly = await countSent(db, userId, ChannelId.SMS, p.monthStart);
    for (const rule of rules) {
      const s = rule.settings;
      const due = [];
      if (s.DailyThreshold > 0 && daily >= s.DailyThreshold && !rule.alarmed.includes(`day:${p.day}`)) due.push(`day:${p.day}`);
      if (s.MonthlyThreshold > 0 && monthly >= s.MonthlyThreshold && !rule.alarmed.includes(`month:${p.month}`)) due.push(`month:${p.month}`);
      if (due.length === 0) continue;
      await db.transaction(async (tx) => {
        const to = s.NotifyEmails && s.NotifyEmails.length > 0 ? s.NotifyEmails : [user.email];
        for (const recipient of to) {
          await tx.insert(outboundMessages).values({
            channel: "email",
            recipient: recipient.toLowerCase(),
            subject: `SMS send-count alarm: ${rule.name}`,
            body: `Your SMS sends reached the threshold of alarm rule "${rule.name}": ${daily} today, ${monthly} this month.`,
            createdAt: now
          });
        }
        await notify(tx, { userId, kind: "SmsSendCountAlarm", params: { RuleName: rule.name, Daily: daily, Monthly: monthly }, link: "/sms/setting", now });
        await tx.update(smsRules).set({ alarmed: sql27`${JSON.stringify([...rule.alarmed.slice(-10), ...due])}::jsonb` }).where(eq67(smsRules.id, rule.id));
      });
    }
  } catch (err) {
    log(`[sms] alarm check failed: ${String(err)}`);
  }
}

// src/gateway/sms/smpp/bodyCodec.ts
var BodyWriter = class {
  parts = [];
  cstring(value) {
    this.parts.push(Buffer.from(value, "latin1"), Buffer.from([0]));
    return this;
  }
  u8(value) {
    this.parts.push(Buffer.from([value & 255]));
    return this;
  }
  bytes(value) {
    this.parts.push(value);
    return this;
  }
  tlv(tag, value) {
    const head = Buffer.alloc(4);
    head.writeUInt16BE(tag, 0);
    head.writeUInt16BE(value.length, 2);
    this.parts.push(head, value);
    return this;
  }
  build() {
    return Buffer.concat(this.parts);
  }
};
var BodyReader = class {
  constructor(buf) {
    this.buf = buf;
  }
  buf;
  pos = 0;
  cstring() {
    const end = this.buf.indexOf(0, this.pos);
    if (end < 0) throw new Error("Unterminated C-Octet String");
    const value = this.buf.toString("latin1", this.pos, end);
    this.pos = end + 1;
    return value;
  }
  u8() {
    if (this.pos >= this.buf.length) throw new Error("Truncated PDU body");
    return this.buf[this.pos++];
  }
  bytes(n2) {
    if (this.pos + n2 > this.buf.length) throw new Error("Truncated PDU body");
    const value = this.buf.subarray(this.pos, this.pos + n2);
    this.pos += n2;
    return Buffer.from(value);
  }
  /** Optional parameters to the end of the body. */
  tlvs() {
    const out = /* @__PURE__ */ new Map();
    while (this.pos + 4 <= this.buf.length) {
      const tag = this.buf.readUInt16BE(this.pos);
      const len = this.buf.readUInt16BE(this.pos + 2);
      this.pos += 4;
      out.set(tag, this.bytes(len));
    }
    return out;
  }
  get done() {
    return this.pos >= this.buf.length;
  }
};

// src/gateway/sms/smpp/commands.ts
var Cmd = {
  GenericNack: 2147483648,
  BindTransceiver: 9,
  BindTransceiverResp: 2147483657,
  SubmitSm: 4,
  SubmitSmResp: 2147483652,
  DeliverSm: 5,
  DeliverSmResp: 2147483653,
  Unbind: 6,
  UnbindResp: 2147483654,
  EnquireLink: 21,
  EnquireLinkResp: 2147483669
};
var Status = {
  OK: 0,
  InvalidCommandId: 3,
  BindFailed: 13,
  InvalidPassword: 14,
  InvalidSystemId: 15,
  InvalidDestAddress: 11,
  Throttled: 88
};
var Tag = {
  ReceiptedMessageId: 30,
  MessagePayload: 1060,
  MessageState: 1063
};
var ESM_DELIVERY_RECEIPT = 4;
var DATA_CODING_DEFAULT = 0;
var DATA_CODING_UCS2 = 8;
var INTERFACE_VERSION = 52;

// src/gateway/sms/smpp/receiptText.ts
function parseReceipt(text22) {
  const field = (name) => new RegExp(`(?:^|\\s)${name}:(\\S*)`, "i").exec(text22)?.[1];
  const id4 = field("id");
  const stat4 = field("stat");
  if (!id4 || !stat4) return null;
  return { id: id4, stat: stat4.toUpperCase(), err: field("err") ?? "000", submitDate: field("submit date") ?? "", doneDate: field("done date") ?? "" };
}
function receiptResult(stat4) {
  switch (stat4) {
    case "DELIVRD":
      return "Success";
    case "UNDELIV":
    case "REJECTD":
    case "EXPIRED":
    case "DELETED":
      return "Fail";
    case "UNKNOWN":
      return "Unknown";
    default:
      return null;
  }
}

// src/gateway/sms/smpp/shortMessage.ts
function encodeSm(f) {
  const long = f.message.length > 254;
  const w = new BodyWriter().cstring(f.serviceType).u8(f.sourceTon).u8(f.sourceNpi).cstring(f.source).u8(f.destTon).u8(f.destNpi).cstring(f.dest).u8(f.esmClass).u8(f.protocolId).u8(f.priority).cstring(f.scheduleTime).cstring(f.validity).u8(f.registeredDelivery).u8(f.replaceIfPresent).u8(f.dataCoding).u8(f.smDefaultMsgId).u8(long ? 0 : f.message.length);
  if (!long) w.bytes(f.message);
  for (const [tag, value] of f.tlvs) if (tag !== Tag.MessagePayload) w.tlv(tag, value);
  if (long) w.tlv(Tag.MessagePayload, f.message);
  return w.build();
}
function decodeSm(body3) {
  const r = new BodyReader(body3);
  const f = {
    serviceType: r.cstring(),
    sourceTon: r.u8(),
    sourceNpi: r.u8(),
    source: r.cstring(),
    destTon: r.u8(),
    destNpi: r.u8(),
    dest: r.cstring(),
    esmClass: r.u8(),
    protocolId: r.u8(),
    priority: r.u8(),
    scheduleTime: r.cstring(),
    validity: r.cstring(),
    registeredDelivery: r.u8(),
    replaceIfPresent: r.u8(),
    dataCoding: r.u8(),
    smDefaultMsgId: r.u8()
  };
  const smLength = r.u8();
  const short = r.bytes(smLength);
  const tlvs = r.tlvs();
  return { ...f, message: smLength === 0 && tlvs.has(Tag.MessagePayload) ? tlvs.get(Tag.MessagePayload) : short, tlvs };
}
function smFields(p) {
  const alpha = /[A-Za-z]/.test(p.source);
  return {
    serviceType: "",
    sourceTon: alpha ? 5 : 1,
    // alphanumeric sender, else international
    sourceNpi: alpha ? 0 : 1,
    source: p.source,
    destTon: 1,
    destNpi: 1,
    dest: p.dest,
    esmClass: p.esmClass ?? 0,
    protocolId: 0,
    priority: 0,
    scheduleTime: "",
    validity: "",
    registeredDelivery: p.registeredDelivery ?? 1,
    replaceIfPresent: 0,
    dataCoding: p.dataCoding,
    smDefaultMsgId: 0,
    message: p.message,
    tlvs: p.tlvs ?? /* @__PURE__ */ new Map()
  };
}

// src/gateway/sms/smpp/SmppClient.ts
import { connect } from "node:net";

// src/gateway/sms/smpp/bind.ts
function encodeBind(f) {
  return new BodyWriter().cstring(f.systemId).cstring(f.password).cstring(f.systemType).u8(INTERFACE_VERSION).u8(0).u8(0).cstring("").build();
}

// src/gateway/sms/smpp/pdu.ts
var MAX_PDU_LENGTH = 64 * 1024;
function encodePdu(pdu) {
  const header = Buffer.alloc(16);
  header.writeUInt32BE(16 + pdu.body.length, 0);
  header.writeUInt32BE(pdu.commandId >>> 0, 4);
  header.writeUInt32BE(pdu.status >>> 0, 8);
  header.writeUInt32BE(pdu.seq >>> 0, 12);
  return Buffer.concat([header, pdu.body]);
}
var PduReader = class {
  buffer = Buffer.alloc(0);
  push(chunk) {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const out = [];
    while (this.buffer.length >= 16) {
      const length = this.buffer.readUInt32BE(0);
      if (length < 16 || length > MAX_PDU_LENGTH) throw new Error(`Bad SMPP command_length ${length}`);
      if (this.buffer.length < length) break;
      out.push({
        commandId: this.buffer.readUInt32BE(4),
        status: this.buffer.readUInt32BE(8),
        seq: this.buffer.readUInt32BE(12),
        body: Buffer.from(this.buffer.subarray(16, length))
      });
      this.buffer = this.buffer.subarray(length);
    }
    return out;
  }
};

// src/gateway/sms/smpp/SmppClient.ts
var SmppNotSentError = class extends Error {
};
var SmppError = class extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
  }
  status;
};
var SmppClient = class {
  constructor(opts, onRequest) {
    this.opts = opts;
    this.onRequest = onRequest;
  }
  opts;
  onRequest;
  socket = null;
  bound = false;
  closed = false;
  seq = 0;
  waiting = /* @__PURE__ */ new Map();
  windowQueue = [];
  inFlight = 0;
  readyWaiters = [];
  keepAlive = null;
  retryTimer = null;
  retryMs = 500;
  /** Connects and binds; resolves once bound (or rejects when the first bind is refused). */
  start() {
    const ready = this.whenBound();
    this.connect();
    return ready;
  }
  log(line) {
    this.opts.log?.(`[smpp] ${line}`);
  }
  whenBound(timeoutMs) {
    if (this.bound) return Promise.resolve();
    return new Promise((resolve2, reject) => {
      const waiter = { resolve: resolve2, reject };
      this.readyWaiters.push(waiter);
      if (timeoutMs === void 0) return;
      setTimeout(() => {
        const i = this.readyWaiters.indexOf(waiter);
        if (i < 0) return;
        this.readyWaiters.splice(i, 1);
        reject(new SmppNotSentError("SMPP not bound"));
      }, timeoutMs).unref();
    });
  }
  connect() {
    if (this.closed) return;
    const socket = connect({ host: this.opts.host, port: this.opts.port });
    this.socket = socket;
    const reader = new PduReader();
    socket.setNoDelay(true);
    socket.on("connect", () => {
      this.request(Cmd.BindTransceiver, encodeBind(this.opts), true).then(() => {
        this.bound = true;
        this.retryMs = 500;
        this.log(`bound to ${this.opts.host}:${this.opts.port}`);
        for (const w of this.readyWaiters.splice(0)) w.resolve();
        this.keepAlive = setInterval(() => void this.request(Cmd.EnquireLink, Buffer.alloc(0)).catch(() => void 0), this.opts.enquireLinkMs);
        this.keepAlive.unref();
      }).catch((err) => {
        this.log(`bind refused: ${err.message}`);
        for (const w of this.readyWaiters.splice(0)) w.reject(err);
        socket.destroy();
      });
    });
    socket.on("data", (chunk) => {
      try {
        for (const pdu of reader.push(chunk)) this.handle(pdu);
      } catch (err) {
        this.log(`bad data: ${String(err)}`);
        socket.destroy();
      }
    });
    socket.on("error", (err) => this.log(`socket error: ${err.message}`));
    socket.on("close", () => this.onClose(socket));
  }
  onClose(socket) {
    if (this.socket !== socket) return;
    this.socket = null;
    this.bound = false;
    if (this.keepAlive) clearInterval(this.keepAlive);
    for (const [, w] of this.waiting) {
      clearTimeout(w.timer);
      w.reject(new Error("SMPP connection closed"));
    }
    this.waiting.clear();
    this.inFlight = 0;
    for (const next of this.windowQueue.splice(0)) next();
    if (this.closed) return;
    this.retryTimer = setTimeout(() => this.connect(), this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, 3e4);
  }
  handle(pdu) {
    if (pdu.commandId & 2147483648) {
      const w = this.waiting.get(pdu.seq);
      if (!w) return;
      this.waiting.delete(pdu.seq);
      clearTimeout(w.timer);
      if (pdu.commandId === Cmd.GenericNack || pdu.status !== Status.OK) w.reject(new SmppError(`SMPP status 0x${pdu.status.toString(16).padStart(8, "0")}`, pdu.status));
      else w.resolve(pdu);
      return;
    }
    let body3 = Buffer.alloc(0);
    let respId = (pdu.commandId | 2147483648) >>> 0;
    let status = Status.OK;
    if (pdu.commandId === Cmd.DeliverSm) body3 = this.onRequest(pdu) ?? new BodyWriter().cstring("").build();
    else if (pdu.commandId === Cmd.Unbind) setImmediate(() => this.socket?.end());
    else if (pdu.commandId !== Cmd.EnquireLink) {
      respId = Cmd.GenericNack;
      status = Status.InvalidCommandId;
    }
    this.socket?.write(encodePdu({ commandId: respId, status, seq: pdu.seq, body: body3 }));
  }
  /** Sends a request and resolves with its response PDU; waits for a free window slot and the bind. */
  async request(commandId, body3, beforeBind = false) {
    if (this.closed) throw new SmppNotSentError("SMPP client closed");
    if (!beforeBind) await this.whenBound(1e4);
    while (this.inFlight >= this.opts.windowSize) await new Promise((r) => this.windowQueue.push(r));
    const socket = this.socket;
    if (!socket || !beforeBind && !this.bound) throw new SmppNotSentError("SMPP connection closed");
    this.inFlight++;
    this.seq = this.seq >= 2147483647 ? 1 : this.seq + 1;
    const seq = this.seq;
    try {
      return await new Promise((resolve2, reject) => {
        const timer = setTimeout(() => {
          this.waiting.delete(seq);
          reject(new Error("SMPP response timeout"));
        }, this.opts.responseTimeoutMs ?? 3e4);
        this.waiting.set(seq, { resolve: resolve2, reject, timer });
        socket.write(encodePdu({ commandId, status: 0, seq, body: body3 }));
      });
    } finally {
      this.inFlight = Math.max(0, this.inFlight - 1);
      this.windowQueue.shift()?.();
    }
  }
  /** Unbinds politely and stops reconnecting. */
  async close() {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.bound) {
      await Promise.race([this.request(Cmd.Unbind, Buffer.alloc(0)).catch(() => void 0), new Promise((r) => setTimeout(r, 1e3))]);
    }
    this.closed = true;
    for (const w of this.readyWaiters.splice(0)) w.reject(new Error("SMPP client closed"));
    const socket = this.socket;
    if (socket) {
      await new Promise((resolve2) => {
        socket.once("close", () => resolve2());
        socket.end();
        setTimeout(() => {
          socket.destroy();
          resolve2();
        }, 1e3).unref();
      });
    }
  }
};

// src/gateway/sms/smpp/textCoding.ts
var basic = [...GSM_BASIC];
var toSeptet = new Map(basic.map((ch, i) => [ch, i]));
var fromExtension = new Map(Object.entries(GSM_EXTENSION).map(([ch, v]) => [v, ch]));
function encodeText(text22) {
  if (!isGsmText(text22)) {
    const le = Buffer.from(text22, "utf16le");
    return { dataCoding: DATA_CODING_UCS2, bytes: le.swap16() };
  }
  const out = [];
  for (const ch of text22) {
    const septet = toSeptet.get(ch);
    if (septet !== void 0 && septet !== GSM_ESCAPE) out.push(septet);
    else out.push(GSM_ESCAPE, GSM_EXTENSION[ch]);
  }
  return { dataCoding: DATA_CODING_DEFAULT, bytes: Buffer.from(out) };
}
function decodeText(dataCoding, bytes) {
  if (dataCoding === DATA_CODING_UCS2) return Buffer.from(bytes).swap16().toString("utf16le");
  if (dataCoding !== DATA_CODING_DEFAULT) return bytes.toString("latin1");
  let out = "";
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === GSM_ESCAPE && i + 1 < bytes.length) out += fromExtension.get(bytes[++i]) ?? " ";
    else out += basic[b & 127] ?? "?";
  }
  return out;
}

// src/gateway/sms/carrier/SmppCarrier.ts
var DEDUPE_IDS = 2e5;
var SmppCarrier = class {
  name = "smpp";
  resubmitSafe = false;
  client;
  events = null;
  submitted = /* @__PURE__ */ new Map();
  log;
  constructor(opts) {
    this.client = new SmppClient(opts, (pdu) => this.onDeliver(pdu));
    this.log = opts.log ?? (() => void 0);
  }
  /** Binds; when the SMSC is unreachable the gateway starts anyway and the client keeps reconnecting. */
  async start(events) {
    this.events = events;
    const bound = this.client.start();
    bound.catch(() => void 0);
    await Promise.race([bound, new Promise((r) => setTimeout(r, 5e3).unref())]).catch(() => void 0);
  }
  async close() {
    this.events = null;
    await this.client.close();
  }
  submit(batch) {
    return Promise.all(batch.map((m) => this.submitOnce(m)));
  }
  submitOnce(m) {
    const known = this.submitted.get(m.id);
    if (known) return known;
    const result = this.submitOne(m).then((r) => {
      if (!r.ok && r.retry) this.submitted.delete(m.id);
      return r;
    });
    this.submitted.set(m.id, result);
    if (this.submitted.size > DEDUPE_IDS) this.submitted.delete(this.submitted.keys().next().value);
    return result;
  }
  async submitOne(m) {
    const { dataCoding, bytes } = encodeText(m.text);
    const body3 = encodeSm(smFields({ source: m.senderId, dest: m.phone.replace(/^\+/, ""), message: bytes, dataCoding }));
    try {
      const resp = await this.client.request(Cmd.SubmitSm, body3);
      const carrierId = new BodyReader(resp.body).cstring();
      return { id: m.id, ok: true, carrierId };
    } catch (err) {
      if (err instanceof SmppNotSentError) return { id: m.id, ok: false, code: "SUBMIT:NOT_SENT", retry: true };
      const code2 = err instanceof SmppError ? `SUBMIT:0x${err.status.toString(16).padStart(8, "0").toUpperCase()}` : "SUBMIT:NO_RESPONSE";
      return { id: m.id, ok: false, code: code2 };
    }
  }
  onDeliver(pdu) {
    const sm = decodeSm(pdu.body);
    const text22 = decodeText(sm.dataCoding, sm.message);
    if (sm.esmClass & ESM_DELIVERY_RECEIPT) {
      const parsed = parseReceipt(text22);
      const tlvId = sm.tlvs.get(Tag.ReceiptedMessageId);
      const id4 = tlvId ? new BodyReader(tlvId).cstring() : parsed?.id;
      const result = parsed ? receiptResult(parsed.stat) : null;
      if (id4 && parsed && result) {
        const code2 = parsed.err && parsed.err !== "000" ? `${parsed.stat}:${parsed.err}` : parsed.stat;
        void this.events?.onReceipt({ carrierId: id4, result, code: code2, at: Date.now() });
      }
    } else {
      this.events?.onMo({ from: `+${sm.source.replace(/^\+/, "")}`, to: sm.dest, text: text22, at: Date.now() }).catch((err) => this.log(`[sms] storing a reply failed: ${String(err)}`));
    }
    return new BodyWriter().cstring("").build();
  }
};

// src/gateway/sms/carrier/createCarrier.ts
function createCarrier(db, config2, log) {
  if (config2.carrier === "smpp") return new SmppCarrier({ ...config2.smpp, log });
  return new SimulatedCarrier(db, config2.simulation, log);
}

// src/gateway/sms/replies/repliedCondition.ts
import { and as and46, eq as eq68, gte as gte10, sql as sql28 } from "drizzle-orm";
function repliedCondition(t) {
  return sql28`exists (select 1 from ${smsReplies} where ${and46(eq68(smsReplies.userId, t.userId), sql28`${smsReplies.phone} = ${t.address}`, gte10(smsReplies.receivedAt, t.since))})`;
}

// src/gateway/sms/replies/storeMo.ts
import { and as and47, desc as desc14, eq as eq69, isNotNull as isNotNull5, lte as lte10 } from "drizzle-orm";

// src/contract/messaging/optOutKeywords.ts
var OPT_OUT_KEYWORDS = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "\u9000\u8BA2", "TD"];
var OPT_IN_KEYWORDS = ["START", "UNSTOP"];
var OPTED_OUT_CODE = "OPTED_OUT";
function optOutKeywordOf(text22) {
  const word = text22.normalize("NFKC").trim().replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, "").toUpperCase();
  if (OPT_OUT_KEYWORDS.includes(word)) return { kind: "stop", keyword: word };
  if (OPT_IN_KEYWORDS.includes(word)) return { kind: "start", keyword: word };
  return null;
}

// src/gateway/sms/smsChannelName.ts
var SMS_CHANNEL = "sms";

// src/gateway/sms/replies/storeMo.ts
async function storeMo(db, mo) {
  const [last] = await db.select({ userId: smsMessages.userId, taskId: smsMessages.taskId }).from(smsMessages).where(and47(eq69(smsMessages.phone, mo.from), isNotNull5(smsMessages.submitAt), lte10(smsMessages.sendAt, mo.at))).orderBy(desc14(smsMessages.sendAt)).limit(1);
  if (!last) return false;
  const keyword2 = optOutKeywordOf(mo.text);
  await db.transaction(async (tx) => {
    await tx.insert(smsReplies).values({ userId: last.userId, phone: mo.from, content: mo.text.slice(0, 2e3), taskId: last.taskId, receivedAt: mo.at });
    if (keyword2?.kind === "stop") await addOptOut(tx, { userId: last.userId, channel: SMS_CHANNEL, address: mo.from, source: "reply", keyword: keyword2.keyword, now: mo.at });
    if (keyword2?.kind === "start") await removeOptOuts(tx, last.userId, SMS_CHANNEL, [mo.from]);
  });
  return true;
}

// src/gateway/sms/templates/templateReviewJob.ts
import { and as and48, eq as eq70 } from "drizzle-orm";

// src/gateway/sms/templates/reviewTemplate.ts
var BLOCKED = /\b(casino|gambling|betting|payday loan|loan approval|bitcoin|crypto giveaway)\b/i;
function reviewTemplate(body3) {
  if (BLOCKED.test(body3)) return "TemplateRejectedContent";
  if (body3.replace(/\{\{\s*\d+\s*\}\}/g, "").trim().length === 0) return "TemplateRejectedOnlyVariables";
  return null;
}

// src/gateway/sms/templates/templateReviewJob.ts
var TEMPLATE_REVIEW_JOB = "sms-template-review";
function templateReviewJob(db) {
  return async (job, ctl) => {
    const [t] = await db.select().from(smsTemplates).where(eq70(smsTemplates.id, Number(job.ref)));
    if (!t || t.status !== SmsTemplateStatus.InReview) return { done: true };
    const mms = t.channel === ChannelId.MMS;
    const reasonKey = mms ? reviewTemplate(`${t.subject}
${t.body}`) : reviewTemplate(t.body);
    const reason = reasonKey && serverText(reasonKey);
    const now = Date.now();
    await ctl.fenced(async (tx) => {
      const changed = await tx.update(smsTemplates).set({ status: reason ? SmsTemplateStatus.Rejected : SmsTemplateStatus.Passed, rejectReason: reason ?? "", updatedAt: now }).where(and48(eq70(smsTemplates.id, t.id), eq70(smsTemplates.status, SmsTemplateStatus.InReview), eq70(smsTemplates.updatedAt, t.updatedAt))).returning({ id: smsTemplates.id });
      if (changed.length === 0) return;
      const accountId = await defaultProjectId(tx, t.userId);
      await notify(tx, {
        userId: t.userId,
        kind: mms ? reason ? "MmsTemplateRejected" : "MmsTemplatePassed" : reason ? "SmsTemplateRejected" : "SmsTemplatePassed",
        params: { TemplateId: t.templateId, TemplateName: t.name, ...reasonKey ? { Reason: serverText(reasonKey), ReasonKey: reasonKey } : {} },
        link: mms ? `/mms/update-template/${t.templateId}/${accountId}` : reason ? `/sms/new-template/${t.templateId}` : `/sms/update-template/${t.templateId}/${accountId}`,
        now
      });
    });
    return { done: true };
  };
}

// src/gateway/sms/smsChannel.ts
var SMS_TASK_JOB = "sms-task";
function smsChannel(config2) {
  return {
    name: SMS_CHANNEL,
    channelId: ChannelId.SMS,
    taskJob: SMS_TASK_JOB,
    productType: WalletProductType.SMS,
    units: (text22, country) => countSegments(text22, country).segments,
    pricingUnit: "segment",
    unitPrice: segmentPrice,
    address: { clean: cleanPhone, parse: parsePhone },
    createCarrier: (db, log) => createCarrier(db, config2, log),
    taskNotice: {
      finished: "SmsTaskFinished",
      failed: "SmsTaskFailed",
      link: async (db, task) => `/sms/task/${task.taskId}/${await defaultProjectId(db, task.userId)}/${task.sessionNo}`
    },
    exportNotice: { ready: "SmsExportReady", failed: "SmsExportFailed", link: "/sms/message" },
    afterBatch: checkAlarms,
    onReply: storeMo,
    // Sends to groups and segments go to contacts' phones; segments use its activity, replies included.
    audience: { contactAddress: "phone", replied: repliedCondition },
    jobs: (db) => ({ [TEMPLATE_REVIEW_JOB]: templateReviewJob(db) })
  };
}

// src/gateway/actions/sms/previewUSMSRetryTask.ts
var retryPreview = (channelOf) => async (p, ctx) => {
  const channel = channelOf(ctx);
  const task = await loadTask(ctx.db, ctx.caller.userId, p.TaskId, false, channel.channelId);
  const [user] = await ctx.db.select({ upgrade: users.upgrade }).from(users).where(eq71(users.id, ctx.caller.userId));
  const { priced } = await previewRetry(ctx.db, channel, task, !user?.upgrade);
  return { TaskId: task.taskId, Recipients: priced.messages.length, Segments: priced.units, EstimatedCost: priced.cost };
};
var previewUSMSRetryTask = retryPreview((ctx) => smsChannel(ctx.config.sms));

// src/gateway/actions/sms/checkTrial.ts
async function checkTrial(db, user, text22, phones) {
  if (text22 !== SMS_TRIAL_TEST_CONTENT) throw new ActionError(RetCode.TrialContentOnly);
  const verified = user.phone ? `+${user.phonePrefix.replace(/^\+/, "")}${user.phone}` : null;
  if (phones.some((p) => p !== verified)) throw new ActionError(RetCode.TrialContentOnly);
  const used = await countSent(db, user.id, ChannelId.SMS);
  if (phones.length > SMS_TRIAL_RECIPIENT_QUOTA - used) throw new ActionError(RetCode.TrialQuotaExceeded);
}

// src/gateway/actions/sms/enforceSendLimits.ts
import { and as and49, count as count13, eq as eq72, gte as gte11, inArray as inArray10 } from "drizzle-orm";
var LIMIT_RULE_KIND = "send-limit";
async function enforceSendLimits(db, userId, timeZone, phones, now) {
  const rules = await db.select().from(smsRules).where(and49(eq72(smsRules.userId, userId), eq72(smsRules.kind, LIMIT_RULE_KIND), eq72(smsRules.enabled, true)));
  if (rules.length === 0) return;
  const limits = rules.map((r) => r.settings);
  const p = periodStarts(now, timeZone);
  const day2 = await countSent(db, userId, ChannelId.SMS, p.dayStart);
  const month = await countSent(db, userId, ChannelId.SMS, p.monthStart);
  const exceeded = (key2) => new ActionError(RetCode.SendLimitExceeded, { key: key2 });
  for (const l of limits) {
    if (day2 + phones.length > l.DailyTotal) throw exceeded("SendLimitDailyTotal");
    if (month + phones.length > l.MonthlyTotal) throw exceeded("SendLimitMonthlyTotal");
  }
  const perPhone = async (from) => {
    const counts = /* @__PURE__ */ new Map();
    for (let i = 0; i < phones.length; i += 5e3) {
      const rows = await db.select({ phone: smsMessages.phone, n: count13() }).from(smsMessages).where(and49(inArray10(smsMessages.phone, phones.slice(i, i + 5e3)), eq72(smsMessages.userId, userId), eq72(smsMessages.channel, ChannelId.SMS), gte11(smsMessages.sendAt, from))).groupBy(smsMessages.phone);
      for (const r of rows) counts.set(r.phone, r.n);
    }
    return counts;
  };
  const dayCounts = await perPhone(p.dayStart);
  const monthCounts = await perPhone(p.monthStart);
  const maxDay = Math.max(0, ...dayCounts.values());
  const maxMonth = Math.max(0, ...monthCounts.values());
  for (const l of limits) {
    if (maxDay + 1 > l.DailySingle) throw exceeded("SendLimitDailySingle");
    if (maxMonth + 1 > l.MonthlySingle) throw exceeded("SendLimitMonthlySingle");
  }
}

// src/gateway/actions/sms/lockSendingUser.ts
import { eq as eq73 } from "drizzle-orm";
async function lockSendingUser(db, userId) {
  const [user] = await db.select().from(users).where(eq73(users.id, userId)).for("update");
  return user;
}

// src/gateway/actions/sms/retryUSMSSendTask.ts
var retrySend = (channelOf, trialRule) => async (p, ctx) => {
  const userId = ctx.caller.userId;
  const user = await lockSendingUser(ctx.db, userId);
  if (!user) throw new ActionError(RetCode.NotLoggedIn);
  const channel = channelOf(ctx);
  const original = await loadTask(ctx.db, userId, p.TaskId, true, channel.channelId);
  const trial = !user.upgrade && trialRule !== "none";
  if (trial && trialRule === "refuse") throw new ActionError(RetCode.TrialContentOnly);
  const recipients = await retryRecipients(ctx.db, channel, original);
  if (recipients.valid.length === 0) throw new ActionError(recipients.unsupported > 0 ? RetCode.CountryNotSupported : RetCode.NothingToRetry);
  const phones = recipients.valid.map((v) => v.address);
  if (trial) await checkTrial(ctx.db, user, original.content, phones);
  await enforceSendLimits(ctx.db, userId, original.timeZone, phones, ctx.now);
  const created = await retryTask(ctx.db, channel, original, recipients, { taskId: smsIds.task(), sessionNo: smsIds.session(), free: trial, now: ctx.now });
  if (!created) throw new ActionError(RetCode.NothingToRetry);
  ctx.afterCommit(() => wakeJobRunners());
  return {
    TaskId: created.task.taskId,
    SessionNo: created.task.sessionNo,
    AccountId: await defaultProjectId(ctx.db, userId),
    RetryOf: original.taskId,
    Status: created.task.status,
    Submitted: created.priced.messages.length,
    Segments: created.priced.units,
    EstimatedCost: created.priced.cost
  };
};
var retryUSMSSendTask = retrySend((ctx) => smsChannel(ctx.config.sms), "sms");

// src/gateway/actions/sms/saveUSMSTag.ts
import { eq as eq74, sql as sql29 } from "drizzle-orm";
var saveTags = (channel) => async (p, ctx) => {
  const task = await loadTask(ctx.db, ctx.caller.userId, p.TaskId, true, channel);
  const seen = /* @__PURE__ */ new Set();
  for (const tag of p.Tags) {
    const key2 = tag.toLowerCase();
    if (seen.has(key2)) throw new ActionError(RetCode.TagExists);
    seen.add(key2);
  }
  await ctx.db.update(smsTasks).set({ tags: sql29`${JSON.stringify(p.Tags)}::jsonb` }).where(eq74(smsTasks.id, task.id));
  return { TaskId: task.taskId, Tags: p.Tags };
};
var saveUSMSTag = saveTags(ChannelId.SMS);

// src/gateway/actions/channelTaskHandlers.ts
function channelTaskHandlers(c) {
  const { code: code2, channelId, toTask: toTask2 } = c;
  const handlers2 = {
    [`Get${code2}SendTask`]: (p, ctx) => listTasks(ctx.db, ctx.caller.userId, channelId, p, toTask2),
    [`Describe${code2}TaskStatus`]: (p, ctx) => describeTasks(ctx.db, ctx.caller.userId, channelId, p.TaskIds, toTask2),
    [`Cancel${code2}SendTask`]: async (p, ctx) => {
      const task = await loadTask(ctx.db, ctx.caller.userId, p.TaskId, true, channelId);
      const cancelled = await cancelTask(ctx.db, c.channel(ctx), task, ctx.now);
      if (!cancelled) throw new ActionError(RetCode.TaskNotCancellable);
      return toTask2(cancelled, await defaultProjectId(ctx.db, ctx.caller.userId));
    },
    [`Get${code2}SendRecord`]: (p, ctx) => c.toRecord ? sendRecordPage(ctx.db, ctx.caller.userId, channelId, p, c.toRecord) : sendRecordPage(ctx.db, ctx.caller.userId, channelId, p),
    [`Describe${code2}SendTaskStatistics`]: taskStatistics(channelId, toTask2),
    [`Preview${code2}RetryTask`]: retryPreview(c.channel),
    [`Retry${code2}SendTask`]: retrySend(c.channel, c.trialRule),
    [`Get${code2}TaskRecipients`]: taskRecipients(channelId),
    [`Save${code2}Tag`]: saveTags(channelId),
    [`Add${code2}ExportSendRecordTask`]: addRecordExport(channelId, c.exportLabel),
    [`Get${code2}ExportSendRecord`]: recordExports(channelId),
    [`Get${code2}SendStatistics`]: sendStatistics(channelId),
    [`Get${code2}SendReceiptCodeStatistics`]: receiptCodeStatistics(channelId)
  };
  return handlers2;
}

// src/gateway/actions/sms/resolveContent.ts
import { and as and50, eq as eq75 } from "drizzle-orm";

// src/contract/sms/templateVariables.ts
var VARIABLE_RE2 = /\{\{\s*(\d{1,3})\s*\}\}/g;
function templateVariables2(body3) {
  const seen = /* @__PURE__ */ new Set();
  for (const m of body3.matchAll(VARIABLE_RE2)) seen.add(Number(m[1]));
  return [...seen].sort((a, b) => a - b);
}
function renderTemplate(body3, params) {
  const missing = templateVariables2(body3).filter((n2) => (params[n2 - 1] ?? "") === "");
  if (missing.length > 0) return { missing };
  return { text: body3.replace(VARIABLE_RE2, (_all, n2) => params[Number(n2) - 1] ?? "") };
}

// src/gateway/actions/sms/resolveContent.ts
async function resolveContent(db, userId, p, opts) {
  if (!p.TemplateId) {
    const text22 = (p.Content ?? "").trim();
    if (text22 === "") throw new ActionError(RetCode.InvalidParams, { key: "ContentRequired" });
    return { text: text22, templateId: null, template: null };
  }
  const [t] = await db.select().from(smsTemplates).where(and50(eq75(smsTemplates.templateId, p.TemplateId), eq75(smsTemplates.userId, userId), eq75(smsTemplates.channel, opts.channel ?? ChannelId.SMS)));
  if (!t) throw new ActionError(RetCode.TemplateNotFound);
  if (opts.requirePassed && t.status !== SmsTemplateStatus.Passed) throw new ActionError(RetCode.TemplateNotPassed);
  const rendered2 = renderTemplate(t.body, p.TemplateParams);
  if ("missing" in rendered2) throw new ActionError(RetCode.TemplateVariablesIncomplete, void 0, { Missing: rendered2.missing });
  return { text: rendered2.text, templateId: t.templateId, template: t };
}

// src/gateway/messaging/recipients/parseRecipients.ts
function parseRecipients(channel, raw, defaultCountry) {
  const seen = /* @__PURE__ */ new Set();
  const seenRaw = /* @__PURE__ */ new Set();
  const out = { valid: [], invalid: 0, duplicate: 0, unsupported: 0 };
  for (const input of raw) {
    const cleaned = channel.address.clean(input);
    if (cleaned === "") continue;
    if (seenRaw.has(cleaned)) {
      out.duplicate++;
      continue;
    }
    seenRaw.add(cleaned);
    const parsed = channel.address.parse(cleaned, defaultCountry);
    if (!parsed) {
      out.invalid++;
      continue;
    }
    if (seen.has(parsed.address)) {
      out.duplicate++;
      continue;
    }
    seen.add(parsed.address);
    if (channel.unitPrice(parsed.country) === null) out.unsupported++;
    else out.valid.push(parsed);
  }
  return out;
}

// src/gateway/messaging/recipients/readRecipientSource.ts
import { and as and60, asc as asc9, ne as ne4 } from "drizzle-orm";

// src/gateway/audience/audienceWhere.ts
import { and as and58, eq as eq83, inArray as inArray15 } from "drizzle-orm";

// src/gateway/audience/loadGroup.ts
import { and as and51, eq as eq76 } from "drizzle-orm";
async function loadGroup(db, userId, groupId2, forUpdate = false) {
  const q = db.select().from(contactGroups).where(and51(eq76(contactGroups.groupId, groupId2), eq76(contactGroups.userId, userId)));
  const [g] = forUpdate ? await q.for("update") : await q;
  if (!g) throw new ActionError(RetCode.GroupNotFound);
  return g;
}
async function loadGroups(db, userId, groupIds) {
  const unique = [...new Set(groupIds)];
  const rows = [];
  for (const id4 of unique) rows.push(await loadGroup(db, userId, id4));
  return rows;
}

// src/gateway/audience/segments/segmentMembers.ts
import { and as and56, count as count14, eq as eq81 } from "drizzle-orm";

// src/gateway/audience/segments/resolveSegmentRefs.ts
import { and as and54, eq as eq79, inArray as inArray13 } from "drizzle-orm";

// src/gateway/messaging/audience/activityCondition.ts
import { and as and52, eq as eq77, gte as gte12, inArray as inArray11, ne as ne3, or as or8, sql as sql30 } from "drizzle-orm";
var EVENT_STATES = {
  /** Handed to the carrier (whatever became of it). */
  Received: [MessageState.Submitted, MessageState.Success, MessageState.Fail, MessageState.Unknown],
  Delivered: [MessageState.Success],
  /** Not delivered, or refused at submit; an opt-out is not a failure. */
  Failed: [MessageState.Fail, MessageState.SubmitFail]
};
function channelActivityEvents(channel) {
  if (!channel.audience) return [];
  return ["Received", "Delivered", "Failed", ...channel.audience.replied ? ["Replied"] : []];
}
function activityCondition(channel, event, t) {
  if (!channel.audience) return null;
  if (event === "Replied") return channel.audience.replied ? channel.audience.replied(t) : null;
  const states = EVENT_STATES[event];
  const notOptOut = event === "Failed" ? or8(ne3(smsMessages.state, MessageState.SubmitFail), sql30`${smsMessages.receiptCode} is distinct from ${OPTED_OUT_CODE}`) : void 0;
  return sql30`exists (select 1 from ${smsMessages} where ${and52(
    eq77(smsMessages.userId, t.userId),
    eq77(smsMessages.channel, channel.channelId),
    sql30`${smsMessages.phone} = ${t.address}`,
    gte12(smsMessages.sendAt, t.since),
    inArray11(smsMessages.state, [...states]),
    notOptOut
  )})`;
}

// src/gateway/audience/attributeRows.ts
import { and as and53, eq as eq78, inArray as inArray12 } from "drizzle-orm";
var systemAttributeList = systemAttributeKeys.map((key2) => ({
  AttributeId: key2,
  Name: key2,
  Type: SystemAttributes[key2].Type,
  Source: AttributeSource.System,
  Options: [],
  CreateTime: null,
  UpdateTime: null
}));
function toAttribute(row) {
  return {
    AttributeId: row.attributeId,
    Name: row.name,
    Type: row.type,
    Source: row.source,
    Options: row.options,
    CreateTime: toUnixSeconds(row.createdAt),
    UpdateTime: toUnixSeconds(row.updatedAt)
  };
}
async function attributesByPublicId(db, userId, ids) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return /* @__PURE__ */ new Map();
  const rows = await db.select().from(contactAttributes).where(and53(eq78(contactAttributes.userId, userId), inArray12(contactAttributes.attributeId, unique)));
  return new Map(rows.map((r) => [r.attributeId, r]));
}
async function loadAttributeForUpdate(db, userId, attributeId2) {
  const [row] = await db.select().from(contactAttributes).where(and53(eq78(contactAttributes.attributeId, attributeId2), eq78(contactAttributes.userId, userId))).for("update");
  if (!row) throw new ActionError(RetCode.AttributeNotFound);
  return row;
}
function valueColumns(type2, value) {
  const none2 = { textValue: null, numValue: null, boolValue: null, dateValue: null };
  switch (type2) {
    case AttributeType.Number:
      return { ...none2, numValue: value };
    case AttributeType.Boolean:
      return { ...none2, boolValue: value };
    case AttributeType.Date:
      return { ...none2, dateValue: value };
    default:
      return { ...none2, textValue: value };
  }
}
function valueOf(attr, v) {
  switch (attr.type) {
    case AttributeType.Number:
      return v.numValue;
    case AttributeType.Boolean:
      return v.boolValue;
    case AttributeType.Date:
      return v.dateValue;
    case AttributeType.Category: {
      const t = v.textValue?.toLowerCase();
      return attr.options.find((o) => o.toLowerCase() === t) ?? v.textValue;
    }
    default:
      return v.textValue;
  }
}
async function attributeValuesOf(db, contactIds3) {
  const out = /* @__PURE__ */ new Map();
  if (contactIds3.length === 0) return out;
  const rows = await db.select({
    contactId: contactAttributeValues.contactId,
    attributeId: contactAttributes.attributeId,
    type: contactAttributes.type,
    options: contactAttributes.options,
    textValue: contactAttributeValues.textValue,
    numValue: contactAttributeValues.numValue,
    boolValue: contactAttributeValues.boolValue,
    dateValue: contactAttributeValues.dateValue
  }).from(contactAttributeValues).innerJoin(contactAttributes, eq78(contactAttributes.id, contactAttributeValues.attributeId)).where(inArray12(contactAttributeValues.contactId, [...contactIds3]));
  for (const r of rows) {
    const value = valueOf(r, r);
    if (value === null) continue;
    const values = out.get(r.contactId) ?? {};
    values[r.attributeId] = value;
    out.set(r.contactId, values);
  }
  return out;
}

// src/gateway/audience/fieldError.ts
function fieldError(path, message, retCode = RetCode.InvalidParams) {
  return new ActionError(retCode, `${path}: ${message}`);
}
function contactExists(path) {
  return fieldError(path, retCodeMessages[RetCode.ContactExists], RetCode.ContactExists);
}
function isUniqueViolation(err) {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 4; e = e.cause, depth++) {
    if (e.code === "23505") return true;
  }
  return false;
}

// src/gateway/audience/segments/resolveSegmentRefs.ts
async function resolveSegmentRefs(db, userId, rules, channels) {
  const all = [...rulesOf(rules)];
  const want = { attributes: /* @__PURE__ */ new Set(), tags: /* @__PURE__ */ new Set(), groups: /* @__PURE__ */ new Set() };
  for (const { rule } of all) {
    if (rule.Kind === "Attribute" && !isSystemAttributeKey(rule.Attribute)) want.attributes.add(rule.Attribute);
    else if (rule.Kind === "Tag") want.tags.add(rule.TagId);
    else if (rule.Kind === "List") want.groups.add(rule.GroupId);
  }
  const attrRows = await attributesByPublicId(db, userId, [...want.attributes]);
  const tagRows = want.tags.size ? await db.select({ id: contactTags.id, publicId: contactTags.tagId }).from(contactTags).where(and54(eq79(contactTags.userId, userId), inArray13(contactTags.tagId, [...want.tags]))) : [];
  const groupRows = want.groups.size ? await db.select({ id: contactGroups.id, publicId: contactGroups.groupId }).from(contactGroups).where(and54(eq79(contactGroups.userId, userId), inArray13(contactGroups.groupId, [...want.groups]))) : [];
  const refs = {
    attributes: new Map([...attrRows].map(([k, r]) => [k, { id: r.id, type: r.type, options: r.options }])),
    tags: new Map(tagRows.map((r) => [r.publicId, r.id])),
    groups: new Map(groupRows.map((r) => [r.publicId, r.id])),
    channels: new Map(channels.filter((c) => c.audience).map((c) => [c.channelId, c]))
  };
  for (const { rule, path } of all) {
    if (rule.Kind === "Attribute") {
      const attr = isSystemAttributeKey(rule.Attribute) ? { Type: SystemAttributes[rule.Attribute].Type, Options: [] } : refs.attributes.get(rule.Attribute);
      if (!attr) throw fieldError(rulePath(path, "Attribute"), SegmentText.AttributeMissing);
      const problem = attributeRuleProblem(rule, "id" in attr ? { Type: attr.type, Options: attr.options } : attr);
      if (problem) throw fieldError(rulePath(path, problem.field), problem.message);
    } else if (rule.Kind === "Tag") {
      if (!refs.tags.has(rule.TagId)) throw fieldError(rulePath(path, "TagId"), SegmentText.TagMissing);
    } else if (rule.Kind === "List") {
      if (!refs.groups.has(rule.GroupId)) throw fieldError(rulePath(path, "GroupId"), SegmentText.ListMissing);
    } else if (rule.Kind === "Activity") {
      const channel = refs.channels.get(rule.Channel);
      if (!channel) throw fieldError(rulePath(path, "Channel"), SegmentText.ChannelMissing);
      if (!channelActivityEvents(channel).includes(rule.Event)) throw fieldError(rulePath(path, "Event"), SegmentText.EventMissing);
    }
  }
  return refs;
}

// src/gateway/audience/segments/segmentCondition.ts
import { and as and55, eq as eq80, ilike as ilike2, inArray as inArray14, not, or as or9, sql as sql31 } from "drizzle-orm";
var DAY_MS = 864e5;
var escapeLike = (s) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
var TRUE = sql31`true`;
var FALSE = sql31`false`;
var utcDate = (ms) => new Date(ms).toISOString().slice(0, 10);
var dayStart = (date2) => Date.parse(`${date2}T00:00:00Z`);
var SYSTEM_TEXT = {
  FIRST_NAME: contacts.firstName,
  LAST_NAME: contacts.lastName,
  EMAIL: contacts.email,
  PHONE: contacts.phone,
  WHATSAPP: contacts.whatsapp,
  COUNTRY: contacts.country
};
function textMatch(col, op, value) {
  const v = value.trim();
  switch (op) {
    case "Equals":
    case "NotEquals":
      return sql31`lower(${col}) = ${v.toLowerCase()}`;
    case "StartsWith":
      return ilike2(col, `${escapeLike(v)}%`);
    case "EndsWith":
      return ilike2(col, `%${escapeLike(v)}`);
    default:
      return ilike2(col, `%${escapeLike(v)}%`);
  }
}
function systemRule(key2, r, now) {
  if (key2 === "CREATED_AT") {
    const today = dayStart(utcDate(now));
    const at = contacts.createdAt;
    switch (r.Operator) {
      case "On":
        return and55(sql31`${at} >= ${dayStart(String(r.Value))}`, sql31`${at} < ${dayStart(String(r.Value)) + DAY_MS}`);
      case "Before":
        return sql31`${at} < ${dayStart(String(r.Value))}`;
      case "After":
        return sql31`${at} >= ${dayStart(String(r.Value)) + DAY_MS}`;
      case "InLastDays":
        return sql31`${at} >= ${today - r.Days * DAY_MS}`;
      case "MoreThanDaysAgo":
        return sql31`${at} < ${today - r.Days * DAY_MS}`;
      case "IsNotSet":
        return FALSE;
      default:
        return TRUE;
    }
  }
  const col = SYSTEM_TEXT[key2];
  if (r.Operator === "IsSet") return sql31`${col} <> ''`;
  if (r.Operator === "IsNotSet") return sql31`${col} = ''`;
  const match = and55(sql31`${col} <> ''`, textMatch(col, r.Operator, String(r.Value ?? "")));
  return r.Operator === "NotEquals" || r.Operator === "NotContains" ? not(match) : match;
}
function valuePredicate(attr, r, now) {
  const v = contactAttributeValues;
  switch (attr.type) {
    case AttributeType.Number: {
      const n2 = Number(r.Value);
      const ops = { Equals: "=", NotEquals: "=", GreaterThan: ">", LessThan: "<", AtLeast: ">=", AtMost: "<=" };
      const op = ops[r.Operator];
      return op ? sql31`${v.numValue} ${sql31.raw(op)} ${n2}` : TRUE;
    }
    case AttributeType.Boolean:
      return r.Operator === "IsTrue" ? eq80(v.boolValue, true) : r.Operator === "IsFalse" ? eq80(v.boolValue, false) : TRUE;
    case AttributeType.Category:
      return r.Operator === "In" || r.Operator === "NotIn" ? inArray14(
        sql31`lower(${v.textValue})`,
        (r.Values ?? []).map((x) => x.toLowerCase())
      ) : TRUE;
    case AttributeType.Date: {
      const today = utcDate(now);
      const daysAgo = (d) => utcDate(dayStart(today) - d * DAY_MS);
      switch (r.Operator) {
        case "On":
          return sql31`${v.dateValue} = ${String(r.Value)}::date`;
        case "Before":
          return sql31`${v.dateValue} < ${String(r.Value)}::date`;
        case "After":
          return sql31`${v.dateValue} > ${String(r.Value)}::date`;
        case "InLastDays":
          return and55(sql31`${v.dateValue} >= ${daysAgo(r.Days)}::date`, sql31`${v.dateValue} <= ${today}::date`);
        case "MoreThanDaysAgo":
          return sql31`${v.dateValue} < ${daysAgo(r.Days)}::date`;
        default:
          return TRUE;
      }
    }
    default:
      return r.Operator === "IsSet" || r.Operator === "IsNotSet" ? TRUE : textMatch(v.textValue, r.Operator, String(r.Value ?? ""));
  }
}
var NEGATIVE = /* @__PURE__ */ new Set(["NotEquals", "NotContains", "NotIn", "IsNotSet"]);
function customRule(attr, r, now) {
  const v = contactAttributeValues;
  const exists = sql31`exists (select 1 from ${v} where ${and55(eq80(v.contactId, contacts.id), eq80(v.attributeId, attr.id), valuePredicate(attr, r, now))})`;
  return NEGATIVE.has(r.Operator) ? sql31`not ${exists}` : exists;
}
function ruleCondition(rule, refs, userId, now) {
  switch (rule.Kind) {
    case "Group": {
      const parts = rule.Rules.map((r) => ruleCondition(r, refs, userId, now));
      return rule.Match === "All" ? and55(...parts) : or9(...parts);
    }
    case "Attribute":
      return isSystemAttributeKey(rule.Attribute) ? systemRule(rule.Attribute, rule, now) : customRule(refs.attributes.get(rule.Attribute), rule, now);
    case "Tag": {
      const l = contactTagLinks;
      const exists = sql31`exists (select 1 from ${l} where ${and55(eq80(l.contactId, contacts.id), eq80(l.tagId, refs.tags.get(rule.TagId)))})`;
      return rule.Operator === "Has" ? exists : sql31`not ${exists}`;
    }
    case "List": {
      const m = contactGroupMembers;
      const exists = sql31`exists (select 1 from ${m} where ${and55(eq80(m.contactId, contacts.id), eq80(m.groupId, refs.groups.get(rule.GroupId)))})`;
      return rule.Operator === "In" ? exists : sql31`not ${exists}`;
    }
    case "Activity": {
      const channel = refs.channels.get(rule.Channel);
      const address = { phone: contacts.phone, email: contacts.email, whatsapp: contacts.whatsapp }[channel.audience.contactAddress];
      const since = now - rule.Days * DAY_MS;
      const did = activityCondition(channel, rule.Event, { userId, address: sql31`${address}`, since });
      const had = and55(sql31`${address} <> ''`, did);
      return rule.Operator === "Did" ? had : not(had);
    }
  }
}
function segmentCondition(rules, refs, userId, now) {
  return ruleCondition(rules, refs, userId, now);
}

// src/gateway/audience/segments/segmentMembers.ts
async function segmentWhere(db, userId, rules, channels, now) {
  const refs = await resolveSegmentRefs(db, userId, rules, channels);
  return and56(eq81(contacts.userId, userId), segmentCondition(rules, refs, userId, now));
}
async function countContacts(db, where) {
  const [row] = await db.select({ n: count14() }).from(contacts).where(where);
  return Number(row?.n ?? 0);
}

// src/gateway/audience/segments/segmentRows.ts
import { and as and57, eq as eq82 } from "drizzle-orm";
var segmentExists = () => fieldError("SegmentName", retCodeMessages[RetCode.SegmentExists], RetCode.SegmentExists);
function toSegment(row) {
  return {
    SegmentId: row.segmentId,
    SegmentName: row.name,
    Rules: row.rules,
    MemberCount: row.memberCount,
    CountTime: toUnixSeconds(row.countedAt),
    CreateTime: toUnixSeconds(row.createdAt),
    UpdateTime: toUnixSeconds(row.updatedAt)
  };
}
async function loadSegment(db, userId, segmentId2, forUpdate = false) {
  const q = db.select().from(contactSegments).where(and57(eq82(contactSegments.segmentId, segmentId2), eq82(contactSegments.userId, userId)));
  const [row] = forUpdate ? await q.for("update") : await q;
  if (!row) throw new ActionError(RetCode.SegmentNotFound);
  return row;
}

// src/gateway/audience/audienceWhere.ts
async function audienceWhere(db, userId, target, channels, now) {
  if (target.kind === "Group") {
    const group2 = await loadGroup(db, userId, target.id);
    const members = db.select({ id: contactGroupMembers.contactId }).from(contactGroupMembers).where(eq83(contactGroupMembers.groupId, group2.id));
    return { where: and58(eq83(contacts.userId, userId), inArray15(contacts.id, members)), ref: { Kind: "Group", Id: group2.groupId, Name: group2.name } };
  }
  const segment = await loadSegment(db, userId, target.id);
  return { where: await segmentWhere(db, userId, segment.rules, channels, now), ref: { Kind: "Segment", Id: segment.segmentId, Name: segment.name } };
}

// src/gateway/messaging/recipients/readRecipients.ts
import { readFile } from "node:fs/promises";
import { and as and59, eq as eq84 } from "drizzle-orm";

// src/contract/messaging/delimitedText.ts
function parseDelimited(text22) {
  const reader = new DelimitedReader();
  const rows = reader.push(text22);
  rows.push(...reader.end());
  return rows;
}
function detectDelimiter(firstLine) {
  return [",", ";", "	"].reduce((best, d) => firstLine.split(d).length > firstLine.split(best).length ? d : best, ",");
}
var DelimitedReader = class {
  delimiter = null;
  /** Text received before the first line was complete (the delimiter is not known yet). */
  head = "";
  started = false;
  row = [];
  cell = "";
  quoted = false;
  /** The previous piece ended on a quote inside a quoted cell (a "" pair may be split). */
  pendingQuote = false;
  /** The previous piece ended on a CR (its LF may start the next one). */
  pendingCr = false;
  push(piece) {
    if (this.delimiter === null) {
      let text22 = this.head + piece;
      if (!this.started && text22.length > 0) {
        text22 = text22.replace(/^\uFEFF/, "");
        this.started = true;
      }
      const line = /^[\r\n]*([^\r\n]+)[\r\n]/.exec(text22);
      if (!line) {
        this.head = text22;
        return [];
      }
      this.delimiter = detectDelimiter(line[1]);
      this.head = "";
      return this.scan(text22);
    }
    return this.scan(piece);
  }
  end() {
    const rows = [];
    if (this.delimiter === null) {
      const text22 = this.head.replace(/^\uFEFF/, "");
      this.head = "";
      this.delimiter = detectDelimiter(text22.replace(/^[\r\n]+/, ""));
      rows.push(...this.scan(text22));
    }
    this.pendingQuote = false;
    if (this.cell !== "" || this.row.length > 0) {
      this.row.push(this.cell);
      rows.push(this.row);
    }
    this.row = [];
    this.cell = "";
    return rows;
  }
  scan(body3) {
    const d = this.delimiter;
    const rows = [];
    let i = 0;
    if (this.pendingCr) {
      this.pendingCr = false;
      if (body3[0] === "\n") i = 1;
    }
    if (this.pendingQuote) {
      this.pendingQuote = false;
      if (body3[i] === '"') {
        this.cell += '"';
        i++;
      } else this.quoted = false;
    }
    let start = i;
    for (; i < body3.length; i++) {
      const ch = body3[i];
      if (this.quoted) {
        if (ch !== '"') continue;
        this.cell += body3.slice(start, i);
        if (i + 1 === body3.length) {
          this.pendingQuote = true;
          start = i + 1;
          continue;
        }
        if (body3[i + 1] === '"') {
          this.cell += '"';
          i++;
        } else this.quoted = false;
        start = i + 1;
      } else if (ch === '"' && (this.cell + body3.slice(start, i)).trim() === "") {
        this.quoted = true;
        this.cell = "";
        start = i + 1;
      } else if (ch === d) {
        this.row.push(this.cell + body3.slice(start, i));
        this.cell = "";
        start = i + 1;
      } else if (ch === "\n" || ch === "\r") {
        this.row.push(this.cell + body3.slice(start, i));
        rows.push(this.row);
        this.row = [];
        this.cell = "";
        if (ch === "\r") {
          if (i + 1 === body3.length) this.pendingCr = true;
          else if (body3[i + 1] === "\n") i++;
        }
        start = i + 1;
      }
    }
    if (start < body3.length) this.cell += body3.slice(start);
    return rows;
  }
};

// src/contract/messaging/recipients.ts
function splitRecipients(text22) {
  return text22.split(/[,\r\n]+/).map((s) => s.trim()).filter((s) => s !== "");
}

// src/gateway/uploads/uploadPaths.ts
import { join as join4 } from "node:path";
var FILE_ID_RE = /^[A-Za-z0-9_-]{22}$/;
var UPLOAD_PREFIX = "/upload/";
var MEDIA_PREFIX = "/media/";
var uploadPath = (fileId) => `${UPLOAD_PREFIX}${fileId}`;
var mediaPath = (fileId) => `${MEDIA_PREFIX}${fileId}`;
var storedFile = (uploadDir, fileId) => join4(uploadDir, fileId);
function fileIdFrom(path, prefix) {
  const id4 = path.slice(prefix.length);
  return FILE_ID_RE.test(id4) ? id4 : null;
}

// src/gateway/messaging/recipients/addressColumn.ts
function addressColumn(channel, rows, defaultCountry) {
  const valid = (cell) => channel.address.parse(channel.address.clean(cell), defaultCountry) !== null;
  const width = rows.reduce((w, r) => Math.max(w, r.length), 0);
  if (width === 0) return [];
  const hits = Array(width).fill(0);
  for (const r of rows) r.forEach((c, i) => valid(c) && (hits[i] = hits[i] + 1));
  const column = hits.indexOf(Math.max(...hits));
  const cells = rows.map((r) => (r[column] ?? "").trim());
  if (cells.length > 0 && !valid(cells[0]) && (cells.length > 1 && hits[column] > 0 || !/\d/.test(cells[0]))) cells.shift();
  return cells.filter((c) => c !== "");
}

// src/gateway/messaging/recipients/xlsxRows.ts
function cellText(value) {
  if (typeof value === "number") return Number.isInteger(value) ? BigInt(value).toString() : String(value);
  if (value === null || value === void 0) return "";
  return String(value);
}
async function xlsxRows(data) {
  const XLSX = await import("@e965/xlsx");
  const book = XLSX.read(data, { type: "array", dense: true, cellFormula: false, cellHTML: false, cellStyles: false });
  const first = book.SheetNames[0];
  const sheet = first === void 0 ? void 0 : book.Sheets[first];
  if (!sheet) return [];
  const rows = XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, blankrows: false, defval: "" });
  return rows.map((r) => r.map(cellText));
}

// src/gateway/messaging/recipients/readRecipients.ts
async function readRecipients(db, channel, source, where) {
  if (source.kind === "list") return [...source.addresses];
  const failed = () => new ActionError(RetCode.InvalidParams, SpecText.FileParsingFailed);
  if (!FILE_ID_RE.test(source.fileId)) throw failed();
  const [file] = await db.select().from(mediaFiles).where(and59(eq84(mediaFiles.id, source.fileId), eq84(mediaFiles.userId, where.userId), eq84(mediaFiles.kind, channel.importKind ?? "import")));
  if (!file?.storedAt || !file.storedType) throw failed();
  let entries;
  try {
    const bytes = await readFile(storedFile(where.uploadDir, file.id));
    if (file.storedType.startsWith("text/plain")) entries = splitRecipients(bytes.toString("utf8").replace(/^\uFEFF/, ""));
    else if (file.storedType.startsWith("text/csv")) entries = addressColumn(channel, parseDelimited(bytes.toString("utf8")), where.defaultCountry);
    else if (file.storedType.includes("spreadsheetml")) entries = addressColumn(channel, await xlsxRows(bytes), where.defaultCountry);
    else throw new Error(`not a recipient file: ${file.storedType}`);
  } catch {
    throw failed();
  }
  if (entries.length === 0) throw new ActionError(RetCode.InvalidParams, SpecText.FileDataEmpty);
  return entries;
}

// src/gateway/messaging/recipients/readRecipientSource.ts
async function readRecipientSource(db, channel, source, where) {
  if (source.kind !== "audience") return { entries: await readRecipients(db, channel, source, where), audience: null };
  if (!channel.audience) throw new ActionError(RetCode.InvalidParams, "This channel cannot send to an audience");
  const { where: members, ref } = await audienceWhere(db, where.userId, source.target, where.channels, where.now);
  const column = { phone: contacts.phone, email: contacts.email, whatsapp: contacts.whatsapp }[channel.audience.contactAddress];
  const rows = await db.select({ address: column }).from(contacts).where(and60(members, ne4(column, ""))).orderBy(asc9(contacts.id)).limit(where.max + 1);
  return { entries: rows.map((r) => r.address), audience: ref };
}

// src/gateway/actions/sms/sendRecipients.ts
var PAST_GRACE_MS = 5 * 6e4;
function sendTimeOf(p, now) {
  if (p.SendTime !== void 0 && p.SendTime * 1e3 < now - PAST_GRACE_MS) throw new ActionError(RetCode.SendTimeInPast);
  return p.SendTime === void 0 ? now : Math.max(p.SendTime * 1e3, now);
}
async function sendRecipients(ctx, channel, p) {
  const source = p.FileId !== void 0 ? { kind: "file", fileId: p.FileId } : p.GroupId !== void 0 ? { kind: "audience", target: { kind: "Group", id: p.GroupId } } : p.SegmentId !== void 0 ? { kind: "audience", target: { kind: "Segment", id: p.SegmentId } } : { kind: "list", addresses: p.PhoneNumbers ?? [] };
  const { entries, audience } = await readRecipientSource(ctx.db, channel, source, {
    userId: ctx.caller.userId,
    uploadDir: ctx.config.uploadDir,
    defaultCountry: p.CountryCode,
    channels: ctx.channels,
    now: ctx.now,
    max: channel.recipientsMax ?? SMS_RECIPIENTS_MAX
  });
  const recipients = parseRecipients(channel, entries, p.CountryCode);
  const max = channel.recipientsMax ?? SMS_RECIPIENTS_MAX;
  if (recipients.valid.length > max) throw new ActionError(RetCode.InvalidParams, channel.recipientsMax === void 0 ? `At most ${max} phone numbers per task` : `At most ${max} recipients per task`);
  if (recipients.valid.length === 0) throw new ActionError(recipients.unsupported > 0 ? RetCode.CountryNotSupported : RetCode.NoValidRecipients);
  return { recipients, audience: audience ?? null };
}

// src/gateway/actions/mms/checkMmsImage.ts
import { and as and61, eq as eq85 } from "drizzle-orm";

// src/contract/upload/detectFileType.ts
var DETECT_BYTES = 65536;
var fileTypeMime = {
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  pdf: "application/pdf",
  mp3: "audio/mpeg",
  aac: "audio/aac",
  wav: "audio/wav",
  ogg: "audio/ogg",
  flac: "audio/flac",
  wma: "audio/x-ms-wma",
  m4a: "audio/mp4",
  mp4: "video/mp4",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  zip: "application/zip",
  csv: "text/csv; charset=utf-8",
  txt: "text/plain; charset=utf-8"
};
function ascii(b, at, text22) {
  if (b.length < at + text22.length) return false;
  for (let i = 0; i < text22.length; i++) if (b[at + i] !== text22.charCodeAt(i)) return false;
  return true;
}
function bytesAt(b, at, sig) {
  return b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
}
function contains(b, text22) {
  const first = text22.charCodeAt(0);
  for (let i = b.indexOf(first); i !== -1 && i <= b.length - text22.length; i = b.indexOf(first, i + 1)) {
    if (ascii(b, i, text22)) return true;
  }
  return false;
}
function isText(b) {
  if (b.length === 0) return false;
  for (const c of b) if (c === 0 || c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) return false;
  const decoder2 = new TextDecoder("utf-8", { fatal: true });
  for (let cut = 0; cut < 4 && cut < b.length; cut++) {
    try {
      decoder2.decode(b.subarray(0, b.length - cut));
      return true;
    } catch {
    }
  }
  return false;
}
function detectFileType(head, declaredType = "") {
  const b = head.subarray(0, DETECT_BYTES);
  if (bytesAt(b, 0, [137, 80, 78, 71, 13, 10, 26, 10])) return "png";
  if (bytesAt(b, 0, [255, 216, 255])) return "jpeg";
  if (ascii(b, 0, "GIF87a") || ascii(b, 0, "GIF89a")) return "gif";
  if (ascii(b, 0, "RIFF") && ascii(b, 8, "WEBP")) return "webp";
  if (ascii(b, 0, "RIFF") && ascii(b, 8, "WAVE")) return "wav";
  if (ascii(b, 0, "%PDF-")) return "pdf";
  if (ascii(b, 0, "OggS")) return "ogg";
  if (ascii(b, 0, "fLaC")) return "flac";
  if (bytesAt(b, 0, [48, 38, 178, 117, 142, 102, 207, 17])) return "wma";
  if (ascii(b, 4, "ftyp")) return ascii(b, 8, "M4A ") || ascii(b, 8, "M4B ") ? "m4a" : "mp4";
  if (bytesAt(b, 0, [80, 75, 3, 4])) {
    if (contains(b, "xl/")) return "xlsx";
    if (contains(b, "word/")) return "docx";
    return "zip";
  }
  if (ascii(b, 0, "ID3")) return "mp3";
  if (b.length >= 2 && b[0] === 255 && (b[1] & 224) === 224) return (b[1] & 6) === 0 ? "aac" : "mp3";
  if (isText(b)) return /csv|excel/i.test(declaredType) ? "csv" : "txt";
  return null;
}
var declaredAliases = {
  png: ["image/png"],
  jpeg: ["image/jpeg", "image/jpg", "image/pjpeg"],
  gif: ["image/gif"],
  webp: ["image/webp"],
  pdf: ["application/pdf"],
  mp3: ["audio/mpeg", "audio/mp3", "audio/mpeg3"],
  aac: ["audio/aac", "audio/x-aac", "audio/aacp"],
  wav: ["audio/wav", "audio/x-wav", "audio/wave", "audio/vnd.wave"],
  ogg: ["audio/ogg", "application/ogg", "audio/vorbis", "audio/opus"],
  flac: ["audio/flac", "audio/x-flac"],
  wma: ["audio/x-ms-wma"],
  m4a: ["audio/mp4", "audio/m4a", "audio/x-m4a", "audio/aac"],
  mp4: ["video/mp4", "audio/mp4", "video/quicktime"],
  xlsx: ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "application/zip"],
  docx: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document", "application/zip"],
  zip: ["application/zip", "application/x-zip-compressed"],
  csv: ["text/csv", "application/vnd.ms-excel", "text/plain", "application/csv"],
  txt: ["text/plain", "text/csv"]
};
function detectedTypeOfMime(mime) {
  return Object.keys(fileTypeMime).find((t) => fileTypeMime[t] === mime) ?? null;
}
function baseMime(type2) {
  return type2.split(";")[0].trim().toLowerCase();
}
function declaredTypeMatches(detected, declaredType) {
  return declaredAliases[detected].includes(baseMime(declaredType));
}
function typesForDeclared(declaredType) {
  const base = baseMime(declaredType);
  return Object.keys(declaredAliases).filter((t) => declaredAliases[t].includes(base));
}

// src/gateway/actions/mms/checkMmsImage.ts
var MMS_TYPES = new Set((uploadRule("mms-image").types ?? []).map((t) => baseMime(fileTypeMime[t])));
async function checkMmsImage(db, userId, fileId) {
  const [f] = await db.select().from(mediaFiles).where(and61(eq85(mediaFiles.id, fileId), eq85(mediaFiles.userId, userId)));
  if (!f || f.storedAt === null || f.storedType === null) throw new ActionError(RetCode.InvalidParams, { key: "MmsImageUnknown" });
  if (f.size > MMS_IMAGE_LIMIT_BYTES) throw new ActionError(RetCode.UploadImageTooLarge);
  if (!MMS_TYPES.has(baseMime(f.storedType))) throw new ActionError(RetCode.UploadTypeMismatch);
}

// src/gateway/actions/mms/addUMMSSendTask.ts
var addUMMSSendTask = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const user = await lockSendingUser(ctx.db, userId);
  if (!user) throw new ActionError(RetCode.NotLoggedIn);
  if (!user.upgrade) throw new ActionError(RetCode.TrialContentOnly);
  if (p.CountryCode && mmsMessagePrice(p.CountryCode) === null) throw new ActionError(RetCode.CountryNotSupported);
  const sendAt = sendTimeOf(p, ctx.now);
  const { text: text22, templateId: templateId6, template } = await resolveContent(ctx.db, userId, p, { requirePassed: true, channel: ChannelId.MMS });
  if (!template?.mediaFileId) throw new ActionError(RetCode.TemplateNotFound);
  await checkMmsImage(ctx.db, userId, template.mediaFileId);
  const mms = mmsChannel(ctx.config.sms);
  const { recipients, audience } = await sendRecipients(ctx, mms, p);
  await enforceSendLimits(ctx.db, userId, p.TimeZone, recipients.valid.map((v) => v.address), sendAt);
  const { task, priced } = await createTask(ctx.db, mms, {
    userId,
    taskId: smsIds.task(),
    sessionNo: smsIds.session(),
    text: text22,
    subject: template.subject,
    mediaFileId: template.mediaFileId,
    recipients,
    free: false,
    sendAt,
    name: p.TaskName,
    tags: p.Tags,
    senderId: p.SenderId,
    templateId: templateId6,
    countryCode: p.CountryCode,
    timeZone: p.TimeZone,
    audience,
    now: ctx.now
  });
  ctx.afterCommit(() => wakeJobRunners());
  return {
    TaskId: task.taskId,
    SessionNo: task.sessionNo,
    AccountId: await defaultProjectId(ctx.db, userId),
    Status: task.status,
    Submitted: priced.messages.length,
    Invalid: recipients.invalid,
    Duplicate: recipients.duplicate,
    Unsupported: recipients.unsupported,
    EstimatedCost: priced.cost,
    OptedOut: priced.optedOut
  };
};

// src/gateway/actions/reference/countryList.ts
import { getCountries, getCountryCallingCode } from "libphonenumber-js";
var cached = null;
function countryList() {
  if (cached) return cached;
  const en = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
  const zh = new Intl.DisplayNames(["zh-CN"], { type: "region", fallback: "code" });
  cached = getCountries().map((code2) => ({
    CountryName: en.of(code2) ?? code2,
    CountryAlias: zh.of(code2) ?? code2,
    PhonePrefix: String(getCountryCallingCode(code2)),
    CountryCode: code2
  })).sort((a, b) => a.CountryName.localeCompare(b.CountryName, "en"));
  return cached;
}

// src/gateway/actions/sms/getUSMSPrice.ts
function priceList(price, only) {
  return countryList().flatMap((c) => {
    const p = price(c.CountryCode);
    return p === null || only && c.CountryCode !== only ? [] : [{ CountryCode: c.CountryCode, CountryName: c.CountryName, PhonePrefix: c.PhonePrefix, Price: p, Currency: CURRENCY }];
  });
}
var getUSMSPrice = async (p) => ({ Prices: priceList((code2) => SMS_PRICES[code2] ?? null, p.CountryCode) });

// src/gateway/actions/mms/getUMMSPrice.ts
var getUMMSPrice = async (p) => ({ Prices: priceList(mmsMessagePrice, p.CountryCode) });

// src/gateway/actions/mms/mmsTemplateHandlers.ts
import { eq as eq89 } from "drizzle-orm";

// src/gateway/actions/sms/deleteUSMSTemplate.ts
import { and as and62, eq as eq86, inArray as inArray16 } from "drizzle-orm";
async function deleteTemplates(db, userId, channel, templateIds) {
  const rows = await db.delete(smsTemplates).where(and62(eq86(smsTemplates.userId, userId), eq86(smsTemplates.channel, channel), inArray16(smsTemplates.templateId, templateIds))).returning({ id: smsTemplates.id });
  return { Deleted: rows.length };
}
var deleteUSMSTemplate = (p, ctx) => deleteTemplates(ctx.db, ctx.caller.userId, ChannelId.SMS, p.TemplateIds);

// src/gateway/actions/sms/loadTemplate.ts
import { and as and63, eq as eq87 } from "drizzle-orm";
async function loadTemplate(db, userId, templateId6, channel = ChannelId.SMS) {
  const [t] = await db.select().from(smsTemplates).where(and63(eq87(smsTemplates.templateId, templateId6), eq87(smsTemplates.userId, userId), eq87(smsTemplates.channel, channel)));
  if (!t) throw new ActionError(RetCode.TemplateNotFound);
  return t;
}

// src/gateway/actions/sms/queryUSMSTemplate.ts
import { and as and64, count as count15, desc as desc15, eq as eq88, ilike as ilike3 } from "drizzle-orm";

// src/gateway/actions/sms/toTemplate.ts
function toTemplate(t) {
  return {
    TemplateId: t.templateId,
    TemplateName: t.name,
    Purpose: t.purpose,
    Template: t.body,
    Remark: t.remark,
    Status: t.status,
    RejectReason: t.rejectReason,
    RejectReasonKey: serverTextKeyOf(t.rejectReason),
    RecreatedFrom: t.recreatedFrom,
    Variables: templateVariables2(t.body),
    CreateTime: toUnixSeconds(t.createdAt),
    UpdateTime: toUnixSeconds(t.updatedAt)
  };
}

// src/gateway/actions/sms/queryUSMSTemplate.ts
async function queryTemplates(db, userId, channel, p, map) {
  const parts = [eq88(smsTemplates.userId, userId), eq88(smsTemplates.channel, channel)];
  if (p.Status !== void 0) parts.push(eq88(smsTemplates.status, p.Status));
  if (p.Purpose !== void 0) parts.push(eq88(smsTemplates.purpose, p.Purpose));
  if (p.Keyword) parts.push(ilike3(smsTemplates.name, `%${p.Keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const where = and64(...parts);
  const rows = await db.select().from(smsTemplates).where(where).orderBy(desc15(smsTemplates.createdAt), desc15(smsTemplates.id)).limit(p.Limit).offset(p.Offset);
  const [total] = await db.select({ n: count15() }).from(smsTemplates).where(where);
  return { Total: total?.n ?? 0, Templates: rows.map(map) };
}
var queryUSMSTemplate = (p, ctx) => queryTemplates(ctx.db, ctx.caller.userId, ChannelId.SMS, p, toTemplate);

// src/gateway/actions/sms/queueReview.ts
async function queueReview(ctx, templatePk) {
  await enqueueJob(ctx.db, { kind: TEMPLATE_REVIEW_JOB, ref: String(templatePk), runAt: ctx.now + ctx.config.sms.templateReviewDelayMs, now: ctx.now });
  ctx.afterCommit(() => wakeJobRunners());
}

// src/gateway/actions/mms/toMmsTemplate.ts
function toMmsTemplate(t) {
  return { ...toTemplate(t), Subject: t.subject, MediaFileId: t.mediaFileId, MediaURL: t.mediaFileId ? mediaPath(t.mediaFileId) : null };
}

// src/gateway/actions/mms/mmsTemplateHandlers.ts
var createUMMSTemplate = async (p, ctx) => {
  await checkMmsImage(ctx.db, ctx.caller.userId, p.MediaFileId);
  const [t] = await ctx.db.insert(smsTemplates).values({
    templateId: smsIds.template(),
    userId: ctx.caller.userId,
    channel: ChannelId.MMS,
    name: p.TemplateName,
    purpose: SmsTemplatePurpose.Notification,
    subject: p.Subject,
    body: p.Template,
    mediaFileId: p.MediaFileId,
    remark: p.Remark,
    status: SmsTemplateStatus.InReview,
    createdAt: ctx.now,
    updatedAt: ctx.now
  }).returning();
  await queueReview(ctx, t.id);
  return toMmsTemplate(t);
};
var updateUMMSTemplate = async (p, ctx) => {
  const t = await loadTemplate(ctx.db, ctx.caller.userId, p.TemplateId, ChannelId.MMS);
  if (t.status === SmsTemplateStatus.InReview || t.status === SmsTemplateStatus.Disabled) throw new ActionError(RetCode.TemplateNotEditable);
  await checkMmsImage(ctx.db, ctx.caller.userId, p.MediaFileId);
  const [updated] = await ctx.db.update(smsTemplates).set({ name: p.TemplateName, subject: p.Subject, body: p.Template, mediaFileId: p.MediaFileId, remark: p.Remark, status: SmsTemplateStatus.InReview, rejectReason: "", updatedAt: ctx.now }).where(eq89(smsTemplates.id, t.id)).returning();
  await queueReview(ctx, t.id);
  return toMmsTemplate(updated);
};
var getUMMSTemplate = async (p, ctx) => toMmsTemplate(await loadTemplate(ctx.db, ctx.caller.userId, p.TemplateId, ChannelId.MMS));
var queryUMMSTemplate = (p, ctx) => queryTemplates(ctx.db, ctx.caller.userId, ChannelId.MMS, p, toMmsTemplate);
var deleteUMMSTemplate = (p, ctx) => deleteTemplates(ctx.db, ctx.caller.userId, ChannelId.MMS, p.TemplateIds);

// src/gateway/actions/mms/toMmsTask.ts
function toMmsTask(t, accountId) {
  return { ...toTask(t, accountId), Subject: t.subject, MediaFileId: t.mediaFileId, MediaURL: t.mediaFileId ? mediaPath(t.mediaFileId) : null };
}

// src/gateway/actions/mms/index.ts
var mmsHandlers = {
  GetUMMSPrice: getUMMSPrice,
  CreateUMMSTemplate: createUMMSTemplate,
  UpdateUMMSTemplate: updateUMMSTemplate,
  GetUMMSTemplate: getUMMSTemplate,
  QueryUMMSTemplate: queryUMMSTemplate,
  DeleteUMMSTemplate: deleteUMMSTemplate,
  AddUMMSSendTask: addUMMSSendTask,
  // Tasks and records: the SMS reads of the core's tables on channel 6018; a retry sends the
  // original's subject, image and text again; trial accounts have no MMS.
  ...channelTaskHandlers({
    code: "UMMS",
    channelId: ChannelId.MMS,
    channel: (ctx) => mmsChannel(ctx.config.sms),
    toTask: toMmsTask,
    exportLabel: "MMS",
    trialRule: "refuse"
  })
};

// src/gateway/whatsapp/provider/SimulatedWhatsAppProvider.ts
import { and as and66, eq as eq91 } from "drizzle-orm";
import { randomBytes as randomBytes10 } from "node:crypto";

// src/gateway/whatsapp/applyTemplateStatus.ts
import { and as and65, eq as eq90, lte as lte11 } from "drizzle-orm";
function templateStatusOf(event) {
  const e = event.toUpperCase();
  if (e === "REINSTATED") return "APPROVED";
  return WhatsAppTemplateStatuses.find((s) => s === e) ?? null;
}
async function applyTemplateStatus(db, u, now) {
  const status = templateStatusOf(u.event);
  if (!status) return false;
  const reason = u.reason && u.reason !== "NONE" ? u.reason : "";
  const mine2 = and65(eq90(whatsappTemplates.wabaId, u.wabaId), eq90(whatsappTemplates.templateId, u.templateId));
  const [before] = await db.select({ status: whatsappTemplates.status }).from(whatsappTemplates).where(mine2).for("update");
  if (!before) return false;
  const rows = await db.update(whatsappTemplates).set({ status, reason, statusAt: u.at, updatedAt: now }).where(and65(mine2, lte11(whatsappTemplates.statusAt, u.at))).returning({ userId: whatsappTemplates.userId, name: whatsappTemplates.name, language: whatsappTemplates.language });
  const row = rows[0];
  if (!row) return false;
  if (before.status !== status && (status === "APPROVED" || status === "REJECTED")) {
    await notify(db, {
      userId: row.userId,
      kind: status === "APPROVED" ? "WhatsAppTemplateApproved" : "WhatsAppTemplateRejected",
      params: { TemplateId: u.templateId, TemplateName: row.name, Language: row.language },
      link: "/whatsapp/template",
      now
    });
  }
  return true;
}

// src/gateway/whatsapp/provider/WhatsAppProvider.ts
var WhatsAppProviderError = class extends Error {
  constructor(message, httpStatus = null, duplicate = false, graphCode = null) {
    super(message);
    this.httpStatus = httpStatus;
    this.duplicate = duplicate;
    this.graphCode = graphCode;
    this.name = "WhatsAppProviderError";
  }
  httpStatus;
  duplicate;
  graphCode;
};

// src/gateway/whatsapp/provider/SimulatedWhatsAppProvider.ts
var SIM_TEMPLATE_REVIEW_JOB = "whatsapp-sim-template-review";
var SIM_STATUS_JOB = "whatsapp-sim-status";
var BLOCKED2 = /\b(casino|gambling|betting|payday loans?|bitcoin|crypto giveaway)\b/i;
function simReview(components) {
  const text22 = components.map((c) => [c.text ?? "", ...(c.buttons ?? []).map((b) => b.text ?? "")].join(" ")).join(" ");
  return BLOCKED2.test(text22) ? { status: "REJECTED", reason: "ABUSIVE_CONTENT" } : { status: "APPROVED", reason: "NONE" };
}
function newSimWabaId() {
  return `9${String(Math.floor(Math.random() * 1e14)).padStart(14, "0")}`;
}
var SimulatedWhatsAppProvider = class {
  constructor(db, reviewMs, statusMs = 2e3, tier = "TIER_1K") {
    this.db = db;
    this.reviewMs = reviewMs;
    this.statusMs = statusMs;
    this.tier = tier;
  }
  db;
  reviewMs;
  statusMs;
  tier;
  name = "simulated";
  listPhoneNumbers(wabaId) {
    const tail = wabaId.slice(-6);
    return Promise.resolve([
      {
        id: `${wabaId.slice(0, 9)}${tail}`.split("").reverse().join(""),
        displayPhoneNumber: `+1 555-01${tail.slice(0, 2)}-${tail.slice(2)}`,
        verifiedName: "Demo Business",
        qualityRating: "GREEN",
        messagingLimitTier: this.tier,
        status: "CONNECTED"
      }
    ]);
  }
  async listTemplates(wabaId) {
    const rows = await this.db.select().from(simWhatsappTemplates).where(eq91(simWhatsappTemplates.wabaId, wabaId));
    return rows.map((r) => ({ id: String(r.id), name: r.name, language: r.language, category: r.category, status: r.status, components: r.components, rejectedReason: r.reason }));
  }
  async createTemplate(wabaId, t) {
    const now = Date.now();
    try {
      const [row] = await this.db.insert(simWhatsappTemplates).values({ wabaId, name: t.name, language: t.language, category: t.category, status: "PENDING", components: t.components, createdAt: now }).returning({ id: simWhatsappTemplates.id });
      await this.queueReview(row.id, now);
      return { id: String(row.id), status: "PENDING", category: t.category };
    } catch (err) {
      if (isUniqueViolation(err)) throw new WhatsAppProviderError("Content in this language already exists", 400, true);
      throw err;
    }
  }
  async editTemplate(wabaId, templateId6, change) {
    const rows = await this.db.update(simWhatsappTemplates).set({ category: change.category, components: change.components, status: "PENDING", reason: "" }).where(and66(eq91(simWhatsappTemplates.wabaId, wabaId), eq91(simWhatsappTemplates.id, Number(templateId6)))).returning({ id: simWhatsappTemplates.id });
    if (rows.length === 0) throw new WhatsAppProviderError("The template does not exist", 404);
    await this.queueReview(rows[0].id, Date.now());
  }
  async deleteTemplate(wabaId, name, templateId6) {
    await this.db.delete(simWhatsappTemplates).where(and66(eq91(simWhatsappTemplates.wabaId, wabaId), eq91(simWhatsappTemplates.name, name), eq91(simWhatsappTemplates.id, Number(templateId6))));
  }
  /** Accepts every message (the outcome comes with the statuses: see simStatusJob) and queues the batch's status reports. */
  async sendMessages(phoneNumberId, messages) {
    if (messages.length === 0) return [];
    const now = Date.now();
    const batch = randomBytes10(9).toString("base64url");
    const rows = messages.map((m, i) => ({ wamid: `wamid.SIM${batch}${i.toString(36)}`, batch, phoneNumberId, toPhone: m.to, kind: m.message.kind, createdAt: now }));
    await this.db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += 1e3) await tx.insert(simWhatsappMessages).values(rows.slice(i, i + 1e3));
      await enqueueJob(tx, { kind: SIM_STATUS_JOB, ref: batch, runAt: now + this.statusMs, now });
    });
    wakeJobRunners();
    return rows.map((r) => ({ ok: true, wamid: r.wamid }));
  }
  async queueReview(id4, now) {
    await enqueueJob(this.db, { kind: SIM_TEMPLATE_REVIEW_JOB, ref: String(id4), runAt: now + this.reviewMs, now });
    wakeJobRunners();
  }
};
function simTemplateReviewJob() {
  return async (job, ctl) => {
    await ctl.fenced(async (tx) => {
      const [t] = await tx.select().from(simWhatsappTemplates).where(eq91(simWhatsappTemplates.id, Number(job.ref)));
      if (!t || t.status !== "PENDING") return;
      const verdict = simReview(t.components);
      await tx.update(simWhatsappTemplates).set({ status: verdict.status, reason: verdict.reason }).where(eq91(simWhatsappTemplates.id, t.id));
      const now = Date.now();
      await applyTemplateStatus(tx, { wabaId: t.wabaId, templateId: String(t.id), event: verdict.status, reason: verdict.reason, at: now }, now);
    });
    return { done: true };
  };
}

// src/gateway/messaging/callbacks/callbackUrlPolicy.ts
import { lookup as dnsLookup } from "node:dns/promises";
import { isIP as isIP2 } from "node:net";

// src/gateway/messaging/callbacks/forbiddenAddress.ts
import { isIP } from "node:net";
function ipv6Bytes(text22) {
  let s = text22.replace(/^\[|\]$/g, "").replace(/%.*$/, "").toLowerCase();
  if (isIP(s) !== 6) return null;
  const tail = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (dotted) {
    tail.push(...dotted[1].split(".").map(Number));
    s = s.slice(0, -dotted[1].length) + "0:0";
  }
  const [head, rest] = s.includes("::") ? s.split("::") : [s, null];
  const groups = (part) => part ? part.split(":").filter((g) => g !== "") : [];
  const h = groups(head);
  const r = groups(rest);
  const all = rest === null ? h : [...h, ...Array(8 - h.length - r.length).fill("0"), ...r];
  const bytes = all.flatMap((g) => {
    const n2 = parseInt(g, 16);
    return [n2 >> 8, n2 & 255];
  });
  if (tail.length) bytes.splice(12, 4, ...tail);
  return bytes.length === 16 ? bytes : null;
}
var V4_BLOCKS = [
  [[0, 0, 0, 0], 8, 'an unspecified ("this network") address'],
  [[127, 0, 0, 0], 8, "a loopback address"],
  [[10, 0, 0, 0], 8, "a private address"],
  [[172, 16, 0, 0], 12, "a private address"],
  [[192, 168, 0, 0], 16, "a private address"],
  [[100, 64, 0, 0], 10, "a shared (carrier-grade NAT) address"],
  [[169, 254, 169, 254], 32, "the cloud metadata address"],
  [[169, 254, 0, 0], 16, "a link-local address"],
  [[192, 0, 0, 0], 24, "a reserved address"],
  [[198, 18, 0, 0], 15, "a reserved address"],
  [[224, 0, 0, 0], 4, "a multicast address"],
  [[240, 0, 0, 0], 4, "a reserved or broadcast address"]
];
function inBlock(bytes, base, bits) {
  for (let i = 0; i < base.length; i++) {
    const take = Math.max(0, Math.min(8, bits - i * 8));
    if (take === 0) return true;
    const mask = 255 << 8 - take & 255;
    if ((bytes[i] & mask) !== (base[i] & mask)) return false;
  }
  return true;
}
function v4Reason(bytes) {
  for (const [base, bits, reason] of V4_BLOCKS) if (inBlock(bytes, base, bits)) return reason;
  return null;
}
function forbiddenAddressReason(address) {
  const bare = address.replace(/^\[|\]$/g, "");
  if (isIP(bare) === 4) return v4Reason(bare.split(".").map(Number));
  const b = ipv6Bytes(bare);
  if (!b) return null;
  const zeros = (from, to) => b.slice(from, to).every((x) => x === 0);
  if (zeros(0, 16)) return "an unspecified address";
  if (zeros(0, 15) && b[15] === 1) return "a loopback address";
  if (zeros(0, 10) && b[10] === 255 && b[11] === 255) return v4Reason(b.slice(12));
  if (zeros(0, 12)) return v4Reason(b.slice(12)) ?? "a reserved address";
  if (b[0] === 0 && b[1] === 100 && b[2] === 255 && b[3] === 155) return v4Reason(b.slice(12));
  if (b[0] === 32 && b[1] === 2) return v4Reason(b.slice(2, 6));
  if (b[0] === 253 && b[1] === 0 && b[2] === 14 && b[3] === 194 && zeros(4, 14) && b[14] === 2 && b[15] === 84) return "the cloud metadata address";
  if ((b[0] & 254) === 252) return "a private (unique local) address";
  if (b[0] === 254 && (b[1] & 192) === 128) return "a link-local address";
  if (b[0] === 254 && (b[1] & 192) === 192) return "a site-local address";
  if (b[0] === 255) return "a multicast address";
  return null;
}

// src/gateway/messaging/callbacks/callbackUrlPolicy.ts
var systemResolver = async (hostname2) => (await dnsLookup(hostname2, { all: true, verbatim: true })).map((a) => a.address);
function parseAllowHosts(text22) {
  return (text22 ?? "").split(",").map((s) => s.trim().toLowerCase()).filter((s) => s !== "");
}
var SAVE_LOOKUP_TIMEOUT_MS = 2e3;
var bareHost = (hostname2) => hostname2.replace(/^\[|\]$/g, "").toLowerCase();
var effectivePort = (u) => u.port || (u.protocol === "https:" ? "443" : "80");
function isAllowListed(u, allowHosts) {
  const host = bareHost(u.hostname);
  const port = effectivePort(u);
  return allowHosts.some((entry2) => {
    const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry2);
    const hostPort = /^([^:]+):(\d+)$/.exec(entry2);
    const [h, p] = bracketed ? [bracketed[1], bracketed[2]] : hostPort ? [hostPort[1], hostPort[2]] : [entry2, void 0];
    return bareHost(h) === host && (p === void 0 || p === port);
  });
}
function literalReason(host) {
  if (host === "localhost" || host.endsWith(".localhost")) return "a loopback name";
  return isIP2(host) ? forbiddenAddressReason(host) : null;
}
var refusal = (host, reason) => `callbacks go only to public internet addresses, and ${host} is ${reason}`;
var ForbiddenCallbackAddressError = class extends Error {
};
async function callbackUrlRefusal(text22, policy) {
  let u;
  try {
    u = new URL(text22);
  } catch {
    return "the address is not a valid URL";
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") return "callbacks use http or https only";
  if (isAllowListed(u, policy.allowHosts)) return null;
  const host = bareHost(u.hostname);
  const literal = literalReason(host);
  if (literal) return refusal(host, literal);
  if (isIP2(host)) return null;
  let addresses;
  try {
    let timer;
    const timeout = new Promise((resolve2) => timer = setTimeout(() => resolve2([]), SAVE_LOOKUP_TIMEOUT_MS));
    addresses = await Promise.race([policy.resolve(host), timeout]).finally(() => clearTimeout(timer));
  } catch {
    return null;
  }
  for (const a of addresses) {
    const reason = forbiddenAddressReason(a);
    if (reason) return refusal(`${host} (${a})`, reason);
  }
  return null;
}
function guardedLookup(policy, allowed) {
  return (hostname2, options2, callback) => {
    policy.resolve(hostname2).then((all) => {
      if (!allowed) {
        for (const a of all) {
          const reason = forbiddenAddressReason(a);
          if (reason) throw new ForbiddenCallbackAddressError(`Refused: ${refusal(`${hostname2} (${a})`, reason)}`);
        }
      }
      const family = typeof options2 === "object" ? options2.family : void 0;
      const usable = all.filter((a) => isIP2(a) !== 0 && (!family || family === 0 || isIP2(a) === family || family === "IPv4" && isIP2(a) === 4 || family === "IPv6" && isIP2(a) === 6));
      if (usable.length === 0) throw Object.assign(new Error(`No address for ${hostname2}`), { code: "ENOTFOUND" });
      if (typeof options2 === "object" && options2.all) callback(null, usable.map((address) => ({ address, family: isIP2(address) })));
      else callback(null, usable[0], isIP2(usable[0]));
    }).catch((err) => callback(err));
  };
}
function deliveryRefusal(u, policy) {
  if (u.protocol !== "http:" && u.protocol !== "https:") return "Refused: callbacks use http or https only";
  if (isAllowListed(u, policy.allowHosts)) return null;
  const host = bareHost(u.hostname);
  const reason = literalReason(host);
  return reason ? `Refused: ${refusal(host, reason)}` : null;
}

// src/gateway/whatsapp/provider/fetchSampleMedia.ts
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
var ssrfWords = (text22) => text22.replace("callbacks go only", "requests go only").replace("callbacks use", "requests use");
var SAMPLE_MEDIA_MAX = 16 * 1024 * 1024;
function fetchSampleMedia(url, opts) {
  const max = opts.maxBytes ?? SAMPLE_MEDIA_MAX;
  let u;
  try {
    u = new URL(url);
  } catch {
    return Promise.reject(new WhatsAppProviderError("The header sample media address is not valid"));
  }
  const refused = deliveryRefusal(u, opts.policy);
  if (refused) return Promise.reject(new WhatsAppProviderError(`The header sample media cannot be fetched: ${ssrfWords(refused)}`));
  return new Promise((resolve2, reject) => {
    const req = (u.protocol === "https:" ? httpsRequest : httpRequest)(
      u,
      { method: "GET", lookup: guardedLookup(opts.policy, isAllowListed(u, opts.policy.allowHosts)), agent: false, signal: AbortSignal.timeout(opts.timeoutMs) },
      (res) => {
        if ((res.statusCode ?? 0) !== 200) {
          res.resume();
          reject(new WhatsAppProviderError(`The header sample media could not be fetched (HTTP ${res.statusCode ?? 0})`));
          return;
        }
        const chunks = [];
        let size = 0;
        res.on("data", (c) => {
          size += c.length;
          if (size > max) {
            req.destroy();
            reject(new WhatsAppProviderError(`The header sample media is larger than ${max / 1024 / 1024} MB`));
            return;
          }
          chunks.push(c);
        });
        res.on("end", () => resolve2({ bytes: Buffer.concat(chunks), type: String(res.headers["content-type"] ?? "application/octet-stream").split(";")[0].trim() }));
        res.on("error", reject);
      }
    );
    req.on("error", (err) => reject(err instanceof WhatsAppProviderError ? err : new WhatsAppProviderError(`The header sample media could not be fetched: ${ssrfWords(err.message)}`)));
    req.end();
  });
}

// src/gateway/whatsapp/provider/graphSchemas.ts
import { z as z60 } from "zod";
var example = z60.object({
  header_text: z60.array(z60.string()).optional(),
  header_handle: z60.array(z60.string()).optional(),
  body_text: z60.array(z60.array(z60.string())).optional()
});
var GraphButton = z60.object({
  type: z60.string(),
  text: z60.string().optional(),
  url: z60.string().optional(),
  phone_number: z60.string().optional(),
  otp_type: z60.string().optional()
});
var GraphComponent = z60.object({
  type: z60.string(),
  format: z60.string().optional(),
  text: z60.string().optional(),
  example: example.optional(),
  buttons: z60.array(GraphButton).optional(),
  add_security_recommendation: z60.boolean().optional(),
  code_expiration_minutes: z60.number().int().optional()
});
var paging = z60.object({ cursors: z60.object({ after: z60.string().optional() }).optional(), next: z60.string().optional() }).optional();
var GraphPhoneNumbers = z60.object({
  data: z60.array(
    z60.object({
      id: z60.string(),
      display_phone_number: z60.string(),
      verified_name: z60.string().default(""),
      quality_rating: z60.string().default("UNKNOWN"),
      messaging_limit_tier: z60.string().default("TIER_50"),
      status: z60.string().default("UNKNOWN")
    })
  ),
  paging
});
var GraphTemplates = z60.object({
  data: z60.array(
    z60.object({
      id: z60.string(),
      name: z60.string(),
      language: z60.string(),
      category: z60.string(),
      status: z60.string(),
      components: z60.array(GraphComponent).default([]),
      rejected_reason: z60.string().nullable().optional()
    })
  ),
  paging
});
var GraphCreatedTemplate = z60.object({ id: z60.string(), status: z60.string(), category: z60.string() });
var GraphSuccess = z60.object({ success: z60.literal(true) });
var GraphError = z60.object({ error: z60.object({ message: z60.string(), code: z60.number().optional(), error_subcode: z60.number().optional() }) });
var GraphUploadSession = z60.object({ id: z60.string() });
var GraphUploadHandle = z60.object({ h: z60.string() });
var GraphSentMessage = z60.object({ messages: z60.array(z60.object({ id: z60.string() })).min(1) });

// src/gateway/whatsapp/provider/CloudApiProvider.ts
var PHONE_FIELDS = "id,display_phone_number,verified_name,quality_rating,messaging_limit_tier,status";
var TEMPLATE_FIELDS = "id,name,language,category,status,components,rejected_reason";
var DUPLICATE_SUBCODE = 2388023;
var MAX_PAGES = 50;
var SEND_CONCURRENCY = 8;
var CloudApiProvider = class {
  constructor(config2, samplePolicy) {
    this.config = config2;
    this.samplePolicy = samplePolicy;
  }
  config;
  samplePolicy;
  name = "cloud";
  url(path, query = {}) {
    const u = new URL(`${this.config.graphBaseUrl}/${this.config.graphVersion}/${path}`);
    for (const [k, v] of Object.entries(query)) u.searchParams.set(k, v);
    return u.toString();
  }
  async call(schema, url, init = {}) {
    let res;
    try {
      res = await fetch(url, {
        method: init.method ?? "GET",
        headers: {
          Authorization: init.auth ?? `Bearer ${this.config.accessToken}`,
          ...init.body !== void 0 ? { "Content-Type": "application/json" } : {},
          ...init.headers
        },
        body: init.raw ? new Uint8Array(init.raw) : init.body !== void 0 ? JSON.stringify(init.body) : void 0,
        redirect: "error",
        signal: AbortSignal.timeout(this.config.requestTimeoutMs)
      });
    } catch (err) {
      throw new WhatsAppProviderError(`The WhatsApp Cloud API could not be reached: ${err.message}`);
    }
    let json;
    try {
      json = await res.json();
    } catch {
      throw new WhatsAppProviderError(`The WhatsApp Cloud API answered HTTP ${res.status} without JSON`, res.status);
    }
    if (!res.ok) {
      const e = GraphError.safeParse(json);
      const message = e.success ? e.data.error.message : `HTTP ${res.status}`;
      throw new WhatsAppProviderError(`The WhatsApp Cloud API refused: ${message}`, res.status, e.success && e.data.error.error_subcode === DUPLICATE_SUBCODE, e.success ? e.data.error.code ?? null : null);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new WhatsAppProviderError(`The WhatsApp Cloud API answered an unexpected shape: ${parsed.error.issues[0]?.path.join(".") ?? ""} ${parsed.error.issues[0]?.message ?? ""}`.trim(), res.status);
    return parsed.data;
  }
  /** Every page of a list (`paging.cursors.after` while `paging.next` is given). */
  async pages(schema, path, query) {
    const out = [];
    let after;
    for (let i = 0; i < MAX_PAGES; i++) {
      const page9 = await this.call(schema, this.url(path, { ...query, ...after ? { after } : {} }));
      out.push(...page9.data);
      after = page9.paging?.next ? page9.paging.cursors?.after : void 0;
      if (!after) break;
    }
    return out;
  }
  async listPhoneNumbers(wabaId) {
    const rows = await this.pages(GraphPhoneNumbers, `${encodeURIComponent(wabaId)}/phone_numbers`, { fields: PHONE_FIELDS, limit: "100" });
    return rows.map((r) => ({ id: r.id, displayPhoneNumber: r.display_phone_number, verifiedName: r.verified_name, qualityRating: r.quality_rating, messagingLimitTier: r.messaging_limit_tier, status: r.status }));
  }
  async listTemplates(wabaId) {
    const rows = await this.pages(GraphTemplates, `${encodeURIComponent(wabaId)}/message_templates`, { fields: TEMPLATE_FIELDS, limit: "100" });
    return rows.map((r) => ({ id: r.id, name: r.name, language: r.language, category: r.category, status: r.status, components: r.components, rejectedReason: r.rejected_reason ?? "" }));
  }
  async createTemplate(wabaId, t) {
    const components = await this.withMediaHandles(t.components);
    return this.call(GraphCreatedTemplate, this.url(`${encodeURIComponent(wabaId)}/message_templates`), { method: "POST", body: { name: t.name, language: t.language, category: t.category, components } });
  }
  async editTemplate(_wabaId, templateId6, change) {
    const components = await this.withMediaHandles(change.components);
    await this.call(GraphSuccess, this.url(encodeURIComponent(templateId6)), { method: "POST", body: { category: change.category, components } });
  }
  async deleteTemplate(wabaId, name, templateId6) {
    await this.call(GraphSuccess, this.url(`${encodeURIComponent(wabaId)}/message_templates`, { name, hsm_id: templateId6 }), { method: "DELETE" });
  }
  /**
   * POST /{phone-number-id}/messages for each message, a few at a time. A refusal (HTTP 4xx) ends
   * that message with `WA_<Graph error code>`; no answer or HTTP 5xx means it may not have reached
   * the API, so it is offered again later (`retry`).
   */
  async sendMessages(phoneNumberId, messages) {
    const out = new Array(messages.length);
    let next = 0;
    const worker = async () => {
      while (next < messages.length) {
        const i = next++;
        const m = messages[i];
        try {
          const sent2 = await this.call(GraphSentMessage, this.url(`${encodeURIComponent(phoneNumberId)}/messages`), { method: "POST", body: graphMessage(m.to, m.message) });
          out[i] = { ok: true, wamid: sent2.messages[0].id };
        } catch (err) {
          const status = err instanceof WhatsAppProviderError ? err.httpStatus : null;
          out[i] = status !== null && status >= 400 && status < 500 ? { ok: false, code: `WA_${err instanceof WhatsAppProviderError && err.graphCode !== null ? err.graphCode : status}` } : { ok: false, code: "WA_UNREACHABLE", retry: true };
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, messages.length) }, worker));
    return out;
  }
  /** A media header's sample address replaced by the handle of its upload (Resumable Upload API). */
  async withMediaHandles(components) {
    return Promise.all(
      components.map(async (c) => {
        const sample = c.type === "HEADER" && c.format !== "TEXT" ? c.example?.header_handle?.[0] : void 0;
        if (!sample) return c;
        return { ...c, example: { header_handle: [await this.uploadSample(sample)] } };
      })
    );
  }
  async uploadSample(address) {
    if (!this.config.appId) throw new WhatsAppProviderError("Media headers need WHATSAPP_APP_ID (the app the sample is uploaded to)");
    const media = await fetchSampleMedia(address, { policy: this.samplePolicy, timeoutMs: this.config.requestTimeoutMs });
    const session = await this.call(GraphUploadSession, this.url(`${encodeURIComponent(this.config.appId)}/uploads`, { file_length: String(media.bytes.length), file_type: media.type }), { method: "POST" });
    const uploaded = await this.call(GraphUploadHandle, this.url(session.id), { method: "POST", auth: `OAuth ${this.config.accessToken}`, headers: { file_offset: "0" }, raw: media.bytes });
    return uploaded.h;
  }
};
function graphMessage(to, m) {
  const base = { messaging_product: "whatsapp", recipient_type: "individual", to: to.replace(/^\+/, "") };
  if (m.kind === "text") return { ...base, type: "text", text: { preview_url: false, body: m.text } };
  return {
    ...base,
    type: "template",
    template: {
      name: m.name,
      language: { code: m.language },
      ...m.params.length > 0 ? { components: [{ type: "body", parameters: m.params.map((text22) => ({ type: "text", text: text22 })) }] } : {}
    }
  };
}

// src/gateway/whatsapp/provider/whatsappProviderFor.ts
function whatsappProviderFor(config2, db) {
  const wa = config2.whatsapp;
  if (wa.provider === "simulated") return new SimulatedWhatsAppProvider(db, wa.simReviewMs, wa.simStatusMs, wa.simTier);
  return new CloudApiProvider(wa, { allowHosts: config2.sms.callbackAllowHosts, resolve: config2.sms.callbackResolve ?? systemResolver });
}

// src/gateway/whatsapp/sending/simStatusJob.ts
import { eq as eq96, inArray as inArray20 } from "drizzle-orm";

// src/gateway/whatsapp/sending/applyMessageStatuses.ts
import { and as and70, eq as eq95, inArray as inArray19, sql as sql34 } from "drizzle-orm";

// src/gateway/messaging/delivery/applyReceipts.ts
import { and as and69, eq as eq94, inArray as inArray18, ne as ne5, sql as sql33 } from "drizzle-orm";

// src/gateway/messaging/callbacks/queueReceiptCallbacks.ts
import { and as and67, eq as eq92, inArray as inArray17 } from "drizzle-orm";
var PER_POST = 500;
async function queueReceiptCallbacks(db, items, now) {
  if (items.length === 0) return 0;
  const userIds = [...new Set(items.map((i) => i.userId))];
  const settings = await db.select().from(smsCallbackSettings).where(and67(inArray17(smsCallbackSettings.userId, userIds), eq92(smsCallbackSettings.enabled, true)));
  let queued = 0;
  for (const s of settings) {
    const mine2 = items.filter((i) => i.userId === s.userId);
    for (let i = 0; i < mine2.length; i += PER_POST) {
      const receipts = mine2.slice(i, i + PER_POST).map((r) => ({
        TaskId: r.taskId,
        MessageId: String(r.messageId),
        PhoneNumber: r.phone,
        SendResult: r.result,
        ReceiptCode: r.code,
        ReceiptTime: Math.floor(r.at / 1e3)
      }));
      await db.insert(callbackDeliveries).values({ userId: s.userId, url: s.url, secret: s.secret, body: JSON.stringify({ Type: "receipt", Receipts: receipts }), nextAttemptAt: now, createdAt: now });
      queued++;
    }
  }
  return queued;
}

// src/gateway/messaging/delivery/finalizeTask.ts
import { and as and68, eq as eq93, sql as sql32 } from "drizzle-orm";
async function finalizeTask(db, channel, taskPk, now) {
  const t = smsTasks;
  const [done] = await db.update(t).set({
    status: sql32`case when ${t.submitFailed} = ${t.total} then ${TaskStatus.Failed}::smallint else ${TaskStatus.Complete}::smallint end`,
    finishedAt: now
  }).where(and68(eq93(t.id, taskPk), eq93(t.status, TaskStatus.Processing), sql32`${t.succeeded} + ${t.failed} + ${t.unknown} + ${t.submitFailed} >= ${t.total}`)).returning();
  if (!done) return false;
  if (done.holdReference) await releaseHold(db, done.holdReference, now);
  const notice = channel.taskNotice;
  if (!done.isTest && notice) {
    await notify(db, {
      userId: done.userId,
      kind: done.status === TaskStatus.Failed ? notice.failed : notice.finished,
      params: { TaskId: done.taskId, TaskName: done.name || done.taskId, Total: done.total, Succeeded: done.succeeded, Failed: done.failed + done.submitFailed, Unknown: done.unknown },
      link: await notice.link(db, done),
      now
    });
  }
  return true;
}

// src/gateway/messaging/delivery/applyReceipts.ts
async function applyReceipts(db, channel, receipts, now) {
  if (receipts.length === 0) return [];
  return db.transaction(async (tx) => {
    const groups = /* @__PURE__ */ new Map();
    for (const r of receipts) {
      const key2 = `${r.result}\0${r.code}`;
      const g = groups.get(key2);
      if (g) g.push(r);
      else groups.set(key2, [r]);
    }
    const matched = /* @__PURE__ */ new Set();
    const perTask = /* @__PURE__ */ new Map();
    const charges = [];
    const items = [];
    for (const group2 of groups.values()) {
      const { result, code: code2 } = group2[0];
      const rows = await tx.update(smsMessages).set({ state: stateOfResult[result], receiptCode: code2, doneAt: now }).where(and69(inArray18(smsMessages.carrierId, group2.map((r) => r.carrierId)), eq94(smsMessages.state, MessageState.Submitted))).returning({ id: smsMessages.id, taskPk: smsMessages.taskId, userId: smsMessages.userId, phone: smsMessages.phone, carrierId: smsMessages.carrierId, price: smsMessages.price, units: smsMessages.segments });
      const at = new Map(group2.map((r) => [r.carrierId, r.at]));
      const byCarrierId = new Map(group2.map((r) => [r.carrierId, r]));
      for (const row of rows) {
        if (channel.receiptCharge) {
          const receipt = byCarrierId.get(row.carrierId ?? "");
          const charge = channel.receiptCharge({ price: Number(row.price), units: row.units }, receipt);
          if (!Number.isSafeInteger(charge) || charge < 0 || charge > Number(row.price)) throw new RangeError(`${channel.name} charged ${charge} for a message held at ${row.price}`);
          charges.push({ id: row.id, taskPk: row.taskPk, charge, calledMs: Math.max(0, Math.round(receipt.calledMs ?? 0)) });
        }
        matched.add(row.carrierId ?? "");
        const c = perTask.get(row.taskPk) ?? { succeeded: 0, failed: 0, unknown: 0 };
        if (result === "Success") c.succeeded++;
        else if (result === "Fail") c.failed++;
        else c.unknown++;
        perTask.set(row.taskPk, c);
        items.push({ userId: row.userId, taskPk: row.taskPk, messageId: row.id, phone: row.phone, result, code: code2, at: at.get(row.carrierId ?? "") ?? now });
      }
    }
    const taskPks = [...perTask.keys()].sort((a, b) => a - b);
    const chargedPerTask = /* @__PURE__ */ new Map();
    if (charges.length > 0) {
      const values = sql33.join(
        charges.map((c) => sql33`(${c.id}::bigint, ${c.charge}::bigint, ${c.calledMs}::integer)`),
        sql33`, `
      );
      await tx.execute(sql33`update ${smsMessages} m set price = v.charge, called_ms = v.called, charged = true from (values ${values}) as v(id, charge, called) where m.id = v.id`);
      for (const c of charges) chargedPerTask.set(c.taskPk, (chargedPerTask.get(c.taskPk) ?? 0) + c.charge);
    }
    const holds = chargedPerTask.size > 0 ? new Map((await tx.select({ id: smsTasks.id, hold: smsTasks.holdReference }).from(smsTasks).where(inArray18(smsTasks.id, taskPks))).map((t) => [t.id, t.hold])) : /* @__PURE__ */ new Map();
    for (const pk of taskPks) {
      const c = perTask.get(pk);
      const charge = chargedPerTask.get(pk) ?? 0;
      await tx.update(smsTasks).set({ succeeded: sql33`${smsTasks.succeeded} + ${c.succeeded}`, failed: sql33`${smsTasks.failed} + ${c.failed}`, unknown: sql33`${smsTasks.unknown} + ${c.unknown}`, ...charge > 0 ? { charged: sql33`${smsTasks.charged} + ${charge}` } : {} }).where(eq94(smsTasks.id, pk));
      const hold = holds.get(pk);
      if (charge > 0 && hold) await chargeHold(tx, hold, charge, now);
      await finalizeTask(tx, channel, pk, now);
    }
    if (taskPks.length > 0) {
      const ids = await tx.select({ id: smsTasks.id, taskId: smsTasks.taskId }).from(smsTasks).where(inArray18(smsTasks.id, taskPks));
      const taskIdOf = new Map(ids.map((t) => [t.id, t.taskId]));
      await queueReceiptCallbacks(tx, items.map(({ taskPk, ...i }) => ({ ...i, taskId: taskIdOf.get(taskPk) ?? "" })), now);
    }
    const unmatched = receipts.filter((r) => !matched.has(r.carrierId));
    if (unmatched.length === 0) return [];
    const known = await tx.select({ carrierId: smsMessages.carrierId }).from(smsMessages).where(and69(inArray18(smsMessages.carrierId, unmatched.map((r) => r.carrierId)), ne5(smsMessages.state, MessageState.Submitted)));
    const knownIds = new Set(known.map((k) => k.carrierId));
    return unmatched.filter((r) => !knownIds.has(r.carrierId));
  });
}

// src/gateway/whatsapp/sending/whatsappPayload.ts
import { z as z61 } from "zod";
var WhatsAppPayload = z61.discriminatedUnion("kind", [
  z61.object({ kind: z61.literal("template"), templateId: z61.string(), name: z61.string(), language: z61.string(), params: z61.array(z61.string()), conversationType: z61.enum(WhatsAppConversationTypes) }),
  z61.object({ kind: z61.literal("text"), text: z61.string(), conversationType: z61.enum(WhatsAppConversationTypes) })
]);
function readPayload(raw) {
  const p = WhatsAppPayload.safeParse(raw);
  return p.success ? p.data : null;
}

// src/gateway/whatsapp/sending/applyMessageStatuses.ts
var MessageStatuses = ["sent", "delivered", "read", "failed"];
var RANK = { sent: 1, delivered: 2, read: 3, failed: 4 };
var StatusesNotYetKnown = class extends Error {
  constructor(events) {
    super(`${events.length} WhatsApp statuses name messages not recorded yet`);
    this.events = events;
  }
  events;
};
function conversationTypeOf(raw) {
  if (!raw) return void 0;
  const v = raw.toLowerCase().replace(/_/g, "-");
  if (v === "referral-conversion") return "referral";
  if (v === "free-entry-point" || v === "free-customer-service") return "free";
  return WhatsAppConversationTypes.find((t) => t === v);
}
async function applyMessageStatuses(tx, channel, all, now, unknownMessages = "throw") {
  if (all.length === 0) return 0;
  const wamids = [...new Set(all.map((e) => e.wamid))];
  const messages = await tx.select({ id: smsMessages.id, userId: smsMessages.userId, carrierId: smsMessages.carrierId, payload: smsTasks.payload }).from(smsMessages).innerJoin(smsTasks, eq95(smsTasks.id, smsMessages.taskId)).where(and70(inArray19(smsMessages.carrierId, wamids), eq95(smsMessages.channel, channel.channelId)));
  const byWamid = new Map(messages.map((m) => [m.carrierId ?? "", m]));
  const unknown = all.filter((e) => !byWamid.has(e.wamid));
  if (unknown.length > 0 && unknownMessages === "throw") throw new StatusesNotYetKnown(unknown);
  const events = all.filter((e) => byWamid.has(e.wamid));
  if (events.length === 0) return 0;
  const fresh = await tx.insert(whatsappStatusEvents).values(events.map((e) => ({ wamid: e.wamid, status: e.status, at: e.at }))).onConflictDoNothing().returning({ wamid: whatsappStatusEvents.wamid, status: whatsappStatusEvents.status });
  const isFresh = new Set(fresh.map((f) => `${f.wamid}\0${f.status}`));
  const applied = events.filter((e) => isFresh.delete(`${e.wamid}\0${e.status}`));
  if (applied.length === 0) return 0;
  const rows = /* @__PURE__ */ new Map();
  const receipts = [];
  for (const e of applied) {
    const m = byWamid.get(e.wamid);
    const reported = conversationTypeOf(e.conversationType);
    const row = rows.get(e.wamid) ?? { messageId: m.id, userId: m.userId, wamid: e.wamid, status: e.status, conversationType: reported ?? readPayload(m.payload)?.conversationType ?? "marketing" };
    if (RANK[e.status] > RANK[row.status]) row.status = e.status;
    if (reported) row.conversationType = reported;
    if (e.status === "sent") row.sentAt = e.at;
    else if (e.status === "delivered") row.deliveredAt = e.at;
    else if (e.status === "read") row.readAt = e.at;
    else {
      row.failedAt = e.at;
      row.errorCode = e.errorCode ?? null;
    }
    rows.set(e.wamid, row);
    if (e.status === "delivered" || e.status === "read") receipts.push({ carrierId: e.wamid, result: "Success", code: "DELIVERED", at: e.at });
    else if (e.status === "failed") receipts.push({ carrierId: e.wamid, result: "Fail", code: e.errorCode ? `WA_${e.errorCode}` : "WA_FAILED", at: e.at });
  }
  const values = [...rows.values()].map((r) => ({ sentAt: null, deliveredAt: null, readAt: null, failedAt: null, errorCode: null, ...r }));
  const col = (name) => sql34.raw(`excluded.${name}`);
  await tx.insert(whatsappMessages).values(values).onConflictDoUpdate({
    target: whatsappMessages.messageId,
    set: {
      sentAt: sql34`coalesce(${col("sent_at")}, ${whatsappMessages.sentAt})`,
      deliveredAt: sql34`coalesce(${col("delivered_at")}, ${whatsappMessages.deliveredAt})`,
      readAt: sql34`coalesce(${col("read_at")}, ${whatsappMessages.readAt})`,
      failedAt: sql34`coalesce(${col("failed_at")}, ${whatsappMessages.failedAt})`,
      errorCode: sql34`coalesce(${col("error_code")}, ${whatsappMessages.errorCode})`,
      conversationType: sql34`${col("conversation_type")}`,
      status: sql34`case when ${rankSql(sql34`${whatsappMessages.status}`)} < ${rankSql(col("status"))} then ${col("status")} else ${whatsappMessages.status} end`
    }
  });
  if (receipts.length > 0) await applyReceipts(tx, channel, receipts, now);
  return applied.length;
}
function rankSql(col) {
  return sql34`(case ${col} when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 when 'failed' then 4 else 0 end)`;
}

// src/gateway/whatsapp/sending/storeInbound.ts
async function storeInbound(db, m) {
  const from = m.from.startsWith("+") ? m.from : `+${m.from}`;
  const rows = await db.insert(whatsappInbound).values({ userId: m.userId, wamid: m.wamid, fromPhone: from, text: m.text, receivedAt: m.at }).onConflictDoNothing().returning({ id: whatsappInbound.id });
  return rows.length > 0;
}

// src/gateway/whatsapp/sending/simStatusJob.ts
function simOutcome(phone3) {
  const d = phone3.at(-1) ?? "";
  return { failed: d === "0", read: "12345".includes(d) && d !== "", replies: d === "7" };
}
var SIM_REPLY_TEXT = "Thanks! Can you tell me more?";
function simStatusJob(channel) {
  return async (job, ctl) => {
    try {
      await ctl.fenced(async (tx) => {
        const rows = await tx.select().from(simWhatsappMessages).where(eq96(simWhatsappMessages.batch, job.ref));
        if (rows.length === 0) return;
        const at = Date.now();
        const events = [];
        for (const r of rows) {
          const o = simOutcome(r.toPhone);
          events.push({ wamid: r.wamid, status: "sent", at });
          if (o.failed) events.push({ wamid: r.wamid, status: "failed", at, errorCode: "131026" });
          else {
            events.push({ wamid: r.wamid, status: "delivered", at });
            if (o.read) events.push({ wamid: r.wamid, status: "read", at });
          }
        }
        await applyMessageStatuses(tx, channel, events, at);
        const replying = rows.filter((r) => r.kind === "template" && simOutcome(r.toPhone).replies && !simOutcome(r.toPhone).failed);
        if (replying.length > 0) {
          const owners = await tx.select({ carrierId: smsMessages.carrierId, userId: smsMessages.userId }).from(smsMessages).where(inArray20(smsMessages.carrierId, replying.map((r) => r.wamid)));
          const ownerOf = new Map(owners.map((o) => [o.carrierId, o.userId]));
          for (const r of replying) {
            const userId = ownerOf.get(r.wamid);
            if (userId !== void 0) await storeInbound(tx, { userId, wamid: `${r.wamid}.reply`, from: r.toPhone, text: SIM_REPLY_TEXT, at });
          }
        }
        await tx.delete(simWhatsappMessages).where(eq96(simWhatsappMessages.batch, job.ref));
      });
    } catch (err) {
      if (err instanceof StatusesNotYetKnown) return { runAt: Date.now() + 1e3 };
      throw err;
    }
    return { done: true };
  };
}

// src/gateway/whatsapp/sending/tierAllowance.ts
import { and as and71, eq as eq97, gte as gte13, inArray as inArray21, or as or10, sql as sql35 } from "drizzle-orm";
var TIER_WINDOW_MS = 24 * 36e5;
var TIER_LIMIT_REASON = "TIER_LIMIT";
var UNLIMITED = 1e9;
async function tierAllowance(db, task, now) {
  if (readPayload(task.payload)?.kind !== "template") return { allowed: UNLIMITED, waitUntil: now, reason: "" };
  const [num2] = await db.select({ tier: whatsappNumbers.messagingLimitTier }).from(whatsappNumbers).where(and71(eq97(whatsappNumbers.userId, task.userId), eq97(whatsappNumbers.phoneNumberId, task.senderId)));
  const tier = WhatsAppTiers.find((t) => t === num2?.tier) ?? "TIER_50";
  const limit2 = whatsappTierLimit[tier];
  if (limit2 === null) return { allowed: UNLIMITED, waitUntil: now, reason: "" };
  const since = now - TIER_WINDOW_MS;
  const [row] = await db.select({ used: sql35`count(distinct ${smsMessages.phone})`, oldest: sql35`min(${smsMessages.submitAt})` }).from(smsMessages).innerJoin(smsTasks, eq97(smsTasks.id, smsMessages.taskId)).where(
    and71(
      eq97(smsMessages.userId, task.userId),
      eq97(smsMessages.channel, ChannelId.WhatsApp),
      eq97(smsTasks.senderId, task.senderId),
      sql35`${smsTasks.payload}->>'kind' = 'template'`,
      or10(eq97(smsMessages.state, MessageState.Submitting), and71(inArray21(smsMessages.state, [MessageState.Submitted, MessageState.Success, MessageState.Fail, MessageState.Unknown]), gte13(smsMessages.submitAt, since)))
    )
  );
  const used = Number(row?.used ?? 0);
  const oldest = row?.oldest === null || row?.oldest === void 0 ? now : Number(row.oldest);
  const allowed = Math.max(0, limit2 - used);
  return { allowed, waitUntil: Math.max(now + 1e3, oldest + TIER_WINDOW_MS), reason: allowed > 0 ? "" : TIER_LIMIT_REASON };
}

// src/gateway/whatsapp/sending/WhatsAppCarrier.ts
var WhatsAppCarrier = class {
  constructor(provider3) {
    this.provider = provider3;
    this.name = `whatsapp-${provider3.name}`;
  }
  provider;
  name;
  /** The Cloud API does not deduplicate on our id: a maybe-sent message is not sent again. */
  resubmitSafe = false;
  start() {
    return Promise.resolve();
  }
  async submit(batch) {
    const out = [];
    const bySender = /* @__PURE__ */ new Map();
    for (const m of batch) {
      const p = readPayload(m.payload);
      if (!p || !m.senderId) {
        out.push({ id: m.id, ok: false, code: "WA_NO_CONTENT" });
        continue;
      }
      const message = p.kind === "text" ? { kind: "text", text: p.text } : { kind: "template", name: p.name, language: p.language, params: p.params };
      const list = bySender.get(m.senderId) ?? [];
      list.push({ id: m.id, to: m.phone, message });
      bySender.set(m.senderId, list);
    }
    for (const [sender, list] of bySender) {
      const results = await this.provider.sendMessages(sender, list);
      list.forEach((m, i) => {
        const r = results[i];
        out.push(r.ok ? { id: m.id, ok: true, carrierId: r.wamid } : { id: m.id, ok: false, code: r.code, ...r.retry ? { retry: true } : {} });
      });
    }
    return out;
  }
  close() {
    return Promise.resolve();
  }
};

// src/gateway/whatsapp/sending/whatsappChannel.ts
var WHATSAPP_CHANNEL = "whatsapp";
var WHATSAPP_TASK_JOB = "whatsapp-task";
function whatsappChannel(config2) {
  const channel = {
    name: WHATSAPP_CHANNEL,
    channelId: ChannelId.WhatsApp,
    taskJob: WHATSAPP_TASK_JOB,
    productType: MAIN_WALLET,
    units: () => 1,
    pricingUnit: "message",
    priceClassOf: (payload) => readPayload(payload)?.conversationType,
    unitPrice: (country, priceClass) => whatsappMessagePrice(country, WhatsAppConversationTypes.find((t) => t === priceClass) ?? "marketing"),
    address: { clean: cleanPhone, parse: parsePhone },
    createCarrier: (db) => new WhatsAppCarrier(whatsappProviderFor(config2, db)),
    sendAllowance: tierAllowance,
    taskNotice: {
      finished: "WhatsAppTaskFinished",
      failed: "WhatsAppTaskFailed",
      link: async (_db, task) => `/whatsapp/search?taskId=${encodeURIComponent(task.taskId)}`
    },
    audience: { contactAddress: "whatsapp" },
    jobs: () => ({ [SIM_STATUS_JOB]: simStatusJob(channel) })
  };
  return channel;
}

// src/gateway/actions/whatsapp/sending/addWhatsAppSendTask.ts
import { and as and74, eq as eq101 } from "drizzle-orm";

// src/gateway/actions/whatsapp/sending/sendingNumber.ts
import { and as and73, eq as eq100 } from "drizzle-orm";

// src/gateway/actions/whatsapp/listWhatsAppNumbers.ts
import { and as and72, eq as eq99, notInArray as notInArray2 } from "drizzle-orm";

// src/gateway/whatsapp/wabaFor.ts
import { eq as eq98 } from "drizzle-orm";
async function wabaFor(db, config2, userId, now) {
  const [row] = await db.select({ wabaId: whatsappAccounts.wabaId }).from(whatsappAccounts).where(eq98(whatsappAccounts.userId, userId));
  if (row) return row.wabaId;
  if (config2.whatsapp.provider !== "simulated") return null;
  await db.insert(whatsappAccounts).values({ userId, wabaId: newSimWabaId(), createdAt: now }).onConflictDoNothing();
  const [made] = await db.select({ wabaId: whatsappAccounts.wabaId }).from(whatsappAccounts).where(eq98(whatsappAccounts.userId, userId));
  return made?.wabaId ?? null;
}

// src/gateway/actions/whatsapp/listWhatsAppNumbers.ts
var oneOf = (list, value, fallback) => list.find((v) => v === value.toUpperCase()) ?? fallback;
function toNumber(r) {
  const tier = oneOf(WhatsAppTiers, r.messagingLimitTier, "TIER_50");
  return {
    PhoneNumberId: r.phoneNumberId,
    WabaId: r.wabaId,
    DisplayPhoneNumber: r.displayPhoneNumber,
    DisplayName: r.displayName,
    QualityRating: oneOf(WhatsAppQualityRatings, r.qualityRating, "UNKNOWN"),
    MessagingLimitTier: tier,
    TierLimit: whatsappTierLimit[tier],
    Status: oneOf(WhatsAppNumberStatuses, r.status, "UNKNOWN"),
    SyncTime: toUnixSeconds(r.syncedAt)
  };
}
async function syncWhatsAppNumbers(ctx) {
  const userId = ctx.caller.userId;
  const wabaId = await wabaFor(ctx.db, ctx.config, userId, ctx.now);
  if (!wabaId) return { wabaId: null, stale: false };
  let stale = false;
  try {
    const remote = await whatsappProviderFor(ctx.config, ctx.db).listPhoneNumbers(wabaId);
    await ctx.db.transaction(async (tx) => {
      const ids = remote.map((n2) => n2.id);
      await tx.delete(whatsappNumbers).where(and72(eq99(whatsappNumbers.userId, userId), ...ids.length > 0 ? [notInArray2(whatsappNumbers.phoneNumberId, ids)] : []));
      for (const n2 of remote) {
        const row = {
          wabaId,
          displayPhoneNumber: n2.displayPhoneNumber,
          displayName: n2.verifiedName,
          qualityRating: n2.qualityRating === "NA" ? "UNKNOWN" : n2.qualityRating,
          messagingLimitTier: n2.messagingLimitTier,
          status: n2.status,
          syncedAt: ctx.now
        };
        await tx.insert(whatsappNumbers).values({ userId, phoneNumberId: n2.id, ...row }).onConflictDoUpdate({ target: [whatsappNumbers.userId, whatsappNumbers.phoneNumberId], set: row });
      }
    });
  } catch (err) {
    if (!(err instanceof WhatsAppProviderError)) throw err;
    stale = true;
  }
  return { wabaId, stale };
}
var listWhatsAppNumbers = async (_p, ctx) => {
  const userId = ctx.caller.userId;
  const { wabaId, stale } = await syncWhatsAppNumbers(ctx);
  if (!wabaId) return { WabaId: null, Stale: false, Numbers: [] };
  const rows = await ctx.db.select().from(whatsappNumbers).where(eq99(whatsappNumbers.userId, userId)).orderBy(whatsappNumbers.displayPhoneNumber);
  return { WabaId: wabaId, Stale: stale, Numbers: rows.map(toNumber) };
};

// src/gateway/actions/whatsapp/sending/sendingNumber.ts
async function sendingNumber(ctx, phoneNumberId) {
  const userId = ctx.caller.userId;
  const read = () => ctx.db.select().from(whatsappNumbers).where(and73(eq100(whatsappNumbers.userId, userId), eq100(whatsappNumbers.status, "CONNECTED"))).orderBy(whatsappNumbers.displayPhoneNumber);
  let rows = await read();
  if (rows.length === 0) {
    const { wabaId } = await syncWhatsAppNumbers(ctx);
    if (!wabaId) throw new ActionError(RetCode.WhatsAppNotConnected);
    rows = await read();
  }
  const row = phoneNumberId === void 0 ? rows[0] : rows.find((r) => r.phoneNumberId === phoneNumberId);
  if (!row) throw new ActionError(RetCode.WhatsAppNumberNotConnected);
  return row.phoneNumberId;
}

// src/gateway/actions/whatsapp/sending/addWhatsAppSendTask.ts
function bodyVariables(body3) {
  return [...new Set([...body3.matchAll(/\{\{\s*(\d+)\s*\}\}/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
}
function fillBody(body3, params) {
  return body3.replace(/\{\{\s*(\d+)\s*\}\}/g, (all, n2) => params[Number(n2) - 1] ?? all);
}
var addWhatsAppSendTask = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const user = await lockSendingUser(ctx.db, userId);
  if (!user) throw new ActionError(RetCode.NotLoggedIn);
  const sendAt = sendTimeOf(p, ctx.now);
  const [template] = await ctx.db.select().from(whatsappTemplates).where(and74(eq101(whatsappTemplates.userId, userId), eq101(whatsappTemplates.templateId, p.TemplateId)));
  if (!template) throw new ActionError(RetCode.TemplateNotFound);
  if (template.status !== "APPROVED") throw new ActionError(RetCode.WhatsAppTemplateNotApproved);
  const content4 = template.content;
  const vars = bodyVariables(content4.Body);
  if (p.TemplateParams.length !== vars.length) throw new ActionError(RetCode.InvalidParams, `TemplateParams: the template has ${vars.length} variables, ${p.TemplateParams.length} given`);
  const from = await sendingNumber(ctx, p.PhoneNumberId);
  const channel = whatsappChannel(ctx.config);
  const { recipients, audience } = await sendRecipients(ctx, channel, p);
  const payload = { kind: "template", templateId: template.templateId, name: template.name, language: template.language, params: p.TemplateParams, conversationType: conversationTypeOfCategory(content4.Category) };
  const { task, priced } = await createTask(ctx.db, channel, {
    userId,
    taskId: smsIds.task(),
    sessionNo: smsIds.session(),
    text: fillBody(content4.Body, p.TemplateParams),
    payload,
    recipients,
    free: false,
    sendAt,
    name: p.TaskName,
    tags: p.Tags,
    senderId: from,
    templateId: template.templateId,
    countryCode: p.CountryCode,
    timeZone: p.TimeZone,
    audience,
    now: ctx.now
  });
  ctx.afterCommit(() => wakeJobRunners());
  return {
    TaskId: task.taskId,
    SessionNo: task.sessionNo,
    AccountId: await defaultProjectId(ctx.db, userId),
    Status: task.status,
    Submitted: priced.messages.length,
    Invalid: recipients.invalid,
    Duplicate: recipients.duplicate,
    Unsupported: recipients.unsupported,
    EstimatedCost: priced.cost,
    OptedOut: priced.optedOut
  };
};

// src/gateway/actions/whatsapp/sending/getWhatsAppConversationStatistics.ts
import { and as and75, eq as eq102, gte as gte14, lte as lte12, sql as sql36 } from "drizzle-orm";
var FORMATS4 = { day: "YYYY-MM-DD", week: 'IYYY-"W"IW', month: "YYYY-MM" };
var getWhatsAppConversationStatistics = async (p, ctx) => {
  checkTimeRange(p, 366);
  const zone6 = isKnownZone(p.TimeZone) ? p.TimeZone : "UTC";
  const type2 = sql36`coalesce(${whatsappMessages.conversationType}, ${smsTasks.payload}->>'conversationType', 'marketing')`;
  const cost = sql36`coalesce(sum(case when ${smsMessages.charged} then ${smsMessages.price} else 0 end), 0)`;
  const where = and75(eq102(smsMessages.userId, ctx.caller.userId), eq102(smsMessages.channel, ChannelId.WhatsApp), gte14(smsMessages.sendAt, p.StartTime * 1e3), lte12(smsMessages.sendAt, p.EndTime * 1e3 + 999));
  const totals = await ctx.db.select({
    type: type2,
    messages: sql36`count(*)`,
    delivered: sql36`count(*) filter (where ${smsMessages.state} = ${MessageState.Success})`,
    read: sql36`count(${whatsappMessages.readAt})`,
    failed: sql36`count(*) filter (where ${smsMessages.state} in (${MessageState.Fail}, ${MessageState.SubmitFail}))`,
    cost
  }).from(smsMessages).innerJoin(smsTasks, eq102(smsTasks.id, smsMessages.taskId)).leftJoin(whatsappMessages, eq102(whatsappMessages.messageId, smsMessages.id)).where(where).groupBy(sql36`1`).orderBy(sql36`1`);
  const unit = p.Granularity;
  const period = sql36`to_char(date_trunc(${unit}, to_timestamp(${smsMessages.sendAt} / 1000.0) at time zone ${zone6}), ${FORMATS4[unit]})`;
  const series = await ctx.db.select({ period, type: type2, messages: sql36`count(*)`, cost }).from(smsMessages).innerJoin(smsTasks, eq102(smsTasks.id, smsMessages.taskId)).leftJoin(whatsappMessages, eq102(whatsappMessages.messageId, smsMessages.id)).where(where).groupBy(sql36`1`, sql36`2`).orderBy(sql36`1`, sql36`2`);
  const asType = (t) => WhatsAppConversationTypes.find((x) => x === t) ?? "marketing";
  const byType = new Map(totals.map((r) => [asType(r.type), r]));
  return {
    Types: WhatsAppConversationTypes.map((t) => {
      const r = byType.get(t);
      return { ConversationType: t, Messages: Number(r?.messages ?? 0), Delivered: Number(r?.delivered ?? 0), Read: Number(r?.read ?? 0), Failed: Number(r?.failed ?? 0), Cost: Number(r?.cost ?? 0) };
    }),
    Series: series.map((r) => ({ Period: r.period, ConversationType: asType(r.type), Messages: Number(r.messages), Cost: Number(r.cost) }))
  };
};

// src/gateway/actions/whatsapp/sending/listWhatsAppConversations.ts
import { and as and77, desc as desc17, eq as eq104, sql as sql37 } from "drizzle-orm";

// src/gateway/whatsapp/sending/serviceWindow.ts
import { and as and76, desc as desc16, eq as eq103 } from "drizzle-orm";
var SERVICE_WINDOW_MS = 24 * 36e5;
async function serviceWindowEnd(db, userId, phone3, now) {
  const [last] = await db.select({ at: whatsappInbound.receivedAt }).from(whatsappInbound).where(and76(eq103(whatsappInbound.userId, userId), eq103(whatsappInbound.fromPhone, phone3))).orderBy(desc16(whatsappInbound.receivedAt)).limit(1);
  if (!last) return null;
  const end = last.at + SERVICE_WINDOW_MS;
  return end > now ? end : null;
}

// src/gateway/actions/whatsapp/sending/listWhatsAppConversations.ts
var listWhatsAppConversations = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const phone3 = p.PhoneNumber?.replace(/[^\d+]/g, "");
  const where = and77(eq104(whatsappInbound.userId, userId), ...phone3 ? [eq104(whatsappInbound.fromPhone, phone3.startsWith("+") ? phone3 : `+${phone3}`)] : []);
  const latest = ctx.db.selectDistinctOn([whatsappInbound.fromPhone], { phone: whatsappInbound.fromPhone, text: whatsappInbound.text, at: whatsappInbound.receivedAt }).from(whatsappInbound).where(where).orderBy(whatsappInbound.fromPhone, desc17(whatsappInbound.receivedAt)).as("latest");
  const rows = await ctx.db.select().from(latest).orderBy(desc17(latest.at)).limit(p.Limit).offset(p.Offset);
  const [count42] = await ctx.db.select({ n: sql37`count(distinct ${whatsappInbound.fromPhone})` }).from(whatsappInbound).where(where);
  return {
    Total: Number(count42?.n ?? 0),
    Conversations: rows.map((r) => ({
      PhoneNumber: r.phone,
      LastMessage: r.text,
      LastMessageTime: toUnixSeconds(r.at),
      WindowEnd: r.at + SERVICE_WINDOW_MS > ctx.now ? toUnixSeconds(r.at + SERVICE_WINDOW_MS) : null
    }))
  };
};

// src/gateway/actions/whatsapp/sending/sendWhatsAppReply.ts
var sendWhatsAppReply = async (p, ctx) => {
  const userId = ctx.caller.userId;
  if (!await lockSendingUser(ctx.db, userId)) throw new ActionError(RetCode.NotLoggedIn);
  const channel = whatsappChannel(ctx.config);
  const parsed = channel.address.parse(channel.address.clean(p.PhoneNumber));
  if (!parsed) throw new ActionError(RetCode.InvalidParams, `PhoneNumber: ${ValidationText.PhoneInvalid}`);
  if (await serviceWindowEnd(ctx.db, userId, parsed.address, ctx.now) === null) throw new ActionError(RetCode.WhatsAppWindowClosed);
  const from = await sendingNumber(ctx, p.PhoneNumberId);
  const { task, priced } = await createTask(ctx.db, channel, {
    userId,
    taskId: smsIds.task(),
    sessionNo: smsIds.session(),
    text: p.Text,
    payload: { kind: "text", text: p.Text, conversationType: "service" },
    recipients: { valid: [parsed], invalid: 0, duplicate: 0, unsupported: 0 },
    free: false,
    sendAt: ctx.now,
    senderId: from,
    now: ctx.now
  });
  ctx.afterCommit(() => wakeJobRunners());
  return {
    TaskId: task.taskId,
    SessionNo: task.sessionNo,
    AccountId: await defaultProjectId(ctx.db, userId),
    Status: task.status,
    Submitted: priced.messages.length,
    Invalid: 0,
    Duplicate: 0,
    Unsupported: 0,
    EstimatedCost: priced.cost,
    OptedOut: priced.optedOut
  };
};

// src/gateway/actions/whatsapp/sending/getWhatsAppPrice.ts
var getWhatsAppPrice = async (p) => {
  const countries = Object.keys(WHATSAPP_RATES).filter((c) => !p.CountryCode || c === p.CountryCode || c === "OTHER" && !(p.CountryCode in WHATSAPP_RATES));
  return { Prices: countries.flatMap((c) => WhatsAppConversationTypes.map((t) => ({ CountryCode: c, ConversationType: t, Price: whatsappMessagePrice(c, t) }))) };
};

// src/gateway/actions/whatsapp/sending/toWhatsAppTask.ts
function toWhatsAppTask(t, accountId) {
  const p = readPayload(t.payload);
  return {
    ...toTask(t, accountId),
    PhoneNumberId: t.senderId,
    Kind: p?.kind ?? "template",
    TemplateName: p?.kind === "template" ? p.name : "",
    Language: p?.kind === "template" ? p.language : "",
    ConversationType: p?.conversationType ?? "marketing",
    WaitReason: t.waitReason,
    WaitUntil: t.waitUntil === null ? null : toUnixSeconds(t.waitUntil)
  };
}

// src/gateway/actions/whatsapp/sending/index.ts
var whatsappSendingHandlers = {
  GetWhatsAppPrice: getWhatsAppPrice,
  AddWhatsAppSendTask: addWhatsAppSendTask,
  SendWhatsAppReply: sendWhatsAppReply,
  ListWhatsAppConversations: listWhatsAppConversations,
  GetWhatsAppConversationStatistics: getWhatsAppConversationStatistics,
  // Tasks and records: the core's reads of its tables on channel 6009; a retry sends the original's
  // template and parameters (or text) from its number again; WhatsApp has no trial rules.
  ...channelTaskHandlers({
    code: "WhatsApp",
    channelId: ChannelId.WhatsApp,
    channel: (ctx) => whatsappChannel(ctx.config),
    toTask: toWhatsAppTask,
    exportLabel: "WhatsApp",
    trialRule: "none"
  })
};

// src/gateway/actions/audience/attributeHandlers.ts
import { and as and78, asc as asc10, count as count16, eq as eq105, inArray as inArray22, ne as ne6, notInArray as notInArray3, sql as sql38 } from "drizzle-orm";

// src/gateway/audience/audienceIds.ts
import { randomBytes as randomBytes11 } from "node:crypto";
var hex2 = (n2) => randomBytes11(n2).toString("hex").toUpperCase();
var audienceIds = {
  contact: () => `CT${hex2(8)}`,
  group: () => `GRP${hex2(6)}`,
  tag: () => `TAG${hex2(6)}`,
  attribute: () => `ATR${hex2(6)}`,
  segment: () => `SEG${hex2(6)}`,
  contactImport: () => `IMP${hex2(8)}`,
  contactExport: () => `CEX${hex2(8)}`
};

// src/gateway/actions/audience/attributeHandlers.ts
var attributeExists = () => fieldError("Name", retCodeMessages[RetCode.AttributeExists], RetCode.AttributeExists);
async function nameTaken(db, userId, name, exceptId) {
  const [hit] = await db.select({ id: contactAttributes.id }).from(contactAttributes).where(and78(eq105(contactAttributes.userId, userId), sql38`lower(${contactAttributes.name}) = lower(${name})`, ne6(contactAttributes.id, exceptId))).limit(1);
  return hit !== void 0;
}
var listContactAttributes = async (_p, ctx) => {
  const rows = await ctx.db.select().from(contactAttributes).where(eq105(contactAttributes.userId, ctx.caller.userId)).orderBy(asc10(contactAttributes.name));
  return { Attributes: [...systemAttributeList, ...rows.map(toAttribute)] };
};
var createContactAttribute = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const [have] = await ctx.db.select({ n: count16() }).from(contactAttributes).where(eq105(contactAttributes.userId, userId));
  if (Number(have?.n ?? 0) >= ATTRIBUTES_PER_ACCOUNT_MAX) throw new ActionError(RetCode.InvalidParams, `An account has at most ${ATTRIBUTES_PER_ACCOUNT_MAX} attributes`);
  const [row] = await ctx.db.insert(contactAttributes).values({ attributeId: audienceIds.attribute(), userId, name: p.Name, type: p.Type, source: p.Source, options: p.Options, createdAt: ctx.now, updatedAt: ctx.now }).onConflictDoNothing().returning();
  if (!row) throw attributeExists();
  return toAttribute(row);
};
var updateContactAttribute = async (p, ctx) => {
  const attr = await loadAttributeForUpdate(ctx.db, ctx.caller.userId, p.AttributeId);
  if (attr.type === AttributeType.Category) {
    const problem = categoryValuesProblem(p.Options);
    if (problem) throw fieldError(problem.index === null ? "Options" : `Options.${problem.index}`, problem.message);
  } else if (p.Options.length) throw fieldError("Options", "Only a category has values");
  if (await nameTaken(ctx.db, ctx.caller.userId, p.Name, attr.id)) throw attributeExists();
  let cleared = 0;
  if (attr.type === AttributeType.Category) {
    const gone = await ctx.db.delete(contactAttributeValues).where(
      and78(
        eq105(contactAttributeValues.attributeId, attr.id),
        notInArray3(
          sql38`lower(${contactAttributeValues.textValue})`,
          p.Options.map((o) => o.toLowerCase())
        )
      )
    ).returning({ contactId: contactAttributeValues.contactId });
    cleared = gone.length;
  }
  try {
    const [row] = await ctx.db.update(contactAttributes).set({ name: p.Name, options: attr.type === AttributeType.Category ? p.Options : [], updatedAt: ctx.now }).where(eq105(contactAttributes.id, attr.id)).returning();
    return { ...toAttribute(row), Cleared: cleared };
  } catch (err) {
    if (isUniqueViolation(err)) throw attributeExists();
    throw err;
  }
};
var deleteContactAttributes = async (p, ctx) => {
  const rows = await ctx.db.delete(contactAttributes).where(and78(eq105(contactAttributes.userId, ctx.caller.userId), inArray22(contactAttributes.attributeId, p.AttributeIds))).returning({ id: contactAttributes.id });
  return { Deleted: rows.length };
};

// src/gateway/audience/groupRows.ts
import { count as count17, eq as eq106, inArray as inArray23 } from "drizzle-orm";
async function memberCounts(db, groupIds) {
  const out = /* @__PURE__ */ new Map();
  if (groupIds.length === 0) return out;
  const rows = await db.select({ groupId: contactGroupMembers.groupId, n: count17() }).from(contactGroupMembers).where(inArray23(contactGroupMembers.groupId, [...groupIds])).groupBy(contactGroupMembers.groupId);
  for (const r of rows) out.set(r.groupId, Number(r.n));
  return out;
}
async function memberCount(db, groupId2) {
  const [r] = await db.select({ n: count17() }).from(contactGroupMembers).where(eq106(contactGroupMembers.groupId, groupId2));
  return Number(r?.n ?? 0);
}
function toGroup(row, members) {
  return { GroupId: row.groupId, GroupName: row.name, MemberCount: members, CreateTime: toUnixSeconds(row.createdAt), UpdateTime: toUnixSeconds(row.updatedAt) };
}

// src/gateway/actions/audience/groupNameTaken.ts
import { and as and79, eq as eq107, ne as ne7, sql as sql39 } from "drizzle-orm";
var groupExists = () => fieldError("GroupName", retCodeMessages[RetCode.GroupExists], RetCode.GroupExists);
async function groupNameTaken(db, userId, name, exceptId) {
  const parts = [eq107(contactGroups.userId, userId), sql39`lower(${contactGroups.name}) = lower(${name})`];
  if (exceptId !== void 0) parts.push(ne7(contactGroups.id, exceptId));
  const [hit] = await db.select({ id: contactGroups.id }).from(contactGroups).where(and79(...parts)).limit(1);
  return hit !== void 0;
}

// src/gateway/actions/audience/createContactGroup.ts
var createContactGroup = async (p, ctx) => {
  const [row] = await ctx.db.insert(contactGroups).values({ groupId: audienceIds.group(), userId: ctx.caller.userId, name: p.GroupName, createdAt: ctx.now, updatedAt: ctx.now }).onConflictDoNothing().returning();
  if (!row) throw groupExists();
  return toGroup(row, 0);
};

// src/gateway/audience/contactRows.ts
import { asc as asc11, eq as eq108, inArray as inArray24 } from "drizzle-orm";
function byContact(rows, ref) {
  const out = /* @__PURE__ */ new Map();
  for (const r of rows) {
    const list = out.get(r.contactId) ?? [];
    list.push(ref(r));
    out.set(r.contactId, list);
  }
  return out;
}
async function groupsOf(db, contactIds3) {
  if (contactIds3.length === 0) return /* @__PURE__ */ new Map();
  const rows = await db.select({ contactId: contactGroupMembers.contactId, groupId: contactGroups.groupId, name: contactGroups.name }).from(contactGroupMembers).innerJoin(contactGroups, eq108(contactGroups.id, contactGroupMembers.groupId)).where(inArray24(contactGroupMembers.contactId, [...contactIds3])).orderBy(asc11(contactGroups.name));
  return byContact(rows, (r) => ({ GroupId: r.groupId, GroupName: r.name }));
}
async function tagsOf(db, contactIds3) {
  if (contactIds3.length === 0) return /* @__PURE__ */ new Map();
  const rows = await db.select({ contactId: contactTagLinks.contactId, tagId: contactTags.tagId, name: contactTags.name }).from(contactTagLinks).innerJoin(contactTags, eq108(contactTags.id, contactTagLinks.tagId)).where(inArray24(contactTagLinks.contactId, [...contactIds3])).orderBy(asc11(contactTags.name));
  return byContact(rows, (r) => ({ TagId: r.tagId, TagName: r.name }));
}
function toContact(row, extras = {}) {
  return {
    ContactId: row.contactId,
    FirstName: row.firstName,
    LastName: row.lastName,
    Email: row.email,
    Phone: row.phone,
    WhatsApp: row.whatsapp,
    Country: row.country,
    Groups: [...extras.groups ?? []],
    Tags: [...extras.tags ?? []],
    Attributes: { ...extras.attributes ?? {} },
    CreateTime: toUnixSeconds(row.createdAt),
    UpdateTime: toUnixSeconds(row.updatedAt)
  };
}
async function toContacts(db, rows) {
  const ids = rows.map((r) => r.id);
  const [groups, tags2, attributes] = [await groupsOf(db, ids), await tagsOf(db, ids), await attributeValuesOf(db, ids)];
  return rows.map((r) => toContact(r, { groups: groups.get(r.id), tags: tags2.get(r.id), attributes: attributes.get(r.id) }));
}

// src/gateway/audience/findTakenAddress.ts
import { and as and80, eq as eq109, inArray as inArray25, ne as ne8, or as or11 } from "drizzle-orm";
async function findTakenAddress(db, userId, list, exceptId) {
  const emails = /* @__PURE__ */ new Map();
  const phones = /* @__PURE__ */ new Map();
  for (const [index20, c] of list.entries()) {
    if (c.email) {
      if (emails.has(c.email)) return { index: index20, field: "Email" };
      emails.set(c.email, index20);
    }
    if (c.phone) {
      if (phones.has(c.phone)) return { index: index20, field: "Phone" };
      phones.set(c.phone, index20);
    }
  }
  const any = [];
  if (emails.size) any.push(inArray25(contacts.email, [...emails.keys()]));
  if (phones.size) any.push(inArray25(contacts.phone, [...phones.keys()]));
  if (any.length === 0) return null;
  const parts = [eq109(contacts.userId, userId), or11(...any)];
  if (exceptId !== void 0) parts.push(ne8(contacts.id, exceptId));
  const taken = await db.select({ email: contacts.email, phone: contacts.phone }).from(contacts).where(and80(...parts));
  let first = null;
  const consider = (index20, field) => {
    if (index20 !== void 0 && (first === null || index20 < first.index)) first = { index: index20, field };
  };
  for (const t of taken) {
    if (t.email) consider(emails.get(t.email), "Email");
    if (t.phone) consider(phones.get(t.phone), "Phone");
  }
  return first;
}

// src/gateway/audience/normaliseContact.ts
function phoneOf(raw, defaultCountry) {
  const cleaned = cleanPhone(raw);
  if (cleaned === "") return null;
  return parsePhone(cleaned, defaultCountry) ?? "invalid";
}
function normaliseContact(input, defaultCountry) {
  const phone3 = phoneOf(input.Phone, defaultCountry);
  if (phone3 === "invalid") return { ok: false, field: "Phone", message: ValidationText.PhoneInvalid };
  const whatsapp = phoneOf(input.WhatsApp, defaultCountry);
  if (whatsapp === "invalid") return { ok: false, field: "WhatsApp", message: ValidationText.PhoneInvalid };
  return {
    ok: true,
    contact: {
      firstName: input.FirstName.trim(),
      lastName: input.LastName.trim(),
      email: input.Email.trim().toLowerCase(),
      phone: phone3?.address ?? "",
      country: phone3?.country ?? whatsapp?.country ?? "",
      whatsapp: whatsapp?.address ?? ""
    }
  };
}

// src/gateway/audience/tagRows.ts
import { and as and81, count as count18, eq as eq110, inArray as inArray26 } from "drizzle-orm";
var tagExists = () => fieldError("TagName", retCodeMessages[RetCode.TagExists], RetCode.TagExists);
async function tagContactCounts(db, tagIds2) {
  const out = /* @__PURE__ */ new Map();
  if (tagIds2.length === 0) return out;
  const rows = await db.select({ tagId: contactTagLinks.tagId, n: count18() }).from(contactTagLinks).where(inArray26(contactTagLinks.tagId, [...tagIds2])).groupBy(contactTagLinks.tagId);
  for (const r of rows) out.set(r.tagId, Number(r.n));
  return out;
}
function toTag(row, contacts2) {
  return { TagId: row.tagId, TagName: row.name, ContactCount: contacts2, CreateTime: toUnixSeconds(row.createdAt), UpdateTime: toUnixSeconds(row.updatedAt) };
}
async function loadTags(db, userId, tagIds2, param = "TagIds") {
  const unique = [...new Set(tagIds2)];
  if (unique.length === 0) return [];
  const rows = await db.select().from(contactTags).where(and81(eq110(contactTags.userId, userId), inArray26(contactTags.tagId, unique)));
  const missing = unique.findIndex((id4) => !rows.some((r) => r.tagId === id4));
  if (missing >= 0) {
    const at = param.endsWith("s") ? `${param}.${tagIds2.indexOf(unique[missing])}` : param;
    throw fieldError(at, retCodeMessages[RetCode.TagNotFound], RetCode.TagNotFound);
  }
  return rows;
}
async function loadTagForUpdate(db, userId, tagId2) {
  const [row] = await db.select().from(contactTags).where(and81(eq110(contactTags.tagId, tagId2), eq110(contactTags.userId, userId))).for("update");
  if (!row) throw new ActionError(RetCode.TagNotFound);
  return row;
}

// src/gateway/audience/writeAttributeValues.ts
import { and as and82, eq as eq111, inArray as inArray27, sql as sql40 } from "drizzle-orm";
async function writeAttributeValues(db, userId, list) {
  const attrs = await attributesByPublicId(
    db,
    userId,
    list.flatMap((c) => Object.keys(c.values))
  );
  const upserts = [];
  const clears = [];
  for (const c of list) {
    for (const [id4, raw] of Object.entries(c.values)) {
      const field = `${c.path ? `${c.path}.` : ""}Attributes.${id4}`;
      const attr = attrs.get(id4);
      if (!attr) {
        if (isSystemAttributeKey(id4)) throw fieldError(field, AttributeText.NameReserved);
        throw fieldError(field, retCodeMessages[RetCode.AttributeNotFound], RetCode.AttributeNotFound);
      }
      if (raw === null || typeof raw === "string" && raw.trim() === "") {
        clears.push({ attributeId: attr.id, contactId: c.contactId });
        continue;
      }
      const checked = checkAttributeValue({ Type: attr.type, Options: attr.options }, raw);
      if (!checked.ok) throw fieldError(field, checked.message);
      upserts.push({ attributeId: attr.id, contactId: c.contactId, ...valueColumns(attr.type, checked.value) });
    }
  }
  for (let i = 0; i < upserts.length; i += 1e3) {
    await db.insert(contactAttributeValues).values(upserts.slice(i, i + 1e3)).onConflictDoUpdate({
      target: [contactAttributeValues.attributeId, contactAttributeValues.contactId],
      set: {
        textValue: sql40`excluded.text_value`,
        numValue: sql40`excluded.num_value`,
        boolValue: sql40`excluded.bool_value`,
        dateValue: sql40`excluded.date_value`
      }
    });
  }
  const byAttribute = /* @__PURE__ */ new Map();
  for (const c of clears) byAttribute.set(c.attributeId, [...byAttribute.get(c.attributeId) ?? [], c.contactId]);
  for (const [attributeId2, contactIds3] of byAttribute) {
    await db.delete(contactAttributeValues).where(and82(eq111(contactAttributeValues.attributeId, attributeId2), inArray27(contactAttributeValues.contactId, contactIds3)));
  }
}

// src/gateway/actions/audience/createContacts.ts
var createContacts = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const groups = await loadGroups(ctx.db, userId, p.GroupIds);
  const tags2 = await loadTags(ctx.db, userId, p.TagIds);
  const list = p.Contacts.map((c, i) => {
    const checked = normaliseContact(c, p.CountryCode);
    if (!checked.ok) throw fieldError(`Contacts.${i}.${checked.field}`, checked.message);
    return checked.contact;
  });
  const taken = await findTakenAddress(ctx.db, userId, list);
  if (taken) throw contactExists(`Contacts.${taken.index}.${taken.field}`);
  const inserted = await ctx.db.insert(contacts).values(list.map((c) => ({ ...c, contactId: audienceIds.contact(), userId, createdAt: ctx.now, updatedAt: ctx.now }))).onConflictDoNothing().returning();
  if (inserted.length !== list.length) throw new ActionError(RetCode.ContactExists);
  const rows = inserted.sort((a, b) => a.id - b.id);
  if (groups.length) {
    await ctx.db.insert(contactGroupMembers).values(groups.flatMap((g) => rows.map((r) => ({ groupId: g.id, contactId: r.id, addedAt: ctx.now }))));
  }
  if (tags2.length) {
    await ctx.db.insert(contactTagLinks).values(tags2.flatMap((t) => rows.map((r) => ({ tagId: t.id, contactId: r.id, addedAt: ctx.now }))));
  }
  await writeAttributeValues(
    ctx.db,
    userId,
    p.Contacts.flatMap((c, i) => c.Attributes ? [{ contactId: rows[i].id, values: c.Attributes, path: `Contacts.${i}` }] : [])
  );
  return { Contacts: await toContacts(ctx.db, rows) };
};

// src/gateway/actions/audience/deleteContactGroups.ts
import { and as and83, eq as eq112, inArray as inArray28 } from "drizzle-orm";
var deleteContactGroups = async (p, ctx) => {
  const rows = await ctx.db.delete(contactGroups).where(and83(eq112(contactGroups.userId, ctx.caller.userId), inArray28(contactGroups.groupId, p.GroupIds))).returning({ id: contactGroups.id });
  return { Deleted: rows.length };
};

// src/gateway/actions/audience/deleteContacts.ts
import { and as and84, eq as eq113, inArray as inArray29 } from "drizzle-orm";
var deleteContacts = async (p, ctx) => {
  const rows = await ctx.db.delete(contacts).where(and84(eq113(contacts.userId, ctx.caller.userId), inArray29(contacts.contactId, p.ContactIds))).returning({ id: contacts.id });
  return { Deleted: rows.length };
};

// src/gateway/actions/audience/getContactGroup.ts
var getContactGroup = async (p, ctx) => {
  const group2 = await loadGroup(ctx.db, ctx.caller.userId, p.GroupId);
  return toGroup(group2, await memberCount(ctx.db, group2.id));
};

// src/gateway/audience/audienceFiles.ts
import { createReadStream } from "node:fs";
import { and as and87, asc as asc12, eq as eq116, gt as gt5 } from "drizzle-orm";

// src/gateway/audience/export/contactExportJob.ts
import { createWriteStream as createWriteStream2 } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { join as join5 } from "node:path";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { and as and86, desc as desc18, eq as eq115, lt as lt7 } from "drizzle-orm";

// src/gateway/audience/contactListWhere.ts
import { and as and85, eq as eq114, inArray as inArray30, ne as ne9 } from "drizzle-orm";

// src/gateway/audience/contactSearch.ts
import { sql as sql41 } from "drizzle-orm";
var escapeLike2 = (s) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
var TRIGRAM_MIN = 3;
function contactKeywordFilter(keyword2) {
  const text22 = contacts.searchText;
  const digits = keyword2.replace(/\D/g, "");
  const numberShaped = digits.length >= 3 && /^\+?[\d\s().-]+$/.test(keyword2) && digits !== keyword2;
  return sql41`${text22} like ${numberShaped ? `%${digits}%` : sql41`lower(${`%${escapeLike2(keyword2)}%`})`}`;
}

// src/gateway/audience/contactListWhere.ts
var channelColumn = { Email: contacts.email, Phone: contacts.phone, WhatsApp: contacts.whatsapp };
async function contactListWhere(db, userId, f, reading) {
  const parts = [eq114(contacts.userId, userId)];
  if (f.GroupId) parts.push((await audienceWhere(db, userId, { kind: "Group", id: f.GroupId }, reading.channels, reading.now)).where);
  if (f.SegmentId) parts.push((await audienceWhere(db, userId, { kind: "Segment", id: f.SegmentId }, reading.channels, reading.now)).where);
  if (f.TagId) {
    const [tag] = await loadTags(db, userId, [f.TagId], "TagId");
    parts.push(inArray30(contacts.id, db.select({ id: contactTagLinks.contactId }).from(contactTagLinks).where(eq114(contactTagLinks.tagId, tag.id))));
  }
  if (f.Channel) parts.push(ne9(channelColumn[f.Channel], ""));
  if (f.Keyword) parts.push(contactKeywordFilter(f.Keyword));
  return and85(...parts);
}

// src/gateway/audience/export/XlsxStreamWriter.ts
import { createWriteStream } from "node:fs";
import { Zip, ZipDeflate } from "fflate";
var XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
var enc = new TextEncoder();
var PARTS = {
  "[Content_Types].xml": `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  "_rels/.rels": `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  "xl/_rels/workbook.xml.rels": `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
  "xl/styles.xml": `${XML_HEAD}<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="1"><xf xfId="0"/></cellXfs></styleSheet>`
};
function xmlText(s) {
  return s.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function columnName(i) {
  let s = "";
  for (let n2 = i + 1; n2 > 0; n2 = Math.floor((n2 - 1) / 26)) s = String.fromCharCode(65 + (n2 - 1) % 26) + s;
  return s;
}
var XlsxStreamWriter = class {
  out;
  zip;
  sheet;
  row = 0;
  failed = null;
  finished;
  pending = [];
  pendingLength = 0;
  constructor(path, sheetName = "Sheet1") {
    this.out = createWriteStream(path);
    let resolveDone;
    let rejectDone;
    this.finished = new Promise((resolve2, reject) => {
      resolveDone = resolve2;
      rejectDone = reject;
    });
    this.out.on("error", (e) => {
      this.failed = e;
      rejectDone(e);
    });
    this.zip = new Zip((err, data, final) => {
      if (err) {
        this.failed = err;
        rejectDone(err);
        return;
      }
      this.out.write(data);
      if (final) this.out.end(() => resolveDone());
    });
    for (const [name, text22] of Object.entries({
      ...PARTS,
      "xl/workbook.xml": `${XML_HEAD}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xmlText(sheetName).replace(/"/g, "&quot;")}" sheetId="1" r:id="rId1"/></sheets></workbook>`
    })) {
      const part = new ZipDeflate(name, { level: 6 });
      this.zip.add(part);
      part.push(enc.encode(text22), true);
    }
    this.sheet = new ZipDeflate("xl/worksheets/sheet1.xml", { level: 6 });
    this.zip.add(this.sheet);
    this.sheet.push(enc.encode(`${XML_HEAD}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`));
  }
  /** Adds one row of text cells. */
  addRow(cells) {
    this.row++;
    const r = this.row;
    let xml = `<row r="${r}">`;
    cells.forEach((c, i) => {
      if (c === "") return;
      xml += `<c r="${columnName(i)}${r}" t="inlineStr"><is><t xml:space="preserve">${xmlText(c)}</t></is></c>`;
    });
    xml += "</row>";
    this.pending.push(xml);
    this.pendingLength += xml.length;
    if (this.pendingLength > 256 * 1024) this.flushRows();
  }
  flushRows() {
    if (this.pending.length === 0) return;
    this.sheet.push(enc.encode(this.pending.join("")));
    this.pending = [];
    this.pendingLength = 0;
  }
  /** Resolves once the output stream can take more (call between pages). */
  async drained() {
    if (this.failed) throw this.failed;
    if (this.out.writableNeedDrain) await new Promise((r) => this.out.once("drain", () => r()));
  }
  /** Ends the sheet and the zip; resolves when the file is complete on disk. */
  async close() {
    this.flushRows();
    this.sheet.push(enc.encode("</sheetData></worksheet>"), true);
    this.zip.end();
    await this.finished;
  }
  /** Stops writing (the caller deletes the file). */
  abort() {
    this.zip.terminate();
    this.out.destroy();
  }
};

// src/gateway/audience/export/contactExportJob.ts
var CONTACT_EXPORT_JOB = "contact-export";
var PAGE_ROWS = 5e3;
var CONTACT_EXPORT_MAX_ROWS = 1048575;
var CONTACT_EXPORT_HEADER = ["FirstName", "LastName", "Email", "Phone", "WhatsApp", "Country", "Groups", "CreateTime", "UpdateTime"];
var contactExportFile = (uploadDir, exportId2, format) => join5(uploadDir, "exports", `${exportId2}.${format === "xlsx" ? "xlsx" : "csv"}`);
var iso2 = (seconds2) => new Date(seconds2 * 1e3).toISOString();
function contactExportJob(deps) {
  const { db } = deps;
  return async (job, ctl) => {
    const pk = Number(job.ref);
    const [exp] = await db.select().from(contactExports).where(eq115(contactExports.id, pk));
    if (!exp || exp.status === ExportStatus.Completed || exp.status === ExportStatus.Failed) return { done: true };
    const finalPath = contactExportFile(deps.uploadDir, exp.exportId, exp.format);
    const tmpPath = `${finalPath}.${process.pid}.part`;
    const fail2 = async (message) => {
      await ctl.fenced((tx) => tx.update(contactExports).set({ status: ExportStatus.Failed, error: message, finishedAt: Date.now() }).where(eq115(contactExports.id, pk)));
      return { done: true };
    };
    await ctl.fenced((tx) => tx.update(contactExports).set({ status: ExportStatus.Processing }).where(eq115(contactExports.id, pk)));
    await mkdir(join5(deps.uploadDir, "exports"), { recursive: true });
    let where;
    try {
      where = await contactListWhere(db, exp.userId, exp.filter, { channels: deps.channels, now: Date.now() });
    } catch (err) {
      if (err instanceof ActionError) return fail2(err.message);
      throw err;
    }
    const xlsx = exp.format === "xlsx" ? new XlsxStreamWriter(tmpPath, "Contacts") : null;
    const csv = xlsx ? null : createWriteStream2(tmpPath);
    const csvDone = csv ? new Promise((resolve2, reject) => csv.on("finish", resolve2).on("error", reject)) : null;
    const addRow = async (cells) => {
      if (xlsx) xlsx.addRow(cells);
      else if (!csv.write(`${cells.map(csvField).join(",")}\r
`)) await new Promise((r) => csv.once("drain", () => r()));
    };
    try {
      if (csv) csv.write("\uFEFF");
      await addRow(CONTACT_EXPORT_HEADER);
      let rows = 0;
      let cursor = null;
      while (rows < CONTACT_EXPORT_MAX_ROWS) {
        if (ctl.stopping) throw new Stopped();
        if (!await ctl.extendLease()) throw new LeaseLostError(job);
        const page9 = await db.select().from(contacts).where(cursor === null ? where : and86(where, lt7(contacts.id, cursor))).orderBy(desc18(contacts.id)).limit(Math.min(PAGE_ROWS, CONTACT_EXPORT_MAX_ROWS - rows));
        if (page9.length === 0) break;
        for (const c of await toContacts(db, page9)) {
          await addRow([c.FirstName, c.LastName, c.Email, c.Phone, c.WhatsApp, c.Country, c.Groups.map((g) => g.GroupName).join("; "), iso2(c.CreateTime), iso2(c.UpdateTime)]);
        }
        if (xlsx) await xlsx.drained();
        await yieldToEventLoop();
        rows += page9.length;
        cursor = page9[page9.length - 1].id;
        if (page9.length < PAGE_ROWS) break;
      }
      if (xlsx) await xlsx.close();
      else {
        csv.end();
        await csvDone;
      }
      await rename(tmpPath, finalPath);
      await ctl.fenced((tx) => tx.update(contactExports).set({ status: ExportStatus.Completed, rowCount: rows, finishedAt: Date.now() }).where(eq115(contactExports.id, pk)));
      return { done: true };
    } catch (err) {
      xlsx?.abort();
      csv?.destroy();
      await rm(tmpPath, { force: true });
      if (err instanceof Stopped) return { runAt: Date.now() };
      if (err instanceof LeaseLostError || ctl.lost) throw err;
      deps.log(`[audience] export ${exp.exportId} failed: ${String(err)}`);
      return fail2(serverText("ExportFailed"));
    }
  };
}
var Stopped = class extends Error {
};

// src/gateway/audience/audienceFiles.ts
var CONTACT_EXPORT_PATH = "/api/files/contact-export/";
var IMPORT_REJECTS_PATH = "/api/files/contact-import-rejects/";
var DOWNLOAD_TTL_MS3 = 10 * 6e4;
async function issueDownload(db, table, pk, now, address) {
  const token = randomToken("dl", 24);
  const expiresAt = now + DOWNLOAD_TTL_MS3;
  await db.update(table).set({ downloadTokenHash: sha256(token), downloadExpiresAt: expiresAt }).where(eq116(table.id, pk));
  return { FileName: address.fileName, Url: `${address.path}${encodeURIComponent(address.id)}?token=${encodeURIComponent(token)}`, ExpireTime: toUnixSeconds(expiresAt) };
}
function refuse3(res, status, message) {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  res.end(JSON.stringify({ RetCode: RetCode.NotFound, Message: message }));
}
var attachment = (fileName, type2) => ({
  "Content-Type": type2,
  "Content-Disposition": `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff"
});
function addressOf(req, prefix) {
  const url = new URL(req.url ?? "/", "http://x");
  try {
    const id4 = decodeURIComponent(url.pathname.slice(prefix.length));
    return id4.length > 0 && id4.length <= 64 ? { id: id4, token: url.searchParams.get("token") ?? "" } : null;
  } catch {
    return null;
  }
}
var tokenOk = (row, token) => Boolean(row.downloadTokenHash && token && safeEqual(row.downloadTokenHash, sha256(token)) && (row.downloadExpiresAt ?? 0) >= Date.now());
async function serveContactExport(req, res, deps) {
  if (req.method !== "GET") return refuse3(res, 405, "Use GET");
  const a = addressOf(req, CONTACT_EXPORT_PATH);
  const [exp] = a ? await deps.db.select().from(contactExports).where(eq116(contactExports.exportId, a.id)) : [];
  if (!a || !exp || !tokenOk(exp, a.token)) return refuse3(res, 404, SpecText.ExportUrlError);
  if (exp.status !== ExportStatus.Completed) return refuse3(res, 409, "The export file is not ready yet");
  const type2 = exp.format === "xlsx" ? "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" : "text/csv; charset=utf-8";
  const stream = createReadStream(contactExportFile(deps.uploadDir, exp.exportId, exp.format));
  stream.once("open", () => {
    res.writeHead(200, attachment(`contacts-${exp.exportId}.${exp.format}`, type2));
    stream.pipe(res);
  });
  stream.once("error", () => res.headersSent ? res.destroy() : refuse3(res, 404, SpecText.ExportUrlError));
}
async function serveImportRejects(req, res, deps) {
  if (req.method !== "GET") return refuse3(res, 405, "Use GET");
  const a = addressOf(req, IMPORT_REJECTS_PATH);
  const [imp] = a ? await deps.db.select().from(contactImports).where(eq116(contactImports.importId, a.id)) : [];
  if (!a || !imp || !tokenOk(imp, a.token)) return refuse3(res, 404, SpecText.ExportUrlError);
  res.writeHead(200, attachment(`rejected-rows-${imp.importId}.csv`, "text/csv; charset=utf-8"));
  res.write(`\uFEFF${["Row", "Field", "Reason", ...imp.header].map(csvField).join(",")}\r
`);
  let after = 0;
  for (; ; ) {
    const page9 = await deps.db.select().from(contactImportRejects).where(and87(eq116(contactImportRejects.importId, imp.id), gt5(contactImportRejects.row, after))).orderBy(asc12(contactImportRejects.row)).limit(2e3);
    if (page9.length === 0) break;
    const text22 = page9.map((r) => `${[String(r.row), r.field, r.reason, ...r.cells].map(csvField).join(",")}\r
`).join("");
    if (!res.write(text22)) await new Promise((r) => res.once("drain", r));
    after = page9[page9.length - 1].row;
  }
  res.end();
}

// src/gateway/audience/import/loadImport.ts
import { and as and88, eq as eq117 } from "drizzle-orm";
async function loadImport(db, userId, importId2) {
  const [imp] = await db.select().from(contactImports).where(and88(eq117(contactImports.importId, importId2), eq117(contactImports.userId, userId)));
  if (!imp) throw new ActionError(RetCode.ContactImportNotFound);
  return imp;
}

// src/gateway/actions/audience/downloadFiles.ts
import { and as and89, eq as eq118 } from "drizzle-orm";
var getContactImportRejectFile = async (p, ctx) => {
  const imp = await loadImport(ctx.db, ctx.caller.userId, p.ImportId);
  return issueDownload(ctx.db, contactImports, imp.id, ctx.now, { path: IMPORT_REJECTS_PATH, id: imp.importId, fileName: `rejected-rows-${imp.importId}.csv` });
};
var getContactExportFile = async (p, ctx) => {
  const [e] = await ctx.db.select().from(contactExports).where(and89(eq118(contactExports.exportId, p.ExportId), eq118(contactExports.userId, ctx.caller.userId)));
  if (!e) throw new ActionError(RetCode.ExportNotFound);
  if (e.status !== ExportStatus.Completed) throw new ActionError(RetCode.ExportNotReady);
  return issueDownload(ctx.db, contactExports, e.id, ctx.now, { path: CONTACT_EXPORT_PATH, id: e.exportId, fileName: `contacts-${e.exportId}.${e.format}` });
};

// src/gateway/audience/export/exportRecords.ts
function toContactExport(e) {
  return {
    ExportId: e.exportId,
    Format: e.format === "xlsx" ? "xlsx" : "csv",
    Status: e.status,
    RowCount: e.rowCount,
    Error: e.error,
    CreateTime: toUnixSeconds(e.createdAt),
    FinishTime: e.finishedAt === null ? 0 : toUnixSeconds(e.finishedAt)
  };
}

// src/gateway/actions/audience/exportContacts.ts
var exportContacts = async (p, ctx) => {
  if (p.GroupId) await loadGroup(ctx.db, ctx.caller.userId, p.GroupId);
  if (p.TagId) await loadTags(ctx.db, ctx.caller.userId, [p.TagId], "TagId");
  if (p.SegmentId) await loadSegment(ctx.db, ctx.caller.userId, p.SegmentId);
  const filter = {
    ...p.Keyword ? { Keyword: p.Keyword } : {},
    ...p.GroupId ? { GroupId: p.GroupId } : {},
    ...p.TagId ? { TagId: p.TagId } : {},
    ...p.SegmentId ? { SegmentId: p.SegmentId } : {},
    ...p.Channel ? { Channel: p.Channel } : {}
  };
  const [row] = await ctx.db.insert(contactExports).values({ exportId: audienceIds.contactExport(), userId: ctx.caller.userId, format: p.Format, filter, status: ExportStatus.Submitted, createdAt: ctx.now }).returning();
  await enqueueJob(ctx.db, { kind: CONTACT_EXPORT_JOB, ref: String(row.id), runAt: ctx.now, now: ctx.now });
  ctx.afterCommit(() => wakeJobRunners());
  return toContactExport(row);
};

// src/gateway/actions/audience/importContacts.ts
import { and as and93, eq as eq122 } from "drizzle-orm";

// src/gateway/audience/import/importJob.ts
import { setImmediate as yieldToEventLoop2 } from "node:timers/promises";
import { and as and91, eq as eq120, sql as sql45 } from "drizzle-orm";

// src/gateway/audience/import/importExtras.ts
import { sql as sql43 } from "drizzle-orm";

// src/gateway/db/sqlArray.ts
import { sql as sql42 } from "drizzle-orm";
var textArray = (items) => sql42`${sql42.param(items)}::text[]`;
var intArray = (items) => sql42`${sql42.param(items)}::int[]`;

// src/gateway/audience/import/importExtras.ts
async function importAttributes(db, userId, mapping) {
  const ids = mapping.flatMap((m) => m.Field === "Attribute" && m.AttributeId ? [m.AttributeId] : []);
  if (ids.length === 0) return /* @__PURE__ */ new Map();
  const rows = resultRows(
    await db.execute(sql43`select id, attribute_id, name, type, options from contact_attributes where user_id = ${userId} and attribute_id = any(${textArray(ids)})`)
  );
  return new Map(rows.map((r) => [r.attribute_id, { id: Number(r.id), Name: r.name, Type: Number(r.type), Options: r.options }]));
}
async function existingTags(db, userId, keys) {
  if (keys.length === 0) return { ids: /* @__PURE__ */ new Map(), count: 0 };
  const rows = resultRows(
    await db.execute(sql43`select id, lower(name) as key from contact_tags where user_id = ${userId} and lower(name) = any(${textArray(keys)})`)
  );
  const [total] = resultRows(await db.execute(sql43`select count(*)::int as n from contact_tags where user_id = ${userId}`));
  return { ids: new Map(rows.map((r) => [r.key, Number(r.id)])), count: Number(total?.n ?? 0) };
}
async function writeImportExtras(tx, userId, attributes, contacts2, rowsInOrder, now) {
  const names2 = /* @__PURE__ */ new Map();
  for (const r of rowsInOrder) for (const t of r.extras.tags) if (!names2.has(t.toLowerCase())) names2.set(t.toLowerCase(), t);
  if (names2.size) {
    const { ids } = await existingTags(tx, userId, [...names2.keys()]);
    const missing = [...names2].filter(([key2]) => !ids.has(key2));
    if (missing.length) {
      await tx.execute(sql43`insert into contact_tags (tag_id, user_id, name, created_at, updated_at)
        select v.tag_id, ${userId}::int, v.name, ${now}::bigint, ${now}::bigint
        from unnest(${textArray(missing.map(() => audienceIds.tag()))}, ${textArray(missing.map(([, name]) => name))}) as v(tag_id, name)
        on conflict do nothing`);
      for (const [key2, id4] of (await existingTags(tx, userId, missing.map(([key3]) => key3))).ids) ids.set(key2, id4);
    }
    const tagIds2 = [];
    const contactIds3 = [];
    for (const c of contacts2) {
      for (const t of c.extras.tags) {
        tagIds2.push(ids.get(t.toLowerCase()));
        contactIds3.push(c.id);
      }
    }
    await tx.execute(sql43`insert into contact_tag_links (tag_id, contact_id, added_at)
      select v.tag_id, v.contact_id, ${now}::bigint from unnest(${intArray(tagIds2)}, ${intArray(contactIds3)}) as v(tag_id, contact_id)
      on conflict do nothing`);
  }
  const values = /* @__PURE__ */ new Map();
  for (const c of contacts2) {
    for (const [publicId, value] of Object.entries(c.extras.attributes)) {
      const attr = attributes.get(publicId);
      if (attr) values.set(`${attr.id}:${c.id}`, { attributeId: attr.id, contactId: c.id, cols: valueColumns(attr.Type, value) });
    }
  }
  if (values.size) {
    const list = [...values.values()];
    await tx.execute(sql43`insert into contact_attribute_values (attribute_id, contact_id, text_value, num_value, bool_value, date_value)
      select * from unnest(${intArray(list.map((v) => v.attributeId))}, ${intArray(list.map((v) => v.contactId))}, ${textArray(list.map((v) => v.cols.textValue))},
        ${sql43.param(list.map((v) => v.cols.numValue))}::float8[], ${sql43.param(list.map((v) => v.cols.boolValue))}::bool[], ${sql43.param(list.map((v) => v.cols.dateValue))}::date[])
      on conflict (attribute_id, contact_id) do update set text_value = excluded.text_value, num_value = excluded.num_value,
        bool_value = excluded.bool_value, date_value = excluded.date_value`);
  }
}
var tagRoom = (count42) => Math.max(0, TAGS_PER_ACCOUNT_MAX - count42);

// src/gateway/audience/import/importRows.ts
import { createReadStream as createReadStream2 } from "node:fs";
import { readFile as readFile2 } from "node:fs/promises";

// src/contract/audience/sheetCells.ts
var pad = (n2) => String(n2).padStart(2, "0");
function sheetCellText(cell, dates) {
  if (!cell || cell.v === void 0 || cell.v === null) return "";
  const v = cell.v;
  if (cell.t === "e" || cell.t === "z") return "";
  if (cell.t === "b" || typeof v === "boolean") return v ? "true" : "false";
  if (v instanceof Date) return `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
  if (typeof v === "number") {
    if (cell.z !== void 0 && cell.z !== "General" && dates.isDate(cell.z)) {
      const c = dates.dateCode(v);
      if (c) return `${c.y}-${pad(c.m)}-${pad(c.d)}${c.H || c.M ? ` ${pad(c.H)}:${pad(c.M)}` : ""}`;
    }
    if (Number.isInteger(v)) return Number.isSafeInteger(v) ? String(v) : BigInt(v).toString();
    return String(v);
  }
  return String(v);
}
function columnOf(letters) {
  let n2 = 0;
  for (const ch of letters) n2 = n2 * 26 + (ch.charCodeAt(0) - 64);
  return n2 - 1;
}
function sheetRange(sheet) {
  const m = /^([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?$/.exec(sheet["!ref"] ?? "");
  if (!m) return null;
  return { firstRow: Number(m[2]) - 1, lastRow: Number(m[4] ?? m[2]) - 1, lastColumn: columnOf(m[3] ?? m[1]) };
}
function* sheetRows(sheet, dates, maxColumns) {
  const range = sheetRange(sheet);
  if (!range) return;
  const data = sheet["!data"] ?? [];
  const width = Math.min(range.lastColumn + 1, maxColumns);
  for (let r = range.firstRow; r <= range.lastRow; r++) {
    const src = data[r] ?? [];
    const cells = [];
    for (let c = 0; c < width; c++) cells.push(sheetCellText(src[c], dates));
    while (cells.length > 0 && cells[cells.length - 1] === "") cells.pop();
    yield { row: r + 1, cells };
  }
}

// src/gateway/audience/import/importRows.ts
function importFileKind(storedType) {
  if (storedType.startsWith("text/csv")) return "csv";
  if (storedType.includes("spreadsheetml")) return "xlsx";
  return null;
}
var FileUnreadableError = class extends Error {
  name = "FileUnreadableError";
};
async function* csvRows(path) {
  const reader = new DelimitedReader();
  const decoder2 = new TextDecoder("utf-8");
  let row = 0;
  const stream = createReadStream2(path, { highWaterMark: 1 << 20 });
  stream.once("error", () => void 0);
  for await (const chunk of stream) {
    for (const cells of reader.push(decoder2.decode(chunk, { stream: true }))) yield { row: ++row, cells: cells.slice(0, IMPORT_COLUMNS_MAX) };
  }
  for (const cells of [...reader.push(decoder2.decode()), ...reader.end()]) yield { row: ++row, cells: cells.slice(0, IMPORT_COLUMNS_MAX) };
}
async function* xlsxRows2(path) {
  const XLSX = await import("@e965/xlsx");
  let book;
  try {
    book = XLSX.read(await readFile2(path), { type: "buffer", dense: true, cellNF: true, cellFormula: false, cellHTML: false, cellStyles: false, cellText: false });
  } catch (err) {
    throw new FileUnreadableError(err instanceof Error ? err.message : String(err));
  }
  const first = book.SheetNames[0];
  const sheet = first === void 0 ? void 0 : book.Sheets[first];
  if (!sheet) return;
  yield* sheetRows(sheet, { isDate: (f) => XLSX.SSF.is_date(f), dateCode: (v) => XLSX.SSF.parse_date_code(v) }, IMPORT_COLUMNS_MAX);
}
function fileRows(path, kind) {
  return kind === "csv" ? csvRows(path) : xlsxRows2(path);
}
var isBlankRow = (cells) => cells.every((c) => c.trim() === "");

// src/gateway/audience/import/upsertImportBatch.ts
import { and as and90, eq as eq119, or as or12, sql as sql44 } from "drizzle-orm";
var BatchRaceError = class extends Error {
  name = "BatchRaceError";
};
var FIELDS2 = ["firstName", "lastName", "email", "phone", "whatsapp"];
async function upsertImportBatch(tx, target, rows, now) {
  const rejects = [];
  let good = [];
  for (const r of rows) {
    const checked = checkImportRow(r.cells, target.mapping, target.attributes);
    if (!checked.ok) {
      rejects.push({ row: r.row, field: checked.field, reason: checked.reason, cells: r.cells });
      continue;
    }
    const normal = normaliseContact(checked.fields, target.countryCode || void 0);
    if (!normal.ok) {
      rejects.push({ row: r.row, field: normal.field, reason: "PhoneInvalid", cells: r.cells });
      continue;
    }
    good.push({ row: r, c: normal.contact, extras: checked.extras });
  }
  const tagKeys = [...new Set(good.flatMap((g) => g.extras.tags.map((t) => t.toLowerCase())))];
  if (tagKeys.length) {
    const have = await existingTags(tx, target.userId, tagKeys);
    const room = tagRoom(have.count);
    const adding = /* @__PURE__ */ new Set();
    good = good.filter((g) => {
      const fresh = g.extras.tags.map((t) => t.toLowerCase()).filter((k) => !have.ids.has(k) && !adding.has(k));
      if (adding.size + fresh.length > room) {
        rejects.push({ row: g.row.row, field: "Tags", reason: "TagLimit", cells: g.row.cells });
        return false;
      }
      for (const k of fresh) adding.add(k);
      return true;
    });
  }
  const byEmail = /* @__PURE__ */ new Map();
  const byPhone = /* @__PURE__ */ new Map();
  const byWhatsApp = /* @__PURE__ */ new Map();
  const emails = [...new Set(good.map((g) => g.c.email).filter(Boolean))];
  const phones = [...new Set(good.map((g) => g.c.phone).filter(Boolean))];
  const whatsapps = [...new Set(good.filter((g) => !g.c.email && !g.c.phone && g.c.whatsapp).map((g) => g.c.whatsapp))];
  const any = [];
  if (emails.length) any.push(sql44`(${contacts.email} <> '' and ${contacts.email} = any(${textArray(emails)}))`);
  if (phones.length) any.push(sql44`(${contacts.phone} <> '' and ${contacts.phone} = any(${textArray(phones)}))`);
  if (whatsapps.length) any.push(sql44`(${contacts.whatsapp} <> '' and ${contacts.whatsapp} = any(${textArray(whatsapps)}))`);
  if (any.length) {
    const existing = await tx.select().from(contacts).where(and90(eq119(contacts.userId, target.userId), or12(...any))).orderBy(sql44`${contacts.id} + 0`).for("update");
    for (const e of existing) {
      const t = {
        id: e.id,
        contactId: e.contactId,
        c: { firstName: e.firstName, lastName: e.lastName, email: e.email, phone: e.phone, country: e.country, whatsapp: e.whatsapp },
        changed: false,
        extras: { tags: [], attributes: {} }
      };
      if (e.email) byEmail.set(e.email, t);
      if (e.phone) byPhone.set(e.phone, t);
      if (e.whatsapp && !byWhatsApp.has(e.whatsapp)) byWhatsApp.set(e.whatsapp, t);
    }
  }
  const accepted = /* @__PURE__ */ new Set();
  const created = [];
  const keysOf = (t) => ({ email: t.c.email, phone: t.c.phone, whatsapp: t.c.whatsapp });
  const index20 = (t, before) => {
    if (before.email !== t.c.email) {
      if (before.email && byEmail.get(before.email) === t) byEmail.delete(before.email);
      if (t.c.email) byEmail.set(t.c.email, t);
    }
    if (before.phone !== t.c.phone) {
      if (before.phone && byPhone.get(before.phone) === t) byPhone.delete(before.phone);
      if (t.c.phone) byPhone.set(t.c.phone, t);
    }
    if (before.whatsapp !== t.c.whatsapp) {
      if (before.whatsapp && byWhatsApp.get(before.whatsapp) === t) byWhatsApp.delete(before.whatsapp);
      if (t.c.whatsapp && !byWhatsApp.has(t.c.whatsapp)) byWhatsApp.set(t.c.whatsapp, t);
    }
  };
  let updated = 0;
  const addExtras = (t, extras) => {
    t.extras.tags.push(...extras.tags);
    Object.assign(t.extras.attributes, extras.attributes);
  };
  const acceptedRows = [];
  for (const { row, c, extras } of good) {
    const te = c.email ? byEmail.get(c.email) : void 0;
    const tp = c.phone ? byPhone.get(c.phone) : void 0;
    if (te && tp && te !== tp) {
      rejects.push({ row: row.row, field: "Phone", reason: "AddressConflict", cells: row.cells });
      continue;
    }
    acceptedRows.push({ extras });
    const found = te ?? tp ?? (!c.email && !c.phone && c.whatsapp ? byWhatsApp.get(c.whatsapp) : void 0);
    if (found) {
      const before = keysOf(found);
      for (const f of FIELDS2) {
        if (c[f] && c[f] !== found.c[f]) {
          found.c[f] = c[f];
          if (f === "phone") found.c.country = c.country;
          found.changed = true;
        }
      }
      index20(found, before);
      addExtras(found, extras);
      accepted.add(found);
      updated++;
    } else {
      const t = { id: null, contactId: audienceIds.contact(), c: { ...c }, changed: true, extras: { tags: [...extras.tags], attributes: { ...extras.attributes } } };
      index20(t, { email: "", phone: "", whatsapp: "" });
      accepted.add(t);
      created.push(t);
    }
  }
  try {
    const changed = [...accepted].filter((t) => t.id !== null && t.changed);
    if (changed.length) {
      const ids = changed.map((t) => t.id);
      await tx.execute(sql44`update contacts set email = '', phone = '' where id = any(${intArray(ids)})`);
      const col = (f) => textArray(changed.map((t) => t.c[f]));
      await tx.execute(sql44`update contacts set first_name = v.first_name, last_name = v.last_name, email = v.email, phone = v.phone,
        country = v.country, whatsapp = v.whatsapp, updated_at = ${now}
        from unnest(${intArray(ids)}, ${col("firstName")}, ${col("lastName")}, ${col("email")}, ${col("phone")}, ${col("country")}, ${col("whatsapp")})
          as v(id, first_name, last_name, email, phone, country, whatsapp)
        where contacts.id = v.id`);
    }
    if (created.length) {
      const col = (f) => textArray(created.map((t) => t.c[f]));
      const inserted = await tx.execute(sql44`insert into contacts
          (contact_id, user_id, first_name, last_name, email, phone, country, whatsapp, created_at, updated_at)
        select v.contact_id, ${target.userId}::int, v.first_name, v.last_name, v.email, v.phone, v.country, v.whatsapp, ${now}::bigint, ${now}::bigint
        from unnest(${textArray(created.map((t) => t.contactId))}, ${col("firstName")}, ${col("lastName")}, ${col("email")}, ${col("phone")}, ${col("country")}, ${col("whatsapp")})
          as v(contact_id, first_name, last_name, email, phone, country, whatsapp)
        on conflict do nothing
        returning id, contact_id`);
      const rows2 = resultRows(inserted);
      if (rows2.length !== created.length) throw new BatchRaceError("a contact with an address of this batch was added meanwhile");
      const ids = new Map(rows2.map((r) => [r.contact_id, Number(r.id)]));
      for (const t of created) t.id = ids.get(t.contactId);
    }
  } catch (err) {
    if (isUniqueViolation(err)) throw new BatchRaceError("an address of this batch was taken meanwhile");
    throw err;
  }
  if (target.groupId !== null && accepted.size) {
    await tx.execute(sql44`insert into contact_group_members (group_id, contact_id, added_at)
      select ${target.groupId}::int, v.id, ${now}::bigint from unnest(${intArray([...accepted].map((t) => t.id))}) as v(id)
      on conflict do nothing`);
  }
  await writeImportExtras(
    tx,
    target.userId,
    target.attributes,
    [...accepted].map((t) => ({ id: t.id, extras: t.extras })),
    acceptedRows,
    now
  );
  if (rejects.length) {
    await tx.insert(contactImportRejects).values(rejects.map((r) => ({ importId: target.importPk, row: r.row, field: r.field, reasonKey: r.reason, reason: ImportRejectReason[r.reason], cells: r.cells }))).onConflictDoNothing();
  }
  return { created: created.length, updated, rejected: rejects.length };
}

// src/gateway/audience/import/importJob.ts
var CONTACT_IMPORT_JOB = "contact-import";
var IMPORT_BATCH_ROWS = 500;
var ANALYZE_EVERY_BATCHES = 64;
var analyzeAfter = (batch) => (batch & batch - 1) === 0 || batch % ANALYZE_EVERY_BATCHES === 0;
var RACE_RETRIES = 5;
function contactImportJob(deps) {
  const { db } = deps;
  return async (job, ctl) => {
    const pk = Number(job.ref);
    const [imp] = await db.select().from(contactImports).where(eq120(contactImports.id, pk));
    if (!imp || imp.status === ExportStatus.Completed || imp.status === ExportStatus.Failed) return { done: true };
    const fail2 = async (message) => {
      await ctl.fenced((tx) => tx.update(contactImports).set({ status: ExportStatus.Failed, error: message, updatedAt: Date.now(), finishedAt: Date.now() }).where(eq120(contactImports.id, pk)));
      return { done: true };
    };
    const [file] = FILE_ID_RE.test(imp.fileId) ? await db.select().from(mediaFiles).where(and91(eq120(mediaFiles.id, imp.fileId), eq120(mediaFiles.userId, imp.userId))) : [];
    const kind = file?.storedType ? importFileKind(file.storedType) : null;
    if (!file || !kind) return fail2(SpecText.FileParsingFailed);
    const path = storedFile(deps.uploadDir, file.id);
    const attributes = await importAttributes(db, imp.userId, imp.mapping);
    const target = { importPk: pk, userId: imp.userId, mapping: imp.mapping, countryCode: imp.countryCode, groupId: imp.groupId, attributes };
    try {
      let total = imp.totalRows;
      if (imp.status === ExportStatus.Submitted) {
        let rows = 0;
        let data = 0;
        let header = [];
        for await (const r of fileRows(path, kind)) {
          rows++;
          if (imp.headerRow && rows === 1) header = r.cells;
          if (rows % 1e4 === 0) await yieldToEventLoop2();
          if (!(imp.headerRow && rows === 1) && !isBlankRow(r.cells)) data++;
        }
        if (data === 0) return fail2(SpecText.FileDataEmpty);
        total = Math.min(rows - (imp.headerRow ? 1 : 0), IMPORT_ROWS_MAX);
        await ctl.fenced((tx) => tx.update(contactImports).set({ status: ExportStatus.Processing, totalRows: total, header, updatedAt: Date.now() }).where(eq120(contactImports.id, pk)));
      }
      let position = 0;
      let done = imp.rowsDone;
      let batch = [];
      let batches = 0;
      const flush = async (upTo) => {
        for (let attempt = 1; ; attempt++) {
          try {
            await ctl.fenced(async (tx) => {
              const now = Date.now();
              const out = await upsertImportBatch(tx, target, batch, now);
              await tx.update(contactImports).set({
                rowsDone: upTo,
                created: sql45`${contactImports.created} + ${out.created}`,
                updated: sql45`${contactImports.updated} + ${out.updated}`,
                rejected: sql45`${contactImports.rejected} + ${out.rejected}`,
                updatedAt: now
              }).where(eq120(contactImports.id, pk));
            });
            break;
          } catch (err) {
            if (!(err instanceof BatchRaceError) || attempt >= RACE_RETRIES) throw err;
          }
        }
        done = upTo;
        batch = [];
        if (analyzeAfter(++batches)) await db.execute(sql45`analyze contacts`);
        await yieldToEventLoop2();
      };
      for await (const r of fileRows(path, kind)) {
        position++;
        if (imp.headerRow && position === 1) continue;
        const dataIndex = position - (imp.headerRow ? 1 : 0);
        if (dataIndex <= done) continue;
        if (dataIndex > IMPORT_ROWS_MAX) {
          if (batch.length) await flush(dataIndex - 1);
          await ctl.fenced(
            (tx) => tx.insert(contactImportRejects).values({ importId: pk, row: r.row, field: "", reasonKey: "TooManyRows", reason: ImportRejectReason.TooManyRows, cells: r.cells }).onConflictDoNothing()
          );
          break;
        }
        if (!isBlankRow(r.cells)) batch.push(r);
        if (batch.length >= IMPORT_BATCH_ROWS) {
          await flush(dataIndex);
          if (ctl.stopping) return { runAt: Date.now() };
          if (!await ctl.extendLease()) return { abandon: true };
        }
      }
      await flush(Math.min(total, IMPORT_ROWS_MAX));
      await ctl.fenced(
        (tx) => tx.update(contactImports).set({ status: ExportStatus.Completed, rowsDone: total, updatedAt: Date.now(), finishedAt: Date.now() }).where(eq120(contactImports.id, pk))
      );
      return { done: true };
    } catch (err) {
      if (err instanceof LeaseLostError || ctl.lost) throw err;
      if (err instanceof FileUnreadableError || err?.code === "ENOENT") {
        deps.log(`[audience] import ${imp.importId}: file unreadable: ${String(err)}`);
        return fail2(SpecText.FileParsingFailed);
      }
      throw err;
    }
  };
}

// src/gateway/audience/import/importRecords.ts
import { and as and92, count as count19, desc as desc19, eq as eq121 } from "drizzle-orm";
function toContactImport(r, group2) {
  return {
    ImportId: r.importId,
    FileName: r.fileName,
    Status: r.status,
    GroupId: group2?.groupId ?? "",
    GroupName: group2?.name ?? "",
    TotalRows: r.totalRows,
    RowsDone: r.rowsDone,
    Created: r.created,
    Updated: r.updated,
    Rejected: r.rejected,
    Error: r.error,
    CreateTime: toUnixSeconds(r.createdAt),
    UpdateTime: toUnixSeconds(r.updatedAt),
    FinishTime: r.finishedAt === null ? 0 : toUnixSeconds(r.finishedAt)
  };
}
async function listImports(db, userId, opts) {
  const parts = [eq121(contactImports.userId, userId)];
  if (opts.importId) parts.push(eq121(contactImports.importId, opts.importId));
  const where = and92(...parts);
  const rows = await db.select({ imp: contactImports, groupId: contactGroups.groupId, name: contactGroups.name }).from(contactImports).leftJoin(contactGroups, eq121(contactGroups.id, contactImports.groupId)).where(where).orderBy(desc19(contactImports.id)).limit(opts.limit).offset(opts.offset);
  const [total] = await db.select({ n: count19() }).from(contactImports).where(where);
  return {
    Total: Number(total?.n ?? 0),
    Imports: rows.map((r) => toContactImport(r.imp, r.groupId === null || r.name === null ? null : { groupId: r.groupId, name: r.name }))
  };
}

// src/gateway/actions/audience/importContacts.ts
var IMPORT_UPLOAD_KINDS = /* @__PURE__ */ new Set(["import", "contact-import"]);
var importContacts = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const failed = () => new ActionError(RetCode.InvalidParams, `FileId: ${SpecText.FileParsingFailed}`);
  if (!FILE_ID_RE.test(p.FileId)) throw failed();
  const [file] = await ctx.db.select().from(mediaFiles).where(and93(eq122(mediaFiles.id, p.FileId), eq122(mediaFiles.userId, userId)));
  if (!file?.storedAt || !file.storedType || !IMPORT_UPLOAD_KINDS.has(file.kind) || !importFileKind(file.storedType)) throw failed();
  const group2 = p.GroupId ? await loadGroup(ctx.db, userId, p.GroupId) : null;
  const attributes = await attributesByPublicId(
    ctx.db,
    userId,
    p.Mapping.flatMap((m) => m.Field === "Attribute" && m.AttributeId ? [m.AttributeId] : [])
  );
  p.Mapping.forEach((m, i) => {
    if (m.Field === "Attribute" && !attributes.has(m.AttributeId)) throw fieldError(`Mapping.${i}.AttributeId`, retCodeMessages[RetCode.AttributeNotFound], RetCode.AttributeNotFound);
  });
  const [row] = await ctx.db.insert(contactImports).values({
    importId: audienceIds.contactImport(),
    userId,
    fileId: file.id,
    fileName: file.fileName,
    mapping: p.Mapping,
    headerRow: p.HeaderRow,
    countryCode: p.CountryCode ?? "",
    groupId: group2?.id ?? null,
    status: ExportStatus.Submitted,
    createdAt: ctx.now,
    updatedAt: ctx.now
  }).returning();
  await enqueueJob(ctx.db, { kind: CONTACT_IMPORT_JOB, ref: String(row.id), runAt: ctx.now, now: ctx.now });
  ctx.afterCommit(() => wakeJobRunners());
  return toContactImport(row, group2 ? { groupId: group2.groupId, name: group2.name } : null);
};

// src/gateway/actions/audience/listContactExports.ts
import { and as and94, count as count20, desc as desc20, eq as eq123 } from "drizzle-orm";
var listContactExports = async (p, ctx) => {
  const parts = [eq123(contactExports.userId, ctx.caller.userId)];
  if (p.ExportId) parts.push(eq123(contactExports.exportId, p.ExportId));
  const where = and94(...parts);
  const rows = await ctx.db.select().from(contactExports).where(where).orderBy(desc20(contactExports.id)).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count20() }).from(contactExports).where(where);
  return { Total: Number(total?.n ?? 0), Exports: rows.map(toContactExport) };
};

// src/gateway/actions/audience/listContactImportRejects.ts
import { asc as asc13, count as count21, eq as eq124 } from "drizzle-orm";
var listContactImportRejects = async (p, ctx) => {
  const imp = await loadImport(ctx.db, ctx.caller.userId, p.ImportId);
  const where = eq124(contactImportRejects.importId, imp.id);
  const rows = await ctx.db.select().from(contactImportRejects).where(where).orderBy(asc13(contactImportRejects.row)).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count21() }).from(contactImportRejects).where(where);
  return { Total: Number(total?.n ?? 0), Rejects: rows.map((r) => ({ Row: r.row, Field: r.field, ReasonKey: r.reasonKey, Reason: r.reason })) };
};

// src/gateway/actions/audience/listContactImports.ts
var listContactImports = (p, ctx) => listImports(ctx.db, ctx.caller.userId, { importId: p.ImportId, offset: p.Offset, limit: p.Limit });

// src/gateway/actions/audience/groupMembers.ts
import { and as and96, eq as eq126, inArray as inArray32 } from "drizzle-orm";

// src/gateway/audience/ownContacts.ts
import { and as and95, eq as eq125, inArray as inArray31 } from "drizzle-orm";
var ownContacts = (db, userId, ids) => db.select({ id: contacts.id }).from(contacts).where(and95(eq125(contacts.userId, userId), inArray31(contacts.contactId, [...ids])));

// src/gateway/actions/audience/groupMembers.ts
var addContactGroupMembers = async (p, ctx) => {
  const group2 = await loadGroup(ctx.db, ctx.caller.userId, p.GroupId, true);
  const ids = await ownContacts(ctx.db, ctx.caller.userId, p.ContactIds);
  const added = ids.length ? await ctx.db.insert(contactGroupMembers).values(ids.map((c) => ({ groupId: group2.id, contactId: c.id, addedAt: ctx.now }))).onConflictDoNothing().returning({ contactId: contactGroupMembers.contactId }) : [];
  return { Added: added.length, MemberCount: await memberCount(ctx.db, group2.id) };
};
var removeContactGroupMembers = async (p, ctx) => {
  const group2 = await loadGroup(ctx.db, ctx.caller.userId, p.GroupId, true);
  const removed = await ctx.db.delete(contactGroupMembers).where(and96(eq126(contactGroupMembers.groupId, group2.id), inArray32(contactGroupMembers.contactId, ownContacts(ctx.db, ctx.caller.userId, p.ContactIds)))).returning({ contactId: contactGroupMembers.contactId });
  return { Removed: removed.length, MemberCount: await memberCount(ctx.db, group2.id) };
};

// src/gateway/actions/audience/listContactGroups.ts
import { and as and97, count as count22, desc as desc21, eq as eq127, ilike as ilike4 } from "drizzle-orm";
var listContactGroups = async (p, ctx) => {
  const parts = [eq127(contactGroups.userId, ctx.caller.userId)];
  if (p.Keyword) parts.push(ilike4(contactGroups.name, `%${p.Keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const where = and97(...parts);
  const rows = await ctx.db.select().from(contactGroups).where(where).orderBy(desc21(contactGroups.id)).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count22() }).from(contactGroups).where(where);
  const counts = await memberCounts(
    ctx.db,
    rows.map((r) => r.id)
  );
  return { Total: Number(total?.n ?? 0), Groups: rows.map((r) => toGroup(r, counts.get(r.id) ?? 0)) };
};

// src/gateway/actions/audience/listContacts.ts
import { count as count23, desc as desc22, sql as sql46 } from "drizzle-orm";
var listContacts = async (p, ctx) => {
  const where = await contactListWhere(ctx.db, ctx.caller.userId, p, { channels: ctx.channels, now: ctx.now });
  const order = p.Keyword && p.Keyword.length >= TRIGRAM_MIN ? desc22(sql46`${contacts.id} + 0`) : desc22(contacts.id);
  const rows = await ctx.db.select().from(contacts).where(where).orderBy(order).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count23() }).from(contacts).where(where);
  return { Total: Number(total?.n ?? 0), Contacts: await toContacts(ctx.db, rows) };
};

// src/gateway/actions/audience/segmentHandlers.ts
import { and as and98, count as count24, desc as desc23, eq as eq128, ilike as ilike5, inArray as inArray33, ne as ne10, sql as sql47 } from "drizzle-orm";
var escapeLike3 = (s) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
async function nameTaken2(db, userId, name, exceptId) {
  const parts = [eq128(contactSegments.userId, userId), sql47`lower(${contactSegments.name}) = lower(${name})`];
  if (exceptId !== void 0) parts.push(ne10(contactSegments.id, exceptId));
  const [hit] = await db.select({ id: contactSegments.id }).from(contactSegments).where(and98(...parts)).limit(1);
  return hit !== void 0;
}
var listSegments = async (p, ctx) => {
  const parts = [eq128(contactSegments.userId, ctx.caller.userId)];
  if (p.Keyword) parts.push(ilike5(contactSegments.name, `%${escapeLike3(p.Keyword)}%`));
  const where = and98(...parts);
  const rows = await ctx.db.select().from(contactSegments).where(where).orderBy(desc23(contactSegments.id)).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count24() }).from(contactSegments).where(where);
  return { Total: Number(total?.n ?? 0), Segments: rows.map(toSegment) };
};
var getSegment = async (p, ctx) => toSegment(await loadSegment(ctx.db, ctx.caller.userId, p.SegmentId));
var countSegment = async (p, ctx) => {
  const where = await segmentWhere(ctx.db, ctx.caller.userId, p.Rules, ctx.channels, ctx.now);
  return { Count: await countContacts(ctx.db, where), CountTime: toUnixSeconds(ctx.now) };
};
var createSegment = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const where = await segmentWhere(ctx.db, userId, p.Rules, ctx.channels, ctx.now);
  if (await nameTaken2(ctx.db, userId, p.SegmentName)) throw segmentExists();
  const members = await countContacts(ctx.db, where);
  const [row] = await ctx.db.insert(contactSegments).values({ segmentId: audienceIds.segment(), userId, name: p.SegmentName, rules: p.Rules, memberCount: members, countedAt: ctx.now, createdAt: ctx.now, updatedAt: ctx.now }).onConflictDoNothing().returning();
  if (!row) throw segmentExists();
  return toSegment(row);
};
var updateSegment = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const segment = await loadSegment(ctx.db, userId, p.SegmentId, true);
  const where = await segmentWhere(ctx.db, userId, p.Rules, ctx.channels, ctx.now);
  if (await nameTaken2(ctx.db, userId, p.SegmentName, segment.id)) throw segmentExists();
  const members = await countContacts(ctx.db, where);
  try {
    const [row] = await ctx.db.update(contactSegments).set({ name: p.SegmentName, rules: p.Rules, memberCount: members, countedAt: ctx.now, updatedAt: ctx.now }).where(eq128(contactSegments.id, segment.id)).returning();
    return toSegment(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw segmentExists();
    throw err;
  }
};
var recountSegment = async (p, ctx) => {
  const segment = await loadSegment(ctx.db, ctx.caller.userId, p.SegmentId);
  const where = await segmentWhere(ctx.db, ctx.caller.userId, segment.rules, ctx.channels, ctx.now);
  const members = await countContacts(ctx.db, where);
  const [row] = await ctx.db.update(contactSegments).set({ memberCount: members, countedAt: ctx.now }).where(eq128(contactSegments.id, segment.id)).returning();
  if (!row) throw new ActionError(RetCode.SegmentNotFound);
  return toSegment(row);
};
var deleteSegments = async (p, ctx) => {
  const rows = await ctx.db.delete(contactSegments).where(and98(eq128(contactSegments.userId, ctx.caller.userId), inArray33(contactSegments.segmentId, p.SegmentIds))).returning({ id: contactSegments.id });
  return { Deleted: rows.length };
};
var listAudienceActivities = async (_p, ctx) => ({
  Channels: ctx.channels.filter((c) => c.audience).map((c) => ({ Channel: c.channelId, Events: channelActivityEvents(c) }))
});
var countAudience = async (p, ctx) => {
  const channel = ctx.channels.find((c) => c.channelId === p.Channel && c.audience);
  if (!channel?.audience) throw new ActionError(RetCode.InvalidParams, "Channel: This channel cannot send to an audience");
  const target = p.GroupId !== void 0 ? { kind: "Group", id: p.GroupId } : { kind: "Segment", id: p.SegmentId };
  const { where } = await audienceWhere(ctx.db, ctx.caller.userId, target, ctx.channels, ctx.now);
  const address = { phone: contacts.phone, email: contacts.email, whatsapp: contacts.whatsapp }[channel.audience.contactAddress];
  const byContactCountry = channel.audience.contactAddress !== "email";
  const rows = byContactCountry ? await ctx.db.select({ country: contacts.country, n: count24() }).from(contacts).where(and98(where, ne10(address, ""))).groupBy(contacts.country) : (await ctx.db.select({ n: count24() }).from(contacts).where(and98(where, ne10(address, "")))).map((r) => ({ country: "", n: r.n }));
  const byCountry = rows.map((r) => ({ Country: String(r.country), Count: Number(r.n) })).sort((a, b) => b.Count - a.Count || a.Country.localeCompare(b.Country));
  return { Members: await countContacts(ctx.db, where), Reachable: byCountry.reduce((s, r) => s + r.Count, 0), ByCountry: byCountry, CountTime: toUnixSeconds(ctx.now) };
};

// src/gateway/actions/audience/tagHandlers.ts
import { and as and99, asc as asc14, count as count25, eq as eq129, ilike as ilike6, inArray as inArray34, ne as ne11, sql as sql48 } from "drizzle-orm";
var escapeLike4 = (s) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
var listContactTags = async (p, ctx) => {
  const parts = [eq129(contactTags.userId, ctx.caller.userId)];
  if (p.Keyword) parts.push(ilike6(contactTags.name, `%${escapeLike4(p.Keyword)}%`));
  const where = and99(...parts);
  const rows = await ctx.db.select().from(contactTags).where(where).orderBy(asc14(contactTags.name), asc14(contactTags.id)).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count25() }).from(contactTags).where(where);
  const counts = await tagContactCounts(
    ctx.db,
    rows.map((r) => r.id)
  );
  return { Total: Number(total?.n ?? 0), Tags: rows.map((r) => toTag(r, counts.get(r.id) ?? 0)) };
};
var createContactTag = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const [have] = await ctx.db.select({ n: count25() }).from(contactTags).where(eq129(contactTags.userId, userId));
  if (Number(have?.n ?? 0) >= TAGS_PER_ACCOUNT_MAX) throw new ActionError(RetCode.InvalidParams, `An account has at most ${TAGS_PER_ACCOUNT_MAX} tags`);
  const [row] = await ctx.db.insert(contactTags).values({ tagId: audienceIds.tag(), userId, name: p.TagName, createdAt: ctx.now, updatedAt: ctx.now }).onConflictDoNothing().returning();
  if (!row) throw tagExists();
  return toTag(row, 0);
};
var updateContactTag = async (p, ctx) => {
  const tag = await loadTagForUpdate(ctx.db, ctx.caller.userId, p.TagId);
  try {
    const [clash] = await ctx.db.select({ id: contactTags.id }).from(contactTags).where(and99(eq129(contactTags.userId, ctx.caller.userId), sql48`lower(${contactTags.name}) = lower(${p.TagName})`, ne11(contactTags.id, tag.id))).limit(1);
    if (clash) throw tagExists();
    const [row] = await ctx.db.update(contactTags).set({ name: p.TagName, updatedAt: ctx.now }).where(eq129(contactTags.id, tag.id)).returning();
    return toTag(row, (await tagContactCounts(ctx.db, [tag.id])).get(tag.id) ?? 0);
  } catch (err) {
    if (isUniqueViolation(err)) throw tagExists();
    throw err;
  }
};
var deleteContactTags = async (p, ctx) => {
  const rows = await ctx.db.delete(contactTags).where(and99(eq129(contactTags.userId, ctx.caller.userId), inArray34(contactTags.tagId, p.TagIds))).returning({ id: contactTags.id });
  return { Deleted: rows.length };
};
var tagContacts = async (p, ctx) => {
  const tags2 = await loadTags(ctx.db, ctx.caller.userId, p.TagIds);
  const ids = await ownContacts(ctx.db, ctx.caller.userId, p.ContactIds);
  if (ids.length === 0) return { Tagged: 0 };
  const added = await ctx.db.insert(contactTagLinks).values(tags2.flatMap((t) => ids.map((c) => ({ tagId: t.id, contactId: c.id, addedAt: ctx.now })))).onConflictDoNothing().returning({ tagId: contactTagLinks.tagId });
  return { Tagged: added.length };
};
var untagContacts = async (p, ctx) => {
  const tags2 = await loadTags(ctx.db, ctx.caller.userId, p.TagIds);
  const removed = await ctx.db.delete(contactTagLinks).where(
    and99(
      inArray34(
        contactTagLinks.tagId,
        tags2.map((t) => t.id)
      ),
      inArray34(contactTagLinks.contactId, ownContacts(ctx.db, ctx.caller.userId, p.ContactIds))
    )
  ).returning({ tagId: contactTagLinks.tagId });
  return { Untagged: removed.length };
};

// src/gateway/actions/audience/updateContact.ts
import { eq as eq131 } from "drizzle-orm";

// src/gateway/actions/audience/loadContact.ts
import { and as and100, eq as eq130 } from "drizzle-orm";
async function loadContactForUpdate(db, userId, contactId2) {
  const [c] = await db.select().from(contacts).where(and100(eq130(contacts.contactId, contactId2), eq130(contacts.userId, userId))).for("update");
  if (!c) throw new ActionError(RetCode.ContactNotFound);
  return c;
}

// src/gateway/actions/audience/updateContact.ts
var updateContact = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const row = await loadContactForUpdate(ctx.db, userId, p.ContactId);
  const checked = normaliseContact(p, p.CountryCode);
  if (!checked.ok) throw fieldError(checked.field, checked.message);
  const taken = await findTakenAddress(ctx.db, userId, [checked.contact], row.id);
  if (taken) throw contactExists(taken.field);
  if (p.Attributes) await writeAttributeValues(ctx.db, userId, [{ contactId: row.id, values: p.Attributes, path: "" }]);
  try {
    const [updated] = await ctx.db.update(contacts).set({ ...checked.contact, updatedAt: ctx.now }).where(eq131(contacts.id, row.id)).returning();
    return (await toContacts(ctx.db, [updated]))[0];
  } catch (err) {
    if (isUniqueViolation(err)) throw contactExists(checked.contact.phone && checked.contact.phone !== row.phone ? "Phone" : "Email");
    throw err;
  }
};

// src/gateway/actions/audience/updateContactGroup.ts
import { eq as eq132 } from "drizzle-orm";
var updateContactGroup = async (p, ctx) => {
  const group2 = await loadGroup(ctx.db, ctx.caller.userId, p.GroupId, true);
  if (await groupNameTaken(ctx.db, ctx.caller.userId, p.GroupName, group2.id)) throw groupExists();
  try {
    const [row] = await ctx.db.update(contactGroups).set({ name: p.GroupName, updatedAt: ctx.now }).where(eq132(contactGroups.id, group2.id)).returning();
    return toGroup(row, await memberCount(ctx.db, group2.id));
  } catch (err) {
    if (isUniqueViolation(err)) throw groupExists();
    throw err;
  }
};

// src/gateway/actions/audience/index.ts
var audienceHandlers = {
  ListContacts: listContacts,
  CreateContacts: createContacts,
  UpdateContact: updateContact,
  DeleteContacts: deleteContacts,
  GetContactGroup: getContactGroup,
  ListContactGroups: listContactGroups,
  CreateContactGroup: createContactGroup,
  UpdateContactGroup: updateContactGroup,
  DeleteContactGroups: deleteContactGroups,
  AddContactGroupMembers: addContactGroupMembers,
  RemoveContactGroupMembers: removeContactGroupMembers,
  ListContactTags: listContactTags,
  CreateContactTag: createContactTag,
  UpdateContactTag: updateContactTag,
  DeleteContactTags: deleteContactTags,
  TagContacts: tagContacts,
  UntagContacts: untagContacts,
  ListContactAttributes: listContactAttributes,
  CreateContactAttribute: createContactAttribute,
  UpdateContactAttribute: updateContactAttribute,
  DeleteContactAttributes: deleteContactAttributes,
  ListSegments: listSegments,
  GetSegment: getSegment,
  CountSegment: countSegment,
  CreateSegment: createSegment,
  UpdateSegment: updateSegment,
  RecountSegment: recountSegment,
  DeleteSegments: deleteSegments,
  ListAudienceActivities: listAudienceActivities,
  CountAudience: countAudience,
  ImportContacts: importContacts,
  ListContactImports: listContactImports,
  ListContactImportRejects: listContactImportRejects,
  GetContactImportRejectFile: getContactImportRejectFile,
  ExportContacts: exportContacts,
  ListContactExports: listContactExports,
  GetContactExportFile: getContactExportFile
};

// src/gateway/email/sending/emailAddress.ts
function cleanEmail(raw) {
  return raw.trim().replace(/^<|>$/g, "").trim().toLowerCase();
}
function parseEmail(cleaned) {
  return cleaned.length <= 254 && isEmail(cleaned) ? { address: cleaned, country: "" } : null;
}

// src/gateway/email/sending/MailTransferCarrier.ts
import { and as and102, asc as asc15, eq as eq134, inArray as inArray35, isNull as isNull12, lt as lt8, or as or13 } from "drizzle-orm";
import nodemailer2 from "nodemailer";

// src/gateway/email/sending/composeEmail.ts
import { randomBytes as randomBytes12 } from "node:crypto";
import nodemailer from "nodemailer";
var SIGNED_FIELDS = "From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding:List-Id:List-Unsubscribe:List-Unsubscribe-Post";
var composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
function newMessageId(taskId2, messageId, domain) {
  return `${taskId2}.${messageId}.${randomBytes12(6).toString("hex")}@${domain}`;
}
async function composeEmail(m) {
  const info = await composer.sendMail({
    from: { name: m.fromName, address: m.fromAddress },
    to: m.to,
    subject: m.subject,
    html: m.html,
    ...m.text ? { text: m.text } : {},
    messageId: `<${m.messageId}>`,
    envelope: { from: m.envelopeFrom, to: [m.to] },
    headers: { "List-Unsubscribe": `<${m.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    dkim: { ...m.dkim, headerFieldNames: SIGNED_FIELDS }
  });
  return info.message;
}

// src/gateway/email/sending/unsubscribeRoute.ts
import { and as and101, eq as eq133 } from "drizzle-orm";

// src/gateway/http/readBody.ts
var BodyTooLargeError = class extends Error {
};
var EMPTY = Buffer.alloc(0);
function readBody(req, limit2) {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit2) return Promise.reject(new BodyTooLargeError());
  return new Promise((resolve2, reject) => {
    let first = null;
    let more = null;
    let size = 0;
    let over = false;
    req.on("data", (chunk) => {
      if (over) return;
      size += chunk.length;
      if (size > limit2) {
        over = true;
        req.destroy();
        reject(new BodyTooLargeError());
        return;
      }
      if (first === null) first = chunk;
      else (more ??= [first]).push(chunk);
    });
    req.on("end", () => resolve2(more ? Buffer.concat(more, size) : first ?? EMPTY));
    req.on("error", reject);
  });
}

// src/gateway/email/sending/unsubscribeToken.ts
import { createHash, createHmac as createHmac2, timingSafeEqual as timingSafeEqual2 } from "node:crypto";
function linkKey(dkimPrivateKey) {
  return createHash("sha256").update("email-link:").update(dkimPrivateKey).digest();
}
var b64 = (b) => Buffer.from(b).toString("base64url");
function signUnsubscribe(t, key2) {
  const payload = `${t.domainPk}.${t.userId}.${b64(t.address)}`;
  return `${payload}.${createHmac2("sha256", key2).update(payload).digest("base64url")}`;
}
function readUnsubscribe(token) {
  const m = /^(\d{1,10})\.(\d{1,10})\.([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  return { domainPk: Number(m[1]), userId: Number(m[2]), address: Buffer.from(m[3], "base64url").toString("utf8"), payload: `${m[1]}.${m[2]}.${m[3]}`, signature: m[4] };
}
function unsubscribeSignatureValid(t, key2) {
  const want = createHmac2("sha256", key2).update(t.payload).digest();
  const got = Buffer.from(t.signature, "base64url");
  return got.length === want.length && timingSafeEqual2(got, want);
}
function verpAddress(messageId, domain, key2) {
  const sig = createHmac2("sha256", key2).update(`verp:${messageId}`).digest("base64url").slice(0, 10).replace(/[-_]/g, "x");
  return `bounces+m${messageId}.${sig}@${domain}`;
}

// src/gateway/email/sending/unsubscribeRoute.ts
var UNSUBSCRIBE_PATH = "/api/email/unsubscribe";
function page8(res, status, title, body3) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><main><h1 style="font-size:1.4rem">${title}</h1>${body3}</main></body></html>`;
  res.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });
  res.end(html);
}
var escape = (s) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
async function serveUnsubscribe(req, res, db) {
  const token = new URL(req.url ?? "/", "http://x").searchParams.get("t") ?? "";
  const target = readUnsubscribe(token);
  const [domain] = target ? await db.select({ key: emailDomains.dkimPrivateKey, domain: emailDomains.domain }).from(emailDomains).where(and101(eq133(emailDomains.id, target.domainPk), eq133(emailDomains.userId, target.userId))) : [];
  if (!target || !domain || !unsubscribeSignatureValid(target, linkKey(domain.key))) {
    return page8(res, 400, "This unsubscribe link is not valid", "<p>The link may be incomplete. Copy the whole link from the e-mail.</p>");
  }
  if (req.method === "POST") {
    try {
      await readBody(req, 4096);
    } catch (err) {
      if (err instanceof BodyTooLargeError) return page8(res, 413, "Request too large", "");
      throw err;
    }
    await addOptOut(db, { userId: target.userId, channel: EMAIL_CHANNEL, address: target.address, source: "unsubscribe", keyword: domain.domain, now: Date.now() });
    return page8(res, 200, "You are unsubscribed", `<p>${escape(target.address)} will get no more e-mail from ${escape(domain.domain)}.</p>`);
  }
  if (req.method === "GET" || req.method === "HEAD") {
    return page8(res, 200, "Unsubscribe", `<p>Stop e-mail from ${escape(domain.domain)} to ${escape(target.address)}?</p><form method="post"><button type="submit" style="font-size:1rem;padding:.5rem 1rem">Unsubscribe</button></form>`);
  }
  res.writeHead(405, { Allow: "GET, POST" });
  res.end();
}

// src/gateway/email/sending/MailTransferCarrier.ts
var POLL_MS = 100;
var POLL_BATCH2 = 1e3;
var LEASE_MS2 = 5e3;
var ACCEPTED_CODE = "250";
var UNCONFIRMED_CODE = "SUBMIT_UNCONFIRMED";
var MailTransferCarrier = class {
  constructor(db, config2, log = () => void 0) {
    this.db = db;
    this.config = config2;
    this.log = log;
    this.name = config2.transfer === "smtp" ? "smtp-relay" : "mailbox";
    this.smtp = config2.transfer === "smtp" ? nodemailer2.createTransport({ url: config2.smtpUrl, pool: true, maxConnections: config2.connections, maxMessages: Infinity }) : null;
  }
  db;
  config;
  log;
  name;
  resubmitSafe = true;
  events = null;
  timer = null;
  polling = null;
  smtp;
  async start(events) {
    this.events = events;
    this.schedule();
  }
  async close() {
    this.events = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.polling;
    this.smtp?.close();
  }
  async submit(batch) {
    if (batch.length === 0) return [];
    const ids = batch.map((m) => m.id);
    const d = emailDeliveries;
    const seen = await this.db.select().from(d).where(inArray35(d.messageId, ids));
    const results = [];
    const known = /* @__PURE__ */ new Set();
    for (const r of seen) {
      known.add(r.messageId);
      if (r.state === "sent") results.push({ id: r.messageId, ok: true, carrierId: r.carrierId });
      else if (r.state === "refused") results.push({ id: r.messageId, ok: false, code: r.code ?? "SMTP:REFUSED" });
      else results.push({ id: r.messageId, ok: false, code: UNCONFIRMED_CODE });
    }
    const fresh = batch.filter((m) => !known.has(m.id));
    if (fresh.length === 0) return results;
    const contexts = await this.contexts(fresh.map((m) => m.id));
    const queue = [...fresh];
    const worker = async () => {
      for (let m = queue.shift(); m; m = queue.shift()) results.push(await this.sendOne(m, contexts.get(m.id)));
    };
    await Promise.all(Array.from({ length: this.smtp ? this.config.connections : 1 }, worker));
    return results;
  }
  /** Each message's account, task, plain-text part and sender with its domain key. */
  async contexts(ids) {
    const rows = await this.db.select({ id: smsMessages.id, userId: smsTasks.userId, taskId: smsTasks.taskId, contentText: smsTasks.contentText, senderId: smsTasks.senderId }).from(smsMessages).innerJoin(smsTasks, eq134(smsTasks.id, smsMessages.taskId)).where(inArray35(smsMessages.id, ids));
    const senderIds = [...new Set(rows.map((r) => r.senderId))];
    const senders = senderIds.length ? await this.db.select({ senderId: emailSenders.senderId, userId: emailSenders.userId, alias: emailSenders.alias, email: emailSenders.email, senderStatus: emailSenders.status, domainPk: emailDomains.id, domain: emailDomains.domain, domainStatus: emailDomains.status, selector: emailDomains.dkimSelector, privateKey: emailDomains.dkimPrivateKey }).from(emailSenders).innerJoin(emailDomains, eq134(emailDomains.id, emailSenders.domainId)).where(inArray35(emailSenders.senderId, senderIds)) : [];
    const out = /* @__PURE__ */ new Map();
    for (const r of rows) {
      const s = senders.find((x) => x.senderId === r.senderId && x.userId === r.userId);
      const usable = s && s.senderStatus === EmailSenderStatus.Enabled && s.domainStatus === EmailDomainStatus.Passed;
      out.set(r.id, { userId: r.userId, taskId: r.taskId, contentText: r.contentText, sender: usable ? { alias: s.alias, email: s.email, domainPk: s.domainPk, domain: s.domain, selector: s.selector, privateKey: s.privateKey } : null });
    }
    return out;
  }
  async sendOne(m, c) {
    if (!c?.sender) return { id: m.id, ok: false, code: "SENDER_UNUSABLE" };
    const s = c.sender;
    const key2 = linkKey(s.privateKey);
    const carrierId = newMessageId(c.taskId, m.id, s.domain);
    const envelopeFrom = verpAddress(m.id, s.domain, key2);
    const raw = await composeEmail({
      fromName: s.alias,
      fromAddress: s.email,
      to: m.phone,
      subject: m.subject ?? "",
      html: m.text,
      text: c.contentText,
      envelopeFrom,
      unsubscribeUrl: `${this.config.publicUrl}${UNSUBSCRIBE_PATH}?t=${signUnsubscribe({ domainPk: s.domainPk, userId: c.userId, address: m.phone }, key2)}`,
      messageId: carrierId,
      dkim: { domainName: s.domain, keySelector: s.selector, privateKey: s.privateKey }
    });
    const d = emailDeliveries;
    const now = Date.now();
    const row = { messageId: m.id, userId: c.userId, address: m.phone, carrierId, attemptedAt: now };
    if (!this.smtp) {
      const stored = await this.db.transaction(async (tx) => {
        const [claimed2] = await tx.insert(d).values({ ...row, state: "sent", code: ACCEPTED_CODE, doneAt: now }).onConflictDoNothing().returning({ id: d.messageId });
        if (!claimed2) return false;
        await tx.insert(emailMailbox).values({ userId: c.userId, messageId: m.id, envelopeFrom, recipient: m.phone, fromHeader: `${s.alias} <${s.email}>`, subject: m.subject ?? "", raw: `Return-Path: <${envelopeFrom}>\r
${raw.toString("utf8")}`, receivedAt: now });
        return true;
      });
      return stored ? { id: m.id, ok: true, carrierId } : { id: m.id, ok: false, code: UNCONFIRMED_CODE };
    }
    const [claimed] = await this.db.insert(d).values({ ...row, state: "sending" }).onConflictDoNothing().returning({ id: d.messageId });
    if (!claimed) return { id: m.id, ok: false, code: UNCONFIRMED_CODE };
    try {
      await this.smtp.sendMail({ envelope: { from: envelopeFrom, to: [m.phone] }, raw });
      await this.db.update(d).set({ state: "sent", code: ACCEPTED_CODE, doneAt: Date.now() }).where(eq134(d.messageId, m.id));
      return { id: m.id, ok: true, carrierId };
    } catch (err) {
      const code2 = err.responseCode;
      if (code2 !== void 0 && code2 >= 500) {
        await this.db.update(d).set({ state: "refused", code: `SMTP:${code2}`, doneAt: Date.now() }).where(eq134(d.messageId, m.id));
        return { id: m.id, ok: false, code: `SMTP:${code2}` };
      }
      this.log(`[email] ${m.phone}: ${String(err)}`);
      await this.db.delete(d).where(and102(eq134(d.messageId, m.id), eq134(d.state, "sending")));
      return { id: m.id, ok: false, code: code2 ? `SMTP:${code2}` : "SMTP:UNAVAILABLE", retry: true };
    }
  }
  schedule() {
    if (!this.events || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.polling = this.poll().catch((err) => this.log(`[email] receipt poll failed: ${String(err)}`)).finally(() => {
        this.polling = null;
        this.schedule();
      });
    }, POLL_MS);
  }
  /** Hands the core the receipts of accepted messages; each marked once the core has written it. */
  async poll() {
    const d = emailDeliveries;
    for (; ; ) {
      const events = this.events;
      if (!events) return;
      const now = Date.now();
      const rows = await this.db.transaction(async (tx) => {
        const due = await tx.select({ messageId: d.messageId, carrierId: d.carrierId, code: d.code, doneAt: d.doneAt }).from(d).innerJoin(smsMessages, and102(eq134(smsMessages.id, d.messageId), eq134(smsMessages.carrierId, d.carrierId))).where(and102(eq134(d.state, "sent"), isNull12(d.receiptSentAt), or13(isNull12(d.leaseUntil), lt8(d.leaseUntil, now)))).orderBy(asc15(d.doneAt)).limit(POLL_BATCH2).for("update", { of: d, skipLocked: true });
        if (due.length > 0) await tx.update(d).set({ leaseUntil: now + LEASE_MS2 }).where(inArray35(d.messageId, due.map((r) => r.messageId)));
        return due;
      });
      if (rows.length === 0) return;
      const written = await Promise.all(rows.map((r) => events.onReceipt({ carrierId: r.carrierId, result: "Success", code: r.code ?? ACCEPTED_CODE, at: r.doneAt ?? now })));
      const done = rows.filter((_, i) => written[i]).map((r) => r.messageId);
      if (done.length > 0) await this.db.update(d).set({ receiptSentAt: Date.now(), leaseUntil: null }).where(inArray35(d.messageId, done));
      if (rows.length < POLL_BATCH2 || done.length === 0) return;
    }
  }
};

// src/gateway/email/sending/emailChannel.ts
var EMAIL_CHANNEL = "email";
var EMAIL_TASK_JOB = "email-task";
var EMAIL_MESSAGE_PRICE = 5;
function emailChannel(config2) {
  return {
    name: EMAIL_CHANNEL,
    channelId: ChannelId.Email,
    taskJob: EMAIL_TASK_JOB,
    productType: WalletProductType.Email,
    units: () => 1,
    pricingUnit: "message",
    unitPrice: () => EMAIL_MESSAGE_PRICE,
    address: { clean: cleanEmail, parse: (cleaned) => parseEmail(cleaned) },
    importKind: "email-import",
    recipientsMax: EMAIL_RECIPIENTS_MAX,
    createCarrier: (db, log) => new MailTransferCarrier(db, config2, log),
    audience: { contactAddress: "email" }
  };
}

// src/gateway/email/sending/usableSender.ts
import { and as and103, eq as eq135 } from "drizzle-orm";
async function usableSender(db, userId, senderId2) {
  const [s] = await db.select({ senderId: emailSenders.senderId, status: emailSenders.status, email: emailSenders.email, domainStatus: emailDomains.status }).from(emailSenders).leftJoin(emailDomains, eq135(emailDomains.id, emailSenders.domainId)).where(and103(eq135(emailSenders.senderId, senderId2), eq135(emailSenders.userId, userId)));
  if (!s || s.status === EmailSenderStatus.Deleted) throw new ActionError(RetCode.EmailSenderNotFound);
  if (s.status !== EmailSenderStatus.Enabled) throw new ActionError(RetCode.InvalidParams, "The sender is disabled: enable it in the e-mail settings");
  if (s.domainStatus !== EmailDomainStatus.Passed) throw new ActionError(RetCode.EmailSenderDomainUnverified);
  return s;
}

// src/gateway/email/sending/addUEmailSendTask.ts
async function acceptEmail(p, ctx, test) {
  const userId = ctx.caller.userId;
  const user = await lockSendingUser(ctx.db, userId);
  if (!user) throw new ActionError(RetCode.NotLoggedIn);
  if (!test && !user.upgrade) throw new ActionError(RetCode.TrialContentOnly, "Trial accounts can send only test e-mails, to at most 5 addresses");
  if (test && hasEmailVariables(p.Subject, p.Content, p.ContentText)) throw new ActionError(RetCode.InvalidParams, EmailSendText.TestHasVariables);
  const sender = await usableSender(ctx.db, userId, p.SenderId);
  const sendAt = test ? ctx.now : sendTimeOf(p, ctx.now);
  const email = emailChannel(ctx.config.emailSending);
  const { recipients, audience } = await sendRecipients(ctx, email, { PhoneNumbers: p.Emails, FileId: p.FileId, GroupId: p.GroupId, SegmentId: p.SegmentId }).catch((err) => {
    if (err instanceof ActionError && err.retCode === RetCode.NoValidRecipients) throw new ActionError(RetCode.NoValidRecipients, "There is no valid e-mail address to send to");
    throw err;
  });
  const { task, priced } = await createTask(ctx.db, email, {
    userId,
    taskId: smsIds.task(),
    sessionNo: smsIds.session(),
    text: p.Content,
    subject: p.Subject,
    contentText: p.ContentText?.trim() ? p.ContentText : null,
    recipients,
    free: test,
    isTest: test,
    sendAt,
    name: p.TaskName,
    tags: p.Tags,
    senderId: sender.senderId,
    timeZone: p.TimeZone,
    audience,
    now: ctx.now
  });
  ctx.afterCommit(() => wakeJobRunners());
  return {
    TaskId: task.taskId,
    SessionNo: task.sessionNo,
    AccountId: await defaultProjectId(ctx.db, userId),
    Status: task.status,
    Submitted: priced.messages.length,
    Invalid: recipients.invalid,
    Duplicate: recipients.duplicate,
    Unsupported: recipients.unsupported,
    EstimatedCost: priced.cost,
    OptedOut: priced.optedOut
  };
}
var addUEmailSendTask = (p, ctx) => acceptEmail(p, ctx, false);
var sendUEmailTest = (p, ctx) => acceptEmail(p, ctx, true);

// src/gateway/email/sending/getUEmailMailbox.ts
import { and as and104, count as count26, desc as desc24, eq as eq136 } from "drizzle-orm";
var getUEmailMailbox = async (p, ctx) => {
  const m = emailMailbox;
  const where = [eq136(m.userId, ctx.caller.userId)];
  if (p.Id !== void 0) where.push(eq136(m.id, p.Id));
  if (p.Recipient) where.push(eq136(m.recipient, p.Recipient.trim().toLowerCase()));
  const filter = and104(...where);
  const [total] = await ctx.db.select({ n: count26() }).from(m).where(filter);
  const rows = await ctx.db.select().from(m).where(filter).orderBy(desc24(m.id)).limit(p.Limit).offset(p.Offset);
  return {
    Enabled: ctx.config.emailSending.transfer === "mailbox",
    Total: Number(total?.n ?? 0),
    Messages: rows.map((r) => ({ Id: r.id, Recipient: r.recipient, From: r.fromHeader, Subject: r.subject, EnvelopeFrom: r.envelopeFrom, ReceivedTime: Math.floor(r.receivedAt / 1e3), Raw: p.Id !== void 0 ? r.raw : null }))
  };
};

// src/gateway/email/sending/toEmailTask.ts
function toEmailTask(t, accountId) {
  return { ...toTask(t, accountId), Subject: t.subject, ContentText: t.contentText };
}

// src/gateway/email/sending/emailSendingHandlers.ts
var emailSendingHandlers = {
  AddUEmailSendTask: addUEmailSendTask,
  SendUEmailTest: sendUEmailTest,
  // Tasks and records: the SMS reads of the core's tables on channel 6011 (the address in the
  // records' phone column); a retry sends the same message again; trial accounts only test.
  ...channelTaskHandlers({
    code: "UEmail",
    channelId: ChannelId.Email,
    channel: (ctx) => emailChannel(ctx.config.emailSending),
    toTask: toEmailTask,
    exportLabel: "E-mail",
    trialRule: "refuse"
  }),
  GetUEmailMailbox: getUEmailMailbox
};

// src/gateway/actions/email/domainHandlers.ts
import { and as and105, count as count27, desc as desc25, eq as eq138, inArray as inArray36, sql as sql49 } from "drizzle-orm";

// src/gateway/email/checkDomainDns.ts
var DnsLookupError = class extends Error {
  constructor(host, code2) {
    super(`DNS lookup of ${host} failed (${code2})`);
    this.host = host;
    this.code = code2;
  }
  host;
  code;
};
var FOUND_MAX = 5;
var ABSENT = /* @__PURE__ */ new Set(["ENODATA", "ENOTFOUND"]);
async function lookup(host, run) {
  try {
    return await run();
  } catch (err) {
    const code2 = err.code;
    if (typeof code2 === "string" && ABSENT.has(code2)) return [];
    throw new DnsLookupError(host, typeof code2 === "string" ? code2 : "error");
  }
}
var sameHost = (a, b) => a.toLowerCase().replace(/\.$/, "") === b.toLowerCase().replace(/\.$/, "");
var txtValues = (records) => records.map((chunks) => chunks.join(""));
function dkimTags(value) {
  const tags2 = /* @__PURE__ */ new Map();
  for (const part of value.split(";")) {
    const eq214 = part.indexOf("=");
    if (eq214 < 0) continue;
    tags2.set(part.slice(0, eq214).trim().toLowerCase(), part.slice(eq214 + 1).replace(/\s+/g, ""));
  }
  return tags2;
}
function matches(record, values) {
  switch (record.kind) {
    case "SPF": {
      const spf = values.filter((v) => /^v=spf1(\s|$)/i.test(v.trim()));
      const include = `include:${record.value.split("include:")[1].split(/\s/)[0]}`.toLowerCase();
      return spf.length === 1 && spf[0].toLowerCase().split(/\s+/).includes(include);
    }
    case "DKIM": {
      const want = dkimTags(record.value).get("p");
      return values.some((v) => {
        const tags2 = dkimTags(v);
        return (tags2.get("v") ?? "DKIM1") === "DKIM1" && (tags2.get("k") ?? "rsa") === "rsa" && tags2.get("p") === want;
      });
    }
    case "DMARC":
      return values.filter((v) => /^v=DMARC1\s*(;|$)/i.test(v.trim())).length === 1;
    case "MX":
    case "Tracking":
      return values.some((v) => sameHost(v.split(" ").pop(), record.value));
  }
}
async function published(dns, record) {
  switch (record.type) {
    case "TXT":
      return txtValues(await lookup(record.host, () => dns.resolveTxt(record.host)));
    case "MX":
      return (await lookup(record.host, () => dns.resolveMx(record.host))).map((mx) => `${mx.priority} ${mx.exchange.replace(/\.$/, "")}`);
    case "CNAME":
      return (await lookup(record.host, () => dns.resolveCname(record.host))).map((c) => c.replace(/\.$/, ""));
  }
}
async function checkDomainDns(dns, records) {
  const results = await Promise.all(
    records.map(async (record) => {
      const values = await published(dns, record);
      const ok = matches(record, values);
      const shown = record.kind === "SPF" ? values.filter((v) => /^v=spf1/i.test(v)) : record.kind === "DMARC" ? values.filter((v) => /^v=DMARC1/i.test(v)) : values;
      return [record.kind, { status: ok ? EmailDomainStatus.Passed : EmailDomainStatus.Failed, found: ok ? [] : shown.slice(0, FOUND_MAX) }];
    })
  );
  return new Map(results);
}

// src/gateway/email/domainCheck.ts
import { eq as eq137 } from "drizzle-orm";

// src/gateway/email/dnsResolver.ts
import { Resolver } from "node:dns/promises";
var resolvers = /* @__PURE__ */ new Map();
function dnsResolverFor(config2) {
  const key2 = `${config2.dnsServers.join(",")}|${config2.dnsTimeoutMs}`;
  let resolver = resolvers.get(key2);
  if (!resolver) {
    resolver = new Resolver({ timeout: config2.dnsTimeoutMs, tries: 2 });
    if (config2.dnsServers.length > 0) resolver.setServers(config2.dnsServers);
    resolvers.set(key2, resolver);
  }
  return resolver;
}

// src/gateway/email/domainRecords.ts
function platformHosts(platformDomain) {
  return { spfInclude: `_spf.${platformDomain}`, mx: `mx.${platformDomain}`, tracking: `track.${platformDomain}` };
}
function expectedRecords(d, platformDomain) {
  const hosts = platformHosts(platformDomain);
  const out = [
    { kind: "SPF", type: "TXT", host: d.domain, value: `v=spf1 include:${hosts.spfInclude} ~all` },
    { kind: "DKIM", type: "TXT", host: `${d.dkimSelector}._domainkey.${d.domain}`, value: `v=DKIM1; k=rsa; p=${d.dkimPublicKey}` },
    { kind: "DMARC", type: "TXT", host: `_dmarc.${d.domain}`, value: "v=DMARC1; p=none" },
    { kind: "MX", type: "MX", host: d.domain, value: hosts.mx, priority: 10 }
  ];
  if (d.trackingPrefix) out.push({ kind: "Tracking", type: "CNAME", host: `${d.trackingPrefix.toLowerCase()}.${d.domain}`, value: hosts.tracking });
  return out;
}
var REQUIRED_KINDS = ["SPF", "DKIM", "DMARC", "MX"];

// src/gateway/email/domainCheck.ts
var DOMAIN_RECHECK_JOB = "email-domain-recheck";
async function lookUpDomain(row, config2) {
  const records = expectedRecords({ domain: row.domain, dkimSelector: row.dkimSelector, dkimPublicKey: row.dkimPublicKey, trackingPrefix: row.trackingPrefix }, config2.platformDomain);
  return { prefix: row.trackingPrefix, results: await checkDomainDns(dnsResolverFor(config2), records) };
}
async function storeDomainCheck(tx, current, lookup2, config2, now) {
  const passed = REQUIRED_KINDS.every((k) => lookup2.results.get(k)?.status === EmailDomainStatus.Passed);
  const checks = Object.fromEntries(lookup2.results);
  if (current.trackingPrefix !== lookup2.prefix) delete checks.Tracking;
  const verifiedAt = current.verifiedAt ?? (passed ? now : null);
  const [out] = await tx.update(emailDomains).set({ status: passed ? EmailDomainStatus.Passed : EmailDomainStatus.Failed, checks, checkedAt: now, verifiedAt, updatedAt: now }).where(eq137(emailDomains.id, current.id)).returning();
  if (verifiedAt !== null) await enqueueJob(tx, { kind: DOMAIN_RECHECK_JOB, ref: String(current.id), runAt: now + config2.domainRecheckMs, now });
  return out;
}

// src/gateway/email/dkimKeys.ts
import { generateKeyPair, randomBytes as randomBytes13 } from "node:crypto";
import { promisify } from "node:util";
var generate = promisify(generateKeyPair);
async function newDkimKeyPair() {
  const { publicKey, privateKey } = await generate("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "der" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" }
  });
  return { selector: `mc${randomBytes13(4).toString("hex")}`, privateKeyPem: privateKey, publicKeyBase64: publicKey.toString("base64") };
}

// src/gateway/email/emailIds.ts
import { randomBytes as randomBytes14 } from "node:crypto";
var hex3 = (n2) => randomBytes14(n2).toString("hex").toUpperCase();
var emailIds = {
  domain: () => `EDM${hex3(6)}`,
  sender: () => `ESD${hex3(6)}`
};

// src/gateway/email/toEmailEntities.ts
var domainLocked = (row) => row.verifiedAt !== null && row.status === EmailDomainStatus.Failed;
function toEmailDomain(row, platformDomain) {
  const records = expectedRecords({ domain: row.domain, dkimSelector: row.dkimSelector, dkimPublicKey: row.dkimPublicKey, trackingPrefix: row.trackingPrefix }, platformDomain);
  return {
    DomainId: row.domainId,
    Domain: row.domain,
    Type: row.type,
    Status: row.status,
    TrackingPrefix: row.trackingPrefix,
    DkimSelector: row.dkimSelector,
    Records: records.map((r) => {
      const check = row.checks[r.kind];
      return {
        Kind: r.kind,
        Type: r.type,
        Host: r.host,
        Value: r.value,
        ...r.priority === void 0 ? {} : { Priority: r.priority },
        Status: check?.status ?? EmailDomainStatus.Unverified,
        Found: check?.found ?? []
      };
    }),
    Editable: !domainLocked(row),
    VerifiedTime: row.verifiedAt === null ? 0 : toUnixSeconds(row.verifiedAt),
    CheckTime: row.checkedAt === null ? 0 : toUnixSeconds(row.checkedAt),
    CreateTime: toUnixSeconds(row.createdAt)
  };
}
function toEmailSender(row, domainPublicId) {
  return {
    SenderId: row.senderId,
    Alias: row.alias,
    Email: row.email,
    DomainId: domainPublicId ?? "",
    Status: row.status,
    CreateTime: toUnixSeconds(row.createdAt),
    UpdateTime: toUnixSeconds(row.updatedAt)
  };
}

// src/gateway/actions/email/domainHandlers.ts
var ADVISORY_EMAIL_DOMAINS = 1306011;
async function loadDomain(db, userId, domainId2, forUpdate) {
  const q = db.select().from(emailDomains).where(and105(eq138(emailDomains.domainId, domainId2), eq138(emailDomains.userId, userId)));
  const [row] = forUpdate ? await q.for("update") : await q;
  if (!row) throw new ActionError(RetCode.EmailDomainNotFound);
  return row;
}
var queryUEmailDomain = async (p, ctx) => {
  const parts = [eq138(emailDomains.userId, ctx.caller.userId)];
  if (p.Status !== void 0) parts.push(eq138(emailDomains.status, p.Status));
  const where = and105(...parts);
  const rows = await ctx.db.select().from(emailDomains).where(where).orderBy(desc25(emailDomains.id)).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count27() }).from(emailDomains).where(where);
  return { Total: Number(total?.n ?? 0), Domains: rows.map((r) => toEmailDomain(r, ctx.config.email.platformDomain)) };
};
async function checkNewDomain(db, userId, domain) {
  const [have] = await db.select({ n: count27() }).from(emailDomains).where(eq138(emailDomains.userId, userId));
  if (Number(have?.n ?? 0) >= EMAIL_DOMAINS_PER_ACCOUNT_MAX) throw new ActionError(RetCode.EmailDomainsOverLimit);
  const [taken] = await db.select({ id: emailDomains.id }).from(emailDomains).where(and105(eq138(emailDomains.userId, userId), eq138(emailDomains.domain, domain)));
  if (taken) throw new ActionError(RetCode.EmailDomainExists);
}
var createUEmailDomain = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const key2 = await newDkimKeyPair();
  await ctx.db.execute(sql49`select pg_advisory_xact_lock(${ADVISORY_EMAIL_DOMAINS}, ${userId})`);
  await checkNewDomain(ctx.db, userId, p.Domain);
  const [row] = await ctx.db.insert(emailDomains).values({
    domainId: emailIds.domain(),
    userId,
    domain: p.Domain,
    type: p.Type,
    status: EmailDomainStatus.Unverified,
    trackingPrefix: p.TrackingPrefix,
    dkimSelector: key2.selector,
    dkimPrivateKey: key2.privateKeyPem,
    dkimPublicKey: key2.publicKeyBase64,
    createdAt: ctx.now,
    updatedAt: ctx.now
  }).onConflictDoNothing().returning();
  if (!row) throw new ActionError(RetCode.EmailDomainExists);
  return toEmailDomain(row, ctx.config.email.platformDomain);
};
var updateUEmailDomain = async (p, ctx) => {
  const row = await loadDomain(ctx.db, ctx.caller.userId, p.DomainId, true);
  if (domainLocked(row)) throw new ActionError(RetCode.EmailDomainLocked);
  const checks = { ...row.checks };
  if (p.TrackingPrefix !== row.trackingPrefix) delete checks.Tracking;
  const [updated] = await ctx.db.update(emailDomains).set({ type: p.Type, trackingPrefix: p.TrackingPrefix, checks, updatedAt: ctx.now }).where(eq138(emailDomains.id, row.id)).returning();
  return toEmailDomain(updated, ctx.config.email.platformDomain);
};
var verifyUEmailDomain = async (p, ctx) => {
  const db = ctx.db;
  const row = await loadDomain(db, ctx.caller.userId, p.DomainId, false);
  let lookup2;
  try {
    lookup2 = await lookUpDomain(row, ctx.config.email);
  } catch (err) {
    if (err instanceof DnsLookupError) throw new ActionError(RetCode.EmailDnsLookupFailed);
    throw err;
  }
  const updated = await db.transaction(async (tx) => storeDomainCheck(tx, await loadDomain(tx, ctx.caller.userId, p.DomainId, true), lookup2, ctx.config.email, ctx.now));
  return toEmailDomain(updated, ctx.config.email.platformDomain);
};
var deleteUEmailDomain = async (p, ctx) => {
  const owned = await ctx.db.select({ id: emailDomains.id }).from(emailDomains).where(and105(eq138(emailDomains.userId, ctx.caller.userId), inArray36(emailDomains.domainId, p.DomainIds)));
  if (owned.length === 0) return { Deleted: 0 };
  const ids = owned.map((o) => o.id);
  await ctx.db.update(emailSenders).set({ status: EmailSenderStatus.Deleted, updatedAt: ctx.now }).where(and105(eq138(emailSenders.userId, ctx.caller.userId), inArray36(emailSenders.domainId, ids)));
  const removed = await ctx.db.delete(emailDomains).where(inArray36(emailDomains.id, ids)).returning({ id: emailDomains.id });
  return { Deleted: removed.length };
};

// src/gateway/email/templates/emailTemplateHandlers.ts
import { randomBytes as randomBytes15 } from "node:crypto";
import { and as and108, count as count28, desc as desc26, eq as eq141, gte as gte15, ilike as ilike7, inArray as inArray38, isNull as isNull13, lt as lt9, ne as ne12, or as or14 } from "drizzle-orm";

// src/gateway/email/templates/emailTemplateReviewJob.ts
import { and as and106, eq as eq139 } from "drizzle-orm";
var EMAIL_TEMPLATE_REVIEW_JOB = "email-template-review";
function emailTemplateReviewJob(deps) {
  return async (job, ctl) => {
    const [t] = await deps.db.select().from(emailTemplates).where(eq139(emailTemplates.id, Number(job.ref)));
    if (!t) return { done: true };
    const same = and106(eq139(emailTemplates.id, t.id), eq139(emailTemplates.status, t.status), eq139(emailTemplates.updatedAt, t.updatedAt));
    if (t.status === EmailTemplateStatus.PendingReview) {
      const moved = await ctl.fenced((tx) => tx.update(emailTemplates).set({ status: EmailTemplateStatus.InReview }).where(same).returning({ id: emailTemplates.id }));
      return moved.length > 0 ? { runAt: Date.now() + deps.delayMs() } : { done: true };
    }
    if (t.status !== EmailTemplateStatus.InReview) return { done: true };
    const reason = reviewTemplate(`${t.subject}
${t.text}`);
    const now = Date.now();
    await ctl.fenced(
      (tx) => tx.update(emailTemplates).set(reason ? { status: EmailTemplateStatus.Rejected, rejectReasonKey: reason, passedAt: null } : { status: EmailTemplateStatus.Passed, rejectReasonKey: "", passedAt: now }).where(same)
    );
    return { done: true };
  };
}

// src/gateway/email/templates/emailTemplateRows.ts
import { and as and107, eq as eq140, inArray as inArray37 } from "drizzle-orm";
function toEmailTemplateSummary(row, now) {
  const key2 = isServerTextKey(row.rejectReasonKey) ? row.rejectReasonKey : null;
  return {
    TemplateId: row.templateId,
    TemplateName: row.name,
    Subject: row.subject,
    Status: effectiveEmailTemplateStatus(row.status, row.passedAt, now),
    RejectReason: key2 ? serverText(key2) : "",
    RejectReasonKey: key2 ?? "",
    Variables: row.variables,
    Remark: row.remark,
    CreateTime: toUnixSeconds(row.createdAt),
    UpdateTime: toUnixSeconds(row.updatedAt)
  };
}
function toEmailTemplate(row, now) {
  return { ...toEmailTemplateSummary(row, now), Document: row.document, Html: row.html, Text: row.text };
}
var IMAGE_TYPES = new Set((uploadRule("image").types ?? []).map((t) => baseMime(fileTypeMime[t])));
function documentImages(doc) {
  const out = [];
  const leaf = (b) => {
    if (b.type === "image" && b.src.startsWith("/media/")) out.push(b.src.slice("/media/".length));
  };
  for (const b of doc.blocks) {
    if (b.type === "section") b.children.forEach(leaf);
    else if (b.type === "columns") b.columns.forEach((c) => c.forEach(leaf));
    else if (b.type !== "footer") leaf(b);
  }
  return [...new Set(out)];
}
async function checkDocumentImages(db, userId, doc) {
  const ids = documentImages(doc);
  if (ids.length === 0) return;
  const found = await db.select({ id: mediaFiles.id, storedType: mediaFiles.storedType, storedAt: mediaFiles.storedAt }).from(mediaFiles).where(and107(eq140(mediaFiles.userId, userId), inArray37(mediaFiles.id, ids)));
  const ok = new Set(found.filter((f) => f.storedAt !== null && f.storedType !== null && IMAGE_TYPES.has(baseMime(f.storedType))).map((f) => f.id));
  const bad = ids.find((id4) => !ok.has(id4));
  if (bad) throw new ActionError(RetCode.InvalidParams, { key: "EmailImageUnknown", params: { Source: `/media/${bad}` } });
}

// src/gateway/email/templates/renderEmailDocument.ts
import mjml2html from "mjml";

// src/contract/email/emailDocumentToMjml.ts
function escapeHtml(value) {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
function absoluteSource(src, publicUrl) {
  return src.startsWith("/media/") ? `${publicUrl.replace(/\/+$/, "")}${src}` : src;
}
var SOCIAL_NAME = { facebook: "facebook", x: "x", instagram: "instagram", linkedin: "linkedin", youtube: "youtube" };
var FONT = "Helvetica, Arial, sans-serif";
function leafMjml(b, publicUrl) {
  switch (b.type) {
    case "text": {
      const html = escapeHtml(b.text).replace(/\r?\n/g, "<br />");
      return `<mj-text align="${b.align}" font-size="${b.fontSize}px" color="${b.color}" line-height="1.5">${html}</mj-text>`;
    }
    case "image": {
      const link = b.href ? ` href="${escapeHtml(b.href)}"` : "";
      return `<mj-image src="${escapeHtml(absoluteSource(b.src, publicUrl))}" alt="${escapeHtml(b.alt)}" width="${b.width}px"${link} />`;
    }
    case "button":
      return `<mj-button href="${escapeHtml(b.href)}" align="${b.align}" background-color="${b.backgroundColor}" color="${b.color}">${escapeHtml(b.label)}</mj-button>`;
    case "divider":
      return `<mj-divider border-color="${b.color}" border-width="1px" />`;
    case "spacer":
      return `<mj-spacer height="${b.height}px" />`;
    case "social": {
      const links = b.links.map((l) => `<mj-social-element name="${SOCIAL_NAME[l.network]}" href="${escapeHtml(l.href)}">${escapeHtml(socialLabel(l.network))}</mj-social-element>`).join("");
      return `<mj-social align="${b.align}" mode="horizontal" icon-size="24px">${links}</mj-social>`;
    }
  }
}
function socialLabel(network) {
  return { facebook: "Facebook", x: "X", instagram: "Instagram", linkedin: "LinkedIn", youtube: "YouTube" }[network] ?? network;
}
function blockMjml(b, publicUrl) {
  switch (b.type) {
    case "section":
      return `<mj-section background-color="${b.backgroundColor}"><mj-column>${b.children.map((c) => leafMjml(c, publicUrl)).join("")}</mj-column></mj-section>`;
    case "columns":
      return `<mj-section>${b.columns.map((col) => `<mj-column>${col.map((c) => leafMjml(c, publicUrl)).join("")}</mj-column>`).join("")}</mj-section>`;
    case "footer": {
      const text22 = b.text.trim() ? `<mj-text align="center" font-size="12px" color="#666666">${escapeHtml(b.text).replace(/\r?\n/g, "<br />")}</mj-text>` : "";
      const link = `<mj-text align="center" font-size="12px" color="#666666"><a href="{{${UNSUBSCRIBE_VARIABLE}}}" style="color:#666666">${escapeHtml(b.unsubscribeLabel)}</a></mj-text>`;
      return `<mj-section><mj-column>${text22}${link}</mj-column></mj-section>`;
    }
    default:
      return `<mj-section><mj-column>${leafMjml(b, publicUrl)}</mj-column></mj-section>`;
  }
}
function emailDocumentToMjml(doc, opts) {
  const preview = doc.preheader.trim() ? `<mj-preview>${escapeHtml(doc.preheader)}</mj-preview>` : "";
  return [
    "<mjml>",
    `<mj-head><mj-title>${escapeHtml(opts.title)}</mj-title>${preview}<mj-attributes><mj-all font-family="${FONT}" /></mj-attributes></mj-head>`,
    `<mj-body background-color="${doc.backgroundColor}" width="${doc.contentWidth}px">`,
    ...doc.blocks.map((b) => blockMjml(b, opts.publicUrl)),
    "</mj-body>",
    "</mjml>"
  ].join("\n");
}

// src/contract/email/emailPlainText.ts
function leafText(b, publicUrl) {
  switch (b.type) {
    case "text":
      return b.text.trim();
    case "image":
      return [b.alt.trim() ? `[${b.alt.trim()}]` : `[${absoluteSource(b.src, publicUrl)}]`, b.href ? b.href : ""].filter(Boolean).join(" ");
    case "button":
      return `${b.label.trim()}: ${b.href}`;
    case "divider":
      return "----------";
    case "spacer":
      return "";
    case "social":
      return b.links.map((l) => `${socialLabel(l.network)}: ${l.href}`).join("\n");
  }
}
function emailPlainText(doc, publicUrl) {
  const parts = [];
  for (const b of doc.blocks) {
    if (b.type === "section") parts.push(...b.children.map((c) => leafText(c, publicUrl)));
    else if (b.type === "columns") for (const col of b.columns) parts.push(...col.map((c) => leafText(c, publicUrl)));
    else if (b.type === "footer") parts.push(b.text.trim(), `${b.unsubscribeLabel.trim()}: {{${UNSUBSCRIBE_VARIABLE}}}`);
    else parts.push(leafText(b, publicUrl));
  }
  return `${parts.filter((p) => p !== "").join("\n\n").replace(/[ \t]+\n/g, "\n")}
`;
}

// src/gateway/email/templates/renderEmailDocument.ts
async function renderEmailDocument(doc, opts) {
  const mjml = emailDocumentToMjml(doc, opts);
  const out = await mjml2html(mjml, { validationLevel: "strict", keepComments: false, ignoreIncludes: true, fonts: {} });
  return { html: out.html, text: emailPlainText(doc, opts.publicUrl), mjml };
}

// src/gateway/email/templates/emailTemplateHandlers.ts
var newTemplateId = () => `ETP${randomBytes15(8).toString("hex").toUpperCase()}`;
var notFound = () => new ActionError(RetCode.TemplateNotFound);
var live = (userId) => and108(eq141(emailTemplates.userId, userId), ne12(emailTemplates.status, EmailTemplateStatus.Deleted));
var likePattern = (s) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
async function queueReview2(ctx, pk) {
  await enqueueJob(ctx.db, { kind: EMAIL_TEMPLATE_REVIEW_JOB, ref: String(pk), runAt: ctx.now + Math.floor(ctx.config.sms.templateReviewDelayMs / 2), now: ctx.now });
  ctx.afterCommit(() => wakeJobRunners());
}
async function rendered(ctx, p) {
  await checkDocumentImages(ctx.db, ctx.caller.userId, p.Document);
  const out = await renderEmailDocument(p.Document, { title: p.Subject, publicUrl: ctx.config.publicUrl });
  return { ...out, variables: documentVariables(p.Document, p.Subject) };
}
function storedFields(p, out) {
  return {
    name: p.TemplateName,
    subject: p.Subject,
    document: p.Document,
    html: out.html,
    text: out.text,
    variables: out.variables,
    remark: p.Remark,
    status: p.Submit ? EmailTemplateStatus.PendingReview : EmailTemplateStatus.Draft
  };
}
var renderUEmailTemplate = async (p, ctx) => {
  const out = await rendered(ctx, p);
  return { Html: out.html, Text: out.text, Variables: out.variables };
};
var createUEmailTemplate = async (p, ctx) => {
  const out = await rendered(ctx, p);
  const [row] = await ctx.db.insert(emailTemplates).values({ templateId: newTemplateId(), userId: ctx.caller.userId, ...storedFields(p, out), createdAt: ctx.now, updatedAt: ctx.now }).returning();
  if (p.Submit) await queueReview2(ctx, row.id);
  return toEmailTemplate(row, ctx.now);
};
var updateUEmailTemplate = async (p, ctx) => {
  const [old] = await ctx.db.select().from(emailTemplates).where(and108(live(ctx.caller.userId), eq141(emailTemplates.templateId, p.TemplateId))).for("update");
  if (!old) throw notFound();
  if (!emailTemplateEditable(effectiveEmailTemplateStatus(old.status, old.passedAt, ctx.now))) throw new ActionError(RetCode.TemplateNotEditable);
  const out = await rendered(ctx, p);
  const [row] = await ctx.db.update(emailTemplates).set({ ...storedFields(p, out), rejectReasonKey: "", passedAt: null, updatedAt: Math.max(ctx.now, old.updatedAt + 1) }).where(eq141(emailTemplates.id, old.id)).returning();
  if (p.Submit) await queueReview2(ctx, row.id);
  return toEmailTemplate(row, ctx.now);
};
var setUEmailTemplateStatus = async (p, ctx) => {
  const [old] = await ctx.db.select().from(emailTemplates).where(and108(live(ctx.caller.userId), eq141(emailTemplates.templateId, p.TemplateId))).for("update");
  if (!old) throw notFound();
  const from = p.Status === EmailTemplateStatus.Disabled ? EmailTemplateStatus.Passed : EmailTemplateStatus.Disabled;
  if (effectiveEmailTemplateStatus(old.status, old.passedAt, ctx.now) !== from) throw new ActionError(RetCode.TemplateNotEditable);
  const [row] = await ctx.db.update(emailTemplates).set({ status: p.Status, updatedAt: Math.max(ctx.now, old.updatedAt + 1) }).where(eq141(emailTemplates.id, old.id)).returning();
  return toEmailTemplateSummary(row, ctx.now);
};
var getUEmailTemplate = async (p, ctx) => {
  const [row] = await ctx.db.select().from(emailTemplates).where(and108(live(ctx.caller.userId), eq141(emailTemplates.templateId, p.TemplateId)));
  if (!row) throw notFound();
  return toEmailTemplate(row, ctx.now);
};
function statusFilter(status, now) {
  const cutoff = now - EMAIL_TEMPLATE_VALID_DAYS * 864e5;
  if (status === EmailTemplateStatus.Expired) return and108(eq141(emailTemplates.status, EmailTemplateStatus.Passed), lt9(emailTemplates.passedAt, cutoff));
  if (status === EmailTemplateStatus.Passed) return and108(eq141(emailTemplates.status, EmailTemplateStatus.Passed), or14(isNull13(emailTemplates.passedAt), gte15(emailTemplates.passedAt, cutoff)));
  return eq141(emailTemplates.status, status);
}
var queryUEmailTemplate = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const parts = [p.Status === EmailTemplateStatus.Deleted ? eq141(emailTemplates.userId, userId) : live(userId)];
  if (p.Status !== void 0) parts.push(statusFilter(p.Status, ctx.now));
  if (p.Keyword) parts.push(or14(ilike7(emailTemplates.name, likePattern(p.Keyword)), ilike7(emailTemplates.subject, likePattern(p.Keyword))));
  const where = and108(...parts);
  const columns2 = {
    id: emailTemplates.id,
    templateId: emailTemplates.templateId,
    userId: emailTemplates.userId,
    name: emailTemplates.name,
    subject: emailTemplates.subject,
    variables: emailTemplates.variables,
    remark: emailTemplates.remark,
    status: emailTemplates.status,
    rejectReasonKey: emailTemplates.rejectReasonKey,
    passedAt: emailTemplates.passedAt,
    createdAt: emailTemplates.createdAt,
    updatedAt: emailTemplates.updatedAt
  };
  const [rows, [total]] = await Promise.all([
    ctx.db.select(columns2).from(emailTemplates).where(where).orderBy(desc26(emailTemplates.id)).limit(p.Limit).offset(p.Offset),
    ctx.db.select({ n: count28() }).from(emailTemplates).where(where)
  ]);
  return { Total: Number(total?.n ?? 0), Templates: rows.map((r) => toEmailTemplateSummary(r, ctx.now)) };
};
var deleteUEmailTemplate = async (p, ctx) => {
  const gone = await ctx.db.update(emailTemplates).set({ status: EmailTemplateStatus.Deleted, updatedAt: ctx.now }).where(and108(live(ctx.caller.userId), inArray38(emailTemplates.templateId, p.TemplateIds))).returning({ id: emailTemplates.id });
  return { Deleted: gone.length };
};

// src/gateway/actions/email/senderHandlers.ts
import { and as and109, count as count29, desc as desc27, eq as eq142, inArray as inArray39, ne as ne13 } from "drizzle-orm";
async function passedDomainOf(db, userId, address) {
  const [domain] = await db.select({ id: emailDomains.id, domainId: emailDomains.domainId, status: emailDomains.status }).from(emailDomains).where(and109(eq142(emailDomains.userId, userId), eq142(emailDomains.domain, addressDomain(address))));
  if (!domain || domain.status !== EmailDomainStatus.Passed) throw new ActionError(RetCode.EmailSenderDomainUnverified);
  return domain;
}
var senderColumns = { sender: emailSenders, domainPublicId: emailDomains.domainId };
var queryUEmailSender = async (p, ctx) => {
  const parts = [eq142(emailSenders.userId, ctx.caller.userId)];
  parts.push(p.Status === void 0 ? ne13(emailSenders.status, EmailSenderStatus.Deleted) : eq142(emailSenders.status, p.Status));
  if (p.DomainId) parts.push(eq142(emailDomains.domainId, p.DomainId));
  const where = and109(...parts);
  const rows = await ctx.db.select(senderColumns).from(emailSenders).leftJoin(emailDomains, eq142(emailDomains.id, emailSenders.domainId)).where(where).orderBy(desc27(emailSenders.id)).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count29() }).from(emailSenders).leftJoin(emailDomains, eq142(emailDomains.id, emailSenders.domainId)).where(where);
  return { Total: Number(total?.n ?? 0), Senders: rows.map((r) => toEmailSender(r.sender, r.domainPublicId)) };
};
var createUEmailSender = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const domain = await passedDomainOf(ctx.db, userId, p.Email);
  const [have] = await ctx.db.select({ n: count29() }).from(emailSenders).where(and109(eq142(emailSenders.userId, userId), ne13(emailSenders.status, EmailSenderStatus.Deleted)));
  if (Number(have?.n ?? 0) >= EMAIL_SENDERS_PER_ACCOUNT_MAX) throw new ActionError(RetCode.EmailSendersOverLimit);
  const [row] = await ctx.db.insert(emailSenders).values({ senderId: emailIds.sender(), userId, domainId: domain.id, alias: p.Alias, email: p.Email, status: EmailSenderStatus.Enabled, createdAt: ctx.now, updatedAt: ctx.now }).onConflictDoNothing().returning();
  if (!row) throw new ActionError(RetCode.EmailSenderExists);
  return toEmailSender(row, domain.domainId);
};
var updateUEmailSender = async (p, ctx) => {
  const [found] = await ctx.db.select().from(emailSenders).where(and109(eq142(emailSenders.senderId, p.SenderId), eq142(emailSenders.userId, ctx.caller.userId))).for("update");
  if (!found) throw new ActionError(RetCode.EmailSenderNotFound);
  if (found.status === EmailSenderStatus.Deleted) throw new ActionError(RetCode.EmailSenderDeleted);
  const domain = p.Status === EmailSenderStatus.Enabled ? await passedDomainOf(ctx.db, ctx.caller.userId, found.email) : null;
  const [row] = await ctx.db.update(emailSenders).set({ alias: p.Alias, status: p.Status, updatedAt: ctx.now }).where(eq142(emailSenders.id, found.id)).returning();
  let domainPublicId = domain?.domainId ?? null;
  if (!domainPublicId && found.domainId !== null) {
    const [d] = await ctx.db.select({ domainId: emailDomains.domainId }).from(emailDomains).where(eq142(emailDomains.id, found.domainId));
    domainPublicId = d?.domainId ?? null;
  }
  return toEmailSender(row, domainPublicId);
};
var deleteUEmailSender = async (p, ctx) => {
  const rows = await ctx.db.update(emailSenders).set({ status: EmailSenderStatus.Deleted, updatedAt: ctx.now }).where(and109(eq142(emailSenders.userId, ctx.caller.userId), inArray39(emailSenders.senderId, p.SenderIds), ne13(emailSenders.status, EmailSenderStatus.Deleted))).returning({ id: emailSenders.id });
  return { Deleted: rows.length };
};

// src/gateway/actions/email/index.ts
var emailHandlers = {
  QueryUEmailDomain: queryUEmailDomain,
  CreateUEmailDomain: createUEmailDomain,
  UpdateUEmailDomain: updateUEmailDomain,
  VerifyUEmailDomain: verifyUEmailDomain,
  DeleteUEmailDomain: deleteUEmailDomain,
  QueryUEmailSender: queryUEmailSender,
  CreateUEmailSender: createUEmailSender,
  UpdateUEmailSender: updateUEmailSender,
  DeleteUEmailSender: deleteUEmailSender,
  RenderUEmailTemplate: renderUEmailTemplate,
  CreateUEmailTemplate: createUEmailTemplate,
  UpdateUEmailTemplate: updateUEmailTemplate,
  SetUEmailTemplateStatus: setUEmailTemplateStatus,
  GetUEmailTemplate: getUEmailTemplate,
  QueryUEmailTemplate: queryUEmailTemplate,
  DeleteUEmailTemplate: deleteUEmailTemplate,
  ...emailSendingHandlers
};

// src/gateway/actions/notification/describeNotifications.ts
import { and as and110, count as count30, desc as desc28, eq as eq143, gte as gte16, isNull as isNull14 } from "drizzle-orm";

// src/gateway/actions/notification/toNotification.ts
function toNotification(r) {
  if (!isNotificationKind(r.kind)) return null;
  return {
    NotificationId: String(r.id),
    Kind: r.kind,
    Params: r.params,
    Link: r.link,
    CreateTime: toUnixSeconds(r.createdAt),
    ReadTime: r.readAt === null ? null : toUnixSeconds(r.readAt)
  };
}

// src/gateway/actions/notification/describeNotifications.ts
var RETENTION_MS = NOTIFICATION_RETENTION_DAYS * 864e5;
var describeNotifications = async (p, ctx) => {
  const mine2 = [eq143(notifications.userId, ctx.caller.userId), gte16(notifications.createdAt, ctx.now - RETENTION_MS)];
  const where = and110(...mine2, ...p.UnreadOnly ? [isNull14(notifications.readAt)] : []);
  const rows = await ctx.db.select().from(notifications).where(where).orderBy(desc28(notifications.createdAt), desc28(notifications.id)).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count30() }).from(notifications).where(where);
  const [unread] = await ctx.db.select({ n: count30() }).from(notifications).where(and110(...mine2, isNull14(notifications.readAt)));
  return { Total: total?.n ?? 0, Unread: unread?.n ?? 0, Notifications: rows.flatMap((r) => toNotification(r) ?? []) };
};

// src/gateway/actions/notification/markNotificationsRead.ts
import { and as and111, count as count31, eq as eq144, gte as gte17, inArray as inArray40, isNull as isNull15, lt as lt10 } from "drizzle-orm";
var markNotificationsRead = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const unread = and111(eq144(notifications.userId, userId), isNull15(notifications.readAt));
  const which = p.All ? unread : and111(unread, inArray40(notifications.id, p.NotificationIds.map(Number)));
  const updated = await ctx.db.update(notifications).set({ readAt: ctx.now }).where(which).returning({ id: notifications.id });
  await ctx.db.delete(notifications).where(and111(eq144(notifications.userId, userId), lt10(notifications.createdAt, ctx.now - RETENTION_MS)));
  const [left] = await ctx.db.select({ n: count31() }).from(notifications).where(and111(unread, gte17(notifications.createdAt, ctx.now - RETENTION_MS)));
  return { Updated: updated.length, Unread: left?.n ?? 0 };
};

// src/gateway/actions/notification/index.ts
var notificationHandlers = {
  DescribeNotifications: describeNotifications,
  MarkNotificationsRead: markNotificationsRead
};

// src/gateway/actions/reference/getCountryCodeList.ts
var getCountryCodeList = async () => ({ Countries: [...countryList()] });

// src/gateway/actions/reference/timeZoneList.ts
var formatterFor = (zone6) => dateTimeFormat("en-US", { timeZone: zone6, timeZoneName: "longOffset" });
function parseLongOffset(text22) {
  const m = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(text22);
  if (!m) throw new Error(`Unexpected offset: ${text22}`);
  if (!m[1]) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === "-" ? -minutes : minutes;
}
function zoneOffset(zone6, now) {
  const part = formatterFor(zone6).formatToParts(now).find((p) => p.type === "timeZoneName");
  return parseLongOffset(part?.value ?? "GMT");
}
function timeZoneList(now) {
  const zones = new Set(Intl.supportedValuesOf("timeZone"));
  zones.add("UTC");
  return [...zones].map((zone6) => ({ ZoneKey: zone6, Area: zone6.split("/")[0] ?? zone6, Offset: zoneOffset(zone6, now) })).sort((a, b) => a.Offset - b.Offset || a.ZoneKey.localeCompare(b.ZoneKey, "en"));
}

// src/gateway/actions/reference/getTimeZones.ts
var TTL_MS = 6e5;
var cache = null;
var getTimeZones = async (_params, ctx) => {
  if (!cache || ctx.now - cache.at > TTL_MS || ctx.now < cache.at) cache = { at: ctx.now, zones: timeZoneList(ctx.now) };
  return { TimeZones: cache.zones };
};

// src/gateway/actions/reference/listProjects.ts
import { asc as asc16, eq as eq145 } from "drizzle-orm";
var listProjects = async (_params, ctx) => {
  const rows = await ctx.db.select().from(projects).where(eq145(projects.userId, ctx.caller.userId)).orderBy(asc16(projects.createdAt), asc16(projects.id));
  const out = {};
  for (const p of rows) {
    out[p.id] = { ProjectId: p.id, ProjectName: p.name, IsDefault: p.isDefault, CreateTime: toUnixSeconds(p.createdAt) };
  }
  return out;
};

// src/gateway/actions/reference/index.ts
var referenceHandlers = {
  GetCountryCodeList: getCountryCodeList,
  GetTimeZones: getTimeZones,
  ListProjects: listProjects
};

// src/gateway/actions/sms/addUSMSSendTask.ts
var addUSMSSendTask = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const user = await lockSendingUser(ctx.db, userId);
  if (!user) throw new ActionError(RetCode.NotLoggedIn);
  if (p.CountryCode && segmentPrice(p.CountryCode) === null) throw new ActionError(RetCode.CountryNotSupported);
  const sendAt = sendTimeOf(p, ctx.now);
  const { text: text22, templateId: templateId6 } = await resolveContent(ctx.db, userId, p, { requirePassed: true });
  const sms4 = smsChannel(ctx.config.sms);
  const { recipients, audience } = await sendRecipients(ctx, sms4, p);
  const phones = recipients.valid.map((v) => v.address);
  const trial = !user.upgrade;
  if (trial) await checkTrial(ctx.db, user, text22, phones);
  await enforceSendLimits(ctx.db, userId, p.TimeZone, phones, sendAt);
  const { task, priced } = await createTask(ctx.db, sms4, {
    userId,
    taskId: smsIds.task(),
    sessionNo: smsIds.session(),
    text: text22,
    recipients,
    free: trial,
    sendAt,
    name: p.TaskName,
    tags: p.Tags,
    senderId: p.SenderId,
    templateId: templateId6,
    countryCode: p.CountryCode,
    timeZone: p.TimeZone,
    isTest: p.IsTest,
    audience,
    now: ctx.now
  });
  ctx.afterCommit(() => wakeJobRunners());
  return {
    TaskId: task.taskId,
    SessionNo: task.sessionNo,
    AccountId: await defaultProjectId(ctx.db, userId),
    Status: task.status,
    Submitted: priced.messages.length,
    Invalid: recipients.invalid,
    Duplicate: recipients.duplicate,
    Unsupported: recipients.unsupported,
    Segments: priced.units,
    EstimatedCost: priced.cost,
    OptedOut: priced.optedOut
  };
};

// src/gateway/actions/sms/cancelUSMSSendTask.ts
var cancelUSMSSendTask = async (p, ctx) => {
  const task = await loadTask(ctx.db, ctx.caller.userId, p.TaskId, true);
  const cancelled = await cancelTask(ctx.db, smsChannel(ctx.config.sms), task, ctx.now);
  if (!cancelled) throw new ActionError(RetCode.TaskNotCancellable);
  return toTask(cancelled, await defaultProjectId(ctx.db, ctx.caller.userId));
};

// src/gateway/actions/sms/conversations/getUSMSConversation.ts
import { and as and112, desc as desc29, eq as eq146, inArray as inArray41, lte as lte13 } from "drizzle-orm";

// src/gateway/actions/sms/conversations/conversationPhone.ts
function conversationPhone(raw) {
  return `+${raw.replace(/[\s-]/g, "").replace(/^\+/, "")}`;
}

// src/gateway/actions/sms/conversations/getUSMSConversation.ts
var getUSMSConversation = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const phone3 = conversationPhone(p.PhoneNumber);
  const replies = await ctx.db.select().from(smsReplies).where(and112(eq146(smsReplies.userId, userId), eq146(smsReplies.phone, phone3))).orderBy(desc29(smsReplies.receivedAt), desc29(smsReplies.id)).limit(p.Limit);
  const sends = await ctx.db.select({ id: smsMessages.id, sendAt: smsMessages.sendAt, submitAt: smsMessages.submitAt, state: smsMessages.state, receiptCode: smsMessages.receiptCode, taskId: smsTasks.taskId, content: smsTasks.content }).from(smsMessages).innerJoin(smsTasks, eq146(smsTasks.id, smsMessages.taskId)).where(and112(eq146(smsMessages.userId, userId), eq146(smsMessages.phone, phone3), lte13(smsMessages.sendAt, ctx.now))).orderBy(desc29(smsMessages.sendAt), desc29(smsMessages.id)).limit(p.Limit);
  const taskPks = [...new Set(replies.map((r) => r.taskId).filter((t) => t !== null))];
  const tasks = taskPks.length ? await ctx.db.select({ id: smsTasks.id, taskId: smsTasks.taskId }).from(smsTasks).where(and112(inArray41(smsTasks.id, taskPks), eq146(smsTasks.userId, userId))) : [];
  const taskIdOf = new Map(tasks.map((t) => [t.id, t.taskId]));
  const messages = [
    ...sends.map((s) => ({
      at: s.submitAt ?? s.sendAt,
      order: 0,
      m: {
        Direction: "Out",
        Id: String(s.id),
        Content: s.content,
        Time: toUnixSeconds(s.submitAt ?? s.sendAt),
        TaskId: s.taskId,
        SendResult: resultOfState(s.state),
        ReceiptCode: s.receiptCode ?? "",
        Read: true
      }
    })),
    ...replies.map((r) => ({
      at: r.receivedAt,
      order: 1,
      m: {
        Direction: "In",
        Id: String(r.id),
        Content: r.content,
        Time: toUnixSeconds(r.receivedAt),
        TaskId: r.taskId === null ? null : taskIdOf.get(r.taskId) ?? null,
        SendResult: null,
        ReceiptCode: "",
        Read: r.readAt !== null
      }
    }))
  ].sort((a, b) => a.at - b.at || a.order - b.order || Number(a.m.Id) - Number(b.m.Id)).slice(-p.Limit).map((x) => x.m);
  const optedOut = await optedOutAmong(ctx.db, userId, SMS_CHANNEL, [phone3]);
  return { PhoneNumber: phone3, OptedOut: optedOut.has(phone3), Unread: replies.filter((r) => r.readAt === null).length, Messages: messages };
};

// src/gateway/actions/sms/conversations/getUSMSConversationList.ts
import { and as and113, desc as desc30, eq as eq147, inArray as inArray42, lte as lte14, sql as sql50 } from "drizzle-orm";
var getUSMSConversationList = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const parts = [sql50`user_id = ${userId}`];
  if (p.PhoneNumber) parts.push(sql50`phone = ${conversationPhone(p.PhoneNumber)}`);
  if (p.Keyword !== void 0) {
    const digits = p.Keyword.replace(/\D/g, "");
    parts.push(digits ? sql50`phone like ${`%${digits}%`}` : sql50`false`);
  }
  const where = sql50.join(parts, sql50` and `);
  const having = p.UnreadOnly ? sql50`having count(*) filter (where read_at is null) > 0` : sql50``;
  const groups = resultRows(await ctx.db.execute(sql50`
    select phone, max(received_at) as last_at, count(*)::int as replies, (count(*) filter (where read_at is null))::int as unread
    from ${smsReplies} where ${where} group by phone ${having}
    order by last_at desc, phone limit ${p.Limit} offset ${p.Offset}`));
  const [totals] = resultRows(
    await ctx.db.execute(sql50`
      select count(*)::int as n, coalesce(sum(unread), 0)::int as unread from (
        select (count(*) filter (where read_at is null))::int as unread from ${smsReplies} where ${where} group by phone ${having}) g`)
  );
  const phones = groups.map((g) => g.phone);
  if (phones.length === 0) return { Total: Number(totals?.n ?? 0), Unread: Number(totals?.unread ?? 0), Conversations: [] };
  const mine2 = (extra) => and113(eq147(smsReplies.userId, userId), extra);
  const latestReplies = await ctx.db.selectDistinctOn([smsReplies.phone]).from(smsReplies).where(mine2(inArray42(smsReplies.phone, phones))).orderBy(smsReplies.phone, desc30(smsReplies.receivedAt), desc30(smsReplies.id));
  const latestSends = await ctx.db.selectDistinctOn([smsMessages.phone], { phone: smsMessages.phone, sendAt: smsMessages.sendAt, submitAt: smsMessages.submitAt, content: smsTasks.content }).from(smsMessages).innerJoin(smsTasks, eq147(smsTasks.id, smsMessages.taskId)).where(and113(eq147(smsMessages.userId, userId), inArray42(smsMessages.phone, phones), lte14(smsMessages.sendAt, ctx.now))).orderBy(smsMessages.phone, desc30(smsMessages.sendAt), desc30(smsMessages.id));
  const taskPks = [...new Set(latestReplies.map((r) => r.taskId).filter((t) => t !== null))];
  const tasks = taskPks.length ? await ctx.db.select({ id: smsTasks.id, taskId: smsTasks.taskId, name: smsTasks.name, sessionNo: smsTasks.sessionNo }).from(smsTasks).where(and113(inArray42(smsTasks.id, taskPks), eq147(smsTasks.userId, userId))) : [];
  const replyOf = new Map(latestReplies.map((r) => [r.phone, r]));
  const sendOf = new Map(latestSends.map((s) => [s.phone, s]));
  const taskOf = new Map(tasks.map((t) => [t.id, t]));
  const optedOut = await optedOutAmong(ctx.db, userId, SMS_CHANNEL, phones);
  const accountId = await defaultProjectId(ctx.db, userId);
  return {
    Total: Number(totals?.n ?? 0),
    Unread: Number(totals?.unread ?? 0),
    Conversations: groups.map((g) => {
      const reply = replyOf.get(g.phone);
      const send = sendOf.get(g.phone);
      const sendTime = send ? send.submitAt ?? send.sendAt : null;
      const outLater = send !== void 0 && sendTime !== null && sendTime > reply.receivedAt;
      const task = reply.taskId === null ? void 0 : taskOf.get(reply.taskId);
      return {
        PhoneNumber: g.phone,
        LastContent: outLater ? send.content : reply.content,
        LastTime: toUnixSeconds(outLater ? sendTime : reply.receivedAt),
        LastDirection: outLater ? "Out" : "In",
        LastReplyId: String(reply.id),
        Replies: Number(g.replies),
        Unread: Number(g.unread),
        TaskId: task?.taskId ?? null,
        TaskName: task?.name ?? "",
        AccountId: accountId,
        SessionNo: task?.sessionNo ?? null,
        OptedOut: optedOut.has(g.phone)
      };
    })
  };
};

// src/gateway/actions/sms/conversations/markUSMSConversationRead.ts
import { and as and114, eq as eq148, isNull as isNull16 } from "drizzle-orm";
var markUSMSConversationRead = async (p, ctx) => {
  const phone3 = conversationPhone(p.PhoneNumber);
  const rows = await ctx.db.update(smsReplies).set({ readAt: ctx.now }).where(and114(eq148(smsReplies.userId, ctx.caller.userId), eq148(smsReplies.phone, phone3), isNull16(smsReplies.readAt))).returning({ id: smsReplies.id });
  return { PhoneNumber: phone3, Marked: rows.length };
};

// src/gateway/actions/sms/conversations/optOutHandlers.ts
import { and as and115, count as count32, desc as desc31, eq as eq149 } from "drizzle-orm";
var getUSMSOptOutList = async (p, ctx) => {
  const parts = [eq149(messagingOptOuts.userId, ctx.caller.userId), eq149(messagingOptOuts.channel, SMS_CHANNEL)];
  if (p.PhoneNumber) parts.push(eq149(messagingOptOuts.address, conversationPhone(p.PhoneNumber)));
  const where = and115(...parts);
  const rows = await ctx.db.select().from(messagingOptOuts).where(where).orderBy(desc31(messagingOptOuts.createdAt), messagingOptOuts.address).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count32() }).from(messagingOptOuts).where(where);
  return {
    Total: total?.n ?? 0,
    OptOuts: rows.map((r) => ({ PhoneNumber: r.address, Source: r.source === "reply" ? "Reply" : "Manual", Keyword: r.keyword, CreateTime: toUnixSeconds(r.createdAt) }))
  };
};
var addUSMSOptOut = async (p, ctx) => {
  const parsed = parsePhone(conversationPhone(p.PhoneNumber));
  if (!parsed) throw new ActionError(RetCode.InvalidParams, ValidationText.PhoneInvalid);
  const added = await addOptOut(ctx.db, { userId: ctx.caller.userId, channel: SMS_CHANNEL, address: parsed.address, source: "manual", now: ctx.now });
  return { PhoneNumber: parsed.address, Added: added };
};
var deleteUSMSOptOut = async (p, ctx) => {
  const deleted = await removeOptOuts(ctx.db, ctx.caller.userId, SMS_CHANNEL, [...new Set(p.PhoneNumbers.map(conversationPhone))]);
  return { Deleted: deleted };
};

// src/gateway/actions/sms/createUSMSTemplate.ts
var createUSMSTemplate = async (p, ctx) => {
  const from = p.RecreateTemplateId ? await loadTemplate(ctx.db, ctx.caller.userId, p.RecreateTemplateId) : null;
  const [t] = await ctx.db.insert(smsTemplates).values({
    templateId: smsIds.template(),
    userId: ctx.caller.userId,
    name: p.TemplateName,
    purpose: p.Purpose,
    body: p.Template,
    remark: p.Remark,
    status: SmsTemplateStatus.InReview,
    recreatedFrom: from?.templateId ?? null,
    createdAt: ctx.now,
    updatedAt: ctx.now
  }).returning();
  await queueReview(ctx, t.id);
  return toTemplate(t);
};

// src/gateway/actions/sms/getBalance.ts
import { eq as eq150 } from "drizzle-orm";
var getBalance = async (p, ctx) => {
  const rows = await ctx.db.select({
    productType: wallets.productType,
    amount: wallets.amount,
    amountFree: wallets.amountFree,
    amountCredit: wallets.amountCredit,
    amountFreeze: wallets.amountFreeze
  }).from(wallets).where(eq150(wallets.userId, ctx.caller.userId));
  return accountBalance(rows, p.ProductType);
};

// src/gateway/actions/sms/getUSMSCallback.ts
import { eq as eq151 } from "drizzle-orm";
var getUSMSCallback = async (_p, ctx) => {
  const [s] = await ctx.db.select().from(smsCallbackSettings).where(eq151(smsCallbackSettings.userId, ctx.caller.userId));
  return { CallbackUrl: s?.url ?? "", Enabled: s?.enabled ?? false, Secret: s?.secret ?? "" };
};

// src/gateway/actions/sms/getUSMSExportSendRecordFile.ts
var getUSMSExportSendRecordFile = (p, ctx) => getExportRecordFile(p, ctx);

// src/gateway/actions/sms/getUSMSPreviewSmsContent.ts
var getUSMSPreviewSmsContent = async (p, ctx) => {
  const { text: text22 } = await resolveContent(ctx.db, ctx.caller.userId, p, { requirePassed: false });
  const s = countSegments(text22, p.CountryCode);
  const unit = p.CountryCode ? segmentPrice(p.CountryCode) : null;
  return { Content: text22, Encoding: s.encoding, Characters: s.characters, Segments: s.segments, PricePerRecipient: unit === null ? null : unit * s.segments };
};

// src/gateway/actions/sms/getUSMSReplyRecord.ts
import { and as and116, count as count33, desc as desc32, eq as eq152, gte as gte18, inArray as inArray43, lte as lte15 } from "drizzle-orm";
var getUSMSReplyRecord = async (p, ctx) => {
  checkTimeRange(p);
  const parts = [eq152(smsReplies.userId, ctx.caller.userId)];
  if (p.PhoneNumber) parts.push(eq152(smsReplies.phone, `+${p.PhoneNumber.replace(/^\+/, "")}`));
  if (p.StartTime !== void 0) parts.push(gte18(smsReplies.receivedAt, p.StartTime * 1e3));
  if (p.EndTime !== void 0) parts.push(lte15(smsReplies.receivedAt, p.EndTime * 1e3 + 999));
  const where = and116(...parts);
  const rows = await ctx.db.select().from(smsReplies).where(where).orderBy(desc32(smsReplies.receivedAt), desc32(smsReplies.id)).limit(p.Limit).offset(p.Offset);
  const [total] = await ctx.db.select({ n: count33() }).from(smsReplies).where(where);
  const taskPks = [...new Set(rows.map((r) => r.taskId).filter((t) => t !== null))];
  const tasks = taskPks.length ? await ctx.db.select({ id: smsTasks.id, taskId: smsTasks.taskId }).from(smsTasks).where(inArray43(smsTasks.id, taskPks)) : [];
  const taskIdOf = new Map(tasks.map((t) => [t.id, t.taskId]));
  return {
    Total: total?.n ?? 0,
    Records: rows.map((r) => ({
      ReplyId: String(r.id),
      PhoneNumber: r.phone,
      Content: r.content,
      TaskId: r.taskId === null ? null : taskIdOf.get(r.taskId) ?? null,
      ReceiveTime: toUnixSeconds(r.receivedAt),
      ReplyContent: r.replyContent,
      ReplyTime: r.repliedAt === null ? null : toUnixSeconds(r.repliedAt)
    }))
  };
};

// src/gateway/actions/sms/getUSMSTemplate.ts
var getUSMSTemplate = async (p, ctx) => toTemplate(await loadTemplate(ctx.db, ctx.caller.userId, p.TemplateId));

// src/gateway/actions/sms/previewUSMSTemplateInfo.ts
var previewUSMSTemplateInfo = async (p, ctx) => {
  const t = await loadTemplate(ctx.db, ctx.caller.userId, p.TemplateId);
  const s = countSegments(t.body, p.CountryCode);
  return { Template: toTemplate(t), Encoding: s.encoding, Characters: s.characters, Segments: s.segments };
};

// src/gateway/actions/sms/replyUSMSMO.ts
import { and as and117, eq as eq153 } from "drizzle-orm";
var replyUSMSMO = async (p, ctx) => {
  const id4 = Number(p.ReplyId);
  const [reply] = Number.isSafeInteger(id4) ? await ctx.db.select().from(smsReplies).where(and117(eq153(smsReplies.id, id4), eq153(smsReplies.userId, ctx.caller.userId))).for("update") : [];
  if (!reply) throw new ActionError(RetCode.ReplyNotFound);
  const task = await addUSMSSendTask(
    { PhoneNumbers: [reply.phone], Content: p.Content, SenderId: p.SenderId, TemplateParams: [], TimeZone: "UTC", Tags: ["reply"], IsTest: false, TaskName: "Reply" },
    ctx
  );
  await ctx.db.update(smsReplies).set({ replyContent: p.Content, replyTaskId: task.TaskId, repliedAt: ctx.now }).where(eq153(smsReplies.id, reply.id));
  return { TaskId: task.TaskId, ReplyId: String(reply.id) };
};

// src/gateway/actions/sms/ruleStore.ts
import { and as and118, count as count34, desc as desc33, eq as eq154 } from "drizzle-orm";
function ruleBase(r) {
  return { RuleId: r.ruleId, RuleName: r.name, Enabled: r.enabled, CreateTime: toUnixSeconds(r.createdAt), UpdateTime: toUnixSeconds(r.updatedAt) };
}
function ruleStore(kind) {
  const mine2 = (userId, ruleId2) => and118(eq154(smsRules.userId, userId), eq154(smsRules.kind, kind), eq154(smsRules.ruleId, ruleId2));
  return {
    async create(db, userId, name, enabled, settings, now) {
      const [r] = await db.insert(smsRules).values({ ruleId: smsIds.rule(), userId, kind, name, enabled, settings, createdAt: now, updatedAt: now }).returning();
      return r;
    },
    async update(db, userId, ruleId2, name, enabled, settings, now) {
      const [r] = await db.update(smsRules).set({ name, enabled, settings, alarmed: [], updatedAt: now }).where(mine2(userId, ruleId2)).returning();
      if (!r) throw new ActionError(RetCode.RuleNotFound);
      return r;
    },
    async get(db, userId, ruleId2) {
      const [r] = await db.select().from(smsRules).where(mine2(userId, ruleId2));
      if (!r) throw new ActionError(RetCode.RuleNotFound);
      return r;
    },
    async list(db, userId, offset, limit2) {
      const where = and118(eq154(smsRules.userId, userId), eq154(smsRules.kind, kind));
      const rows = await db.select().from(smsRules).where(where).orderBy(desc33(smsRules.createdAt), desc33(smsRules.id)).limit(limit2).offset(offset);
      const [total] = await db.select({ n: count34() }).from(smsRules).where(where);
      return { total: total?.n ?? 0, rows };
    },
    async remove(db, userId, ruleId2) {
      const rows = await db.delete(smsRules).where(mine2(userId, ruleId2)).returning({ id: smsRules.id });
      if (rows.length === 0) throw new ActionError(RetCode.RuleNotFound);
    }
  };
}

// src/gateway/actions/sms/sendCountAlarmRuleHandlers.ts
var store = ruleStore(ALARM_RULE_KIND);
function toRule(r) {
  const s = r.settings;
  return { ...ruleBase(r), DailyThreshold: s.DailyThreshold, MonthlyThreshold: s.MonthlyThreshold, NotifyEmails: s.NotifyEmails ?? [] };
}
var settingsOf = (p) => ({ DailyThreshold: p.DailyThreshold, MonthlyThreshold: p.MonthlyThreshold, NotifyEmails: p.NotifyEmails });
var create = async (p, ctx) => toRule(await store.create(ctx.db, ctx.caller.userId, p.RuleName, p.Enabled, settingsOf(p), ctx.now));
var update = async (p, ctx) => toRule(await store.update(ctx.db, ctx.caller.userId, p.RuleId, p.RuleName, p.Enabled, settingsOf(p), ctx.now));
var get = async (p, ctx) => toRule(await store.get(ctx.db, ctx.caller.userId, p.RuleId));
var describe = async (p, ctx) => {
  const { total, rows } = await store.list(ctx.db, ctx.caller.userId, p.Offset, p.Limit);
  return { Total: total, Rules: rows.map(toRule) };
};
var remove = async (p, ctx) => {
  await store.remove(ctx.db, ctx.caller.userId, p.RuleId);
  return {};
};
var sendCountAlarmRuleHandlers = {
  CreateUSMSSendCountAlarmRule: create,
  UpdateUSMSSendCountAlarmRule: update,
  GetUSMSSendCountAlarmRule: get,
  DescribeUSMSSendCountAlarmRule: describe,
  DeleteUSMSSendCountAlarmRule: remove
};

// src/gateway/actions/sms/sendLimitRuleHandlers.ts
var store2 = ruleStore(LIMIT_RULE_KIND);
function toRule2(r) {
  const s = r.settings;
  return { ...ruleBase(r), DailyTotal: s.DailyTotal, MonthlyTotal: s.MonthlyTotal, DailySingle: s.DailySingle, MonthlySingle: s.MonthlySingle };
}
var settingsOf2 = (p) => ({ DailyTotal: p.DailyTotal, MonthlyTotal: p.MonthlyTotal, DailySingle: p.DailySingle, MonthlySingle: p.MonthlySingle });
var create2 = async (p, ctx) => toRule2(await store2.create(ctx.db, ctx.caller.userId, p.RuleName, p.Enabled, settingsOf2(p), ctx.now));
var update2 = async (p, ctx) => toRule2(await store2.update(ctx.db, ctx.caller.userId, p.RuleId, p.RuleName, p.Enabled, settingsOf2(p), ctx.now));
var get2 = async (p, ctx) => toRule2(await store2.get(ctx.db, ctx.caller.userId, p.RuleId));
var describe2 = async (p, ctx) => {
  const { total, rows } = await store2.list(ctx.db, ctx.caller.userId, p.Offset, p.Limit);
  return { Total: total, Rules: rows.map(toRule2) };
};
var remove2 = async (p, ctx) => {
  await store2.remove(ctx.db, ctx.caller.userId, p.RuleId);
  return {};
};
var sendLimitRuleHandlers = {
  CreateUSMSSendLimitRule: create2,
  UpdateUSMSSendLimitRule: update2,
  GetUSMSSendLimitRule: get2,
  DescribeUSMSSendLimitRule: describe2,
  DeleteUSMSSendLimitRule: remove2
};

// src/gateway/actions/sms/setUSMSCallback.ts
var setUSMSCallback = async (p, ctx) => {
  const { callbackAllowHosts, callbackResolve } = ctx.config.sms;
  const refusal2 = await callbackUrlRefusal(p.CallbackUrl, { allowHosts: callbackAllowHosts, resolve: callbackResolve ?? systemResolver });
  if (refusal2) throw new ActionError(RetCode.InvalidParams, `CallbackUrl: ${refusal2}`);
  const [s] = await ctx.db.insert(smsCallbackSettings).values({ userId: ctx.caller.userId, url: p.CallbackUrl, secret: randomToken("whsec", 24), enabled: p.Enabled, updatedAt: ctx.now }).onConflictDoUpdate({ target: smsCallbackSettings.userId, set: { url: p.CallbackUrl, enabled: p.Enabled, updatedAt: ctx.now } }).returning();
  return { CallbackUrl: s.url, Enabled: s.enabled, Secret: s.secret };
};

// src/gateway/actions/sms/updateUSMSTemplate.ts
import { eq as eq155 } from "drizzle-orm";
var updateUSMSTemplate = async (p, ctx) => {
  const t = await loadTemplate(ctx.db, ctx.caller.userId, p.TemplateId);
  if (t.status === SmsTemplateStatus.InReview || t.status === SmsTemplateStatus.Disabled) throw new ActionError(RetCode.TemplateNotEditable);
  const [updated] = await ctx.db.update(smsTemplates).set({ name: p.TemplateName, purpose: p.Purpose, body: p.Template, remark: p.Remark, status: SmsTemplateStatus.InReview, rejectReason: "", updatedAt: ctx.now }).where(eq155(smsTemplates.id, t.id)).returning();
  await queueReview(ctx, t.id);
  return toTemplate(updated);
};

// src/gateway/actions/sms/index.ts
var smsHandlers = {
  GetBalance: getBalance,
  GetUSMSPrice: getUSMSPrice,
  GetUSMSPreviewSmsContent: getUSMSPreviewSmsContent,
  AddUSMSSendTask: addUSMSSendTask,
  GetUSMSSendTask: getUSMSSendTask,
  DescribeUSMSTaskStatus: describeUSMSTaskStatus,
  DescribeUSMSSendTaskStatistics: describeUSMSSendTaskStatistics,
  CancelUSMSSendTask: cancelUSMSSendTask,
  PreviewUSMSRetryTask: previewUSMSRetryTask,
  RetryUSMSSendTask: retryUSMSSendTask,
  GetUSMSTaskRecipients: getUSMSTaskRecipients,
  SaveUSMSTag: saveUSMSTag,
  GetUSMSSendRecord: getUSMSSendRecord,
  GetUSMSSendReceiptCodeStatistics: getUSMSSendReceiptCodeStatistics,
  GetUSMSSendStatistics: getUSMSSendStatistics,
  GetUSMSReplyRecord: getUSMSReplyRecord,
  ReplyUSMSMO: replyUSMSMO,
  GetUSMSTemplate: getUSMSTemplate,
  QueryUSMSTemplate: queryUSMSTemplate,
  CreateUSMSTemplate: createUSMSTemplate,
  UpdateUSMSTemplate: updateUSMSTemplate,
  DeleteUSMSTemplate: deleteUSMSTemplate,
  PreviewUSMSTemplateInfo: previewUSMSTemplateInfo,
  GetUSMSCallback: getUSMSCallback,
  SetUSMSCallback: setUSMSCallback,
  AddUSMSExportSendRecordTask: addUSMSExportSendRecordTask,
  GetUSMSExportSendRecord: getUSMSExportSendRecord,
  GetUSMSExportSendRecordFile: getUSMSExportSendRecordFile,
  GetUSMSConversationList: getUSMSConversationList,
  GetUSMSConversation: getUSMSConversation,
  MarkUSMSConversationRead: markUSMSConversationRead,
  GetUSMSOptOutList: getUSMSOptOutList,
  AddUSMSOptOut: addUSMSOptOut,
  DeleteUSMSOptOut: deleteUSMSOptOut,
  ...sendLimitRuleHandlers,
  ...sendCountAlarmRuleHandlers
};

// src/gateway/actions/socialProfile/connectSocialProfile.ts
import { and as and119, count as count35, eq as eq158 } from "drizzle-orm";

// src/gateway/actions/subscription/lockUser.ts
import { eq as eq156 } from "drizzle-orm";
async function lockUser(db, userId, requestTime) {
  await db.select({ id: users.id }).from(users).where(eq156(users.id, userId)).for("update");
  return Math.max(requestTime, Date.now());
}

// src/gateway/actions/socialProfile/listSocialProfiles.ts
import { asc as asc17, eq as eq157 } from "drizzle-orm";

// src/gateway/actions/socialProfile/profileQuota.ts
async function profileQuota(db, userId, now) {
  const active = await activePurchase(db, userId, now);
  const entry2 = active?.pkg.modWhitelist.find((m) => m.ProductMod === "SocialMediaAccountLimit");
  return entry2 ? Math.min(SOCIAL_ACCOUNTS_MAX, entry2.Quota) : 0;
}

// src/gateway/actions/socialProfile/listSocialProfiles.ts
function toSocialProfile(r) {
  return { ProfileId: r.id, PlatformType: r.platformType, Name: r.name, Email: r.email, CreateTime: toUnixSeconds(r.createdAt) };
}
var listSocialProfiles = async (_p, ctx) => {
  const rows = await ctx.db.select().from(socialProfiles).where(eq157(socialProfiles.userId, ctx.caller.userId)).orderBy(asc17(socialProfiles.id));
  const quota = await profileQuota(ctx.db, ctx.caller.userId, ctx.now);
  return {
    Profiles: rows.map(toSocialProfile),
    Quota: quota,
    OverQuota: rows.length > quota,
    Platforms: SocialPlatforms.map((p) => ({ PlatformType: p.PlatformType, Name: p.Name, Configured: oauthAdapterFor(ctx.config, p.provider) !== null }))
  };
};

// src/gateway/actions/socialProfile/platformProvider.ts
function platformProvider(platformType2) {
  const p = SocialPlatforms.find((x) => x.PlatformType === platformType2);
  if (!p) throw new Error(`unknown platform ${platformType2}`);
  return p.provider;
}
var profileStateOwner = (platformType2, userId) => `profile:${platformProvider(platformType2)}:${userId}`;

// src/gateway/actions/socialProfile/connectSocialProfile.ts
var connectSocialProfile = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const adapter = oauthAdapterFor(ctx.config, platformProvider(p.PlatformType));
  if (!adapter) throw new ActionError(RetCode.SocialProviderNotConfigured);
  const profile = await finishOAuth(ctx.db, adapter, { state: p.State, code: p.Code, owner: profileStateOwner(p.PlatformType, userId), now: ctx.now });
  await lockUser(ctx.db, userId, ctx.now);
  const [existing] = await ctx.db.select().from(socialProfiles).where(and119(eq158(socialProfiles.userId, userId), eq158(socialProfiles.platformType, p.PlatformType), eq158(socialProfiles.subject, profile.subject)));
  if (existing) throw new ActionError(RetCode.SocialProfileExists, void 0, void 0, { commit: true });
  const [used] = await ctx.db.select({ n: count35() }).from(socialProfiles).where(eq158(socialProfiles.userId, userId));
  if (Number(used?.n ?? 0) >= await profileQuota(ctx.db, userId, ctx.now)) throw new ActionError(RetCode.SocialProfilesOutOfQuota, void 0, void 0, { commit: true });
  const [row] = await ctx.db.insert(socialProfiles).values({ userId, platformType: p.PlatformType, subject: profile.subject, name: profile.name ?? profile.email ?? profile.subject, email: profile.email, createdAt: ctx.now }).returning();
  return toSocialProfile(row);
};

// src/gateway/actions/socialProfile/deleteSocialProfile.ts
import { and as and120, eq as eq159 } from "drizzle-orm";
var deleteSocialProfile = async (p, ctx) => {
  const gone = await ctx.db.delete(socialProfiles).where(and120(eq159(socialProfiles.id, p.ProfileId), eq159(socialProfiles.userId, ctx.caller.userId))).returning({ id: socialProfiles.id });
  if (gone.length === 0) throw new ActionError(RetCode.SocialProfileNotFound);
  return {};
};

// src/gateway/actions/socialProfile/getSocialProfileAuthUrl.ts
import { count as count36, eq as eq160 } from "drizzle-orm";
var getSocialProfileAuthUrl = async (p, ctx) => {
  const adapter = oauthAdapterFor(ctx.config, platformProvider(p.PlatformType));
  if (!adapter) throw new ActionError(RetCode.SocialProviderNotConfigured);
  const [used] = await ctx.db.select({ n: count36() }).from(socialProfiles).where(eq160(socialProfiles.userId, ctx.caller.userId));
  if (Number(used?.n ?? 0) >= await profileQuota(ctx.db, ctx.caller.userId, ctx.now)) throw new ActionError(RetCode.SocialProfilesOutOfQuota);
  const state = randomToken("sp", 24);
  await ctx.db.insert(oauthStates).values({ state: sha256(state), provider: profileStateOwner(p.PlatformType, ctx.caller.userId), redirectUri: p.RedirectUri, createdAt: ctx.now });
  return { Url: adapter.authorizationUrl(state, p.RedirectUri), State: state };
};

// src/gateway/actions/socialProfile/listSocialAccounts.ts
import { asc as asc18, eq as eq161 } from "drizzle-orm";
var listSocialAccounts = async (_p, ctx) => {
  const rows = await ctx.db.select().from(socialIdentities).where(eq161(socialIdentities.userId, ctx.caller.userId)).orderBy(asc18(socialIdentities.createdAt));
  const user = await requireUserById(ctx.db, ctx.caller.userId);
  return {
    Accounts: rows.map((r) => ({ Provider: r.provider, Email: r.email, CreateTime: toUnixSeconds(r.createdAt) })),
    HasPassword: user.passwordHash !== null
  };
};

// src/gateway/actions/socialProfile/unbindSocialAccount.ts
import { and as and121, eq as eq162 } from "drizzle-orm";
var unbindSocialAccount = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const [user] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq162(users.id, userId)).for("update");
  const bound = await ctx.db.select({ provider: socialIdentities.provider }).from(socialIdentities).where(eq162(socialIdentities.userId, userId));
  if (!bound.some((b) => b.provider === p.Provider)) throw new ActionError(RetCode.SocialAccountNotBound);
  if (!user?.passwordHash && bound.every((b) => b.provider === p.Provider)) throw new ActionError(RetCode.SocialAccountLastSignIn);
  await ctx.db.delete(socialIdentities).where(and121(eq162(socialIdentities.userId, userId), eq162(socialIdentities.provider, p.Provider)));
  return {};
};

// src/gateway/actions/socialProfile/index.ts
var socialProfileHandlers = {
  ListSocialAccounts: listSocialAccounts,
  UnbindSocialAccount: unbindSocialAccount,
  ListSocialProfiles: listSocialProfiles,
  GetSocialProfileAuthUrl: getSocialProfileAuthUrl,
  ConnectSocialProfile: connectSocialProfile,
  DeleteSocialProfile: deleteSocialProfile
};

// src/gateway/actions/subscription/buyFreeTrial.ts
import { and as and122, eq as eq163 } from "drizzle-orm";

// src/gateway/actions/subscription/addPeriod.ts
var DAY_MS2 = 864e5;
function daysInUtcMonth(year, month) {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}
function addPeriod(startMs, count42, unit) {
  if (unit === "day") return startMs + count42 * DAY_MS2;
  const months = unit === "year" ? count42 * 12 : count42;
  const d = new Date(startMs);
  const total = d.getUTCMonth() + months;
  const year = d.getUTCFullYear() + Math.floor(total / 12);
  const month = (total % 12 + 12) % 12;
  const day2 = Math.min(d.getUTCDate(), daysInUtcMonth(year, month));
  return Date.UTC(year, month, day2, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
}

// src/gateway/actions/subscription/insertPurchase.ts
async function insertPurchase(db, userId, pkg, terms, opts) {
  const [row] = await db.insert(subscriptionPurchases).values({
    userId,
    subscriptionNo: pkg.subscriptionNo,
    status: SubscriptionStatus.Active,
    free: pkg.free,
    period: terms.Period,
    periodUnit: terms.PeriodUnit,
    quantity: terms.Quantity,
    costAmount: opts.costAmount,
    createTime: opts.now,
    startTime: opts.startTime,
    endTime: addPeriod(opts.startTime, terms.Period * terms.Quantity, terms.PeriodUnit)
  }).returning();
  await invalidateUser(db, userId);
  await notify(db, {
    userId,
    kind: "PackagePurchased",
    params: { SubscriptionNo: pkg.subscriptionNo, EnName: pkg.enName, CnName: pkg.cnName, EndTime: toUnixSeconds(row.endTime) },
    link: "/subscription",
    now: opts.now
  });
  return row;
}

// src/gateway/actions/subscription/toBuyRecord.ts
function toBuyRecord(p, pkg, now) {
  const expired = p.status === SubscriptionStatus.Active && p.endTime <= now;
  return {
    Id: p.id,
    Status: expired ? SubscriptionStatus.Expired : p.status,
    SubscriptionNo: p.subscriptionNo,
    CnName: pkg.cnName,
    EnName: pkg.enName,
    Free: p.free,
    Period: p.period,
    PeriodUnit: p.periodUnit,
    CostAmount: p.costAmount,
    CreateTime: toUnixSeconds(p.createTime),
    EndTime: toUnixSeconds(p.endTime),
    ModWhitelist: pkg.modWhitelist,
    Quantity: p.quantity
  };
}

// src/gateway/actions/subscription/buyFreeTrial.ts
async function buyFreeTrial(db, userId, pkg, terms, active, now) {
  const [used] = await db.select({ id: subscriptionPurchases.id }).from(subscriptionPurchases).where(and122(eq163(subscriptionPurchases.userId, userId), eq163(subscriptionPurchases.free, true))).limit(1);
  if (used) throw new ActionError(RetCode.FreePackageUsed);
  if (active.length > 0) throw new ActionError(RetCode.PackageActive, { key: "PackageAlreadyActive" });
  const row = await insertPurchase(db, userId, pkg, terms, { costAmount: 0, startTime: now, now });
  return toBuyRecord(row, pkg, now);
}

// src/gateway/actions/subscription/chargePurchase.ts
import { eq as eq164 } from "drizzle-orm";
async function chargePurchase(db, userId, purchaseId, total, now, invoice) {
  await debitWallet(db, userId, MAIN_WALLET, total, { kind: "subscription", reference: `purchase:${purchaseId}`, now });
  if (invoice && total > 0) {
    await issueInvoice(db, { userId, kind: "Subscription", reference: `purchase:${purchaseId}`, subtotal: total - invoice.taxes, taxes: invoice.taxes, paidBy: "Account balance", lines: invoice.lines, now });
  }
  await db.update(users).set({ upgrade: true }).where(eq164(users.id, userId));
  await invalidateUser(db, userId);
}

// src/gateway/actions/subscription/composeQuote.ts
function composeQuote(subtotal, unused, taxRateBasisPoints) {
  const credit = Math.min(Math.max(unused, 0), subtotal);
  const taxable = subtotal - credit;
  const taxes = mulDiv(taxable, taxRateBasisPoints, 1e4);
  return { Subtotal: subtotal, Credit: credit, Taxes: taxes, Total: taxable + taxes };
}

// src/gateway/actions/subscription/loadPackage.ts
import { and as and123, eq as eq165 } from "drizzle-orm";
async function loadPackage(db, subscriptionNo) {
  const [row] = await db.select().from(subscriptionPackages).where(and123(eq165(subscriptionPackages.subscriptionNo, subscriptionNo), eq165(subscriptionPackages.onSale, true)));
  if (!row) throw new ActionError(RetCode.PackageNotAvailable);
  return row;
}

// src/gateway/actions/subscription/replacePurchases.ts
import { inArray as inArray44 } from "drizzle-orm";
async function replacePurchases(db, ids) {
  if (ids.length === 0) return;
  await db.update(subscriptionPurchases).set({ status: SubscriptionStatus.Replaced }).where(inArray44(subscriptionPurchases.id, [...ids]));
}

// src/gateway/actions/subscription/priceFor.ts
function priceFor(priceList2, period, unit, quantity) {
  const fits = priceList2.filter((p) => p.PeriodUnit === unit && p.Period > 0 && period % p.Period === 0).sort((a, b) => b.Period - a.Period);
  const best = fits[0];
  if (!best) return null;
  return best.Amount * (period / best.Period) * quantity;
}
function offeredPeriods(priceList2) {
  return priceList2.map((p) => `${p.Period} ${p.PeriodUnit}`).join(", ");
}

// src/gateway/actions/subscription/requireSubtotal.ts
function requireSubtotal(pkg, t) {
  const exact = pkg.priceList.some((p) => p.Period === t.Period && p.PeriodUnit === t.PeriodUnit);
  const subtotal = priceFor(pkg.priceList, t.Period, t.PeriodUnit, t.Quantity);
  if (subtotal === null || pkg.free && (!exact || t.Quantity !== 1)) {
    const how = pkg.free ? "exactly" : "a multiple of";
    throw new ActionError(RetCode.InvalidParams, `Period: ${pkg.enName} is sold for ${how} ${offeredPeriods(pkg.priceList)}`);
  }
  return subtotal;
}

// src/gateway/actions/subscription/buySubscriptionPackage.ts
var buySubscriptionPackage = async (params, ctx) => {
  const { db } = ctx;
  const userId = ctx.caller.userId;
  const now = await lockUser(db, userId, ctx.now);
  const pkg = await loadPackage(db, params.SubscriptionNo);
  const subtotal = requireSubtotal(pkg, params);
  const active = await activePurchases(db, userId, now);
  if (pkg.free) return buyFreeTrial(db, userId, pkg, params, active, now);
  const paid = active.filter((a) => !a.purchase.free);
  const current = paid.at(-1);
  if (current && current.pkg.subscriptionNo !== pkg.subscriptionNo) {
    if (pkg.rank > current.pkg.rank) throw new ActionError(RetCode.PackageActive);
    throw new ActionError(RetCode.UpgradeNotHigher);
  }
  await replacePurchases(db, active.filter((a) => a.purchase.free).map((a) => a.purchase.id));
  const { Total, Taxes } = composeQuote(subtotal, 0, ctx.config.taxRateBasisPoints);
  const startTime = current ? current.purchase.endTime : now;
  const row = await insertPurchase(db, userId, pkg, params, { costAmount: Total, startTime, now });
  const line = { description: `${pkg.enName} ${pkg.cnName}: ${params.Period * params.Quantity} ${params.PeriodUnit}(s)`, quantity: params.Quantity, amount: subtotal };
  await chargePurchase(db, userId, row.id, Total, now, { lines: [line], taxes: Taxes });
  return toBuyRecord(row, pkg, now);
};

// src/gateway/actions/subscription/describeSubscriptionBuyRecord.ts
import { asc as asc19, count as count37, desc as desc34, eq as eq166 } from "drizzle-orm";
var orderColumns = { CreateTime: subscriptionPurchases.createTime, EndTime: subscriptionPurchases.endTime };
var describeSubscriptionBuyRecord = async (params, ctx) => {
  const mine2 = eq166(subscriptionPurchases.userId, ctx.caller.userId);
  const dir = params.OrderType === "asc" ? asc19 : desc34;
  const rows = await ctx.db.select({ purchase: subscriptionPurchases, pkg: subscriptionPackages }).from(subscriptionPurchases).innerJoin(subscriptionPackages, eq166(subscriptionPackages.subscriptionNo, subscriptionPurchases.subscriptionNo)).where(mine2).orderBy(dir(orderColumns[params.OrderBy]), dir(subscriptionPurchases.id)).limit(params.NumPerPage).offset(params.Offset);
  const [total] = await ctx.db.select({ n: count37() }).from(subscriptionPurchases).where(mine2);
  return {
    Total: total?.n ?? 0,
    Records: rows.map((r) => toBuyRecord(r.purchase, r.pkg, ctx.now))
  };
};

// src/gateway/actions/subscription/describeSubscriptionPackage.ts
import { asc as asc20, eq as eq167 } from "drizzle-orm";

// src/gateway/actions/subscription/toPackage.ts
function toPackage(row) {
  return {
    SubscriptionNo: row.subscriptionNo,
    CnName: row.cnName,
    EnName: row.enName,
    Free: row.free,
    Rank: row.rank,
    PriceList: row.priceList,
    ModWhitelist: row.modWhitelist
  };
}

// src/gateway/actions/subscription/describeSubscriptionPackage.ts
var describeSubscriptionPackage = async (_params, ctx) => {
  const rows = await ctx.db.select().from(subscriptionPackages).where(eq167(subscriptionPackages.onSale, true)).orderBy(asc20(subscriptionPackages.rank), asc20(subscriptionPackages.subscriptionNo));
  return { Packages: rows.map(toPackage) };
};

// src/gateway/actions/subscription/unusedCredit.ts
function unusedCredit(spans, now) {
  let credit = 0;
  for (const s of spans) {
    const length = s.endTime - s.startTime;
    if (length <= 0 || s.endTime <= now) continue;
    const left = s.endTime - Math.max(s.startTime, now);
    credit += mulDiv(s.costAmount, left, length);
  }
  return credit;
}

// src/gateway/actions/subscription/upgradeCreditOf.ts
function upgradeCreditOf(active, now) {
  const spans = active.filter((a) => !a.purchase.free).map(({ purchase: p, pkg }) => ({
    costAmount: priceFor(pkg.priceList, p.period, p.periodUnit, p.quantity) ?? p.costAmount,
    startTime: p.startTime,
    endTime: p.endTime
  }));
  return unusedCredit(spans, now);
}

// src/gateway/actions/subscription/getSubscriptionPackagePrice.ts
var getSubscriptionPackagePrice = async (params, ctx) => {
  const pkg = await loadPackage(ctx.db, params.SubscriptionNo);
  const subtotal = requireSubtotal(pkg, params);
  const unused = params.Upgrade ? upgradeCreditOf(await activePurchases(ctx.db, ctx.caller.userId, ctx.now), ctx.now) : 0;
  return {
    SubscriptionNo: pkg.subscriptionNo,
    Period: params.Period,
    PeriodUnit: params.PeriodUnit,
    Quantity: params.Quantity,
    ...composeQuote(subtotal, unused, ctx.config.taxRateBasisPoints)
  };
};

// src/gateway/actions/subscription/upgradeSubscriptionPackage.ts
var upgradeSubscriptionPackage = async (params, ctx) => {
  const { db } = ctx;
  const userId = ctx.caller.userId;
  const now = await lockUser(db, userId, ctx.now);
  const pkg = await loadPackage(db, params.SubscriptionNo);
  const subtotal = requireSubtotal(pkg, params);
  const active = await activePurchases(db, userId, now);
  if (active.length === 0) throw new ActionError(RetCode.NoActivePackage);
  const currentRank = Math.max(...active.map((a) => a.pkg.rank));
  if (pkg.free || pkg.rank <= currentRank) throw new ActionError(RetCode.UpgradeNotHigher);
  const unused = upgradeCreditOf(active, now);
  const quote = composeQuote(subtotal, unused, ctx.config.taxRateBasisPoints);
  await replacePurchases(db, active.map((a) => a.purchase.id));
  const row = await insertPurchase(db, userId, pkg, params, { costAmount: quote.Total, startTime: now, now });
  const lines = [{ description: `Upgrade to ${pkg.enName} ${pkg.cnName}: ${params.Period * params.Quantity} ${params.PeriodUnit}(s)`, quantity: params.Quantity, amount: quote.Subtotal }];
  if (quote.Credit > 0) lines.push({ description: "Credit for the unused time of the previous package", quantity: 1, amount: -quote.Credit });
  await chargePurchase(db, userId, row.id, quote.Total, now, { lines, taxes: quote.Taxes });
  const excess = unused - quote.Credit;
  if (excess > 0) {
    await creditWallet(db, userId, MAIN_WALLET, { amount: excess }, { kind: "refund", reference: `purchase:${row.id}`, now });
  }
  return toBuyRecord(row, pkg, now);
};

// src/gateway/actions/subscription/index.ts
var subscriptionHandlers = {
  DescribeSubscriptionPackage: describeSubscriptionPackage,
  GetSubscriptionPackagePrice: getSubscriptionPackagePrice,
  DescribeSubscriptionBuyRecord: describeSubscriptionBuyRecord,
  BuySubscriptionPackage: buySubscriptionPackage,
  UpgradeSubscriptionPackage: upgradeSubscriptionPackage
};

// src/gateway/actions/ticket/createComment.ts
import { eq as eq170 } from "drizzle-orm";

// src/gateway/tickets/attachPictures.ts
import { and as and124, count as count38, eq as eq168, inArray as inArray45, isNull as isNull17 } from "drizzle-orm";
async function attachPictures(db, ids, to) {
  if (ids.length === 0) return;
  const [have] = await db.select({ n: count38() }).from(ticketAttachments).where(eq168(ticketAttachments.ticketId, to.ticketId));
  if (Number(have?.n ?? 0) + ids.length > TICKET_PICTURES_MAX) throw new ActionError(RetCode.TicketPicturesOverLimit);
  const claimed = await db.update(ticketAttachments).set({ ticketId: to.ticketId, commentId: to.commentId }).where(and124(inArray45(ticketAttachments.id, [...ids]), eq168(ticketAttachments.userId, to.userId), isNull17(ticketAttachments.ticketId))).returning({ id: ticketAttachments.id });
  if (claimed.length !== ids.length) throw new ActionError(RetCode.AttachFileNotFound);
}

// src/gateway/tickets/loadTicket.ts
import { and as and125, eq as eq169 } from "drizzle-orm";
async function loadTicket(db, ticketId2, opts = {}) {
  const where = opts.ownerId === void 0 ? eq169(tickets.id, ticketId2) : and125(eq169(tickets.id, ticketId2), eq169(tickets.userId, opts.ownerId));
  const query = db.select().from(tickets).where(where);
  const [row] = opts.lock ? await query.for("update") : await query;
  if (!row) throw new ActionError(RetCode.TicketNotFound);
  return row;
}

// src/gateway/actions/ticket/createComment.ts
var createComment = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const ticket = await loadTicket(ctx.db, p.TicketId, { ownerId: userId, lock: true });
  if (ticket.status === TicketStatus.Closed) throw new ActionError(RetCode.TicketClosed);
  const [comment] = await ctx.db.insert(ticketComments).values({ ticketId: ticket.id, fromStaff: false, authorId: userId, body: p.Content, createdAt: ctx.now }).returning({ id: ticketComments.id });
  await attachPictures(ctx.db, p.AttachFileIds, { userId, ticketId: ticket.id, commentId: comment.id });
  await ctx.db.update(tickets).set({ status: TicketStatus.InReview, updatedAt: ctx.now, userReadAt: ctx.now }).where(eq170(tickets.id, ticket.id));
  return { CommentId: comment.id, Status: TicketStatus.InReview };
};

// src/gateway/actions/ticket/createTicket.ts
var createTicket = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const [ticket] = await ctx.db.insert(tickets).values({ userId, category: p.Category, title: p.Title, status: TicketStatus.InReview, createdAt: ctx.now, updatedAt: ctx.now, userReadAt: ctx.now }).returning({ id: tickets.id });
  const [comment] = await ctx.db.insert(ticketComments).values({ ticketId: ticket.id, fromStaff: false, authorId: userId, body: p.Content, createdAt: ctx.now }).returning({ id: ticketComments.id });
  await attachPictures(ctx.db, p.AttachFileIds, { userId, ticketId: ticket.id, commentId: comment.id });
  return { TicketId: ticket.id };
};

// src/gateway/actions/ticket/getCDPTags.ts
var names = {
  SMS: ["SMS", "\u77ED\u4FE1"],
  EMAIL: ["EMAIL", "\u90AE\u4EF6"],
  WhatsApp: ["WhatsApp", "WhatsApp"],
  Billing: ["Billing", "\u8D26\u5355"],
  Account: ["Account", "\u8D26\u53F7"],
  Others: ["Others", "\u5176\u4ED6"]
};
var tags = TicketCategories.map((Key) => ({ Key, EnName: names[Key][0], CnName: names[Key][1] }));
var getCDPTags = async () => ({ Tags: tags });

// src/gateway/actions/ticket/getNewReplyList.ts
import { and as and126, asc as asc21, eq as eq171, gt as gt6 } from "drizzle-orm";
var getNewReplyList = async (_params, ctx) => {
  const rows = await ctx.db.selectDistinct({ id: tickets.id }).from(tickets).innerJoin(ticketComments, eq171(ticketComments.ticketId, tickets.id)).where(and126(eq171(tickets.userId, ctx.caller.userId), eq171(ticketComments.fromStaff, true), gt6(ticketComments.createdAt, tickets.userReadAt))).orderBy(asc21(tickets.id));
  return { Total: rows.length, TicketIds: rows.map((r) => r.id) };
};

// src/gateway/actions/ticket/getTicketInfo.ts
import { and as and128, eq as eq173, lt as lt11 } from "drizzle-orm";

// src/gateway/tickets/ticketRows.ts
import { and as and127, asc as asc22, count as count39, desc as desc35, eq as eq172, ilike as ilike8, inArray as inArray46, or as or15, sql as sql51 } from "drizzle-orm";

// src/gateway/tickets/ticketFiles.ts
import { join as join6 } from "node:path";
var TICKET_FILE_PREFIX = "/ticket-file/";
var ID_RE = /^[A-Za-z0-9_-]{22}$/;
var KEY_RE = /^[A-Za-z0-9_-]{43}$/;
var ticketFileDir = (uploadDir) => join6(uploadDir, "tickets");
var ticketFilePath = (uploadDir, id4, thumb) => join6(ticketFileDir(uploadDir), thumb ? `${id4}.thumb` : id4);
var ticketFileUrl = (id4, key2) => `${TICKET_FILE_PREFIX}${id4}/${key2}`;
var ticketThumbUrl = (id4, key2) => `${TICKET_FILE_PREFIX}${id4}/${key2}/thumb`;
function parseTicketFilePath(path) {
  const parts = path.slice(TICKET_FILE_PREFIX.length).split("/");
  const [id4, key2, variant] = parts;
  if (parts.length > 3 || !id4 || !key2 || !ID_RE.test(id4) || !KEY_RE.test(key2)) return null;
  if (variant !== void 0 && variant !== "thumb") return null;
  return { id: id4, key: key2, thumb: variant === "thumb" };
}

// src/gateway/tickets/ticketRows.ts
var hasNewReply = sql51`exists (select 1 from ${ticketComments} c where c.ticket_id = ${tickets.id} and c.from_staff and c.created_at > ${tickets.userReadAt})`;
var commentCount = sql51`(select count(*) from ${ticketComments} c where c.ticket_id = ${tickets.id})`.mapWith(Number);
function toTicket(row) {
  return {
    TicketId: row.id,
    Title: row.title,
    Category: row.category,
    Status: row.status,
    CreateTime: toUnixSeconds(row.createdAt),
    UpdateTime: toUnixSeconds(row.updatedAt),
    CommentCount: row.comments,
    NewReply: Boolean(row.newReply)
  };
}
var escapeLike5 = (s) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
function whereOf(f) {
  const parts = [];
  if (f.ownerId !== void 0) parts.push(eq172(tickets.userId, f.ownerId));
  if (f.Status !== void 0) parts.push(eq172(tickets.status, f.Status));
  if (f.Category !== void 0) parts.push(eq172(tickets.category, f.Category));
  if (f.Keyword) {
    const like = `%${escapeLike5(f.Keyword)}%`;
    parts.push(or15(ilike8(tickets.title, like), ilike8(users.email, like)));
  }
  return parts.length ? and127(...parts) : void 0;
}
async function listTickets(db, f, page9, order) {
  const where = whereOf(f);
  const rows = await db.select({ ticket: tickets, newReply: hasNewReply, comments: commentCount, email: users.email, name: users.displayName }).from(tickets).innerJoin(users, eq172(users.id, tickets.userId)).where(where).orderBy(order === "recent" ? desc35(tickets.updatedAt) : asc22(tickets.updatedAt), order === "recent" ? desc35(tickets.id) : asc22(tickets.id)).limit(page9.Limit).offset(page9.Offset);
  const [total] = await db.select({ n: count39() }).from(tickets).innerJoin(users, eq172(users.id, tickets.userId)).where(where);
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((r) => ({ ticket: toTicket({ ...r.ticket, newReply: r.newReply, comments: r.comments }), email: r.email, name: r.name, userId: r.ticket.userId }))
  };
}
function toAttachment(a) {
  return {
    AttachFileId: a.id,
    FileName: a.fileName,
    FileType: a.fileType,
    Width: a.width,
    Height: a.height,
    FileSize: a.size,
    URL: ticketFileUrl(a.id, a.fileKey),
    ThumbURL: ticketThumbUrl(a.id, a.fileKey)
  };
}
async function ticketInfo(db, row) {
  const comments = await db.select({ c: ticketComments, name: users.displayName }).from(ticketComments).leftJoin(users, eq172(users.id, ticketComments.authorId)).where(eq172(ticketComments.ticketId, row.id)).orderBy(asc22(ticketComments.id));
  const pictures = comments.length ? await db.select().from(ticketAttachments).where(inArray46(ticketAttachments.commentId, comments.map((c) => c.c.id))).orderBy(asc22(ticketAttachments.createdAt), asc22(ticketAttachments.id)) : [];
  const thread = comments.map(({ c, name }) => ({
    CommentId: c.id,
    FromStaff: c.fromStaff,
    AuthorName: name ?? "",
    Content: c.body,
    CreateTime: toUnixSeconds(c.createdAt),
    Attachments: pictures.filter((p) => p.commentId === c.id).map(toAttachment)
  }));
  const newReply = comments.some(({ c }) => c.fromStaff && c.createdAt > row.userReadAt);
  return {
    ...toTicket({ ...row, newReply, comments: comments.length }),
    Comments: thread,
    PicturesLeft: Math.max(0, TICKET_PICTURES_MAX - pictures.length)
  };
}

// src/gateway/actions/ticket/getTicketInfo.ts
var getTicketInfo = async (p, ctx) => {
  const row = await loadTicket(ctx.db, p.TicketId, { ownerId: ctx.caller.userId });
  const info = await ticketInfo(ctx.db, row);
  if (info.NewReply) {
    await ctx.db.update(tickets).set({ userReadAt: ctx.now }).where(and128(eq173(tickets.id, row.id), lt11(tickets.userReadAt, ctx.now)));
  }
  return info;
};

// src/gateway/actions/ticket/getTicketList.ts
var getTicketList = async (p, ctx) => {
  const { total, rows } = await listTickets(ctx.db, { ownerId: ctx.caller.userId, Status: p.Status, Category: p.Category }, p, "recent");
  return { Total: total, Tickets: rows.map((r) => r.ticket) };
};

// src/gateway/actions/ticket/operatorGetTicketInfo.ts
import { eq as eq174 } from "drizzle-orm";
var operatorGetTicketInfo = async (p, ctx) => {
  const row = await loadTicket(ctx.db, p.TicketId);
  const [customer] = await ctx.db.select({ email: users.email, name: users.displayName }).from(users).where(eq174(users.id, row.userId));
  return { ...await ticketInfo(ctx.db, row), CustomerEmail: customer?.email ?? "", CustomerName: customer?.name ?? "", CustomerId: row.userId };
};

// src/gateway/actions/ticket/operatorGetTicketList.ts
var operatorGetTicketList = async (p, ctx) => {
  const { total, rows } = await listTickets(ctx.db, { Status: p.Status, Category: p.Category, Keyword: p.Keyword }, p, "waiting");
  return { Total: total, Tickets: rows.map((r) => ({ ...r.ticket, CustomerEmail: r.email, CustomerName: r.name, CustomerId: r.userId })) };
};

// src/gateway/actions/ticket/operatorReplyTicket.ts
import { eq as eq175 } from "drizzle-orm";

// src/gateway/tickets/ticketReplyMail.ts
var STATUS_WORDS = {
  [TicketStatus.InReview]: "In Review",
  [TicketStatus.Pending]: "Pending (waiting for your answer)",
  [TicketStatus.OnHold]: "On-hold",
  [TicketStatus.Solved]: "Solved",
  [TicketStatus.Closed]: "Closed"
};
function ticketReplyMail(t, reply, status, publicUrl) {
  return {
    subject: `Support replied to your ticket #${t.id}: ${t.title}`.slice(0, 200),
    body: `Our support team replied to your ticket #${t.id} "${t.title}":

${reply}

The ticket is now ${STATUS_WORDS[status]}. Read the whole thread and answer at ${publicUrl}/setting/work-order/${t.id}

You get this e-mail at the notification addresses of your account settings (/setting/user-setting).`
  };
}

// src/gateway/actions/ticket/operatorReplyTicket.ts
var operatorReplyTicket = async (p, ctx) => {
  const ticket = await loadTicket(ctx.db, p.TicketId, { lock: true });
  if (ticket.status === TicketStatus.Closed) throw new ActionError(RetCode.TicketClosed);
  const [comment] = await ctx.db.insert(ticketComments).values({ ticketId: ticket.id, fromStaff: true, authorId: ctx.caller.userId, body: p.Content, createdAt: ctx.now }).returning({ id: ticketComments.id });
  await ctx.db.update(tickets).set({ status: p.Status, updatedAt: ctx.now }).where(eq175(tickets.id, ticket.id));
  await queueNotificationMail(ctx.db, ticket.userId, ticketReplyMail(ticket, p.Content, p.Status, ctx.config.publicUrl), ctx.now);
  ctx.afterCommit(() => ctx.flushOutbound());
  return { CommentId: comment.id, Status: p.Status };
};

// src/gateway/actions/ticket/operatorSetTicketStatus.ts
import { eq as eq176 } from "drizzle-orm";
var operatorSetTicketStatus = async (p, ctx) => {
  const ticket = await loadTicket(ctx.db, p.TicketId, { lock: true });
  if (ticket.status === TicketStatus.Closed && p.Status !== TicketStatus.Closed) throw new ActionError(RetCode.TicketClosed);
  if (ticket.status !== p.Status) await ctx.db.update(tickets).set({ status: p.Status, updatedAt: ctx.now }).where(eq176(tickets.id, ticket.id));
  return { TicketId: ticket.id, Status: p.Status };
};

// src/gateway/actions/ticket/solvedTicket.ts
import { eq as eq177 } from "drizzle-orm";
var solvedTicket = async (p, ctx) => {
  const ticket = await loadTicket(ctx.db, p.TicketId, { ownerId: ctx.caller.userId, lock: true });
  if (ticket.status === TicketStatus.Closed) throw new ActionError(RetCode.TicketClosed);
  if (ticket.status !== TicketStatus.Solved) {
    await ctx.db.update(tickets).set({ status: TicketStatus.Solved, updatedAt: ctx.now, userReadAt: ctx.now }).where(eq177(tickets.id, ticket.id));
  }
  return { TicketId: ticket.id, Status: TicketStatus.Solved };
};

// src/gateway/actions/ticket/uploadAttachFile.ts
import { randomBytes as randomBytes16 } from "node:crypto";
import { mkdir as mkdir2, readFile as readFile3, rename as rename2, rm as rm2, writeFile } from "node:fs/promises";
import { and as and129, eq as eq178 } from "drizzle-orm";

// src/gateway/tickets/reencodePicture.ts
import sharp from "sharp";
sharp.cache(false);
var MAX_PICTURE_PIXELS = 4e7;
var PictureUnreadableError = class extends Error {
};
async function reencodePicture(input, detected) {
  try {
    const base = sharp(input, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: "error" }).rotate();
    const full = base.clone();
    const encoded = detected === "jpeg" ? full.jpeg({ quality: 85 }) : detected === "webp" ? full.webp({ quality: 85 }) : full.png({ compressionLevel: 6 });
    const type2 = detected === "jpeg" ? "image/jpeg" : detected === "webp" ? "image/webp" : "image/png";
    const [{ data, info }, thumb] = await Promise.all([
      encoded.toBuffer({ resolveWithObject: true }),
      base.clone().resize(TICKET_THUMB_PX, TICKET_THUMB_PX, { fit: "inside", withoutEnlargement: true }).webp({ quality: 80 }).toBuffer()
    ]);
    return { data, type: type2, width: info.width, height: info.height, thumb, thumbType: "image/webp" };
  } catch (err) {
    throw new PictureUnreadableError(err.message);
  }
}

// src/gateway/actions/ticket/uploadAttachFile.ts
async function writeAtomically(path, data) {
  const temp = `${path}.part-${randomBytes16(6).toString("hex")}`;
  await writeFile(temp, data, { mode: 384, flag: "wx" });
  await rename2(temp, path);
}
var alreadyDone = (db, fileId, userId) => db.select().from(ticketAttachments).where(and129(eq178(ticketAttachments.sourceFileId, fileId), eq178(ticketAttachments.userId, userId)));
var uploadAttachFile = async (p, ctx) => {
  const db = ctx.db;
  const userId = ctx.caller.userId;
  const [done] = await alreadyDone(db, p.FileId, userId);
  if (done) return toAttachment(done);
  const [upload] = await db.select().from(mediaFiles).where(and129(eq178(mediaFiles.id, p.FileId), eq178(mediaFiles.userId, userId)));
  if (!upload || upload.storedAt === null) throw new ActionError(RetCode.AttachFileNotFound);
  if (upload.kind !== "ticket-image") throw new ActionError(RetCode.UploadTypeNotAllowed);
  const uploadDir = ctx.config.uploadDir;
  const bytes = await readFile3(storedFile(uploadDir, upload.id)).catch(() => null);
  if (!bytes) throw new ActionError(RetCode.AttachFileNotFound);
  const detected = detectFileType(bytes);
  const allowed = uploadRule("ticket-image").types ?? [];
  if (!detected || !allowed.includes(detected)) throw new ActionError(RetCode.UploadTypeMismatch);
  let picture;
  try {
    picture = await reencodePicture(bytes, detected);
  } catch (err) {
    if (err instanceof PictureUnreadableError) throw new ActionError(RetCode.AttachFileUnreadable);
    throw err;
  }
  const id4 = randomBytes16(16).toString("base64url");
  const files = [ticketFilePath(uploadDir, id4, false), ticketFilePath(uploadDir, id4, true)];
  const removeFiles = () => Promise.all(files.map((f) => rm2(f, { force: true })));
  await mkdir2(ticketFileDir(uploadDir), { recursive: true });
  await writeAtomically(files[0], picture.data);
  await writeAtomically(files[1], picture.thumb);
  let outcome;
  try {
    outcome = await db.transaction(async (tx) => {
      const [locked] = await tx.select({ id: mediaFiles.id }).from(mediaFiles).where(and129(eq178(mediaFiles.id, upload.id), eq178(mediaFiles.userId, userId))).for("update");
      if (!locked) {
        const [earlier] = await tx.select().from(ticketAttachments).where(and129(eq178(ticketAttachments.sourceFileId, upload.id), eq178(ticketAttachments.userId, userId)));
        if (!earlier) throw new ActionError(RetCode.AttachFileNotFound);
        return { row: earlier, mine: false };
      }
      const [row] = await tx.insert(ticketAttachments).values({
        id: id4,
        userId,
        sourceFileId: upload.id,
        fileName: upload.fileName,
        fileType: picture.type,
        width: picture.width,
        height: picture.height,
        size: picture.data.length,
        thumbType: picture.thumbType,
        thumbSize: picture.thumb.length,
        fileKey: randomBytes16(32).toString("base64url"),
        createdAt: ctx.now
      }).returning();
      await tx.delete(mediaFiles).where(eq178(mediaFiles.id, upload.id));
      return { row, mine: true };
    });
  } catch (err) {
    await removeFiles();
    throw err;
  }
  if (!outcome.mine) {
    await removeFiles();
    return toAttachment(outcome.row);
  }
  await rm2(storedFile(uploadDir, upload.id), { force: true });
  return toAttachment(outcome.row);
};

// src/gateway/actions/ticket/index.ts
var ticketHandlers = {
  GetTicketList: getTicketList,
  GetTicketInfo: getTicketInfo,
  CreateTicket: createTicket,
  CreateComment: createComment,
  SolvedTicket: solvedTicket,
  UploadAttachFile: uploadAttachFile,
  GetNewReplyList: getNewReplyList,
  GetCDPTags: getCDPTags,
  OperatorGetTicketList: operatorGetTicketList,
  OperatorGetTicketInfo: operatorGetTicketInfo,
  OperatorReplyTicket: operatorReplyTicket,
  OperatorSetTicketStatus: operatorSetTicketStatus
};

// src/gateway/actions/upload/getMediaFileSign.ts
import { randomBytes as randomBytes17 } from "node:crypto";
var MAX_GRANT_SECONDS = 2 * 3600;
function sizeLimitError(kind, maxBytes) {
  if (kind === "mms-image") return new ActionError(RetCode.UploadImageTooLarge);
  return new ActionError(RetCode.UploadTooLarge, { key: "UploadOverLimit", params: { Bytes: maxBytes } });
}
var getMediaFileSign = async (p, ctx) => {
  const nowSeconds = Math.floor(ctx.now / 1e3);
  if (p.ExpiryDate <= nowSeconds || p.ExpiryDate > nowSeconds + MAX_GRANT_SECONDS) {
    throw new ActionError(RetCode.UploadExpiryInvalid);
  }
  const rule = uploadRule(p.Kind);
  if (p.FileSize === 0) throw new ActionError(RetCode.UploadEmpty);
  if (p.FileSize > rule.maxBytes) throw sizeLimitError(p.Kind, rule.maxBytes);
  const nameProblem = fileNameProblem(rule, p.FileName);
  if (nameProblem?.kind === "length") throw new ActionError(RetCode.InvalidParams, { key: "FileNameTooLong", params: { Max: nameProblem.max } });
  if (nameProblem?.kind === "chars") throw new ActionError(RetCode.InvalidParams, { key: "FileNameChars" });
  const candidates = typesForDeclared(p.FileType).filter((t) => !rule.types || rule.types.includes(t));
  if (candidates.length === 0) throw new ActionError(RetCode.UploadTypeNotAllowed);
  const largest = Math.max(...candidates.map((t) => typeLimit(rule, t)));
  if (p.FileSize > largest) throw sizeLimitError(p.Kind, largest);
  const fileId = randomBytes17(16).toString("base64url");
  const authorization = randomToken("upl");
  await ctx.db.insert(mediaFiles).values({
    id: fileId,
    userId: ctx.caller.userId,
    kind: p.Kind,
    fileName: p.FileName,
    declaredType: p.FileType,
    md5: p.MD5value.toLowerCase(),
    size: p.FileSize,
    authHash: sha256(authorization),
    expiresAt: p.ExpiryDate * 1e3,
    createdAt: ctx.now
  });
  return {
    Authorization: authorization,
    Address: uploadPath(fileId),
    FileId: fileId,
    MediaURL: mediaPath(fileId),
    ExpiryDate: p.ExpiryDate
  };
};

// src/gateway/actions/upload/index.ts
var uploadHandlers = {
  GetMediaFileSign: getMediaFileSign
};

// src/gateway/vms/voicePrices.ts
var VOICE_MINUTE_PRICE_FACTOR = 4;
function voiceMinutePrice(countryCode6) {
  const sms4 = SMS_PRICES[countryCode6.toUpperCase()];
  return sms4 === void 0 ? null : sms4 * VOICE_MINUTE_PRICE_FACTOR;
}

// src/gateway/vms/voiceChannel.ts
var VOICE_CHANNEL = "vms";
var VOICE_TASK_JOB = "vms-task";
function voiceChannel(config2) {
  return {
    name: VOICE_CHANNEL,
    channelId: ChannelId.VMS,
    taskJob: VOICE_TASK_JOB,
    productType: WalletProductType.Voice,
    units: (_text, _country, mediaDurationMs = 0) => audioMinutes(mediaDurationMs),
    pricingUnit: "segment",
    unitPrice: voiceMinutePrice,
    address: { clean: cleanPhone, parse: parsePhone },
    createCarrier: (db, log) => new SimulatedCarrier(db, config2.simulation, log, Math.random, { channel: ChannelId.VMS, replies: false, name: "simulated-voice", calls: config2.calls }),
    receiptCharge: ({ price, units }, receipt) => {
      if (units <= 0 || price <= 0) return 0;
      const minutes = Math.min(units, billingSeconds(receipt.calledMs ?? 0) / 60);
      return minutes * (price / units);
    },
    taskNotice: {
      finished: "VoiceTaskFinished",
      failed: "VoiceTaskFailed",
      link: async (db, task) => `/vms/task/${task.taskId}/${await defaultProjectId(db, task.userId)}/${task.sessionNo}`
    },
    audience: { contactAddress: "phone" }
  };
}

// src/gateway/actions/vms/addUVMSSendTask.ts
import { and as and130, eq as eq179 } from "drizzle-orm";
var addUVMSSendTask = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const user = await lockSendingUser(ctx.db, userId);
  if (!user) throw new ActionError(RetCode.NotLoggedIn);
  if (!user.upgrade) throw new ActionError(RetCode.TrialContentOnly);
  if (p.CountryCode && voiceMinutePrice(p.CountryCode) === null) throw new ActionError(RetCode.CountryNotSupported);
  const sendAt = sendTimeOf(p, ctx.now);
  const [template] = await ctx.db.select().from(voiceTemplates).where(and130(eq179(voiceTemplates.templateId, p.TemplateId), eq179(voiceTemplates.userId, userId)));
  if (!template) throw new ActionError(RetCode.TemplateNotFound);
  if (!isVoiceTemplateApproved(template.status) || template.durationMs <= 0) throw new ActionError(RetCode.TemplateNotPassed);
  const audioId2 = template.type === VoiceTemplateType.Text ? template.templateId : template.audioId;
  const channel = voiceChannel(ctx.config.vms);
  const { recipients, audience } = await sendRecipients(ctx, channel, p);
  const callOut = p.CallOutType === CallOutType.Special ? `+${(p.CallOutNumber ?? "").replace(/[\s+-]/g, "")}` : "";
  const { task, priced } = await createTask(ctx.db, channel, {
    userId,
    taskId: smsIds.task(),
    sessionNo: smsIds.session(),
    text: template.type === VoiceTemplateType.Text ? template.content : template.name,
    mediaFileId: audioId2,
    mediaDurationMs: template.durationMs,
    window: p.CallPeriod === CallPeriod.Daytime ? DAYTIME_WINDOW : null,
    recipients,
    free: false,
    sendAt,
    name: p.TaskName,
    tags: p.Tags,
    senderId: callOut,
    templateId: template.templateId,
    countryCode: p.CountryCode,
    timeZone: p.TimeZone,
    audience,
    now: ctx.now
  });
  ctx.afterCommit(() => wakeJobRunners());
  return {
    TaskId: task.taskId,
    SessionNo: task.sessionNo,
    AccountId: await defaultProjectId(ctx.db, userId),
    Status: task.status,
    Submitted: priced.messages.length,
    Invalid: recipients.invalid,
    Duplicate: recipients.duplicate,
    Unsupported: recipients.unsupported,
    EstimatedCost: priced.cost,
    OptedOut: priced.optedOut
  };
};

// src/gateway/actions/vms/addVoiceAudio.ts
import { and as and132, eq as eq181 } from "drizzle-orm";

// src/gateway/vms/voiceAudioJob.ts
import { mkdir as mkdir3, rename as rename3, rm as rm3, stat } from "node:fs/promises";
import { and as and131, eq as eq180 } from "drizzle-orm";

// src/gateway/vms/runTool.ts
import { execFile } from "node:child_process";
var ToolTimeoutError = class extends Error {
  name = "ToolTimeoutError";
};
var ToolFailedError = class extends Error {
  constructor(tool, stderr) {
    super(`${tool} failed: ${stderr.trim().split("\n").slice(-3).join(" | ").slice(0, 500)}`);
    this.tool = tool;
    this.stderr = stderr;
  }
  tool;
  stderr;
  name = "ToolFailedError";
};
function runTool(program, args, opts) {
  return new Promise((resolve2, reject) => {
    const child = execFile(
      program,
      args,
      { timeout: opts.timeoutMs, killSignal: "SIGKILL", maxBuffer: opts.maxBuffer ?? 4 * 1024 * 1024, windowsHide: true, encoding: "utf8" },
      (err, stdout, stderr) => {
        if (!err) return resolve2(stdout);
        const e = err;
        if (typeof e.code === "string" && e.code !== "ERR_CHILD_PROCESS_STDIO_MAXBUFFER") return reject(err);
        if (e.killed && e.signal === "SIGKILL") return reject(new ToolTimeoutError(`${program} ran past ${opts.timeoutMs} ms`));
        reject(new ToolFailedError(program, stderr || e.message));
      }
    );
    if (opts.input !== void 0) child.stdin?.end(opts.input);
    else child.stdin?.end();
  });
}

// src/gateway/vms/transcodeToWav.ts
var DEMUXER = { wav: "wav", flac: "flac", wma: "asf", mp3: "mp3", ogg: "ogg", aac: "aac", m4a: "mov" };
var WAV_SAMPLE_RATE = 16e3;
var defaultAudioTools = { ffmpeg: "ffmpeg", ffprobe: "ffprobe", timeoutMs: 12e4, espeak: "espeak-ng", ttsAllowHosts: [] };
var BASE = ["-hide_banner", "-nostdin", "-v", "error", "-threads", "1"];
async function probeDurationMs(tools, path, type2) {
  const args = ["-v", "error", "-protocol_whitelist", "file", ...type2 ? ["-f", DEMUXER[type2]] : [], "-show_entries", "format=duration", "-of", "default=noprint_wrappers=1:nokey=1", `file:${path}`];
  const out = (await runTool(tools.ffprobe, args, { timeoutMs: tools.timeoutMs })).trim();
  const seconds2 = Number(out);
  return out !== "" && Number.isFinite(seconds2) && seconds2 >= 0 ? Math.round(seconds2 * 1e3) : null;
}
async function transcodeToWav(tools, input, type2, output, maxSeconds) {
  const args = [
    ...BASE,
    "-xerror",
    "-protocol_whitelist",
    "file",
    "-f",
    DEMUXER[type2],
    "-i",
    `file:${input}`,
    "-map",
    "0:a:0",
    "-map_metadata",
    "-1",
    "-vn",
    "-t",
    String(maxSeconds),
    "-ac",
    "1",
    "-ar",
    String(WAV_SAMPLE_RATE),
    "-c:a",
    "pcm_s16le",
    "-f",
    "wav",
    "-y",
    `file:${output}`
  ];
  await runTool(tools.ffmpeg, args, { timeoutMs: tools.timeoutMs });
}

// src/gateway/vms/voiceAudioFiles.ts
import { randomBytes as randomBytes18 } from "node:crypto";
import { join as join7 } from "node:path";
var newAudioId = () => `AUD${randomBytes18(8).toString("hex").toUpperCase()}`;
var AUDIO_ID_RE = /^AUD[0-9A-F]{16}$/;
var voiceDir = (uploadDir) => join7(uploadDir, "voice");
var voiceWavPath = (uploadDir, audioId2) => join7(voiceDir(uploadDir), `${audioId2}.wav`);

// src/gateway/vms/voiceAudioJob.ts
var VOICE_AUDIO_JOB = "vms-audio";
var isVoiceType = (t) => VOICE_AUDIO_TYPES.includes(t);
function voiceAudioJob(deps) {
  const { db } = deps;
  return async (job, ctl) => {
    const pk = Number(job.ref);
    const [audio] = await db.select().from(voiceAudios).where(eq180(voiceAudios.id, pk));
    if (!audio || audio.status !== VoiceFileStatus.Processing) return { done: true };
    const finish = async (set) => {
      const changed = await ctl.fenced(
        (tx) => tx.update(voiceAudios).set({ ...set, updatedAt: Date.now() }).where(and131(eq180(voiceAudios.id, pk), eq180(voiceAudios.status, VoiceFileStatus.Processing))).returning({ id: voiceAudios.id })
      );
      if (changed.length === 0) await rm3(voiceWavPath(deps.uploadDir, audio.audioId), { force: true });
      return { done: true };
    };
    const fail2 = (key2, params = {}) => finish({ status: VoiceFileStatus.Failed, errorKey: key2, errorParams: JSON.stringify(params) });
    const [file] = FILE_ID_RE.test(audio.fileId) ? await db.select().from(mediaFiles).where(and131(eq180(mediaFiles.id, audio.fileId), eq180(mediaFiles.userId, audio.userId))) : [];
    if (!file?.storedAt || !isVoiceType(audio.sourceType)) return fail2("VoiceAudioUndecodable");
    const source = storedFile(deps.uploadDir, file.id);
    const wav = voiceWavPath(deps.uploadDir, audio.audioId);
    const temp = `${wav}.part`;
    const started = Date.now();
    try {
      const sourceMs = await probeDurationMs(deps.tools, source, audio.sourceType);
      if (sourceMs !== null && sourceMs > VOICE_AUDIO_MAX_SECONDS * 1e3) return fail2("VoiceAudioTooLong", { Minutes: VOICE_AUDIO_MAX_SECONDS / 60 });
      await mkdir3(voiceDir(deps.uploadDir), { recursive: true });
      await transcodeToWav(deps.tools, source, audio.sourceType, temp, VOICE_AUDIO_MAX_SECONDS);
      const durationMs = await probeDurationMs(deps.tools, temp, "wav");
      const { size } = await stat(temp);
      if (durationMs === null || durationMs === 0) {
        await rm3(temp, { force: true });
        return fail2("VoiceAudioUndecodable");
      }
      await rename3(temp, wav);
      const transcodeMs = Date.now() - started;
      deps.log(`[vms] ${audio.audioId} ${audio.sourceType} ${durationMs} ms of audio transcoded in ${transcodeMs} ms`);
      return finish({ status: VoiceFileStatus.Success, durationMs, size, transcodeMs });
    } catch (err) {
      await rm3(temp, { force: true });
      if (err instanceof ToolTimeoutError) return fail2("VoiceAudioTimedOut", { Seconds: Math.round(deps.tools.timeoutMs / 1e3) });
      if (err instanceof ToolFailedError) {
        deps.log(`[vms] ${audio.audioId}: ${err.message}`);
        return fail2("VoiceAudioUndecodable");
      }
      throw err;
    }
  };
}

// src/gateway/vms/voiceAudioRows.ts
function toVoiceAudio(row) {
  const key2 = isServerTextKey(row.errorKey) ? row.errorKey : null;
  const params = key2 ? JSON.parse(row.errorParams) : {};
  return {
    AudioId: row.audioId,
    FileName: row.fileName,
    Type: row.sourceType,
    Status: row.status,
    DurationMs: row.durationMs,
    Size: row.size,
    ErrorKey: key2 ?? "",
    ErrorParams: params,
    Error: key2 ? serverText(key2, params) : "",
    CreateTime: toUnixSeconds(row.createdAt),
    UpdateTime: toUnixSeconds(row.updatedAt)
  };
}

// src/gateway/actions/vms/addVoiceAudio.ts
var addVoiceAudio = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const refused = () => new ActionError(RetCode.UploadTypeMismatch, `FileId: The uploaded file type does not match`);
  if (!FILE_ID_RE.test(p.FileId)) throw refused();
  const [file] = await ctx.db.select().from(mediaFiles).where(and132(eq181(mediaFiles.id, p.FileId), eq181(mediaFiles.userId, userId)));
  const type2 = file?.storedType ? detectedTypeOfMime(file.storedType) : null;
  if (!file?.storedAt || file.kind !== "voice-audio" || !type2 || !VOICE_AUDIO_TYPES.includes(type2)) throw refused();
  const [row] = await ctx.db.insert(voiceAudios).values({
    audioId: newAudioId(),
    userId,
    fileId: file.id,
    fileName: file.fileName,
    sourceType: type2,
    status: VoiceFileStatus.Processing,
    createdAt: ctx.now,
    updatedAt: ctx.now
  }).returning();
  await enqueueJob(ctx.db, { kind: VOICE_AUDIO_JOB, ref: String(row.id), runAt: ctx.now, now: ctx.now });
  ctx.afterCommit(() => wakeJobRunners());
  return toVoiceAudio(row);
};

// src/gateway/actions/vms/deleteVoiceAudio.ts
import { rm as rm4 } from "node:fs/promises";
import { and as and133, eq as eq182, inArray as inArray47 } from "drizzle-orm";
var deleteVoiceAudio = async (p, ctx) => {
  const ids = p.AudioIds.filter((id4) => AUDIO_ID_RE.test(id4));
  if (ids.length === 0) return { Deleted: 0 };
  const gone = await ctx.db.delete(voiceAudios).where(and133(eq182(voiceAudios.userId, ctx.caller.userId), inArray47(voiceAudios.audioId, ids))).returning({ audioId: voiceAudios.audioId });
  const uploadDir = ctx.config.uploadDir;
  ctx.afterCommit(async () => {
    await Promise.all(gone.map((g) => rm4(voiceWavPath(uploadDir, g.audioId), { force: true })));
  });
  return { Deleted: gone.length };
};

// src/gateway/actions/vms/getVoiceAudioUrl.ts
import { and as and134, eq as eq185 } from "drizzle-orm";

// src/gateway/vms/serveVoiceAudio.ts
import { stat as stat2 } from "node:fs/promises";
import { eq as eq184 } from "drizzle-orm";

// src/gateway/uploads/serveMedia.ts
import { eq as eq183 } from "drizzle-orm";

// src/gateway/uploads/sendStoredFile.ts
import { createReadStream as createReadStream3 } from "node:fs";
var MEDIA_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";
function sendStoredFile(req, res, f) {
  const cache2 = "private, max-age=31536000, immutable";
  if (req.headers["if-none-match"] === f.etag) {
    res.writeHead(304, { ETag: f.etag, "Cache-Control": cache2 }).end();
    return;
  }
  res.writeHead(200, {
    "Content-Type": f.type,
    "Content-Length": String(f.size),
    "Content-Disposition": f.disposition,
    "Content-Security-Policy": MEDIA_CSP,
    "X-Content-Type-Options": "nosniff",
    "Cross-Origin-Resource-Policy": f.corp,
    "Cache-Control": cache2,
    ETag: f.etag
  });
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  const stream = createReadStream3(f.path);
  stream.on("error", () => res.destroy());
  stream.pipe(res);
}

// src/gateway/uploads/serveMedia.ts
function isUnsafeNameChar(c) {
  const n2 = c.codePointAt(0);
  return n2 <= 31 || n2 >= 127 && n2 <= 159 || n2 === 1564 || n2 === 8206 || n2 === 8207 || n2 >= 8234 && n2 <= 8238 || n2 >= 8294 && n2 <= 8297;
}
function attachmentDisposition(fileName) {
  const clean = [...fileName].filter((c) => !isUnsafeNameChar(c)).join("").trim() || "download";
  const ascii2 = clean.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const utf8 = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii2}"; filename*=UTF-8''${utf8}`;
}
async function serveMedia(req, res, deps) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain" }).end("Method Not Allowed");
    return;
  }
  const fileId = fileIdFrom((req.url ?? "/").split("?")[0], MEDIA_PREFIX);
  const [row] = fileId ? await deps.db.select().from(mediaFiles).where(eq183(mediaFiles.id, fileId)) : [];
  if (!fileId || !row || row.storedAt === null || !row.storedType) {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not Found");
    return;
  }
  sendStoredFile(req, res, {
    path: storedFile(deps.config.uploadDir, fileId),
    type: row.storedType,
    size: row.size,
    disposition: attachmentDisposition(row.fileName),
    etag: `"${row.md5}"`,
    corp: "same-site"
  });
}

// src/gateway/vms/serveVoiceAudio.ts
var VOICE_AUDIO_PATH = "/api/files/voice-audio/";
var VOICE_DOWNLOAD_TTL_MS = 10 * 6e4;
function notFound2(res) {
  res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end("Not Found");
}
async function serveVoiceAudio(req, res, deps) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain" }).end("Method Not Allowed");
    return;
  }
  const url = new URL(req.url ?? "/", "http://x");
  const audioId2 = url.pathname.slice(VOICE_AUDIO_PATH.length);
  const token = url.searchParams.get("token") ?? "";
  if (!AUDIO_ID_RE.test(audioId2) || !token) return notFound2(res);
  const [row] = await deps.db.select().from(voiceAudios).where(eq184(voiceAudios.audioId, audioId2));
  if (!row || row.status !== VoiceFileStatus.Success || !row.downloadTokenHash || !safeEqual(row.downloadTokenHash, sha256(token)) || (row.downloadExpiresAt ?? 0) < Date.now()) {
    return notFound2(res);
  }
  const path = voiceWavPath(deps.uploadDir, audioId2);
  const size = await stat2(path).then((s) => s.size, () => null);
  if (size === null) return notFound2(res);
  const wavName = `${row.fileName.replace(/\.[^.]*$/, "")}.wav`;
  sendStoredFile(req, res, {
    path,
    type: "audio/wav",
    size,
    disposition: attachmentDisposition(wavName).replace(/^attachment/, "inline"),
    etag: `"${audioId2}"`,
    corp: "same-origin"
  });
}

// src/gateway/actions/vms/getVoiceAudioUrl.ts
var getVoiceAudioUrl = async (p, ctx) => {
  const [row] = await ctx.db.select({ id: voiceAudios.id, status: voiceAudios.status }).from(voiceAudios).where(and134(eq185(voiceAudios.userId, ctx.caller.userId), eq185(voiceAudios.audioId, p.AudioId)));
  if (!row) throw new ActionError(RetCode.VoiceAudioNotFound);
  if (row.status !== VoiceFileStatus.Success) throw new ActionError(RetCode.VoiceAudioNotReady);
  const token = randomToken("va", 24);
  const expiresAt = ctx.now + VOICE_DOWNLOAD_TTL_MS;
  await ctx.db.update(voiceAudios).set({ downloadTokenHash: sha256(token), downloadExpiresAt: expiresAt }).where(eq185(voiceAudios.id, row.id));
  return { Url: `${VOICE_AUDIO_PATH}${p.AudioId}?token=${encodeURIComponent(token)}`, ExpireTime: toUnixSeconds(expiresAt) };
};

// src/gateway/actions/vms/listVoiceAudio.ts
import { and as and135, count as count40, desc as desc36, eq as eq186, ilike as ilike9 } from "drizzle-orm";
var listVoiceAudio = async (p, ctx) => {
  const parts = [eq186(voiceAudios.userId, ctx.caller.userId)];
  if (p.AudioId) parts.push(eq186(voiceAudios.audioId, p.AudioId));
  if (p.Status) parts.push(eq186(voiceAudios.status, p.Status));
  if (p.Keyword) parts.push(ilike9(voiceAudios.fileName, `%${p.Keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const where = and135(...parts);
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(voiceAudios).where(where).orderBy(desc36(voiceAudios.id)).limit(p.Limit).offset(p.Offset),
    ctx.db.select({ n: count40() }).from(voiceAudios).where(where)
  ]);
  return { Total: total?.n ?? 0, Audios: rows.map(toVoiceAudio) };
};

// src/gateway/actions/vms/getUVMSPrice.ts
var getUVMSPrice = async (p) => ({ Prices: priceList(voiceMinutePrice, p.CountryCode) });

// src/contract/vms/voiceRemark.ts
var VOICE_REMARKS = {
  ANSWERED: "Answered",
  NO_ANSWER: "No answer",
  BUSY: "Line busy",
  REJECTED: "Call rejected",
  UNKNOWN: "Result unknown",
  NO_RECEIPT: "No result from the carrier",
  OPTED_OUT: "The number opted out",
  SUBMIT_UNCONFIRMED: "Not confirmed by the carrier"
};
function voiceRemark(code2) {
  if (code2 === "") return "";
  return VOICE_REMARKS[code2] ?? `Not placed: ${code2}`;
}

// src/gateway/actions/vms/toVoiceTask.ts
function toVoiceTask(t, accountId) {
  const task = toTask(t, accountId);
  const called = t.succeeded + t.failed + t.unknown + t.submitFailed;
  return {
    ...task,
    VoiceStatus: voiceTaskStatusOf(t.status),
    AudioDurationMs: t.mediaDurationMs,
    CallPeriod: t.windowFrom === null ? CallPeriod.AllDay : CallPeriod.Daytime,
    CallOutType: t.senderId === "" ? CallOutType.Random : CallOutType.Special,
    CallOutNumber: t.senderId,
    CallTotal: t.total,
    Called: called,
    Remaining: task.Pending,
    SuccessTotal: t.succeeded,
    FailTotal: t.failed + t.submitFailed
  };
}
function toVoiceRecord(r) {
  const record = toSendRecord(r);
  const ended = record.SendResult !== null;
  const calledMs = r.calledMs ?? (ended ? 0 : null);
  return {
    ...record,
    CallTime: record.SubmitTime,
    CalledDuration: calledMs === null ? null : Math.ceil(calledMs / 1e3),
    BillingDuration: calledMs === null ? null : billingSeconds(calledMs),
    ReceiptResult: voiceReceiptResultOf(record.SendResult),
    Remark: ended ? voiceRemark(record.ReceiptCode) : ""
  };
}

// src/gateway/actions/vms/voiceTemplateHandlers.ts
import { randomBytes as randomBytes19 } from "node:crypto";
import { rm as rm7 } from "node:fs/promises";
import { and as and138, count as count41, desc as desc37, eq as eq189, ilike as ilike10, inArray as inArray49, ne as ne14 } from "drizzle-orm";

// src/gateway/vms/voiceTemplateJob.ts
import { rename as rename4, rm as rm6 } from "node:fs/promises";
import { and as and136, eq as eq187 } from "drizzle-orm";
import { mkdir as mkdir4 } from "node:fs/promises";

// src/gateway/vms/tts/speakToWav.ts
import { rm as rm5, writeFile as writeFile2 } from "node:fs/promises";

// src/gateway/vms/tts/fetchSpeech.ts
import { request as httpRequest2 } from "node:http";
import { request as httpsRequest2 } from "node:https";
var SPEECH_MAX_BYTES = 10 * 1024 * 1024;
var SpeechServiceError = class extends Error {
  name = "SpeechServiceError";
};
function fetchSpeech(url, text22, opts) {
  const u = new URL(url);
  const policy = { allowHosts: opts.allowHosts, resolve: opts.resolve ?? systemResolver };
  const refused = deliveryRefusal(u, policy);
  if (refused) return Promise.reject(new SpeechServiceError(refused.replace("callbacks go", "text-to-speech requests go")));
  const body3 = Buffer.from(JSON.stringify({ Text: text22 }));
  return new Promise((resolve2, reject) => {
    const req = (u.protocol === "https:" ? httpsRequest2 : httpRequest2)(
      u,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "audio/*", "Content-Length": String(body3.length) },
        lookup: guardedLookup(policy, isAllowListed(u, policy.allowHosts)),
        agent: false,
        signal: AbortSignal.timeout(opts.timeoutMs)
      },
      (res) => {
        if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) > 299) {
          res.resume();
          return reject(new SpeechServiceError(`The text-to-speech service answered HTTP ${res.statusCode}`));
        }
        const chunks = [];
        let size = 0;
        res.on("data", (c) => {
          size += c.length;
          if (size > SPEECH_MAX_BYTES) {
            req.destroy();
            reject(new SpeechServiceError("The text-to-speech service answered more than 10 MB"));
          } else chunks.push(c);
        });
        res.on("end", () => resolve2(Buffer.concat(chunks)));
        res.on("error", reject);
      }
    );
    req.on("error", (err) => reject(err instanceof SpeechServiceError ? err : new SpeechServiceError(err.message)));
    req.end(body3);
  });
}

// src/gateway/vms/tts/speakToWav.ts
async function speakToWav(tools, text22, output, maxSeconds) {
  const raw = `${output}.tts`;
  try {
    let type2 = "wav";
    if (tools.ttsUrl) {
      const audio = await fetchSpeech(tools.ttsUrl, text22, { timeoutMs: tools.timeoutMs, allowHosts: tools.ttsAllowHosts });
      const detected = detectFileType(new Uint8Array(audio.subarray(0, 65536)));
      if (!detected || !VOICE_AUDIO_TYPES.includes(detected)) throw new SpeechServiceError("The text-to-speech service answered something that is not audio");
      type2 = detected;
      await writeFile2(raw, audio);
    } else {
      await runTool(tools.espeak, ["--stdin", "-w", raw], { timeoutMs: tools.timeoutMs, input: text22 });
    }
    await transcodeToWav(tools, raw, type2, output, maxSeconds);
  } finally {
    await rm5(raw, { force: true });
  }
}

// src/gateway/vms/voiceTemplateJob.ts
var VOICE_TEMPLATE_JOB = "vms-template";
function voiceTemplateJob(deps) {
  const { db } = deps;
  return async (job, ctl) => {
    const [t] = await db.select().from(voiceTemplates).where(eq187(voiceTemplates.id, Number(job.ref)));
    if (!t || t.status !== VoiceTemplateStatus.waitCheck) return { done: true };
    const decide = async (status, set) => {
      const changed = await ctl.fenced(
        (tx) => tx.update(voiceTemplates).set({ status, durationMs: set.durationMs ?? 0, rejectReasonKey: set.rejectReasonKey ?? "", updatedAt: Date.now() }).where(and136(eq187(voiceTemplates.id, t.id), eq187(voiceTemplates.status, VoiceTemplateStatus.waitCheck), eq187(voiceTemplates.updatedAt, t.updatedAt))).returning({ id: voiceTemplates.id })
      );
      return changed.length > 0;
    };
    let durationMs = 0;
    if (t.type === VoiceTemplateType.Text) {
      const wav = voiceWavPath(deps.uploadDir, t.templateId);
      const temp = `${wav}.${t.updatedAt}.part`;
      try {
        await mkdir4(voiceDir(deps.uploadDir), { recursive: true });
        await speakToWav(deps.tools, t.content, temp, VOICE_AUDIO_MAX_SECONDS);
        durationMs = await probeDurationMs(deps.tools, temp, "wav") ?? 0;
      } catch (err) {
        await rm6(temp, { force: true });
        deps.log(`[vms] speech of template ${t.templateId} failed: ${String(err)}`);
        await decide(VoiceTemplateStatus.ucReject, { rejectReasonKey: "VoiceSpeechFailed" });
        return { done: true };
      }
      const reason2 = reviewTemplate(t.content);
      if (await decide(reason2 ? VoiceTemplateStatus.auditReject : VoiceTemplateStatus.auditPass, { durationMs, rejectReasonKey: reason2 ?? "" })) await rename4(temp, wav);
      else await rm6(temp, { force: true });
      return { done: true };
    }
    const [audio] = await db.select({ status: voiceAudios.status, durationMs: voiceAudios.durationMs }).from(voiceAudios).where(and136(eq187(voiceAudios.audioId, t.audioId), eq187(voiceAudios.userId, t.userId)));
    if (!audio || audio.status !== VoiceFileStatus.Success) {
      await decide(VoiceTemplateStatus.ucReject, { rejectReasonKey: "VoiceTemplateAudioGone" });
      return { done: true };
    }
    const reason = reviewTemplate(t.name);
    await decide(reason ? VoiceTemplateStatus.auditReject : VoiceTemplateStatus.auditPass, { durationMs: audio.durationMs, rejectReasonKey: reason ?? "" });
    return { done: true };
  };
}

// src/gateway/vms/voiceTemplateRows.ts
import { and as and137, eq as eq188, inArray as inArray48 } from "drizzle-orm";
async function audioNames(db, userId, rows) {
  const ids = [...new Set(rows.map((r) => r.audioId).filter((id4) => id4 !== ""))];
  if (ids.length === 0) return /* @__PURE__ */ new Map();
  const found = await db.select({ audioId: voiceAudios.audioId, fileName: voiceAudios.fileName }).from(voiceAudios).where(and137(eq188(voiceAudios.userId, userId), inArray48(voiceAudios.audioId, ids)));
  return new Map(found.map((a) => [a.audioId, a.fileName]));
}
function toVoiceTemplate(row, names2) {
  const key2 = isServerTextKey(row.rejectReasonKey) ? row.rejectReasonKey : null;
  return {
    TemplateId: row.templateId,
    TemplateName: row.name,
    Type: row.type,
    Content: row.content,
    AudioId: row.audioId,
    AudioName: names2.get(row.audioId) ?? "",
    DurationMs: row.durationMs,
    Status: row.status,
    RejectReason: key2 ? serverText(key2) : "",
    RejectReasonKey: key2 ?? "",
    Remark: row.remark,
    CreateTime: toUnixSeconds(row.createdAt),
    UpdateTime: toUnixSeconds(row.updatedAt)
  };
}
async function checkTemplateAudio(db, userId, p) {
  if (p.Type !== VoiceTemplateType.Audio) return "";
  const [audio] = await db.select({ status: voiceAudios.status }).from(voiceAudios).where(and137(eq188(voiceAudios.userId, userId), eq188(voiceAudios.audioId, p.AudioId)));
  if (!audio) throw new ActionError(RetCode.VoiceAudioNotFound, "AudioId: The audio file does not exist");
  if (audio.status !== VoiceFileStatus.Success) throw new ActionError(RetCode.VoiceAudioNotReady, "AudioId: The audio file has not been transcoded successfully");
  return p.AudioId;
}

// src/gateway/actions/vms/voiceTemplateHandlers.ts
var newTemplateId2 = () => `VTP${randomBytes19(8).toString("hex").toUpperCase()}`;
var notFound3 = () => new ActionError(RetCode.TemplateNotFound);
async function queueReview3(ctx, pk) {
  await enqueueJob(ctx.db, { kind: VOICE_TEMPLATE_JOB, ref: String(pk), runAt: ctx.now + ctx.config.sms.templateReviewDelayMs, now: ctx.now });
  ctx.afterCommit(() => wakeJobRunners());
}
var live2 = (userId) => and138(eq189(voiceTemplates.userId, userId), ne14(voiceTemplates.status, VoiceTemplateStatus.delete));
async function answer2(ctx, row) {
  return toVoiceTemplate(row, await audioNames(ctx.db, ctx.caller.userId, [row]));
}
var createVoiceTemplate = async (p, ctx) => {
  const userId = ctx.caller.userId;
  if (p.RecreateTemplateId) {
    const [old] = await ctx.db.select({ status: voiceTemplates.status }).from(voiceTemplates).where(and138(live2(userId), eq189(voiceTemplates.templateId, p.RecreateTemplateId)));
    if (!old) throw notFound3();
    if (!isVoiceTemplateRejected(old.status)) throw new ActionError(RetCode.TemplateNotEditable);
  }
  const audioId2 = await checkTemplateAudio(ctx.db, userId, p);
  const [row] = await ctx.db.insert(voiceTemplates).values({
    templateId: newTemplateId2(),
    userId,
    name: p.TemplateName,
    type: p.Type,
    content: p.Type === VoiceTemplateType.Text ? p.Content : "",
    audioId: audioId2,
    remark: p.Remark,
    status: VoiceTemplateStatus.waitCheck,
    createdAt: ctx.now,
    updatedAt: ctx.now
  }).returning();
  await queueReview3(ctx, row.id);
  return answer2(ctx, row);
};
var updateVoiceTemplate = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const [old] = await ctx.db.select().from(voiceTemplates).where(and138(live2(userId), eq189(voiceTemplates.templateId, p.TemplateId))).for("update");
  if (!old) throw notFound3();
  if (!canEditVoiceTemplate(old.status)) throw new ActionError(RetCode.TemplateNotEditable);
  const audioId2 = await checkTemplateAudio(ctx.db, userId, p);
  const [row] = await ctx.db.update(voiceTemplates).set({ name: p.TemplateName, type: p.Type, content: p.Type === VoiceTemplateType.Text ? p.Content : "", audioId: audioId2, remark: p.Remark, status: VoiceTemplateStatus.waitCheck, durationMs: 0, rejectReasonKey: "", updatedAt: Math.max(ctx.now, old.updatedAt + 1) }).where(eq189(voiceTemplates.id, old.id)).returning();
  await queueReview3(ctx, row.id);
  return answer2(ctx, row);
};
var queryVoiceTemplate = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const parts = [live2(userId)];
  if (p.Keyword) parts.push(ilike10(voiceTemplates.name, `%${p.Keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (p.Type) parts.push(eq189(voiceTemplates.type, p.Type));
  if (p.Status) parts.push(eq189(voiceTemplates.status, p.Status));
  const where = and138(...parts);
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(voiceTemplates).where(where).orderBy(desc37(voiceTemplates.id)).limit(p.Limit).offset(p.Offset),
    ctx.db.select({ n: count41() }).from(voiceTemplates).where(where)
  ]);
  const names2 = await audioNames(ctx.db, userId, rows);
  return { Total: total?.n ?? 0, Templates: rows.map((r) => toVoiceTemplate(r, names2)) };
};
var getVoiceTemplate = async (p, ctx) => {
  const [row] = await ctx.db.select().from(voiceTemplates).where(and138(live2(ctx.caller.userId), eq189(voiceTemplates.templateId, p.TemplateId)));
  if (!row) throw notFound3();
  return answer2(ctx, row);
};
var deleteVoiceTemplate = async (p, ctx) => {
  const gone = await ctx.db.update(voiceTemplates).set({ status: VoiceTemplateStatus.delete, updatedAt: ctx.now }).where(and138(live2(ctx.caller.userId), inArray49(voiceTemplates.templateId, p.TemplateIds))).returning({ templateId: voiceTemplates.templateId });
  const uploadDir = ctx.config.uploadDir;
  ctx.afterCommit(async () => {
    await Promise.all(gone.map((g) => rm7(voiceWavPath(uploadDir, g.templateId), { force: true })));
  });
  return { Deleted: gone.length };
};

// src/gateway/actions/vms/index.ts
var vmsHandlers = {
  AddVoiceAudio: addVoiceAudio,
  ListVoiceAudio: listVoiceAudio,
  DeleteVoiceAudio: deleteVoiceAudio,
  GetVoiceAudioUrl: getVoiceAudioUrl,
  CreateVoiceTemplate: createVoiceTemplate,
  UpdateVoiceTemplate: updateVoiceTemplate,
  QueryVoiceTemplate: queryVoiceTemplate,
  GetVoiceTemplate: getVoiceTemplate,
  DeleteVoiceTemplate: deleteVoiceTemplate,
  GetUVMSPrice: getUVMSPrice,
  AddUVMSSendTask: addUVMSSendTask,
  // Tasks and call records: the SMS reads of the core's tables on channel 6003, records with the
  // call's times, durations and receipt result; a retry calls with the original's audio, call
  // period and call-out number again; trial accounts have no voice.
  ...channelTaskHandlers({
    code: "UVMS",
    channelId: ChannelId.VMS,
    channel: (ctx) => voiceChannel(ctx.config.vms),
    toTask: toVoiceTask,
    toRecord: toVoiceRecord,
    exportLabel: "Voice",
    trialRule: "refuse"
  })
};

// src/gateway/actions/whatsapp/templateHandlers.ts
import { and as and140, asc as asc23, desc as desc38, eq as eq191, ilike as ilike11 } from "drizzle-orm";

// src/gateway/whatsapp/templateComponents.ts
function toComponents(c) {
  if (c.Category === "AUTHENTICATION") {
    return [
      { type: "BODY", add_security_recommendation: true },
      { type: "FOOTER", code_expiration_minutes: c.CodeExpiryMinutes ?? void 0 },
      { type: "BUTTONS", buttons: [{ type: "OTP", otp_type: "COPY_CODE", text: "Copy code" }] }
    ];
  }
  const out = [];
  const h = c.Header;
  if (h) {
    if (h.Format === "TEXT") out.push({ type: "HEADER", format: "TEXT", text: h.Text, ...h.Sample ? { example: { header_text: [h.Sample] } } : {} });
    else out.push({ type: "HEADER", format: h.Format, example: { header_handle: [h.Sample] } });
  }
  const vars = c.BodySamples.length;
  out.push({ type: "BODY", text: c.Body, ...vars > 0 && /\{\{\s*\d+\s*\}\}/.test(c.Body) ? { example: { body_text: [c.BodySamples] } } : {} });
  if (c.Footer) out.push({ type: "FOOTER", text: c.Footer });
  if (c.Buttons.length > 0) {
    out.push({
      type: "BUTTONS",
      buttons: c.Buttons.map(
        (b) => b.Type === "URL" ? { type: "URL", text: b.Text, url: b.Url } : b.Type === "PHONE_NUMBER" ? { type: "PHONE_NUMBER", text: b.Text, phone_number: b.PhoneNumber } : { type: "QUICK_REPLY", text: b.Text }
      )
    });
  }
  return out;
}
var AUTH_BODY = "{{1}} is your verification code.";
function fromComponents(category, components) {
  const cat = ["MARKETING", "UTILITY", "AUTHENTICATION"].find((k) => k === category.toUpperCase()) ?? "UTILITY";
  const header = components.find((x) => x.type === "HEADER");
  const body3 = components.find((x) => x.type === "BODY");
  const footer = components.find((x) => x.type === "FOOTER");
  const buttons = components.find((x) => x.type === "BUTTONS")?.buttons ?? [];
  const format = WhatsAppHeaderFormats.find((f) => f === header?.format?.toUpperCase());
  return {
    Category: cat,
    Header: header && format ? { Format: format, Text: format === "TEXT" ? header.text ?? "" : "", Sample: (format === "TEXT" ? header.example?.header_text?.[0] : header.example?.header_handle?.[0]) ?? "" } : null,
    Body: body3?.text ?? (cat === "AUTHENTICATION" ? AUTH_BODY : ""),
    BodySamples: body3?.example?.body_text?.[0] ?? [],
    Footer: footer?.text ?? "",
    Buttons: buttons.flatMap((b) => {
      const text22 = b.text ?? "";
      if (b.type === "URL") return [{ Type: "URL", Text: text22, Url: b.url ?? "" }];
      if (b.type === "PHONE_NUMBER") return [{ Type: "PHONE_NUMBER", Text: text22, PhoneNumber: b.phone_number ?? "" }];
      if (b.type === "QUICK_REPLY") return [{ Type: "QUICK_REPLY", Text: text22 }];
      return [];
    }),
    CodeExpiryMinutes: footer?.code_expiration_minutes ?? null
  };
}

// src/gateway/actions/whatsapp/templateRows.ts
import { and as and139, eq as eq190, notInArray as notInArray4 } from "drizzle-orm";
function toTemplate2(r) {
  const c = r.content;
  return {
    TemplateId: r.templateId,
    WabaId: r.wabaId,
    Name: r.name,
    Language: r.language,
    Category: c.Category,
    Status: r.status,
    Header: c.Header,
    Body: c.Body,
    BodySamples: c.BodySamples,
    Footer: c.Footer,
    Buttons: c.Buttons,
    CodeExpiryMinutes: c.CodeExpiryMinutes,
    Reason: r.reason,
    CreateTime: toUnixSeconds(r.createdAt),
    UpdateTime: toUnixSeconds(r.updatedAt)
  };
}
async function syncTemplates(db, userId, wabaId, remote, now) {
  await db.transaction(async (tx) => {
    const ids = remote.map((t) => t.id);
    await tx.delete(whatsappTemplates).where(and139(eq190(whatsappTemplates.userId, userId), eq190(whatsappTemplates.wabaId, wabaId), ...ids.length > 0 ? [notInArray4(whatsappTemplates.templateId, ids)] : []));
    const local = new Map((await tx.select().from(whatsappTemplates).where(and139(eq190(whatsappTemplates.userId, userId), eq190(whatsappTemplates.wabaId, wabaId)))).map((r) => [r.templateId, r]));
    for (const t of remote) {
      const status = templateStatusOf(t.status) ?? "PENDING";
      const reason = t.rejectedReason && t.rejectedReason !== "NONE" ? t.rejectedReason : "";
      const have = local.get(t.id);
      if (have) {
        if (have.status !== status || have.reason !== reason) await tx.update(whatsappTemplates).set({ status, reason, statusAt: now, updatedAt: now }).where(eq190(whatsappTemplates.id, have.id));
        continue;
      }
      await tx.insert(whatsappTemplates).values({ userId, wabaId, templateId: t.id, name: t.name, language: t.language, category: t.category, status, content: fromComponents(t.category, t.components), reason, statusAt: now, createdAt: now, updatedAt: now }).onConflictDoNothing();
    }
  });
}

// src/gateway/actions/whatsapp/templateHandlers.ts
var EDITABLE = /* @__PURE__ */ new Set(["APPROVED", "REJECTED", "PAUSED"]);
async function requireWaba(ctx) {
  const waba = await wabaFor(ctx.db, ctx.config, ctx.caller.userId, ctx.now);
  if (!waba) throw new ActionError(RetCode.WhatsAppNotConnected);
  return waba;
}
var provider2 = (ctx) => whatsappProviderFor(ctx.config, ctx.db);
function providerRefused(err) {
  if (err instanceof WhatsAppProviderError) {
    if (err.duplicate) throw new ActionError(RetCode.WhatsAppTemplateExists, "Name: A template with this name and language already exists");
    throw new ActionError(RetCode.WhatsAppProviderError, `WhatsApp did not accept the request: ${err.message}`);
  }
  throw err;
}
async function loadOwn(ctx, templateId6) {
  const [row] = await ctx.db.select().from(whatsappTemplates).where(and140(eq191(whatsappTemplates.userId, ctx.caller.userId), eq191(whatsappTemplates.templateId, templateId6)));
  if (!row) throw new ActionError(RetCode.TemplateNotFound);
  return row;
}
var content3 = (p) => ({
  Category: p.Category,
  Header: p.Header,
  Body: p.Body,
  BodySamples: p.BodySamples,
  Footer: p.Footer,
  Buttons: p.Buttons,
  CodeExpiryMinutes: p.Category === "AUTHENTICATION" ? p.CodeExpiryMinutes : null
});
var listWhatsAppTemplates = async (p, ctx) => {
  const waba = await requireWaba(ctx);
  let remote;
  try {
    remote = await provider2(ctx).listTemplates(waba);
  } catch (err) {
    if (err instanceof WhatsAppProviderError) throw new ActionError(RetCode.WhatsAppGetTemplatesError, `${"Failed to get WhatsApp templates"}: ${err.message}`);
    throw err;
  }
  await syncTemplates(ctx.db, ctx.caller.userId, waba, remote, ctx.now);
  const where = [eq191(whatsappTemplates.userId, ctx.caller.userId), eq191(whatsappTemplates.wabaId, waba)];
  if (p.Keyword) where.push(ilike11(whatsappTemplates.name, `%${p.Keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (p.Status) where.push(eq191(whatsappTemplates.status, p.Status));
  if (p.Category) where.push(eq191(whatsappTemplates.category, p.Category));
  const rows = await ctx.db.select().from(whatsappTemplates).where(and140(...where)).orderBy(desc38(whatsappTemplates.createdAt), asc23(whatsappTemplates.id));
  return { Total: rows.length, Templates: rows.slice(p.Offset, p.Offset + p.Limit).map(toTemplate2) };
};
var getWhatsAppTemplate = async (p, ctx) => toTemplate2(await loadOwn(ctx, p.TemplateId));
var createWhatsAppTemplate = async (p, ctx) => {
  const waba = await requireWaba(ctx);
  const [dup] = await ctx.db.select({ id: whatsappTemplates.id }).from(whatsappTemplates).where(and140(eq191(whatsappTemplates.userId, ctx.caller.userId), eq191(whatsappTemplates.name, p.Name), eq191(whatsappTemplates.language, p.Language)));
  if (dup) throw new ActionError(RetCode.WhatsAppTemplateExists, "Name: A template with this name and language already exists");
  const c = content3(p);
  const made = await provider2(ctx).createTemplate(waba, { name: p.Name, language: p.Language, category: p.Category, components: toComponents(c) }).catch(providerRefused);
  const now = Date.now();
  const [row] = await ctx.db.insert(whatsappTemplates).values({ userId: ctx.caller.userId, wabaId: waba, templateId: made.id, name: p.Name, language: p.Language, category: c.Category, status: made.status, content: c, statusAt: ctx.now, createdAt: now, updatedAt: now }).onConflictDoUpdate({ target: [whatsappTemplates.wabaId, whatsappTemplates.templateId], set: { content: c, category: c.Category, updatedAt: now } }).returning();
  return toTemplate2(row);
};
var updateWhatsAppTemplate = async (p, ctx) => {
  const row = await loadOwn(ctx, p.TemplateId);
  if (!EDITABLE.has(row.status)) throw new ActionError(RetCode.TemplateNotEditable, "Only approved, rejected or paused templates can be edited");
  const c = content3(p);
  await provider2(ctx).editTemplate(row.wabaId, row.templateId, { category: c.Category, components: toComponents(c) }).catch(providerRefused);
  const now = Date.now();
  const [updated] = await ctx.db.update(whatsappTemplates).set({ content: c, category: c.Category, status: "PENDING", reason: "", statusAt: ctx.now, updatedAt: now }).where(eq191(whatsappTemplates.id, row.id)).returning();
  return toTemplate2(updated);
};
var deleteWhatsAppTemplate = async (p, ctx) => {
  const row = await loadOwn(ctx, p.TemplateId);
  await provider2(ctx).deleteTemplate(row.wabaId, row.name, row.templateId).catch(providerRefused);
  const gone = await ctx.db.delete(whatsappTemplates).where(eq191(whatsappTemplates.id, row.id)).returning({ id: whatsappTemplates.id });
  return { Deleted: gone.length };
};
var importWhatsAppTemplate = async (p, ctx) => {
  const waba = await requireWaba(ctx);
  let remote;
  try {
    remote = await provider2(ctx).listTemplates(waba);
  } catch (err) {
    if (err instanceof WhatsAppProviderError) throw new ActionError(RetCode.WhatsAppGetTemplatesError, `Failed to get WhatsApp templates: ${err.message}`);
    throw err;
  }
  const found = remote.find((t) => t.name === p.Name && t.language === p.Language);
  if (!found) throw new ActionError(RetCode.TemplateNotFound, `Name: No template ${p.Name} (${p.Language}) exists in the WhatsApp Business account`);
  const c = fromComponents(found.category, found.components);
  const check = WhatsAppManualImport.safeParse({ Name: found.name, Language: found.language, Header: c.Header, Body: c.Body });
  if (!check.success) throw new ActionError(RetCode.InvalidParams, `${check.error.issues[0].path.join(".")}: ${check.error.issues[0].message}`);
  await syncTemplates(ctx.db, ctx.caller.userId, waba, remote, ctx.now);
  const [row] = await ctx.db.select().from(whatsappTemplates).where(and140(eq191(whatsappTemplates.userId, ctx.caller.userId), eq191(whatsappTemplates.wabaId, waba), eq191(whatsappTemplates.templateId, found.id)));
  if (!row) throw new ActionError(RetCode.TemplateNotFound);
  return toTemplate2(row);
};
var templateHandlers = {
  ListWhatsAppTemplates: listWhatsAppTemplates,
  GetWhatsAppTemplate: getWhatsAppTemplate,
  CreateWhatsAppTemplate: createWhatsAppTemplate,
  UpdateWhatsAppTemplate: updateWhatsAppTemplate,
  DeleteWhatsAppTemplate: deleteWhatsAppTemplate,
  ImportWhatsAppTemplate: importWhatsAppTemplate
};

// src/gateway/actions/whatsapp/index.ts
var whatsappHandlers = {
  ListWhatsAppNumbers: listWhatsAppNumbers,
  ...templateHandlers
};

// src/gateway/handlerTable.ts
var handlers = {
  ...accountHandlers,
  ...billingHandlers,
  ...audienceHandlers,
  ...emailHandlers,
  ...notificationHandlers,
  ...referenceHandlers,
  ...smsHandlers,
  ...mmsHandlers,
  ...whatsappSendingHandlers,
  ...socialProfileHandlers,
  ...subscriptionHandlers,
  ...ticketHandlers,
  ...uploadHandlers,
  ...vmsHandlers,
  ...whatsappHandlers
};

// src/gateway/http/server.ts
import { createServer } from "node:http";
import { desc as desc39, eq as eq197 } from "drizzle-orm";

// src/contract/jsonSchema.ts
import { z as z62 } from "zod";
function registryJsonSchema(registry = actions) {
  const out = {};
  for (const [name, def] of Object.entries(registry)) {
    const entry2 = {
      kind: def.kind,
      access: def.access,
      summary: def.summary,
      bodyLimit: bodyLimitOf(def),
      params: z62.toJSONSchema(def.params, { io: "input", unrepresentable: "any" }),
      result: z62.toJSONSchema(def.result, { io: "output", unrepresentable: "any" })
    };
    if (def.module) entry2.module = def.module;
    if (def.permission) entry2.permission = def.permission;
    if (def.invalidates?.length) entry2.invalidates = def.invalidates;
    out[name] = entry2;
  }
  return {
    envelope: {
      type: "object",
      required: ["RetCode", "Message"],
      properties: {
        RetCode: { type: "integer" },
        Message: { type: "string" },
        MessageKey: { type: "string", description: "A failure whose Message is not its RetCode default: the key of the Message, for translation." },
        MessageParams: { type: "object", additionalProperties: { type: ["string", "number"] }, description: "The parameters of MessageKey." },
        Data: {}
      }
    },
    actions: out
  };
}

// src/gateway/uploads/handleUpload.ts
import { and as and141, eq as eq192, isNull as isNull18 } from "drizzle-orm";

// src/contract/upload/md5Base64.ts
function md5Base64ToHex(b642) {
  let binary;
  try {
    binary = atob(b642.trim());
  } catch {
    return null;
  }
  if (binary.length !== 16) return null;
  let hex4 = "";
  for (let i = 0; i < binary.length; i++) hex4 += binary.charCodeAt(i).toString(16).padStart(2, "0");
  return hex4;
}

// src/gateway/http/clientIp.ts
import { isIP as isIP3 } from "node:net";
function trustedForwardedEntry(header, trustedHops) {
  if (trustedHops < 1 || header === void 0) return void 0;
  const entries = (Array.isArray(header) ? header.join(",") : header).split(",").map((e) => e.trim()).filter((e) => e !== "");
  if (entries.length === 0) return void 0;
  return entries[Math.max(0, entries.length - trustedHops)];
}
function clientIp(forwardedFor, socketAddress, trustedHops) {
  const fwd = trustedForwardedEntry(forwardedFor, trustedHops);
  if (fwd && isIP3(fwd) !== 0) return fwd;
  return socketAddress ?? "unknown";
}

// src/gateway/http/securityHeaders.ts
var CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'"
].join("; ");
function contentSecurityPolicy(stripe) {
  if (!stripe) return CONTENT_SECURITY_POLICY;
  return CONTENT_SECURITY_POLICY.replace("script-src 'self'", "script-src 'self' https://js.stripe.com").replace("connect-src 'self'", "connect-src 'self' https://api.stripe.com").replace("frame-ancestors 'none'", "frame-src https://js.stripe.com https://hooks.stripe.com; frame-ancestors 'none'");
}
function isSecure(req, trustProxy) {
  if (req.socket.encrypted) return true;
  return trustedForwardedEntry(req.headers["x-forwarded-proto"], trustProxy) === "https";
}
var OTHER_SECURITY_HEADERS = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Frame-Options", "DENY"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"]
];
var HSTS_HEADER = ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"];
function securityHeaders(csp = CONTENT_SECURITY_POLICY) {
  return [["Content-Security-Policy", csp], ...OTHER_SECURITY_HEADERS];
}
function setSecurityHeaders(req, res, trustProxy, csp = CONTENT_SECURITY_POLICY) {
  res.setHeader("Content-Security-Policy", csp);
  for (const [name, value] of OTHER_SECURITY_HEADERS) res.setHeader(name, value);
  if (isSecure(req, trustProxy)) res.setHeader(HSTS_HEADER[0], HSTS_HEADER[1]);
}

// src/gateway/http/sendJson.ts
function sendJson(res, status, body3) {
  const text22 = JSON.stringify(body3);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(text22),
    "Cache-Control": "no-store"
  });
  res.end(text22);
}
function apiJsonSender(csp) {
  const plain = [...securityHeaders(csp), ["Content-Type", "application/json; charset=utf-8"], ["Cache-Control", "no-store"]].flat();
  const tls = [...plain, ...HSTS_HEADER];
  return (res, status, body3, secure) => {
    const text22 = JSON.stringify(body3);
    res.writeHead(status, [...secure ? tls : plain, "Content-Length", String(Buffer.byteLength(text22))]);
    res.end(text22);
  };
}

// src/gateway/uploads/receiveUpload.ts
import { createHash as createHash2, randomBytes as randomBytes20 } from "node:crypto";
import { mkdir as mkdir5, open, rename as rename5, rm as rm8 } from "node:fs/promises";
import { join as join8 } from "node:path";
var UploadTooLargeError = class extends Error {
};
async function receiveUpload(req, uploadDir, limit2) {
  await mkdir5(uploadDir, { recursive: true });
  const tempPath = join8(uploadDir, `.part-${randomBytes20(8).toString("hex")}`);
  const file = await open(tempPath, "wx", 384);
  const hash3 = createHash2("md5");
  const headChunks = [];
  let headSize = 0;
  let size = 0;
  try {
    for await (const chunk of req) {
      size += chunk.length;
      if (size > limit2) throw new UploadTooLargeError();
      hash3.update(chunk);
      if (headSize < DETECT_BYTES) {
        headChunks.push(chunk.subarray(0, DETECT_BYTES - headSize));
        headSize += Math.min(chunk.length, DETECT_BYTES - headSize);
      }
      await file.write(chunk);
    }
    await file.sync();
  } catch (err) {
    await file.close();
    await rm8(tempPath, { force: true });
    throw err;
  }
  await file.close();
  return { tempPath, size, md5: hash3.digest("hex"), head: new Uint8Array(Buffer.concat(headChunks)) };
}
async function keepUpload(upload, finalPath) {
  await rename5(upload.tempPath, finalPath);
}
async function dropUpload(upload) {
  await rm8(upload.tempPath, { force: true });
}

// src/gateway/uploads/handleUpload.ts
function refuse4(res, status, code2, message) {
  if (!res.headersSent) res.setHeader("Connection", "close");
  sendJson(res, status, { RetCode: code2, Message: message ?? retCodeMessages[code2] });
}
async function handleUpload(req, res, deps) {
  if (req.method !== "PUT") {
    res.setHeader("Allow", "PUT");
    return refuse4(res, 405, RetCode.InvalidRequest, "Use PUT with the file as the body");
  }
  const path = (req.url ?? "/").split("?")[0];
  const fileId = fileIdFrom(path, UPLOAD_PREFIX);
  const [grant] = fileId ? await deps.db.select().from(mediaFiles).where(eq192(mediaFiles.id, fileId)) : [];
  const authorization = String(req.headers.authorization ?? "").trim();
  if (!grant || !fileId || !authorization || !safeEqual(sha256(authorization), grant.authHash)) {
    return refuse4(res, 401, RetCode.UploadAuthInvalid);
  }
  const contentMd5 = md5Base64ToHex(String(req.headers["content-md5"] ?? ""));
  if (!contentMd5 || contentMd5 !== grant.md5) return refuse4(res, 400, RetCode.UploadMd5Mismatch);
  const success = okEnvelope({ FileId: fileId, MediaURL: mediaPath(fileId), FileSize: grant.size, MD5value: grant.md5 });
  if (grant.storedAt !== null) return sendJson(res, 200, success);
  const now = Date.now();
  if (now > grant.expiresAt) return refuse4(res, 403, RetCode.UploadGrantExpired);
  if (baseMime(String(req.headers["content-type"] ?? "")) !== baseMime(grant.declaredType)) {
    return refuse4(res, 415, RetCode.UploadTypeMismatch);
  }
  const rule = uploadRule(grant.kind);
  const tooLarge2 = () => grant.kind === "mms-image" ? refuse4(res, 413, RetCode.UploadImageTooLarge) : refuse4(res, 413, RetCode.UploadTooLarge);
  const declaredLength = Number(req.headers["content-length"] ?? NaN);
  if (declaredLength > rule.maxBytes) return tooLarge2();
  let upload;
  try {
    upload = await receiveUpload(req, deps.config.uploadDir, Math.min(rule.maxBytes, grant.size));
  } catch (err) {
    if (err instanceof UploadTooLargeError) return grant.size < rule.maxBytes ? refuse4(res, 400, RetCode.UploadMd5Mismatch) : tooLarge2();
    throw err;
  }
  try {
    if (upload.size === 0) return refuse4(res, 400, RetCode.UploadEmpty);
    if (upload.size !== grant.size || upload.md5 !== grant.md5) return refuse4(res, 400, RetCode.UploadMd5Mismatch);
    const detected = detectFileType(upload.head, grant.declaredType);
    if (!detected || !declaredTypeMatches(detected, grant.declaredType) || rule.types && !rule.types.includes(detected)) {
      return refuse4(res, 415, RetCode.UploadTypeMismatch);
    }
    if (upload.size > typeLimit(rule, detected)) return tooLarge2();
    await keepUpload(upload, storedFile(deps.config.uploadDir, fileId));
    await deps.db.update(mediaFiles).set({ storedAt: now, storedType: fileTypeMime[detected] }).where(and141(eq192(mediaFiles.id, fileId), isNull18(mediaFiles.storedAt)));
    return sendJson(res, 200, success);
  } finally {
    await dropUpload(upload);
  }
}

// src/gateway/tickets/serveTicketFile.ts
import { eq as eq193 } from "drizzle-orm";
function notFound4(res) {
  res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end("Not Found");
}
async function serveTicketFile(req, res, deps) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain" }).end("Method Not Allowed");
    return;
  }
  const parsed = parseTicketFilePath((req.url ?? "/").split("?")[0]);
  if (!parsed) return notFound4(res);
  const [row] = await deps.db.select().from(ticketAttachments).where(eq193(ticketAttachments.id, parsed.id));
  if (!row || !safeEqual(row.fileKey, parsed.key)) return notFound4(res);
  sendStoredFile(req, res, {
    path: ticketFilePath(deps.uploadDir, row.id, parsed.thumb),
    type: parsed.thumb ? row.thumbType : row.fileType,
    size: parsed.thumb ? row.thumbSize : row.size,
    // Always a re-encoded image: shown inline.
    disposition: attachmentDisposition(row.fileName).replace(/^attachment/, "inline"),
    etag: `"${row.id}${parsed.thumb ? "-t" : ""}"`,
    corp: "same-origin"
  });
}

// src/gateway/payments/paymentRoutes.ts
import { z as z63 } from "zod";

// src/gateway/payments/handleProviderEvent.ts
import { eq as eq194 } from "drizzle-orm";
async function handleProviderEvent(db, provider3, event) {
  const now = Date.now();
  const fresh = await db.transaction(async (tx) => {
    const seen = await tx.insert(providerEvents).values({ id: event.id, provider: provider3, type: event.type, receivedAt: now }).onConflictDoNothing().returning({ id: providerEvents.id });
    if (seen.length === 0) return false;
    if (event.type.startsWith("setup_intent.")) {
      const [si] = await tx.select({ id: setupIntents.id }).from(setupIntents).where(eq194(setupIntents.id, event.objectId));
      if (si) await enqueueJob(tx, { kind: PaymentJob.cardSetup, ref: si.id, runAt: now, now });
    } else if (event.type.startsWith("payment_intent.") && event.metadata.paymentId) {
      const [p] = await tx.select({ id: inpourPayments.paymentId }).from(inpourPayments).where(eq194(inpourPayments.paymentId, event.metadata.paymentId));
      if (p) await enqueueJob(tx, { kind: PaymentJob.inpour, ref: p.id, runAt: now, now });
    }
    return true;
  });
  if (fresh) wakeJobRunners();
  return fresh;
}

// src/gateway/payments/paymentRoutes.ts
var WEBHOOK_PATH = "/api/payments/webhook";
var SIM_CONFIRM_PATH = "/api/sim-pay/confirm";
var WEBHOOK_LIMIT = 256 * 1024;
var simForm = z63.object({
  SetupIntentId: z63.string().min(1).max(128),
  ClientSecret: z63.string().min(1).max(256),
  Number: z63.string().min(1, { error: "The card number is required" }).max(32),
  ExpMonth: z63.number().int().min(1, { error: "The expiry month must be 1 to 12" }).max(12, { error: "The expiry month must be 1 to 12" }),
  ExpYear: z63.number().int().min(2e3).max(2100),
  Cvc: z63.string().max(8),
  Name: z63.string().trim().min(1, { error: "Name is required" }).max(100),
  City: z63.string().trim().max(100).default(""),
  PostalCode: z63.string().trim().max(20).default(""),
  Address: z63.string().trim().max(200).default(""),
  Country: z63.string().trim().max(2).default("")
});
async function serveWebhook(req, res, db, config2) {
  if (req.method !== "POST") return sendJson(res, 405, { error: "Use POST" });
  let raw;
  try {
    raw = await readBody(req, WEBHOOK_LIMIT);
  } catch (err) {
    if (err instanceof BodyTooLargeError) return sendJson(res, 413, { error: "The event is too large" });
    throw err;
  }
  const provider3 = providerFor(config2.payments, db);
  const header = req.headers["stripe-signature"];
  try {
    const event = await provider3.parseWebhook(raw, Array.isArray(header) ? header[0] : header);
    await handleProviderEvent(db, provider3.name, event);
    sendJson(res, 200, { received: true });
  } catch (err) {
    if (err instanceof WebhookSignatureError || err instanceof SyntaxError) return sendJson(res, 400, { error: "The webhook signature does not match its body" });
    throw err;
  }
}
async function serveSimConfirm(req, res, db, config2) {
  if (config2.payments.provider !== "simulated") return sendJson(res, 404, { RetCode: RetCode.NotFound, Message: "Not found" });
  if (req.method !== "POST") return sendJson(res, 405, { RetCode: RetCode.InvalidRequest, Message: "Use POST" });
  let body3;
  try {
    body3 = JSON.parse((await readBody(req, 16 * 1024)).toString("utf8"));
  } catch {
    return sendJson(res, 400, { RetCode: RetCode.InvalidRequest, Message: "The request body must be a JSON object" });
  }
  const parsed = simForm.safeParse(body3);
  if (!parsed.success) return sendJson(res, 200, { RetCode: RetCode.InvalidParams, Message: parsed.error.issues[0]?.message ?? "Invalid card details" });
  const f = parsed.data;
  const sim = providerFor(config2.payments, db);
  const result = await sim.confirmSetupIntent(
    f.SetupIntentId,
    f.ClientSecret,
    { number: f.Number, expMonth: f.ExpMonth, expYear: f.ExpYear, cvc: f.Cvc, name: f.Name, city: f.City, postalCode: f.PostalCode, address: f.Address, country: f.Country.toUpperCase() },
    Date.now()
  );
  if (result.event) await handleProviderEvent(db, sim.name, result.event);
  if (!result.ok) return sendJson(res, 200, { RetCode: RetCode.PaymentDetailsFailed, Message: SpecText.PaymentDetailsFailed, Data: { Reason: result.error } });
  sendJson(res, 200, { RetCode: 0, Message: "Success", Data: { SetupIntentId: f.SetupIntentId } });
}

// src/gateway/whatsapp/webhookRoute.ts
import { createHash as createHash3, createHmac as createHmac3 } from "node:crypto";
import { z as z64 } from "zod";

// src/gateway/whatsapp/applyNumberUpdate.ts
import { eq as eq195 } from "drizzle-orm";
async function applyNumberUpdate(db, u, now) {
  const digits = u.displayPhoneNumber.replace(/\D/g, "");
  const tier = WhatsAppTiers.find((t) => t === u.currentLimit?.toUpperCase()) ?? null;
  const event = u.event.toUpperCase();
  const status = event === "FLAGGED" ? "FLAGGED" : event === "UNFLAGGED" ? "CONNECTED" : null;
  if (!digits || !tier && !status) return 0;
  const rows = await db.select({ id: whatsappNumbers.id, display: whatsappNumbers.displayPhoneNumber }).from(whatsappNumbers).where(eq195(whatsappNumbers.wabaId, u.wabaId));
  let changed = 0;
  for (const r of rows.filter((x) => x.display.replace(/\D/g, "") === digits)) {
    await db.update(whatsappNumbers).set({ ...tier ? { messagingLimitTier: tier } : {}, ...status ? { status } : {}, syncedAt: now }).where(eq195(whatsappNumbers.id, r.id));
    changed++;
  }
  return changed;
}

// src/gateway/whatsapp/webhookRoute.ts
import { and as and142, eq as eq196 } from "drizzle-orm";
var WHATSAPP_WEBHOOK_PATH = "/api/whatsapp/webhook";
var WEBHOOK_LIMIT2 = 1024 * 1024;
var TemplateStatusValue = z64.object({
  event: z64.string(),
  message_template_id: z64.union([z64.number(), z64.string()]).transform(String),
  message_template_name: z64.string().optional(),
  message_template_language: z64.string().optional(),
  reason: z64.string().nullable().optional()
});
var NumberQualityValue = z64.object({
  display_phone_number: z64.union([z64.string(), z64.number()]).transform(String),
  event: z64.string(),
  current_limit: z64.string().nullable().optional()
});
var seconds = z64.union([z64.string(), z64.number()]).transform((v) => Number(v) * 1e3);
var MessagesValue = z64.object({
  metadata: z64.object({ phone_number_id: z64.string() }),
  statuses: z64.array(
    z64.object({
      id: z64.string(),
      status: z64.string(),
      timestamp: seconds,
      conversation: z64.object({ origin: z64.object({ type: z64.string() }).optional() }).optional(),
      pricing: z64.object({ category: z64.string().optional() }).optional(),
      errors: z64.array(z64.object({ code: z64.number() })).optional()
    })
  ).optional(),
  messages: z64.array(z64.object({ from: z64.string(), id: z64.string(), timestamp: seconds, type: z64.string(), text: z64.object({ body: z64.string() }).optional() })).optional()
});
var Notification2 = z64.object({
  object: z64.literal("whatsapp_business_account"),
  entry: z64.array(
    z64.object({
      id: z64.string(),
      time: z64.number().int().optional(),
      changes: z64.array(z64.object({ field: z64.string(), value: z64.unknown() }))
    })
  )
});
function hubSignatureValid(raw, header, appSecret) {
  if (!header || !appSecret || !header.startsWith("sha256=")) return false;
  const expected = createHmac3("sha256", appSecret).update(raw).digest("hex");
  return safeEqual(header.slice("sha256=".length).toLowerCase(), expected);
}
async function serveWhatsAppWebhook(req, res, db, config2) {
  const wa = config2.whatsapp;
  if (req.method === "GET") {
    const q = new URL(req.url ?? "/", "http://x").searchParams;
    const token = q.get("hub.verify_token") ?? "";
    if (q.get("hub.mode") !== "subscribe" || !wa.verifyToken || !safeEqual(token, wa.verifyToken)) return sendJson(res, 403, { error: "The verify token does not match" });
    res.writeHead(200, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end(q.get("hub.challenge") ?? "");
    return;
  }
  if (req.method !== "POST") return sendJson(res, 405, { error: "Use GET or POST" });
  let raw;
  try {
    raw = await readBody(req, WEBHOOK_LIMIT2);
  } catch (err) {
    if (err instanceof BodyTooLargeError) return sendJson(res, 413, { error: "The notification is too large" });
    throw err;
  }
  const header = req.headers["x-hub-signature-256"];
  if (!hubSignatureValid(raw, Array.isArray(header) ? header[0] : header, wa.appSecret)) return sendJson(res, 401, { error: "The X-Hub-Signature-256 signature does not match the body" });
  let body3;
  try {
    body3 = JSON.parse(raw.toString("utf8"));
  } catch {
    return sendJson(res, 400, { error: "The body is not JSON" });
  }
  const parsed = Notification2.safeParse(body3);
  if (!parsed.success) return sendJson(res, 400, { error: `Not a WhatsApp Business notification: ${parsed.error.issues[0]?.path.join(".") ?? ""} ${parsed.error.issues[0]?.message ?? ""}`.trim() });
  const digest = createHash3("sha256").update(raw).digest("hex");
  const now = Date.now();
  const outcome = await db.transaction(async (tx) => {
    const fresh = await tx.insert(whatsappWebhookEvents).values({ digest, receivedAt: now }).onConflictDoNothing().returning({ digest: whatsappWebhookEvents.digest });
    if (fresh.length === 0) return { duplicate: true, applied: 0 };
    let applied = 0;
    for (const entry2 of parsed.data.entry) {
      const at = (entry2.time ?? Math.floor(now / 1e3)) * 1e3;
      for (const change of entry2.changes) {
        if (change.field === "phone_number_quality_update") {
          const q = NumberQualityValue.safeParse(change.value);
          if (q.success) applied += await applyNumberUpdate(tx, { wabaId: entry2.id, displayPhoneNumber: q.data.display_phone_number, event: q.data.event, currentLimit: q.data.current_limit ?? null }, now);
          continue;
        }
        if (change.field === "messages") {
          const m = MessagesValue.safeParse(change.value);
          if (m.success) applied += await applyMessagesChange(tx, config2, entry2.id, m.data, now);
          continue;
        }
        if (change.field !== "message_template_status_update") continue;
        const v = TemplateStatusValue.safeParse(change.value);
        if (!v.success) continue;
        const changed = await applyTemplateStatus(tx, { wabaId: entry2.id, templateId: v.data.message_template_id, event: v.data.event, reason: v.data.reason ?? null, at }, now);
        if (changed) applied++;
      }
    }
    return { duplicate: false, applied };
  });
  sendJson(res, 200, { received: true, ...outcome });
}
async function applyMessagesChange(tx, config2, wabaId, v, now) {
  let applied = 0;
  const events = (v.statuses ?? []).flatMap((s) => {
    const status = MessageStatuses.find((x) => x === s.status);
    if (!status) return [];
    const code2 = s.errors?.[0]?.code;
    return [{ wamid: s.id, status, at: s.timestamp, ...code2 !== void 0 ? { errorCode: String(code2) } : {}, ...s.pricing?.category || s.conversation?.origin?.type ? { conversationType: s.pricing?.category ?? s.conversation?.origin?.type } : {} }];
  });
  if (events.length > 0) applied += await applyMessageStatuses(tx, whatsappChannel(config2), events, now, "skip");
  if ((v.messages ?? []).length > 0) {
    const [owner] = await tx.select({ userId: whatsappNumbers.userId }).from(whatsappNumbers).where(and142(eq196(whatsappNumbers.phoneNumberId, v.metadata.phone_number_id), eq196(whatsappNumbers.wabaId, wabaId))).limit(1);
    if (owner) {
      for (const m of v.messages ?? []) {
        if (await storeInbound(tx, { userId: owner.userId, wamid: m.id, from: m.from, text: m.text?.body ?? `[${m.type}]`, at: m.timestamp })) applied++;
      }
    }
  }
  return applied;
}

// src/gateway/http/staticFiles.ts
import { createReadStream as createReadStream4 } from "node:fs";
import { readFile as readFile4, stat as stat3 } from "node:fs/promises";
import { promisify as promisify2 } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { extname, join as join9, normalize, sep } from "node:path";
var STATIC_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".wasm": "application/wasm",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".map": "application/json; charset=utf-8"
};
var ASSETS_PREFIX = "/assets/";
var COMPRESSIBLE = /* @__PURE__ */ new Set([".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".txt", ".xml", ".map", ".wasm"]);
var brotli = promisify2(brotliCompress);
var gzipAsync = promisify2(gzip);
var compressed = /* @__PURE__ */ new Map();
var BROTLI_QUICK = 5;
var BROTLI_BEST = 11;
var brotliAt = (b, quality) => brotli(b, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: b.length } });
async function compressedCopy(file, info, encoding) {
  let entry2 = compressed.get(file);
  if (!entry2 || entry2.mtimeMs !== info.mtimeMs || entry2.size !== info.size) {
    entry2 = { mtimeMs: info.mtimeMs, size: info.size, brQuick: null, brBest: null, gz: null };
    compressed.set(file, entry2);
  }
  const e = entry2;
  if (encoding === "gzip") {
    e.gz ??= readFile4(file).then((b) => gzipAsync(b, { level: 9 }));
    return e.gz;
  }
  if (e.brBest) return e.brBest;
  if (!e.brQuick) {
    const raw = readFile4(file);
    e.brQuick = raw.then((b) => brotliAt(b, BROTLI_QUICK));
    void e.brQuick.then(async () => brotliAt(await raw, BROTLI_BEST)).then((best) => {
      if (compressed.get(file) === e) e.brBest = best;
    }).catch(() => void 0);
  }
  return e.brQuick;
}
function pickEncoding(acceptEncoding, ext, size) {
  if (!COMPRESSIBLE.has(ext) || size < 1024 || !acceptEncoding) return null;
  const accepted = new Set(acceptEncoding.split(",").map((p) => p.split(";")[0].trim().toLowerCase()));
  return accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : null;
}
async function fileAt(path) {
  try {
    const s = await stat3(path);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}
async function serveStatic(req, res, root) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain" }).end("Method Not Allowed");
    return;
  }
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
  } catch {
    res.writeHead(400, { "Content-Type": "text/plain" }).end("Bad Request");
    return;
  }
  let file = normalize(join9(root, pathname));
  if (file !== root && !file.startsWith(root + sep)) {
    res.writeHead(403, { "Content-Type": "text/plain" }).end("Forbidden");
    return;
  }
  let info = await fileAt(file);
  const isAsset = pathname.startsWith(ASSETS_PREFIX);
  if (!info && extname(pathname) === "" && !isAsset) {
    const prerendered = normalize(join9(root, "prerender", `${pathname.replace(/\/+$/, "")}.html`));
    const preInfo = prerendered.startsWith(join9(root, "prerender") + sep) ? await fileAt(prerendered) : null;
    file = preInfo ? prerendered : join9(root, "index.html");
    info = preInfo ?? await fileAt(file);
  }
  if (!info) {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end("Not Found");
    return;
  }
  const immutable = isAsset && file !== join9(root, "index.html");
  const headers = {
    "Content-Type": STATIC_TYPES[extname(file).toLowerCase()] ?? "application/octet-stream",
    "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
    Vary: "Accept-Encoding"
  };
  const encoding = pickEncoding(req.headers["accept-encoding"], extname(file), info.size);
  if (encoding) {
    const body3 = await compressedCopy(file, info, encoding);
    res.writeHead(200, { ...headers, "Content-Encoding": encoding, "Content-Length": body3.length });
    res.end(req.method === "HEAD" ? void 0 : body3);
    return;
  }
  res.writeHead(200, { ...headers, "Content-Length": info.size });
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  createReadStream4(file).pipe(res);
}

// src/gateway/http/server.ts
var MIB = 1048576;
function tooLarge(res, sendApiJson, limit2, secure) {
  sendApiJson(res, 413, envelope(RetCode.InvalidRequest, `The request body is larger than ${limit2 / MIB} MiB`), secure);
}
function bodyLimits(registry) {
  const large = Object.entries(registry).filter(([, def]) => bodyLimitOf(def) > API_BODY_LIMIT);
  const cap = Math.max(API_BODY_LIMIT, ...large.map(([, def]) => bodyLimitOf(def)));
  return {
    cap,
    largeNames: large.map(([name]) => Buffer.from(JSON.stringify(name))),
    limitOf: (action) => typeof action === "string" && Object.prototype.hasOwnProperty.call(registry, action) ? bodyLimitOf(registry[action]) : API_BODY_LIMIT
  };
}
function envelope(code2, message) {
  return { RetCode: code2, Message: message ?? retCodeMessages[code2] };
}
function mediaType(header) {
  if (header === "application/json") return header;
  return String(header ?? "").split(";")[0].trim().toLowerCase();
}
async function handleApi(req, res, deps) {
  const secure = isSecure(req, deps.config.trustProxy);
  const sendApiJson = deps.sendApiJson;
  if (req.method !== "POST") {
    res.setHeader("Allow", "POST");
    sendApiJson(res, 405, envelope(RetCode.InvalidRequest, "Use POST /api with a JSON body"), secure);
    return;
  }
  if (mediaType(req.headers["content-type"]) !== "application/json") {
    sendApiJson(res, 415, envelope(RetCode.UnsupportedMediaType), secure);
    return;
  }
  const limits = deps.bodyLimits;
  let raw;
  try {
    raw = await readBody(req, limits.cap);
  } catch (err) {
    if (err instanceof BodyTooLargeError) {
      tooLarge(res, sendApiJson, limits.cap, secure);
      return;
    }
    throw err;
  }
  if (raw.length > API_BODY_LIMIT && !limits.largeNames.some((name) => raw.includes(name))) {
    tooLarge(res, sendApiJson, API_BODY_LIMIT, secure);
    return;
  }
  let body3;
  let json = true;
  try {
    body3 = JSON.parse(raw.toString("utf8"));
  } catch {
    json = false;
  }
  if (raw.length > API_BODY_LIMIT) {
    const limit2 = json ? limits.limitOf(body3?.Action) : API_BODY_LIMIT;
    if (raw.length > limit2) {
      tooLarge(res, sendApiJson, limit2, secure);
      return;
    }
  }
  if (!json) {
    sendApiJson(res, 200, envelope(RetCode.InvalidRequest, "The request body is not valid JSON"), secure);
    return;
  }
  const answer3 = await deps.dispatcher.dispatch({
    body: body3,
    authorization: req.headers.authorization,
    ip: clientIp(req.headers["x-forwarded-for"], req.socket.remoteAddress, deps.config.trustProxy)
  });
  sendApiJson(res, 200, answer3, secure);
}
function requestFailed(req, res, deps, err) {
  console.error("[gateway] request failed", err);
  if (!res.headersSent) deps.sendApiJson(res, 200, envelope(RetCode.InternalError), isSecure(req, deps.config.trustProxy));
  else res.end();
}
async function handleOutbox(req, res, deps) {
  const to = new URL(req.url ?? "/", "http://x").searchParams.get("to")?.toLowerCase() ?? "";
  const rows = await deps.db.select().from(outboundMessages).where(eq197(outboundMessages.recipient, to)).orderBy(desc39(outboundMessages.id)).limit(50);
  sendJson(
    res,
    200,
    rows.map((m) => ({ Channel: m.channel, Recipient: m.recipient, Subject: m.subject, Body: m.body, CreateTime: toUnixSeconds(m.createdAt) }))
  );
}
function createHttpServer(serverDeps) {
  const registry = serverDeps.registry ?? actions;
  const csp = contentSecurityPolicy(serverDeps.config.payments.provider === "stripe");
  const deps = { ...serverDeps, bodyLimits: bodyLimits(registry), sendApiJson: apiJsonSender(csp) };
  const schema = JSON.stringify(registryJsonSchema(registry));
  const server = createServer((req, res) => {
    const url = req.url;
    if (url === "/api" || url === "/api/") {
      handleApi(req, res, deps).catch((err) => requestFailed(req, res, deps, err));
      return;
    }
    setSecurityHeaders(req, res, deps.config.trustProxy, csp);
    const path = (url ?? "/").split("?")[0];
    const rawUrl = url ?? "";
    if (rawUrl.includes("\0") || rawUrl.toLowerCase().includes("%00")) {
      const message = "The address must not contain the NUL character (\\u0000)";
      if (path.startsWith("/api/")) sendJson(res, 400, envelope(RetCode.InvalidParams, message));
      else res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end(message);
      return;
    }
    const route = async () => {
      if (path === "/api" || path === "/api/") return handleApi(req, res, deps);
      if (path === "/api/schema" && req.method === "GET") {
        res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-cache" });
        res.end(schema);
        return;
      }
      if (path === "/api/health") return sendJson(res, 200, { ok: true });
      if (path === "/api/dev/outbox" && deps.config.exposeOutbox && req.method === "GET") return handleOutbox(req, res, deps);
      if (path.startsWith(EXPORT_FILE_PATH)) return serveExportFile(req, res, deps.db);
      if (path.startsWith(INVOICE_FILE_PATH)) return serveInvoiceFile(req, res, deps.db, deps.config);
      if (path === WEBHOOK_PATH) return serveWebhook(req, res, deps.db, deps.config);
      if (path === SIM_CONFIRM_PATH) return serveSimConfirm(req, res, deps.db, deps.config);
      if (path === WHATSAPP_WEBHOOK_PATH) return serveWhatsAppWebhook(req, res, deps.db, deps.config);
      if (path === UNSUBSCRIBE_PATH) return serveUnsubscribe(req, res, deps.db);
      if (path.startsWith(CONTACT_EXPORT_PATH)) return serveContactExport(req, res, { db: deps.db, uploadDir: deps.config.uploadDir });
      if (path.startsWith(IMPORT_REJECTS_PATH)) return serveImportRejects(req, res, deps);
      if (path.startsWith(VOICE_AUDIO_PATH)) return serveVoiceAudio(req, res, { db: deps.db, uploadDir: deps.config.uploadDir });
      if (path.startsWith("/api/")) return sendJson(res, 404, envelope(RetCode.NotFound));
      if (path.startsWith(UPLOAD_PREFIX)) return handleUpload(req, res, deps);
      if (path.startsWith(MEDIA_PREFIX)) return serveMedia(req, res, deps);
      if (path.startsWith(TICKET_FILE_PREFIX)) return serveTicketFile(req, res, { db: deps.db, uploadDir: deps.config.uploadDir });
      return serveStatic(req, res, deps.config.staticDir);
    };
    route().catch((err) => requestFailed(req, res, deps, err));
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1e3;
  return server;
}
var KEEP_ALIVE_MS = 65e3;

// src/gateway/mail/Deliverer.ts
import { and as and143, asc as asc24, eq as eq198, isNull as isNull19, lt as lt12 } from "drizzle-orm";
import nodemailer3 from "nodemailer";
var MAX_ATTEMPTS = 8;
var Deliverer = class {
  constructor(db, config2, log = (l) => console.log(l)) {
    this.db = db;
    this.config = config2;
    this.log = log;
    this.transporter = config2.smtpUrl ? nodemailer3.createTransport(config2.smtpUrl) : null;
  }
  db;
  config;
  log;
  transporter;
  running = null;
  again = false;
  /** Sends everything pending; concurrent calls coalesce into one more pass. */
  flush() {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.pass();
      } while (this.again);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }
  async pass() {
    const pending = await this.db.select().from(outboundMessages).where(and143(isNull19(outboundMessages.sentAt), lt12(outboundMessages.attempts, MAX_ATTEMPTS))).orderBy(asc24(outboundMessages.id)).limit(100);
    for (const msg of pending) {
      try {
        if (msg.channel === "email" && this.transporter) {
          await this.transporter.sendMail({ from: this.config.mailFrom, to: msg.recipient, subject: msg.subject, text: msg.body });
        } else if (this.config.logMail) {
          this.log(`[${msg.channel}] to ${msg.recipient}: ${msg.subject}
${msg.body}
`);
        }
        await this.db.update(outboundMessages).set({ sentAt: Date.now(), attempts: msg.attempts + 1 }).where(eq198(outboundMessages.id, msg.id));
      } catch (err) {
        await this.db.update(outboundMessages).set({ attempts: msg.attempts + 1, lastError: String(err.message ?? err).slice(0, 500) }).where(eq198(outboundMessages.id, msg.id));
      }
    }
  }
  close() {
    this.transporter?.close();
  }
};

// src/gateway/seed/seed.ts
import { sql as sql53 } from "drizzle-orm";

// src/gateway/seed/demoAccount.ts
var demoAccount = {
  email: "demo@example.com",
  password: "Demo-2026!",
  displayName: "Demo Marketer",
  /** Opening balances (10000 per unit): $1,000.00 main, $200.00 SMS, $100.00 e-mail and voice. */
  funding: [
    { productType: MAIN_WALLET, amount: 1e7 },
    { productType: WalletProductType.SMS, amount: 2e6 },
    { productType: WalletProductType.Email, amount: 1e6 },
    { productType: WalletProductType.Voice, amount: 1e6 }
  ]
};
var operatorAccount = {
  email: "operator@example.com",
  password: "Operator-2026!",
  displayName: "Support Operator"
};

// src/gateway/seed/seedDemoAccount.ts
import { eq as eq199 } from "drizzle-orm";

// src/gateway/seed/packageCatalogue.ts
function monthlyAndAnnual(monthlyUnits) {
  const monthly = monthlyUnits * MONEY_SCALE;
  return [
    { Period: 1, PeriodUnit: "month", Amount: monthly },
    { Period: 1, PeriodUnit: "year", Amount: monthly * 10 }
  ];
}
var mods = (entries) => entries.map(([ProductMod, Quota]) => ({ ProductMod, Quota }));
var packageCatalogue = [
  {
    SubscriptionNo: "pkg-free-trial",
    CnName: "\u514D\u8D39\u8BD5\u7528",
    EnName: "Free Trial",
    Free: true,
    Rank: 0,
    PriceList: [{ Period: FREE_TRIAL_DAYS, PeriodUnit: "day", Amount: 0 }],
    ModWhitelist: mods([
      ["MarketingPlan", 0],
      ["SocialMedia", 0],
      ["SocialMediaAccountLimit", 3],
      ["EmailLimit", 1e3],
      ["AIGCRequestLimit", 20]
    ])
  },
  {
    SubscriptionNo: "pkg-starter",
    CnName: "\u5165\u95E8\u7248",
    EnName: "Starter",
    Free: false,
    Rank: 10,
    PriceList: monthlyAndAnnual(29),
    ModWhitelist: mods([
      ["MarketingPlan", 0],
      ["SocialMedia", 0],
      ["SocialMediaAccountLimit", 5],
      ["EmailLimit", 1e4],
      ["AIGCRequestLimit", 100]
    ])
  },
  {
    SubscriptionNo: "pkg-growth",
    CnName: "\u6210\u957F\u7248",
    EnName: "Growth",
    Free: false,
    Rank: 20,
    PriceList: monthlyAndAnnual(79),
    ModWhitelist: mods([
      ["MarketingPlan", 0],
      ["Automation", 0],
      ["Analysis", 0],
      ["SocialMedia", 0],
      ["SocialMediaAccountLimit", 10],
      ["EmailLimit", 5e4],
      ["AIGCRequestLimit", 500]
    ])
  },
  {
    SubscriptionNo: "pkg-pro",
    CnName: "\u4E13\u4E1A\u7248",
    EnName: "Pro",
    Free: false,
    Rank: 30,
    PriceList: monthlyAndAnnual(199),
    ModWhitelist: mods([
      ["MarketingPlan", 0],
      ["Automation", 0],
      ["Analysis", 0],
      ["SocialMedia", 0],
      ["SocialMediaAccountLimit", SOCIAL_ACCOUNTS_MAX],
      ["EmailLimit", 2e5],
      ["AIGCRequestLimit", 2e3]
    ])
  }
];
var topPackage = packageCatalogue.reduce((a, b) => b.Rank > a.Rank ? b : a);

// src/gateway/seed/seedDemoAccount.ts
async function seedDemoAccount(db, now) {
  const userId = await createUser(
    db,
    { email: demoAccount.email, passwordHash: await hashPassword(demoAccount.password), displayName: demoAccount.displayName, activated: true, upgrade: true },
    now
  );
  await db.update(users).set({ enName: demoAccount.displayName }).where(eq199(users.id, userId));
  await db.insert(subscriptionPurchases).values({
    userId,
    subscriptionNo: topPackage.SubscriptionNo,
    status: SubscriptionStatus.Active,
    free: false,
    period: 1,
    periodUnit: "year",
    quantity: 1,
    costAmount: 0,
    createTime: now,
    startTime: now,
    endTime: addPeriod(now, 1, "year")
  });
  for (const f of demoAccount.funding) {
    await creditWallet(db, userId, f.productType, { amount: f.amount }, { kind: "seed", reference: "demo-account", now });
  }
}
async function seedOperatorAccount(db, now) {
  const userId = await createUser(
    db,
    { email: operatorAccount.email, passwordHash: await hashPassword(operatorAccount.password), displayName: operatorAccount.displayName, activated: true },
    now
  );
  await db.update(users).set({ role: "operator", enName: operatorAccount.displayName }).where(eq199(users.id, userId));
}

// src/gateway/seed/upsertCatalogue.ts
import { notInArray as notInArray5, sql as sql52 } from "drizzle-orm";
async function upsertCatalogue(db) {
  await db.insert(subscriptionPackages).values(
    packageCatalogue.map((p) => ({
      subscriptionNo: p.SubscriptionNo,
      cnName: p.CnName,
      enName: p.EnName,
      free: p.Free,
      rank: p.Rank,
      onSale: true,
      priceList: p.PriceList,
      modWhitelist: p.ModWhitelist
    }))
  ).onConflictDoUpdate({
    target: subscriptionPackages.subscriptionNo,
    set: {
      cnName: sql52`excluded.cn_name`,
      enName: sql52`excluded.en_name`,
      free: sql52`excluded.free`,
      rank: sql52`excluded.rank`,
      onSale: sql52`excluded.on_sale`,
      priceList: sql52`excluded.price_list`,
      modWhitelist: sql52`excluded.mod_whitelist`
    }
  });
  await db.update(subscriptionPackages).set({ onSale: false }).where(notInArray5(subscriptionPackages.subscriptionNo, packageCatalogue.map((p) => p.SubscriptionNo)));
}

// src/gateway/seed/seed.ts
var SEED_LOCK = 730240001;
async function seed(db, now) {
  const demoCreated = await db.transaction(async (tx) => {
    await tx.execute(sql53`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await upsertCatalogue(tx);
    const [anyUser] = await tx.select({ id: users.id }).from(users).limit(1);
    if (anyUser) return false;
    await seedDemoAccount(tx, now);
    await seedOperatorAccount(tx, now);
    return true;
  });
  return { demoCreated, demoEmail: demoAccount.email, demoPassword: demoAccount.password, operatorEmail: operatorAccount.email, operatorPassword: operatorAccount.password };
}

// src/gateway/jobs/JobRunner.ts
import { randomBytes as randomBytes21 } from "node:crypto";
var MAX_ATTEMPTS2 = 10;
var JobRunner = class {
  constructor(db, handlers2, opts) {
    this.db = db;
    this.handlers = handlers2;
    this.opts = opts;
  }
  db;
  handlers;
  opts;
  /** Runner id (with the process id, for operators and tests); each claim adds a random lease token to it. */
  workerId = `w${process.pid}-${randomBytes21(4).toString("hex")}`;
  stopping = false;
  loops = [];
  sleepers = /* @__PURE__ */ new Set();
  unsubscribe = null;
  start() {
    this.unsubscribe = onJobsQueued(() => this.wake());
    for (let i = 0; i < this.opts.concurrency; i++) this.loops.push(this.loop());
  }
  wake() {
    for (const fn of this.sleepers) fn();
  }
  async close() {
    this.stopping = true;
    this.unsubscribe?.();
    this.wake();
    await Promise.all(this.loops);
  }
  sleep(ms) {
    return new Promise((resolve2) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve2();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }
  async loop() {
    const kinds = Object.keys(this.handlers);
    while (!this.stopping) {
      let job = null;
      try {
        job = await claimJob(this.db, kinds, this.workerId, Date.now(), this.opts.leaseMs);
      } catch (err) {
        if (this.stopping) return;
        this.opts.log(`[jobs] claim failed: ${String(err)}`);
      }
      if (!job) {
        await this.sleep(this.opts.pollMs);
        continue;
      }
      await this.run(job);
    }
  }
  async run(job) {
    const handler = this.handlers[job.kind];
    const isStopping = () => this.stopping;
    let lost = false;
    const renew = async () => {
      if (lost) return false;
      const ok = await extendLease(this.db, job, Date.now(), this.opts.leaseMs);
      if (!ok) {
        lost = true;
        this.opts.log(`[jobs] ${job.kind} ${job.ref}: lease lost, stopping`);
      }
      return ok;
    };
    const fence = async (tx) => {
      if (lost) throw new LeaseLostError(job);
      await checkLease(tx, job);
    };
    const ctl = {
      extendLease: renew,
      get stopping() {
        return isStopping();
      },
      get lost() {
        return lost;
      },
      fence,
      fenced: (fn) => this.db.transaction(async (tx) => {
        await fence(tx);
        return fn(tx);
      })
    };
    let beating = null;
    const heartbeat = setInterval(
      () => {
        if (beating) return;
        beating = renew().catch((err) => this.opts.log(`[jobs] renewing the lease of ${job.kind} ${job.ref} failed: ${String(err)}`)).finally(() => beating = null);
      },
      Math.max(10, Math.floor(this.opts.leaseMs / 3))
    );
    try {
      const outcome = await handler(job, ctl);
      clearInterval(heartbeat);
      await beating;
      if ("abandon" in outcome || lost) return;
      if ("done" in outcome) await finishJob(this.db, job, Date.now());
      else await rescheduleJob(this.db, job, outcome.runAt, { resetAttempts: outcome.resetAttempts ?? true });
    } catch (err) {
      clearInterval(heartbeat);
      await beating;
      if (err instanceof LeaseLostError || lost) {
        this.opts.log(`[jobs] ${job.kind} ${job.ref}: lease lost, abandoned (${err instanceof Error ? err.message : String(err)})`);
        return;
      }
      const message = err instanceof Error ? err.message : String(err);
      this.opts.log(`[jobs] ${job.kind} ${job.ref} attempt ${job.attempts} failed: ${message}`);
      try {
        if (job.attempts >= MAX_ATTEMPTS2) await finishJob(this.db, job, Date.now(), message);
        else await rescheduleJob(this.db, job, Date.now() + Math.min(1e3 * 2 ** job.attempts, 3e5), { error: message });
      } catch (err2) {
        this.opts.log(`[jobs] could not record the failure of ${job.kind} ${job.ref}: ${String(err2)}`);
      }
    }
  }
};

// src/gateway/messaging/callbacks/CallbackSender.ts
import { createHmac as createHmac4 } from "node:crypto";
import { and as and144, asc as asc25, eq as eq200, inArray as inArray50, isNull as isNull20, lt as lt13, lte as lte16, or as or16 } from "drizzle-orm";

// src/gateway/messaging/callbacks/postCallback.ts
import { request as httpRequest3 } from "node:http";
import { request as httpsRequest3 } from "node:https";
function postCallback(url, opts) {
  let u;
  try {
    u = new URL(url);
  } catch {
    return Promise.reject(new Error("Invalid callback URL"));
  }
  const refused = deliveryRefusal(u, opts.policy);
  if (refused) return Promise.reject(new ForbiddenCallbackAddressError(refused));
  const body3 = Buffer.from(opts.body);
  return new Promise((resolve2, reject) => {
    const req = (u.protocol === "https:" ? httpsRequest3 : httpRequest3)(
      u,
      {
        method: "POST",
        headers: { ...opts.headers, "Content-Length": String(body3.length) },
        lookup: guardedLookup(opts.policy, isAllowListed(u, opts.policy.allowHosts)),
        agent: false,
        signal: AbortSignal.timeout(opts.timeoutMs)
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve2(res.statusCode ?? 0));
        res.on("error", reject);
        res.on("close", () => !res.complete && reject(new Error("The callback answer was cut off")));
      }
    );
    req.on("error", reject);
    req.end(body3);
  });
}

// src/gateway/messaging/callbacks/CallbackSender.ts
var BATCH = 20;
var MAX_DELAY_MS = 36e5;
function callbackBackoff(failedAttempts, baseMs) {
  return Math.min(baseMs * 2 ** Math.max(0, failedAttempts - 1), MAX_DELAY_MS);
}
var CallbackSender = class {
  constructor(db, opts) {
    this.db = db;
    this.opts = opts;
  }
  db;
  opts;
  timer = null;
  running = null;
  closed = false;
  start() {
    this.tick();
  }
  tick() {
    if (this.closed) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce().catch((err) => this.opts.log(`[callbacks] ${String(err)}`)).then(() => void 0).finally(() => {
        this.running = null;
        this.tick();
      });
    }, this.opts.pollMs);
  }
  /** Sends every due callback once; answers how many were attempted. */
  async runOnce() {
    let attempted = 0;
    for (; ; ) {
      const now = Date.now();
      const due = await this.db.transaction(async (tx) => {
        const rows = await tx.select().from(callbackDeliveries).where(
          and144(
            isNull20(callbackDeliveries.deliveredAt),
            isNull20(callbackDeliveries.failedAt),
            lte16(callbackDeliveries.nextAttemptAt, now),
            or16(isNull20(callbackDeliveries.lockedUntil), lt13(callbackDeliveries.lockedUntil, now))
          )
        ).orderBy(asc25(callbackDeliveries.nextAttemptAt)).limit(BATCH).for("update", { skipLocked: true });
        if (rows.length > 0) {
          await tx.update(callbackDeliveries).set({ lockedUntil: now + this.opts.timeoutMs * 2 }).where(inArray50(callbackDeliveries.id, rows.map((r) => r.id)));
        }
        return rows;
      });
      if (due.length === 0 || this.closed) return attempted;
      attempted += due.length;
      await Promise.all(due.map((d) => this.deliver(d)));
      if (due.length < BATCH) return attempted;
    }
  }
  async deliver(d) {
    let status = null;
    let error = null;
    try {
      status = await postCallback(d.url, {
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "messaging-console-callbacks/1",
          "X-Signature": `sha256=${createHmac4("sha256", d.secret).update(d.body).digest("hex")}`,
          "X-Delivery-Id": String(d.id)
        },
        body: d.body,
        timeoutMs: this.opts.timeoutMs,
        policy: this.opts.policy
      });
      if (status < 200 || status >= 300) error = `HTTP ${status}`;
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    const now = Date.now();
    const attempts = d.attempts + 1;
    const base = { attempts, lastStatus: status, lastError: error, lockedUntil: null };
    if (!error) await this.db.update(callbackDeliveries).set({ ...base, deliveredAt: now }).where(eq200(callbackDeliveries.id, d.id));
    else if (attempts >= this.opts.maxAttempts) await this.db.update(callbackDeliveries).set({ ...base, failedAt: now }).where(eq200(callbackDeliveries.id, d.id));
    else await this.db.update(callbackDeliveries).set({ ...base, nextAttemptAt: now + callbackBackoff(attempts, this.opts.baseDelayMs) }).where(eq200(callbackDeliveries.id, d.id));
  }
  async close() {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
};

// src/gateway/messaging/delivery/ReceiptWriter.ts
var CHUNK = 1e3;
var RETRY_FOR_MS = 12e4;
var ReceiptWriter = class {
  constructor(db, channel, opts) {
    this.db = db;
    this.channel = channel;
    this.opts = opts;
  }
  db;
  channel;
  opts;
  buffer = [];
  retry = [];
  timer = null;
  running = null;
  closed = false;
  waiters = /* @__PURE__ */ new Map();
  push(receipt) {
    const written = new Promise((resolve2) => this.waiters.set(receipt, resolve2));
    this.buffer.push(receipt);
    if (this.buffer.length >= CHUNK) void this.flush();
    else this.schedule();
    return written;
  }
  settle(receipt, written) {
    const resolve2 = this.waiters.get(receipt);
    if (!resolve2) return;
    this.waiters.delete(receipt);
    resolve2(written);
  }
  schedule() {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.opts.flushMs);
  }
  /** Writes everything buffered; concurrent calls share one run. */
  flush() {
    if (this.running) return this.running;
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.buffer.length > 0 || this.retry.length > 0) this.schedule();
    });
    return this.running;
  }
  async drain() {
    while (this.buffer.length > 0 || this.retry.length > 0) {
      const now = Date.now();
      const batch = this.buffer.splice(0, CHUNK);
      const retrying = this.retry.splice(0, CHUNK - batch.length);
      const until = new Map(retrying.map((r) => [r.receipt, r.until]));
      const all = [...batch, ...retrying.map((r) => r.receipt)];
      let unmatched;
      try {
        unmatched = await applyReceipts(this.db, this.channel, all, now);
      } catch (err) {
        this.opts.log(`[${this.channel.name}] writing receipts failed, will retry: ${String(err)}`);
        unmatched = all;
      }
      const left = new Set(unmatched);
      for (const r of all) if (!left.has(r)) this.settle(r, true);
      for (const r of unmatched) {
        this.settle(r, false);
        const deadline = until.get(r) ?? now + RETRY_FOR_MS;
        if (deadline > now) this.retry.push({ receipt: r, until: deadline });
      }
      if (this.buffer.length === 0) break;
    }
  }
  async close() {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (let pass = 0; pass < 3 && (this.buffer.length > 0 || this.retry.length > 0 || pass === 0); pass++) await this.flush();
    if (this.retry.length > 0) this.opts.log(`[${this.channel.name}] ${this.retry.length} receipts for unknown messages dropped at close`);
    for (const r of [...this.waiters.keys()]) this.settle(r, false);
  }
};

// src/gateway/messaging/delivery/taskJob.ts
import { and as and150, eq as eq206, isNotNull as isNotNull6, sql as sql58 } from "drizzle-orm";

// src/gateway/messaging/delivery/claimBatch.ts
import { and as and145, asc as asc26, eq as eq201, inArray as inArray51, sql as sql54 } from "drizzle-orm";
async function claimBatch(fenced, taskPk, size, owner, countries) {
  return fenced(async (tx) => {
    const rows = await tx.select({ id: smsMessages.id }).from(smsMessages).where(and145(eq201(smsMessages.taskId, taskPk), eq201(smsMessages.state, MessageState.Queued), countries ? inArray51(smsMessages.countryCode, [...countries]) : void 0)).orderBy(asc26(smsMessages.id)).limit(size).for("update", { skipLocked: true });
    if (rows.length === 0) return [];
    const claimed = await tx.update(smsMessages).set({ state: MessageState.Submitting, submitCount: sql54`${smsMessages.submitCount} + 1` }).where(inArray51(smsMessages.id, rows.map((r) => r.id))).returning({ id: smsMessages.id, phone: smsMessages.phone });
    const optedOut = await optedOutAmong(tx, owner.userId, owner.channel, [...new Set(claimed.map((m) => m.phone))]);
    const stopped = claimed.filter((m) => optedOut.has(m.phone)).map((m) => m.id);
    if (stopped.length > 0) await tx.update(smsMessages).set({ price: 0 }).where(inArray51(smsMessages.id, stopped));
    return claimed.map((m) => ({ ...m, optedOut: optedOut.has(m.phone) }));
  });
}

// src/gateway/messaging/delivery/expireReceipts.ts
import { and as and146, eq as eq202, lt as lt14, sql as sql55 } from "drizzle-orm";
async function expireReceipts(fenced, channel, taskPk, timeoutMs, now) {
  await fenced(async (tx) => {
    const rows = await tx.update(smsMessages).set({ state: MessageState.Unknown, receiptCode: "NO_RECEIPT", doneAt: now, ...channel.receiptCharge ? { price: 0 } : {} }).where(and146(eq202(smsMessages.taskId, taskPk), eq202(smsMessages.state, MessageState.Submitted), lt14(smsMessages.submitAt, now - timeoutMs))).returning({ id: smsMessages.id });
    if (rows.length > 0) await tx.update(smsTasks).set({ unknown: sql55`${smsTasks.unknown} + ${rows.length}` }).where(eq202(smsTasks.id, taskPk));
    await finalizeTask(tx, channel, taskPk, now);
  });
}

// src/gateway/messaging/delivery/localWindow.ts
var zonesOf = /* @__PURE__ */ new Map();
var formats = /* @__PURE__ */ new Map();
function countryTimeZones(country) {
  const key2 = country.toUpperCase();
  let zones = zonesOf.get(key2);
  if (!zones) {
    let found = [];
    try {
      found = new Intl.Locale(`und-${key2}`).timeZones ?? [];
    } catch {
      found = [];
    }
    zones = found.length > 0 ? found : ["UTC"];
    zonesOf.set(key2, zones);
  }
  return zones;
}
function localMinutes(zone6, now) {
  let f = formats.get(zone6);
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", { timeZone: zone6, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    formats.set(zone6, f);
  }
  let h = 0;
  let m = 0;
  for (const p of f.formatToParts(now)) {
    if (p.type === "hour") h = Number(p.value);
    else if (p.type === "minute") m = Number(p.value);
  }
  return h * 60 + m;
}
function windowOpen(country, w, now) {
  return countryTimeZones(country).every((z65) => {
    const t = localMinutes(z65, now);
    return t >= w.from && t < w.to;
  });
}
var STEP_MS = 15 * 6e4;
function nextOpening(country, w, now) {
  if (windowOpen(country, w, now)) return now;
  const start = Math.ceil(now / STEP_MS) * STEP_MS;
  for (let t = start; t < now + 2 * 864e5; t += STEP_MS) if (windowOpen(country, w, t)) return t;
  return null;
}

// src/gateway/messaging/delivery/recordSubmits.ts
import { and as and147, eq as eq203, inArray as inArray52, sql as sql56 } from "drizzle-orm";
async function recordSubmits(fenced, channel, task, results, now) {
  const ok = results.filter((r) => r.ok);
  const failed = results.filter((r) => !r.ok && !r.retry);
  const retry = results.filter((r) => !r.ok && r.retry).map((r) => r.id);
  await fenced(async (tx) => {
    let charge = 0;
    if (ok.length > 0) {
      const values = sql56.join(
        ok.map((r) => sql56`(${r.id}::bigint, ${r.carrierId}::text)`),
        sql56`, `
      );
      const chargeNow = !channel.receiptCharge;
      const rows = resultRows(await tx.execute(sql56`
        update ${smsMessages} m set state = ${MessageState.Submitted}, carrier_id = v.cid, submit_at = ${now}, charged = ${chargeNow}
        from (values ${values}) as v(id, cid)
        where m.id = v.id and m.state = ${MessageState.Submitting} and m.charged = false
        returning m.price`));
      if (chargeNow) for (const r of rows) charge += Number(r.price);
    }
    const byCode = /* @__PURE__ */ new Map();
    for (const f of failed) byCode.set(f.code, [...byCode.get(f.code) ?? [], f.id]);
    let refused = 0;
    for (const [code2, ids] of byCode) {
      const rows = await tx.update(smsMessages).set({ state: MessageState.SubmitFail, receiptCode: code2, doneAt: now, ...channel.receiptCharge ? { price: 0 } : {} }).where(and147(inArray52(smsMessages.id, ids), eq203(smsMessages.state, MessageState.Submitting))).returning({ id: smsMessages.id });
      refused += rows.length;
    }
    if (retry.length > 0) {
      await tx.update(smsMessages).set({ state: MessageState.Queued }).where(and147(inArray52(smsMessages.id, retry), eq203(smsMessages.state, MessageState.Submitting)));
    }
    if (charge > 0 || refused > 0) {
      await tx.update(smsTasks).set({ charged: sql56`${smsTasks.charged} + ${charge}`, submitFailed: sql56`${smsTasks.submitFailed} + ${refused}` }).where(eq203(smsTasks.id, task.id));
    }
    if (charge > 0 && task.holdReference) await chargeHold(tx, task.holdReference, charge, now);
    if (refused > 0) await finalizeTask(tx, channel, task.id, now);
  });
}

// src/gateway/messaging/delivery/recoverInFlight.ts
import { and as and148, eq as eq204, sql as sql57 } from "drizzle-orm";
async function recoverInFlight(fenced, taskPk, resubmitSafe, now) {
  const stuck = and148(eq204(smsMessages.taskId, taskPk), eq204(smsMessages.state, MessageState.Submitting));
  if (resubmitSafe) {
    await fenced((tx) => tx.update(smsMessages).set({ state: MessageState.Queued }).where(stuck));
    return;
  }
  await fenced(async (tx) => {
    const rows = await tx.update(smsMessages).set({ state: MessageState.Unknown, receiptCode: "SUBMIT_UNCONFIRMED", doneAt: now }).where(stuck).returning({ id: smsMessages.id });
    if (rows.length > 0) await tx.update(smsTasks).set({ unknown: sql57`${smsTasks.unknown} + ${rows.length}` }).where(eq204(smsTasks.id, taskPk));
  });
}

// src/gateway/messaging/delivery/startTask.ts
import { and as and149, eq as eq205, inArray as inArray53 } from "drizzle-orm";
async function startTask(fenced, taskPk, now) {
  return fenced(async (tx) => {
    await tx.update(smsTasks).set({ status: TaskStatus.Processing, startedAt: now }).where(and149(eq205(smsTasks.id, taskPk), inArray53(smsTasks.status, [TaskStatus.Pending, TaskStatus.Waiting])));
    const [task] = await tx.select().from(smsTasks).where(eq205(smsTasks.id, taskPk));
    return task && task.status === TaskStatus.Processing ? task : null;
  });
}

// src/gateway/messaging/delivery/taskJob.ts
function taskJob(deps) {
  const { db, channel, carrier, config: config2 } = deps;
  return async (job, ctl) => {
    const taskPk = Number(job.ref);
    const task = await startTask(ctl.fenced, taskPk, Date.now());
    if (!task) return { done: true };
    await recoverInFlight(ctl.fenced, taskPk, carrier.resubmitSafe, Date.now());
    let retryLater = false;
    const window = task.windowFrom !== null && task.windowTo !== null ? { from: task.windowFrom, to: task.windowTo } : null;
    let waiting = null;
    let waitUntil = null;
    let waitCleared = task.waitReason === null;
    while (!ctl.stopping) {
      if (ctl.lost || !await ctl.extendLease()) return { abandon: true };
      let size = config2.batchSize;
      if (channel.sendAllowance) {
        const allowance = await channel.sendAllowance(db, task, Date.now());
        if (allowance.allowed <= 0) {
          const [queued] = await db.select({ id: smsMessages.id }).from(smsMessages).where(and150(eq206(smsMessages.taskId, taskPk), eq206(smsMessages.state, MessageState.Queued))).limit(1);
          if (!queued) break;
          await ctl.fenced((tx) => tx.update(smsTasks).set({ waitReason: allowance.reason, waitUntil: allowance.waitUntil }).where(eq206(smsTasks.id, taskPk)));
          return { runAt: allowance.waitUntil };
        }
        size = Math.min(size, allowance.allowed);
        if (!waitCleared) {
          await ctl.fenced((tx) => tx.update(smsTasks).set({ waitReason: null, waitUntil: null }).where(and150(eq206(smsTasks.id, taskPk), isNotNull6(smsTasks.waitReason))));
          waitCleared = true;
        }
      }
      let open2;
      if (window) {
        waiting ??= await queuedCountries(db, taskPk);
        const now2 = Date.now();
        open2 = waiting.filter((c) => windowOpen(c, window, now2));
        if (open2.length === 0) {
          waitUntil = Math.min(...waiting.map((c) => nextOpening(c, window, now2) ?? now2 + 36e5), now2 + 864e5);
          if (waiting.length === 0) waitUntil = null;
          break;
        }
      }
      const batch = await claimBatch(ctl.fenced, taskPk, size, { userId: task.userId, channel: channel.name }, open2);
      if (batch.length === 0) {
        if (!window || waiting === null || waiting.length === 0) break;
        waiting = await queuedCountries(db, taskPk);
        continue;
      }
      const toSend = batch.filter((m) => !m.optedOut);
      const submitted = toSend.length > 0 ? await carrier.submit(toSend.map((m) => ({ id: m.id, phone: m.phone, senderId: task.senderId, text: task.content, ...task.payload !== null ? { payload: task.payload } : {}, ...task.subject ? { subject: task.subject } : {}, ...task.mediaFileId !== null ? { mediaFileId: task.mediaFileId } : {}, ...task.mediaDurationMs > 0 ? { mediaDurationMs: task.mediaDurationMs } : {} }))) : [];
      const results = [...submitted];
      for (const m of batch) if (m.optedOut) results.push({ id: m.id, ok: false, code: OPTED_OUT_CODE });
      await recordSubmits(ctl.fenced, channel, task, results, Date.now());
      await channel.afterBatch?.(db, task.userId, Date.now(), deps.log);
      if (results.some((r) => !r.ok && r.retry)) {
        retryLater = true;
        break;
      }
    }
    if (ctl.stopping) return { runAt: Date.now() };
    if (retryLater) return { runAt: Date.now() + 5e3 };
    const now = Date.now();
    await expireReceipts(ctl.fenced, channel, taskPk, config2.receiptTimeoutMs, now);
    const [fresh] = await db.select({ status: smsTasks.status }).from(smsTasks).where(eq206(smsTasks.id, taskPk));
    if (!fresh || FINAL_TASK_STATUSES.includes(fresh.status)) return { done: true };
    const check = now + Math.min(config2.receiptCheckMs, config2.receiptTimeoutMs);
    if (waitUntil !== null && !await owesReceipts(db, taskPk)) return { runAt: waitUntil };
    return { runAt: waitUntil === null ? check : Math.min(check, waitUntil) };
  };
}
async function queuedCountries(db, taskPk) {
  const rows = await db.selectDistinct({ c: smsMessages.countryCode }).from(smsMessages).where(and150(eq206(smsMessages.taskId, taskPk), eq206(smsMessages.state, MessageState.Queued)));
  return rows.map((r) => r.c);
}
async function owesReceipts(db, taskPk) {
  const [row] = await db.select({ one: sql58`1` }).from(smsMessages).where(and150(eq206(smsMessages.taskId, taskPk), eq206(smsMessages.state, MessageState.Submitted))).limit(1);
  return row !== void 0;
}

// src/gateway/messaging/MessagingService.ts
async function startMessaging(deps) {
  const { db, config: config2, log } = deps;
  const channels = /* @__PURE__ */ new Map();
  const handlers2 = { [EXPORT_JOB]: exportJob({ db, log, channels: deps.channels, sources: deps.exportSources }) };
  for (const channel of deps.channels) {
    if (channels.has(channel.name) || handlers2[channel.taskJob]) throw new Error(`Channel ${channel.name}: name or task job ${channel.taskJob} taken`);
    const carrier = deps.carriers?.[channel.name] ?? channel.createCarrier(db, log);
    channels.set(channel.name, { channel, carrier, receipts: new ReceiptWriter(db, channel, { flushMs: config2.receiptFlushMs, log }) });
    handlers2[channel.taskJob] = taskJob({ db, channel, carrier, config: config2, log });
    Object.assign(handlers2, channel.jobs?.(db, log));
  }
  for (const [kind, handler] of Object.entries(deps.jobs ?? {})) {
    if (handlers2[kind]) throw new Error(`Job kind ${kind} taken`);
    handlers2[kind] = handler;
  }
  const runner = new JobRunner(db, handlers2, { pollMs: config2.jobPollMs, leaseMs: config2.jobLeaseMs, concurrency: 4, log });
  const callbacks = new CallbackSender(db, {
    pollMs: Math.max(config2.jobPollMs, 20),
    baseDelayMs: config2.callbackBaseDelayMs,
    maxAttempts: config2.callbackMaxAttempts,
    timeoutMs: config2.callbackTimeoutMs,
    policy: { allowHosts: config2.callbackAllowHosts, resolve: config2.callbackResolve ?? systemResolver },
    log
  });
  if (config2.workers) {
    for (const { channel, carrier, receipts } of channels.values()) {
      await carrier.start({
        onReceipt: (r) => receipts.push(r),
        // A failure rejects: the carrier keeps the reply and offers it again.
        onMo: async (mo) => {
          await channel.onReply?.(db, mo);
        }
      });
    }
    runner.start();
    callbacks.start();
  }
  return {
    channels,
    runner,
    callbacks,
    async close() {
      await runner.close();
      await callbacks.close();
      for (const { carrier } of channels.values()) await carrier.close();
      for (const { receipts } of channels.values()) await receipts.close();
    }
  };
}

// src/gateway/payments/BillingService.ts
import { eq as eq211 } from "drizzle-orm";

// src/gateway/payments/autoRechargeJob.ts
import { and as and151, eq as eq207 } from "drizzle-orm";
function autoRechargeJob(_deps) {
  return async (job, ctl) => {
    const [userPart, typePart] = job.ref.split(":");
    const userId = Number(userPart);
    const productType = Number(typePart);
    await ctl.fenced(async (tx) => {
      const now = Date.now();
      const [settings] = await tx.select({ target: autoRecharge.target, threshold: balanceAlarms.threshold }).from(autoRecharge).innerJoin(balanceAlarms, eq207(balanceAlarms.userId, autoRecharge.userId)).where(eq207(autoRecharge.userId, userId));
      if (!settings || settings.target <= 0 || settings.threshold <= 0) return;
      const [u] = await tx.select({ upgrade: users.upgrade, type: users.type }).from(users).where(eq207(users.id, userId));
      if (!u || !topUpOpen({ Upgrade: u.upgrade, Type: u.type })) return;
      const [wallet] = await tx.select().from(wallets).where(and151(eq207(wallets.userId, userId), eq207(wallets.productType, productType)));
      const available = wallet ? availableBalance(wallet) : 0;
      if (available >= settings.threshold) return;
      const [busy] = await tx.select({ id: inpourPayments.id }).from(inpourPayments).where(and151(eq207(inpourPayments.userId, userId), eq207(inpourPayments.productType, productType), eq207(inpourPayments.origin, "auto"), eq207(inpourPayments.status, PaymentStatus.Processing)));
      if (busy) return;
      const card = await defaultCard(tx, userId);
      if (!card) return;
      const missing = settings.target - available;
      const amount = Math.max(RECHARGE_MIN, Math.ceil(missing / CENT) * CENT);
      await createPayment(tx, { userId, productType, amount, card, origin: "auto", now });
    });
    return { done: true };
  };
}

// src/gateway/payments/cardSetupJob.ts
import { randomBytes as randomBytes22 } from "node:crypto";
import { and as and152, eq as eq208, isNull as isNull21 } from "drizzle-orm";
var DAY = 864e5;
var SETUP_GIVE_UP_MS = 36e5;
function cardSetupJob(deps) {
  const { db } = deps;
  return async (job, ctl) => {
    const [si] = await db.select().from(setupIntents).where(eq208(setupIntents.id, job.ref));
    if (!si || si.status !== "pending") return { done: true };
    const provider3 = providerFor(deps.payments, db);
    const fail2 = (reason) => ctl.fenced(async (tx) => {
      await tx.update(setupIntents).set({ status: "failed", error: reason, finishedAt: Date.now() }).where(and152(eq208(setupIntents.id, si.id), eq208(setupIntents.status, "pending")));
    });
    const outcome = await provider3.setupOutcome(si.id);
    if (outcome.status === "pending") {
      if (Date.now() - si.createdAt > SETUP_GIVE_UP_MS) {
        await fail2("The card binding was not completed");
        return { done: true };
      }
      return { runAt: Date.now() + 5e3 };
    }
    if (outcome.status === "failed") {
      await fail2(outcome.error);
      return { done: true };
    }
    const card = outcome.card;
    const { hold, cardRow } = await ctl.fenced(async (tx) => {
      const now = Date.now();
      const [hasDefault] = await tx.select({ id: paymentCards.id }).from(paymentCards).where(and152(eq208(paymentCards.userId, si.userId), isNull21(paymentCards.removedAt), eq208(paymentCards.isDefault, true)));
      await tx.insert(paymentCards).values({
        cardId: `card_${randomBytes22(12).toString("base64url")}`,
        userId: si.userId,
        provider: provider3.name,
        providerToken: card.token,
        setupIntentId: si.id,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        holderName: card.name,
        billingCity: card.city,
        billingPostalCode: card.postalCode,
        billingAddress: card.address,
        billingCountry: card.country,
        isDefault: !hasDefault,
        createdAt: now
      }).onConflictDoNothing();
      const [c] = await tx.select().from(paymentCards).where(eq208(paymentCards.setupIntentId, si.id));
      await tx.insert(cardHolds).values({ userId: si.userId, cardPk: c.id, amount: CARD_BINDING_FREEZE, status: CardHoldStatus.Authorising, createdAt: now }).onConflictDoNothing();
      const [h] = await tx.select().from(cardHolds).where(eq208(cardHolds.cardPk, c.id));
      return { hold: h, cardRow: c };
    });
    if (hold.status === CardHoldStatus.Authorising) {
      const auth = await provider3.authorize({
        customerId: outcome.customerId,
        token: card.token,
        amount: CARD_BINDING_FREEZE,
        idempotencyKey: `card-hold-${hold.id}`,
        description: "Card verification: 10 USD held, released within 2 weeks",
        metadata: { holdId: String(hold.id), userId: String(si.userId) }
      });
      if (auth.status === "pending") return { runAt: Date.now() + 5e3 };
      await ctl.fenced(async (tx) => {
        const now = Date.now();
        if (auth.status === "failed") {
          await tx.update(cardHolds).set({ status: CardHoldStatus.Failed, error: auth.error, providerRef: auth.ref }).where(eq208(cardHolds.id, hold.id));
          await tx.update(paymentCards).set({ removedAt: now, isDefault: false }).where(eq208(paymentCards.id, cardRow.id));
          await tx.update(setupIntents).set({ status: "failed", error: auth.error, finishedAt: now }).where(eq208(setupIntents.id, si.id));
          return;
        }
        const releaseAt = now + CARD_HOLD_RELEASE_DAYS * DAY;
        await tx.update(cardHolds).set({ status: CardHoldStatus.Frozen, providerRef: auth.ref, releaseAt }).where(eq208(cardHolds.id, hold.id));
        await enqueueJob(tx, { kind: PaymentJob.holdRelease, ref: String(hold.id), runAt: releaseAt, now });
        await tx.update(setupIntents).set({ status: "succeeded", cardId: cardRow.cardId, finishedAt: now }).where(eq208(setupIntents.id, si.id));
        await tx.update(users).set({ upgrade: true }).where(eq208(users.id, si.userId));
        await invalidateUser(tx, si.userId);
      });
      if (auth.status === "failed") await provider3.detach(card.token).catch(() => void 0);
    }
    return { done: true };
  };
}
var PAYMENT_FAILED = SpecText.PaymentDetailsFailed;

// src/gateway/payments/holdReleaseJob.ts
import { and as and153, eq as eq209 } from "drizzle-orm";
function holdReleaseJob(deps) {
  const { db } = deps;
  return async (job, ctl) => {
    const [hold] = await db.select().from(cardHolds).where(eq209(cardHolds.id, Number(job.ref)));
    if (!hold || hold.status !== CardHoldStatus.Frozen) return { done: true };
    if (hold.providerRef) await providerFor(deps.payments, db).cancelAuthorization(hold.providerRef);
    await ctl.fenced(
      (tx) => tx.update(cardHolds).set({ status: CardHoldStatus.Released, releasedAt: Date.now() }).where(and153(eq209(cardHolds.id, hold.id), eq209(cardHolds.status, CardHoldStatus.Frozen)))
    );
    return { done: true };
  };
}

// src/gateway/payments/inpourJob.ts
import { and as and154, eq as eq210 } from "drizzle-orm";
var RECHECK_MS = 15e3;
var GIVE_UP_MS = 864e5;
function inpourJob(deps) {
  const { db } = deps;
  return async (job, ctl) => {
    const [p] = await db.select().from(inpourPayments).where(eq210(inpourPayments.paymentId, job.ref));
    if (!p || p.status !== PaymentStatus.Processing) return { done: true };
    const provider3 = providerFor(deps.payments, db);
    const [card] = await db.select().from(paymentCards).where(eq210(paymentCards.id, p.cardPk));
    const customerId = await customerOf(db, p.userId, p.provider);
    let outcome;
    if (!card || !customerId) outcome = { status: "failed", ref: null, error: "The card is no longer bound" };
    else if (p.providerRef) outcome = await provider3.paymentOutcome(p.providerRef);
    else {
      outcome = await provider3.charge({
        customerId,
        token: card.providerToken,
        amount: p.amount,
        idempotencyKey: `inpour-${p.paymentId}`,
        description: `Recharge ${formatMoney(p.amount)} (${productName(p.productType)})`,
        metadata: { paymentId: p.paymentId, userId: String(p.userId) }
      });
    }
    if (outcome.status === "pending" || outcome.status === "authorized") {
      await ctl.fenced((tx) => tx.update(inpourPayments).set({ providerRef: outcome.ref }).where(eq210(inpourPayments.id, p.id)));
      if (Date.now() - p.createdAt < GIVE_UP_MS) return { runAt: Date.now() + RECHECK_MS };
      outcome = { status: "failed", ref: outcome.ref, error: "The provider did not confirm the payment in time" };
    }
    const settled = outcome;
    await ctl.fenced(async (tx) => {
      const now = Date.now();
      const [locked] = await tx.select().from(inpourPayments).where(and154(eq210(inpourPayments.id, p.id), eq210(inpourPayments.status, PaymentStatus.Processing))).for("update");
      if (!locked) return;
      const reference = `payment:${p.paymentId}`;
      if (settled.status === "failed") {
        await tx.update(inpourPayments).set({ status: PaymentStatus.Failed, error: settled.error, providerRef: settled.ref, finishedAt: now }).where(eq210(inpourPayments.id, p.id));
        await recordFailedAttempt(tx, p.userId, p.productType, p.amount, { kind: "recharge", reference, now });
        return;
      }
      await creditWallet(tx, p.userId, p.productType, { amount: p.amount }, { kind: "recharge", reference, now });
      await tx.update(inpourPayments).set({ status: PaymentStatus.Succeeded, providerRef: settled.ref, finishedAt: now }).where(eq210(inpourPayments.id, p.id));
      await issueInvoice(tx, {
        userId: p.userId,
        kind: "Recharge",
        reference,
        subtotal: p.amount,
        taxes: 0,
        paidBy: card ? `${card.brand} \u2022\u2022\u2022\u2022 ${card.last4}` : "card",
        lines: [{ description: `${p.origin === "auto" ? "Auto recharge" : "Recharge"} of the ${productName(p.productType)} wallet`, quantity: 1, amount: p.amount }],
        now
      });
    });
    return { done: true };
  };
}

// src/gateway/payments/BillingService.ts
function startBilling(deps) {
  const { db, payments } = deps;
  const runner = new JobRunner(
    db,
    {
      [PaymentJob.cardSetup]: cardSetupJob({ db, payments }),
      [PaymentJob.holdRelease]: holdReleaseJob({ db, payments }),
      [PaymentJob.inpour]: inpourJob({ db, payments }),
      [PaymentJob.autoRecharge]: autoRechargeJob({ db }),
      [PaymentJob.detach]: async (job) => {
        const [card] = await db.select().from(paymentCards).where(eq211(paymentCards.id, Number(job.ref)));
        if (card) await providerFor(payments, db).detach(card.providerToken);
        return { done: true };
      }
    },
    { pollMs: deps.jobs.jobPollMs, leaseMs: deps.jobs.jobLeaseMs, concurrency: 2, log: deps.log }
  );
  if (deps.jobs.workers) runner.start();
  return { runner, close: () => runner.close() };
}

// src/gateway/actions/billing/transactionExportSource.ts
import { and as and155, desc as desc40, eq as eq212, lt as lt15 } from "drizzle-orm";
var transactionExportSource = {
  header: ["TransactionId", "Time (UTC)", "Type", "State", "ProductType", "Amount", "AmountFree", "AmountCredit", "AvailableAfter", "Currency", "Reference"],
  async page(db, exp, cursor, limit2) {
    const where = transactionWhere(exp.userId, exp.filter);
    const rows = await db.select(transactionColumns).from(walletJournal).innerJoin(wallets, eq212(wallets.id, walletJournal.walletId)).where(cursor === null ? where : and155(where, lt15(walletJournal.id, cursor))).orderBy(desc40(walletJournal.id)).limit(limit2);
    const lines = rows.map((r) => {
      const f = transactionFigures(r);
      return [
        r.id,
        new Date(r.createdAt).toISOString().replace("T", " ").slice(0, 19),
        r.type,
        f.State === TransactionState.Failed ? "Failed" : "Success",
        r.productType,
        formatAmount(f.Amount),
        formatAmount(f.AmountFree),
        formatAmount(f.AmountCredit),
        formatAmount(r.availableAfter ?? 0),
        CURRENCY,
        r.reference
      ].map((v) => csvField(v)).join(",");
    });
    return { lines, cursor: rows.at(-1)?.id ?? cursor ?? 0 };
  },
  fileName: exportFileName
};

// src/gateway/audience/audienceJobs.ts
function audienceJobs(deps) {
  return { [CONTACT_IMPORT_JOB]: contactImportJob(deps), [CONTACT_EXPORT_JOB]: contactExportJob(deps) };
}

// src/gateway/email/domainRecheckJob.ts
import { eq as eq213 } from "drizzle-orm";
function domainRecheckJob(db, config2, log) {
  return async (job, ctl) => {
    const [row] = await db.select().from(emailDomains).where(eq213(emailDomains.id, Number(job.ref)));
    if (!row) return { done: true };
    let lookup2;
    try {
      lookup2 = await lookUpDomain(row, config2);
    } catch (err) {
      if (!(err instanceof DnsLookupError)) throw err;
      log(`email: ${err.message}; the check of ${row.domain} is tried again later`);
      return { runAt: Date.now() + Math.ceil(config2.domainRecheckMs / 10) };
    }
    const now = Date.now();
    const stored = await ctl.fenced(async (tx) => {
      const [current] = await tx.select().from(emailDomains).where(eq213(emailDomains.id, row.id)).for("update");
      if (!current) return false;
      await storeDomainCheck(tx, current, lookup2, config2, now);
      return true;
    });
    return stored ? { runAt: now + config2.domainRecheckMs } : { done: true };
  };
}
function emailJobs(deps) {
  return { [DOMAIN_RECHECK_JOB]: domainRecheckJob(deps.db, deps.config, deps.log) };
}

// src/gateway/vms/vmsJobs.ts
function vmsJobs(deps) {
  return { [VOICE_AUDIO_JOB]: voiceAudioJob(deps), [VOICE_TEMPLATE_JOB]: voiceTemplateJob(deps) };
}

// src/gateway/whatsapp/whatsappJobs.ts
function whatsappJobs() {
  return { [SIM_TEMPLATE_REVIEW_JOB]: simTemplateReviewJob() };
}

// src/gateway/whatsapp/purgeWebhookEvents.ts
import { lt as lt16 } from "drizzle-orm";
var WEBHOOK_EVENT_RETENTION_MS = 8 * 864e5;
async function purgeWebhookEvents(db, now) {
  const gone = await db.delete(whatsappWebhookEvents).where(lt16(whatsappWebhookEvents.receivedAt, now - WEBHOOK_EVENT_RETENTION_MS)).returning({ digest: whatsappWebhookEvents.digest });
  return gone.length;
}

// src/gateway/app.ts
async function startGateway(config2, opts = {}) {
  const extraAreas = opts.extraAreas ?? [];
  const registry = composeRegistry(actions, ...extraAreas.map((a) => a.actions));
  const log = opts.log ?? ((line) => console.log(line));
  const database = opts.database ?? await openDatabase({ databaseUrl: config2.databaseUrl, dataDir: config2.dataDir });
  const seedReport = await seed(database.db, Date.now());
  const deliverer = new Deliverer(database.db, config2, log);
  const authCache = new AuthCache(config2.authCacheTtlMs);
  const stopListening = await database.listen(
    AUTH_CACHE_CHANNEL,
    (payload) => authCache.notified(payload),
    (listening) => {
      authCache.setListening(listening);
      if (!listening) log("[auth-cache] LISTEN connection lost: not caching until it is back");
    }
  );
  const channels = [smsChannel(config2.sms), mmsChannel(config2.sms), voiceChannel(config2.vms), emailChannel(config2.emailSending), whatsappChannel(config2), ...opts.extraChannels ?? []];
  const dispatcher = createDispatcher({
    authCache,
    channels,
    db: database.db,
    config: config2,
    handlers,
    registry,
    extraHandlers: Object.assign({}, ...extraAreas.map((a) => a.handlers)),
    flushOutbound: () => void deliverer.flush().catch((err) => log(`[mail] ${String(err)}`))
  });
  const messaging = await startMessaging({
    db: database.db,
    config: config2.sms,
    channels,
    log,
    carriers: { sms: opts.smsCarrier },
    exportSources: { transactions: transactionExportSource },
    jobs: {
      ...audienceJobs({ db: database.db, uploadDir: config2.uploadDir, log, channels }),
      ...vmsJobs({ db: database.db, uploadDir: config2.uploadDir, tools: config2.audioTools, log }),
      ...emailJobs({ db: database.db, config: config2.email, log }),
      [EMAIL_TEMPLATE_REVIEW_JOB]: emailTemplateReviewJob({ db: database.db, delayMs: () => Math.ceil(config2.sms.templateReviewDelayMs / 2) }),
      ...whatsappJobs()
    }
  });
  const billing = startBilling({ db: database.db, payments: config2.payments, jobs: config2.sms, log });
  const server = createHttpServer({ config: config2, db: database.db, dispatcher, registry });
  await new Promise((resolve2, reject) => {
    server.once("error", reject);
    server.listen(config2.port, config2.host, () => resolve2());
  });
  const addr = server.address();
  const host = config2.host === "0.0.0.0" || config2.host === "::" ? "127.0.0.1" : config2.host;
  const timers = [
    setInterval(() => void deliverer.flush().catch(() => void 0), 6e4),
    setInterval(() => void purgeIdempotencyKeys(database.db, Date.now()).catch(() => void 0), 36e5),
    setInterval(() => void purgeWebhookEvents(database.db, Date.now()).catch(() => void 0), 36e5)
  ];
  for (const t of timers) t.unref();
  void deliverer.flush().catch(() => void 0);
  return {
    server,
    database,
    dispatcher,
    authCache,
    deliverer,
    seedReport,
    messaging,
    sms: messaging,
    billing,
    url: `http://${host}:${addr.port}`,
    async close() {
      for (const t of timers) clearInterval(t);
      const closed = new Promise((resolve2) => server.close(() => resolve2()));
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      server.closeIdleConnections();
      await Promise.race([closed, new Promise((resolve2) => setTimeout(resolve2, 1e4).unref())]);
      clearInterval(sweep);
      server.closeAllConnections();
      await messaging.close();
      await billing.close();
      deliverer.close();
      await stopListening();
      await database.close();
    }
  };
}

// src/gateway/email/sending/emailSendingConfig.ts
function emailSendingConfigFromEnv(env, publicUrl) {
  const smtpUrl = env.EMAIL_SMTP_URL?.trim() || void 0;
  const transfer = env.EMAIL_TRANSFER?.trim() || (smtpUrl ? "smtp" : "mailbox");
  if (transfer !== "mailbox" && transfer !== "smtp") throw new Error(`EMAIL_TRANSFER must be mailbox or smtp, got ${env.EMAIL_TRANSFER}`);
  if (transfer === "smtp" && !smtpUrl) throw new Error("EMAIL_TRANSFER=smtp needs EMAIL_SMTP_URL");
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new Error("EMAIL_SMTP_URL must start with smtp:// or smtps://");
  const connections = Number(env.EMAIL_SMTP_CONNECTIONS ?? 4);
  if (!Number.isInteger(connections) || connections < 1 || connections > 50) throw new Error(`EMAIL_SMTP_CONNECTIONS must be 1 to 50, got ${env.EMAIL_SMTP_CONNECTIONS}`);
  return { transfer, smtpUrl, connections, publicUrl };
}

// src/gateway/config.ts
import { join as join10, resolve } from "node:path";

// src/gateway/email/emailConfig.ts
var SERVER_RE = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-fA-F:]+\]|[0-9a-fA-F:]+)(:\d{1,5})?$/;
function emailConfigFromEnv(env, publicUrl) {
  const servers = (env.EMAIL_DNS_SERVERS ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  for (const s of servers) if (!SERVER_RE.test(s)) throw new Error(`EMAIL_DNS_SERVERS: "${s}" is not an IP address with an optional :port`);
  const timeout = Number(env.EMAIL_DNS_TIMEOUT_MS ?? 3e3);
  if (!Number.isInteger(timeout) || timeout < 100 || timeout > 3e4) throw new Error(`EMAIL_DNS_TIMEOUT_MS must be 100 to 30000, got ${env.EMAIL_DNS_TIMEOUT_MS}`);
  const recheck = Number(env.EMAIL_DOMAIN_RECHECK_MS ?? 864e5);
  if (!Number.isInteger(recheck) || recheck < 200 || recheck > 30 * 864e5) throw new Error(`EMAIL_DOMAIN_RECHECK_MS must be 200 to 2592000000, got ${env.EMAIL_DOMAIN_RECHECK_MS}`);
  let host = "localhost";
  try {
    host = new URL(publicUrl).hostname;
  } catch {
  }
  return { dnsServers: servers, dnsTimeoutMs: timeout, platformDomain: (env.EMAIL_PLATFORM_DOMAIN || `mail.${host}`).toLowerCase(), domainRecheckMs: recheck };
}

// src/gateway/payments/paymentConfig.ts
function paymentConfigFromEnv(env) {
  const provider3 = (env.PAYMENT_PROVIDER ?? "simulated").trim() || "simulated";
  if (provider3 !== "simulated" && provider3 !== "stripe") throw new Error(`PAYMENT_PROVIDER must be simulated or stripe, got "${provider3}"`);
  const stripe = {
    secretKey: env.STRIPE_SECRET_KEY ?? "",
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? "",
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? "",
    host: env.STRIPE_API_HOST || void 0,
    port: env.STRIPE_API_PORT ? Number(env.STRIPE_API_PORT) : void 0,
    protocol: env.STRIPE_API_PROTOCOL === "http" ? "http" : env.STRIPE_API_PROTOCOL ? "https" : void 0
  };
  if (provider3 === "stripe") {
    for (const [name, value] of [
      ["STRIPE_SECRET_KEY", stripe.secretKey],
      ["STRIPE_PUBLISHABLE_KEY", stripe.publishableKey],
      ["STRIPE_WEBHOOK_SECRET", stripe.webhookSecret]
    ]) {
      if (!value) throw new Error(`PAYMENT_PROVIDER=stripe needs ${name}`);
    }
    if (stripe.port !== void 0 && (!Number.isInteger(stripe.port) || stripe.port < 1 || stripe.port > 65535)) {
      throw new Error(`STRIPE_API_PORT must be a port number, got "${env.STRIPE_API_PORT}"`);
    }
  }
  return {
    provider: provider3,
    stripe,
    simWebhookSecret: env.SIM_PAYMENT_WEBHOOK_SECRET || "whsec_simulated_provider",
    bank: {
      beneficiary: env.BANK_TRANSFER_BENEFICIARY ?? "",
      bankName: env.BANK_TRANSFER_BANK_NAME ?? "",
      accountNumber: env.BANK_TRANSFER_ACCOUNT_NUMBER ?? "",
      swift: env.BANK_TRANSFER_SWIFT ?? "",
      address: env.BANK_TRANSFER_BANK_ADDRESS ?? ""
    }
  };
}

// src/gateway/whatsapp/whatsappConfig.ts
function intFrom(env, name, fallback, min, max) {
  const raw = env[name];
  if (raw === void 0 || raw.trim() === "") return fallback;
  const n2 = Number(raw);
  if (!Number.isInteger(n2) || n2 < min || n2 > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return n2;
}
function simTierFrom(raw) {
  const v = (raw ?? "").trim().toUpperCase();
  if (v === "") return "TIER_1K";
  const tier = WhatsAppTiers.find((t) => t === v);
  if (!tier) throw new Error(`WHATSAPP_SIM_TIER must be one of ${WhatsAppTiers.join(", ")}, got "${raw}"`);
  return tier;
}
var DEFAULT_GRAPH_VERSION = "v23.0";
function whatsappConfigFromEnv(env) {
  const provider3 = (env.WHATSAPP_PROVIDER ?? "simulated").trim() || "simulated";
  if (provider3 !== "simulated" && provider3 !== "cloud") throw new Error(`WHATSAPP_PROVIDER must be simulated or cloud, got "${provider3}"`);
  const graphBaseUrl = (env.WHATSAPP_GRAPH_BASE_URL ?? "https://graph.facebook.com").trim().replace(/\/+$/, "");
  try {
    const u = new URL(graphBaseUrl);
    if (u.protocol !== "https:" && u.protocol !== "http:") throw new Error("protocol");
  } catch {
    throw new Error(`WHATSAPP_GRAPH_BASE_URL must be an http(s) address, got "${graphBaseUrl}"`);
  }
  const graphVersion = (env.WHATSAPP_GRAPH_VERSION ?? DEFAULT_GRAPH_VERSION).trim();
  if (!/^v\d+\.\d+$/.test(graphVersion)) throw new Error(`WHATSAPP_GRAPH_VERSION must look like v23.0, got "${graphVersion}"`);
  const config2 = {
    provider: provider3,
    graphBaseUrl,
    graphVersion,
    accessToken: env.WHATSAPP_ACCESS_TOKEN ?? "",
    appSecret: env.WHATSAPP_APP_SECRET ?? "",
    verifyToken: env.WHATSAPP_VERIFY_TOKEN ?? "",
    appId: env.WHATSAPP_APP_ID ?? "",
    requestTimeoutMs: intFrom(env, "WHATSAPP_REQUEST_TIMEOUT_MS", 15e3, 100, 12e4),
    simReviewMs: intFrom(env, "WHATSAPP_SIM_REVIEW_MS", 1e4, 0, 864e5),
    simStatusMs: intFrom(env, "WHATSAPP_SIM_STATUS_MS", 2e3, 0, 36e5),
    simTier: simTierFrom(env.WHATSAPP_SIM_TIER)
  };
  if (provider3 === "cloud") {
    for (const [name, value] of [
      ["WHATSAPP_ACCESS_TOKEN", config2.accessToken],
      ["WHATSAPP_APP_SECRET", config2.appSecret],
      ["WHATSAPP_VERIFY_TOKEN", config2.verifyToken]
    ]) {
      if (!value) throw new Error(`WHATSAPP_PROVIDER=cloud needs ${name}`);
    }
  }
  return config2;
}

// src/gateway/messaging/messagingConfig.ts
function num(v, fallback) {
  const n2 = Number(v);
  return v !== void 0 && v !== "" && Number.isFinite(n2) ? n2 : fallback;
}
var MESSAGING_ENV_ALIASES = {
  MESSAGING_BATCH_SIZE: "SMS_BATCH_SIZE",
  MESSAGING_RECEIPT_TIMEOUT_MS: "SMS_RECEIPT_TIMEOUT_MS",
  MESSAGING_RECEIPT_CHECK_MS: "SMS_RECEIPT_CHECK_MS",
  MESSAGING_RECEIPT_FLUSH_MS: "SMS_RECEIPT_FLUSH_MS",
  MESSAGING_WORKERS: "SMS_WORKERS"
};
function messagingEnv(env, name) {
  const value = env[name];
  return value !== void 0 && value !== "" ? value : env[MESSAGING_ENV_ALIASES[name]];
}
function messagingConfigFromEnv(env) {
  return {
    batchSize: num(messagingEnv(env, "MESSAGING_BATCH_SIZE"), 500),
    jobPollMs: num(env.JOB_POLL_MS, 250),
    jobLeaseMs: num(env.JOB_LEASE_MS, 6e4),
    receiptTimeoutMs: num(messagingEnv(env, "MESSAGING_RECEIPT_TIMEOUT_MS"), 4 * 36e5),
    receiptCheckMs: num(messagingEnv(env, "MESSAGING_RECEIPT_CHECK_MS"), 6e4),
    receiptFlushMs: num(messagingEnv(env, "MESSAGING_RECEIPT_FLUSH_MS"), 200),
    callbackBaseDelayMs: num(env.CALLBACK_BASE_DELAY_MS, 3e4),
    callbackMaxAttempts: num(env.CALLBACK_MAX_ATTEMPTS, 10),
    callbackTimeoutMs: num(env.CALLBACK_TIMEOUT_MS, 1e4),
    callbackAllowHosts: parseAllowHosts(env.CALLBACK_ALLOW_HOSTS),
    workers: messagingEnv(env, "MESSAGING_WORKERS") !== "0"
  };
}

// src/gateway/sms/smsConfig.ts
function smsConfigFromEnv(env) {
  return {
    ...messagingConfigFromEnv(env),
    carrier: env.SMS_CARRIER === "smpp" ? "smpp" : "simulated",
    smpp: {
      host: env.SMPP_HOST ?? "127.0.0.1",
      port: num(env.SMPP_PORT, 2775),
      systemId: env.SMPP_SYSTEM_ID ?? "",
      password: env.SMPP_PASSWORD ?? "",
      systemType: env.SMPP_SYSTEM_TYPE ?? "",
      windowSize: num(env.SMPP_WINDOW, 50),
      enquireLinkMs: num(env.SMPP_ENQUIRE_LINK_MS, 3e4)
    },
    simulation: {
      submitDelayMs: num(env.SMS_SIM_SUBMIT_DELAY_MS, 20),
      receiptDelayMinMs: num(env.SMS_SIM_RECEIPT_MIN_MS, 1e3),
      receiptDelayMaxMs: num(env.SMS_SIM_RECEIPT_MAX_MS, 8e3),
      failRateBp: num(env.SMS_SIM_FAIL_BP, 300),
      unknownRateBp: num(env.SMS_SIM_UNKNOWN_BP, 100),
      submitFailRateBp: num(env.SMS_SIM_SUBMIT_FAIL_BP, 50),
      moDelayMs: num(env.SMS_SIM_MO_DELAY_MS, 5e3)
    },
    templateReviewDelayMs: num(env.SMS_TEMPLATE_REVIEW_MS, 1e4)
  };
}

// src/gateway/vms/audioToolsFromEnv.ts
function audioToolsFromEnv(env) {
  const raw = env.AUDIO_TRANSCODE_TIMEOUT_MS;
  const timeoutMs = raw === void 0 || raw === "" ? defaultAudioTools.timeoutMs : Number(raw);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1e3 || timeoutMs > 36e5) {
    throw new Error(`AUDIO_TRANSCODE_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 3600000, got ${raw}`);
  }
  const ttsUrl = env.TTS_URL || void 0;
  if (ttsUrl && !/^https?:\/\//i.test(ttsUrl)) throw new Error(`TTS_URL must be an http or https address, got ${ttsUrl}`);
  return {
    ffmpeg: env.FFMPEG_PATH || defaultAudioTools.ffmpeg,
    ffprobe: env.FFPROBE_PATH || defaultAudioTools.ffprobe,
    espeak: env.ESPEAK_PATH || defaultAudioTools.espeak,
    timeoutMs,
    ttsUrl,
    ttsAllowHosts: parseAllowHosts(env.TTS_ALLOW_HOSTS)
  };
}

// src/gateway/vms/voiceConfig.ts
function voiceConfigFromEnv(env) {
  return {
    simulation: {
      submitDelayMs: num(env.VMS_SIM_SUBMIT_DELAY_MS, 20),
      receiptDelayMinMs: num(env.VMS_SIM_RECEIPT_MIN_MS, 5e3),
      receiptDelayMaxMs: num(env.VMS_SIM_RECEIPT_MAX_MS, 3e4),
      failRateBp: num(env.VMS_SIM_NO_ANSWER_BP, 1500),
      unknownRateBp: num(env.VMS_SIM_UNKNOWN_BP, 100),
      submitFailRateBp: num(env.VMS_SIM_SUBMIT_FAIL_BP, 50),
      moDelayMs: 0
    },
    calls: { connectedMinPct: num(env.VMS_SIM_CONNECTED_MIN_PCT, 40), connectedMaxPct: Math.min(100, num(env.VMS_SIM_CONNECTED_MAX_PCT, 100)) }
  };
}

// src/gateway/config.ts
var HOUR2 = 36e5;
function oauthFromEnv(env) {
  const out = {};
  for (const [name, value] of Object.entries(env)) {
    const m = /^OAUTH_([A-Z]+)_CLIENT_ID$/.exec(name);
    if (!m || !value) continue;
    const p = m[1];
    const get3 = (k) => env[`OAUTH_${p}_${k}`] ?? "";
    out[p.toLowerCase()] = {
      clientId: value,
      clientSecret: get3("CLIENT_SECRET"),
      authorizeUrl: get3("AUTHORIZE_URL"),
      tokenUrl: get3("TOKEN_URL"),
      userInfoUrl: get3("USERINFO_URL"),
      scope: get3("SCOPE") || "openid email profile"
    };
  }
  return out;
}
function trustProxyFromEnv(value) {
  if (value === void 0 || value.trim() === "") return 0;
  if (!/^\d{1,2}$/.test(value.trim()) || Number(value) > 10) {
    throw new Error(`TRUST_PROXY must be the number of trusted proxy hops (0 to 10), got "${value}"`);
  }
  return Number(value);
}
function configFromEnv(env = process.env) {
  const port = Number(env.PORT ?? 8080);
  const dataDir = resolve(env.DATA_DIR ?? "./data");
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, "");
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    dataDir,
    uploadDir: resolve(env.UPLOAD_DIR ?? join10(dataDir, "uploads")),
    databaseUrl: env.DATABASE_URL || void 0,
    publicUrl,
    staticDir: resolve(env.STATIC_DIR ?? "./dist"),
    smtpUrl: env.SMTP_URL || void 0,
    mailFrom: env.MAIL_FROM ?? "Messaging Console <no-reply@localhost>",
    providerEmailDomain: (env.PROVIDER_EMAIL_DOMAIN ?? "example.com").toLowerCase(),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    exposeOutbox: env.EXPOSE_OUTBOX === "1",
    rateLimitScale: Number(env.RATE_LIMIT_SCALE ?? 1),
    oauth: oauthFromEnv(env),
    logMail: env.LOG_MAIL !== "0",
    taxRateBasisPoints: Number(env.TAX_RATE_BP ?? 0),
    accessTokenTtlMs: 26 * HOUR2,
    refreshTokenTtlMs: 30 * 24 * HOUR2,
    authCacheTtlMs: authCacheTtlFromEnv(env.AUTH_CACHE_TTL_MS),
    sms: smsConfigFromEnv(env),
    vms: voiceConfigFromEnv(env),
    payments: paymentConfigFromEnv(env),
    email: emailConfigFromEnv(env, publicUrl),
    emailSending: emailSendingConfigFromEnv(env, publicUrl),
    audioTools: audioToolsFromEnv(env),
    whatsapp: whatsappConfigFromEnv(env)
  };
}
function authCacheTtlFromEnv(value) {
  if (value === void 0 || value === "") return 3e4;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > 3e5) throw new Error(`AUTH_CACHE_TTL_MS must be a whole number of milliseconds from 0 to 300000, got ${value}`);
  return ms;
}

// src/gateway/workerCount.ts
import { availableParallelism } from "node:os";
function workerCount(env, cores = availableParallelism()) {
  const raw = env.WORKERS?.trim();
  let asked = null;
  if (raw !== void 0 && raw !== "") {
    if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 256) throw new Error(`WORKERS must be a whole number from 1 to 256, not "${env.WORKERS}"`);
    asked = Number(raw);
  }
  if (!env.DATABASE_URL) {
    return asked !== null && asked > 1 ? { workers: 1, note: `WORKERS=${asked} ignored: the embedded PGlite database serves one process; set DATABASE_URL to run several` } : { workers: 1 };
  }
  return { workers: asked ?? Math.max(1, cores) };
}

// src/gateway/main.ts
var config = configFromEnv();
var { workers, note } = workerCount(process.env);
function printStart(report, kind, port = config.port) {
  console.log(`[gateway] ${kind === "pglite" ? `embedded PostgreSQL (PGlite) in ${config.dataDir}` : "PostgreSQL via DATABASE_URL"}`);
  if (report.demoCreated) {
    console.log(`[gateway] demo account created: ${report.demoEmail} / ${report.demoPassword}`);
    console.log(`[gateway] support operator created: ${report.operatorEmail} / ${report.operatorPassword} (answers tickets; change its password)`);
  }
  console.log(`[gateway] console and API on http://localhost:${port} (POST /api, GET /api/schema)`);
}
if (workers > 1 && cluster.isPrimary) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const report = await seed(database.db, Date.now());
  await database.close();
  printStart(report, database.kind);
  console.log(`[gateway] ${workers} worker processes`);
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on("exit", (worker, code2, signal) => {
    if (stopping) return;
    console.log(`[gateway] worker ${worker.process.pid} ended (${signal ?? code2}); starting another`);
    setTimeout(() => cluster.fork(), 1e3);
  });
  for (const sig of ["SIGINT", "SIGTERM"]) {
    process.on(sig, () => {
      if (stopping) return;
      stopping = true;
      const all = Object.values(cluster.workers ?? {});
      let left = all.length;
      if (left === 0) process.exit(0);
      for (const w of all) {
        w?.once("exit", () => --left === 0 && process.exit(0));
        w?.process.kill("SIGTERM");
      }
    });
  }
} else {
  if (note) console.log(`[gateway] ${note}`);
  let gateway;
  try {
    gateway = await startGateway(config);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`[gateway] cannot start: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  if (cluster.isPrimary) printStart(gateway.seedReport, gateway.database.kind, new URL(gateway.url).port);
  else console.log(`[gateway] worker ${process.pid} ready`);
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void gateway.close().finally(() => process.exit(0));
    });
  }
}
//# sourceMappingURL=main.mjs.map
