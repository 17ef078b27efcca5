/** Business constants of spec 000 §9 and spec 001 §9, declared once. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const TOKEN_REFRESH_MIN_AGE_MS = 4 * 3600_000;
export const TOKEN_REFRESH_MAX_AGE_MS = 24 * 3600_000;
export const SUBSCRIPTION_WARNING_DAYS = 5;
export const SALE_CODE_TTL_SECONDS = 259_200;
export const TOAST_MAX = 3;
export const TOAST_HIDE_MS = 3_000;
export const DEFAULT_ROUTE = '/dashboard';
export const SUBSCRIPTION_RECORDS_PAGE_SIZE = 10;
export const PAGE_SIZE_SETS = [[12, 24], [20, 40, 80], [10, 15, 30]] as const;
export const SIDE_MENU_WIDTH_PX = 230;
export const FREE_TRIAL_DAYS = 14;
export const CARD_BINDING_FREEZE_USD = 10;
export const RECHARGE_MINIMUM = '50.00';
export const AD_RECHARGE_MINIMUM = '10';
export const RESEND_COUNTDOWN_SECONDS = 60;
export const TICKET_PICTURES_MAX = 5;
/** Ticket title and comment lengths (the spec gives none; a subject line and a long message). */
export const TICKET_TITLE_MAX = 100;
export const TICKET_CONTENT_MAX = 5000;
/** Longest side of a ticket picture's thumbnail, in px. */
export const TICKET_THUMB_PX = 320;
export const UPLOAD_SIZE_LIMIT_BYTES = 10_485_760;
export const UPLOAD_CHUNK_BYTES = 2_097_152;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;
export const PHONE_MAX_DIGITS = 15;
export const CURRENCY = 'usd';
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';
export const SOCIAL_ACCOUNTS_MAX = 20;

/** Channel ids (spec 000 §9). */
export const ChannelId = { SMS: 9, SMSAlt: 6007, VMS: 6003, MMS: 6018, WhatsApp: 6009, Email: 6011 } as const;
/** Sub-wallet product types (spec 000 §3). */
export const WalletProductType = { Advertising: 6026, Voice: 6003, Email: 6011, SMS: 9 } as const;

/** Verification types of SendCurrentEmailVerificationCode. */
export const VerifyTypes = ['MODIFY_EMAIL_OLD', 'CANCEL_ACCOUNT', 'ACTIVE_SUB_USER', 'MODIFY_PASSWORD'] as const;
export type VerifyType = (typeof VerifyTypes)[number];

/** Product module gates (spec 000 §6). */
export const ProductModules = [
  'MarketingPlan',
  'Automation',
  'Analysis',
  'SocialMedia',
  'SocialMediaAccountLimit',
  'EmailLimit',
  'AIGCRequestLimit',
] as const;
export type ProductModule = (typeof ProductModules)[number];

/**
 * Permission keys (spec 000 §6), and TicketOperator and PaymentOperator: granted only to accounts
 * whose role is operator (the staff who answer tickets and match incoming bank transfers), never
 * from an e-mail address.
 */
export const PermissionKeys = ['WhatsAppAgent', 'TestUser', 'TicketOperator', 'PaymentOperator'] as const;
export type PermissionKey = (typeof PermissionKeys)[number];

/** User Type that cannot upgrade (spec 000 §6). */
export const NON_UPGRADABLE_USER_TYPE = 4;

/** Ticket categories (spec 000 §3). */
export const TicketCategories = ['SMS', 'EMAIL', 'WhatsApp', 'Billing', 'Account', 'Others'] as const;

/** Social sign-in providers the gateway can have an OAuth adapter for. */
export const SocialProviders = ['google', 'facebook', 'github', 'linkedin', 'twitter', 'tiktok'] as const;
export type SocialProvider = (typeof SocialProviders)[number];

