import { type EmailSendingConfig, emailSendingConfigFromEnv } from './email/sending/emailSendingConfig';
import { join, resolve } from 'node:path';
import { type EmailConfig, emailConfigFromEnv } from './email/emailConfig';
import { type PaymentConfig, paymentConfigFromEnv } from './payments/paymentConfig';
import { type WhatsAppConfig, whatsappConfigFromEnv } from './whatsapp/whatsappConfig';
import { type SmsConfig, smsConfigFromEnv } from './sms/smsConfig';
import { type AudioTools, audioToolsFromEnv } from './vms/audioToolsFromEnv';
import { type VoiceConfig, voiceConfigFromEnv } from './vms/voiceConfig';

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scope: string;
}

export interface RateLimitRule {
  /** Which part of the request the bucket is keyed on. */
  scope: 'ip' | 'user' | `param:${string}`;
  limit: number;
  windowSeconds: number;
}

export interface GatewayConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded files (spec 001 §7): UPLOAD_DIR, default DATA_DIR/uploads. */
  uploadDir: string;
  /** The voice area's ffmpeg and ffprobe (FFMPEG_PATH, FFPROBE_PATH) and their time limit (AUDIO_TRANSCODE_TIMEOUT_MS). */
  audioTools: AudioTools;
  databaseUrl?: string;
  /** Absolute address the console is reached at; used in e-mailed links. */
  publicUrl: string;
  /** Built console to serve; absent folder = API only. */
  staticDir: string;
  smtpUrl?: string;
  mailFrom: string;
  /** E-mails in this domain get the TestUser permission key. */
  providerEmailDomain: string;
  /**
   * Number of trusted reverse-proxy hops in front of the gateway (TRUST_PROXY). 0: ignore
   * X-Forwarded-*; N: the client address is the X-Forwarded-For entry N from the right.
   */
  trustProxy: number;
  /** Serve GET /api/dev/outbox (stored e-mails and codes); for local use and tests only. */
  exposeOutbox: boolean;
  /** Multiplies every rate limit (tests raise it). */
  rateLimitScale: number;
  oauth: Partial<Record<string, OAuthProviderConfig>>;
  /** Print stored e-mails to the log when no SMTP_URL is set. */
  logMail: boolean;
  taxRateBasisPoints: number;
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  /** Lifetime of an auth-cache entry (sessions, users, modules, access keys); 0 turns the cache off. */
  authCacheTtlMs: number;
  /** SMS carrier, delivery workers and callbacks (sms/smsConfig.ts). */
  sms: SmsConfig;
  /** The voice channel's simulated carrier (vms/voiceConfig.ts). */
  vms: VoiceConfig;
  /** Payment provider (simulated or Stripe) and bank-transfer details (payments/paymentConfig.ts). */
  payments: PaymentConfig;
  /** E-mail: the DNS servers of the domain check and the platform's mail domain (email/emailConfig.ts). */
  email: EmailConfig;
  /** E-mail delivery: the embedded mailbox or an SMTP relay (email/sending/emailSendingConfig.ts). */
  emailSending: EmailSendingConfig;
  /** WhatsApp Business provider (simulated or the Cloud API) and its webhook secrets (whatsapp/whatsappConfig.ts). */
  whatsapp: WhatsAppConfig;
}

const HOUR = 3600_000;

function oauthFromEnv(env: NodeJS.ProcessEnv): GatewayConfig['oauth'] {
  const out: GatewayConfig['oauth'] = {};
  for (const [name, value] of Object.entries(env)) {
    const m = /^OAUTH_([A-Z]+)_CLIENT_ID$/.exec(name);
    if (!m || !value) continue;
    const p = m[1]!;
    const get = (k: string) => env[`OAUTH_${p}_${k}`] ?? '';
    out[p.toLowerCase()] = {
      clientId: value,
      clientSecret: get('CLIENT_SECRET'),
      authorizeUrl: get('AUTHORIZE_URL'),
      tokenUrl: get('TOKEN_URL'),
      userInfoUrl: get('USERINFO_URL'),
      scope: get('SCOPE') || 'openid email profile',
    };
  }
  return out;
}

/** TRUST_PROXY: a whole number of trusted proxy hops, 0 to 10; anything else is a start-up error. */
function trustProxyFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0;
  if (!/^\d{1,2}$/.test(value.trim()) || Number(value) > 10) {
    throw new Error(`TRUST_PROXY must be the number of trusted proxy hops (0 to 10), got "${value}"`);
  }
  return Number(value);
}

/** Reads the gateway's configuration from the environment (see README "Configuration"). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const port = Number(env.PORT ?? 8080);
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    uploadDir: resolve(env.UPLOAD_DIR ?? join(dataDir, 'uploads')),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    staticDir: resolve(env.STATIC_DIR ?? './dist'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Messaging Console <no-reply@localhost>',
    providerEmailDomain: (env.PROVIDER_EMAIL_DOMAIN ?? 'example.com').toLowerCase(),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    exposeOutbox: env.EXPOSE_OUTBOX === '1',
    rateLimitScale: Number(env.RATE_LIMIT_SCALE ?? 1),
    oauth: oauthFromEnv(env),
    logMail: env.LOG_MAIL !== '0',
    taxRateBasisPoints: Number(env.TAX_RATE_BP ?? 0),
    accessTokenTtlMs: 26 * HOUR,
    refreshTokenTtlMs: 30 * 24 * HOUR,
    authCacheTtlMs: authCacheTtlFromEnv(env.AUTH_CACHE_TTL_MS),
    sms: smsConfigFromEnv(env),
    vms: voiceConfigFromEnv(env),
    payments: paymentConfigFromEnv(env),
    email: emailConfigFromEnv(env, publicUrl),
    emailSending: emailSendingConfigFromEnv(env, publicUrl),
    audioTools: audioToolsFromEnv(env),
    whatsapp: whatsappConfigFromEnv(env),
  };
}

function authCacheTtlFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return 30_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > 300_000) throw new Error(`AUTH_CACHE_TTL_MS must be a whole number of milliseconds from 0 to 300000, got ${value}`);
  return ms;
}
