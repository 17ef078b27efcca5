import { WhatsAppTiers, type WhatsAppTier } from '../../contract/whatsapp/whatsappConstants';

export interface WhatsAppConfig {
  /** `simulated` (embedded default: no network) or `cloud` (the WhatsApp Business Cloud API). */
  provider: 'simulated' | 'cloud';
  /** The Graph API's address and its pinned version (requests go to `<base>/<version>/…`). */
  graphBaseUrl: string;
  graphVersion: string;
  /** A system user's access token with whatsapp_business_management. */
  accessToken: string;
  /** The Meta app's secret: webhook bodies are signed with it (X-Hub-Signature-256). */
  appSecret: string;
  /** The token Meta sends back in the webhook's GET verification (hub.verify_token). */
  verifyToken: string;
  /** The Meta app's id: media header samples are uploaded to it (Resumable Upload API) for a handle. */
  appId: string;
  /** Time limit of one Graph API request. */
  requestTimeoutMs: number;
  /** The simulated provider's review delay. */
  simReviewMs: number;
  /** How long after a send the simulated provider reports its messages' statuses (and customers reply). */
  simStatusMs: number;
  /** The messaging-limit tier of the simulated provider's numbers. */
  simTier: WhatsAppTier;
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return n;
}

function simTierFrom(raw: string | undefined): WhatsAppTier {
  const v = (raw ?? '').trim().toUpperCase();
  if (v === '') return 'TIER_1K';
  const tier = WhatsAppTiers.find((t) => t === v);
  if (!tier) throw new Error(`WHATSAPP_SIM_TIER must be one of ${WhatsAppTiers.join(', ')}, got "${raw}"`);
  return tier;
}

/** The pinned Graph API version, unless WHATSAPP_GRAPH_VERSION names another. */
export const DEFAULT_GRAPH_VERSION = 'v23.0';

/**
 * WHATSAPP_PROVIDER `simulated` (default) or `cloud`; `cloud` needs WHATSAPP_ACCESS_TOKEN,
 * WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN (a start-up error names the one missing).
 */
export function whatsappConfigFromEnv(env: NodeJS.ProcessEnv): WhatsAppConfig {
  const provider = (env.WHATSAPP_PROVIDER ?? 'simulated').trim() || 'simulated';
  if (provider !== 'simulated' && provider !== 'cloud') throw new Error(`WHATSAPP_PROVIDER must be simulated or cloud, got "${provider}"`);
  const graphBaseUrl = (env.WHATSAPP_GRAPH_BASE_URL ?? 'https://graph.facebook.com').trim().replace(/\/+$/, '');
  try {
    const u = new URL(graphBaseUrl);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error('protocol');
  } catch {
    throw new Error(`WHATSAPP_GRAPH_BASE_URL must be an http(s) address, got "${graphBaseUrl}"`);
  }
  const graphVersion = (env.WHATSAPP_GRAPH_VERSION ?? DEFAULT_GRAPH_VERSION).trim();
  if (!/^v\d+\.\d+$/.test(graphVersion)) throw new Error(`WHATSAPP_GRAPH_VERSION must look like v23.0, got "${graphVersion}"`);
  const config: WhatsAppConfig = {
    provider,
    graphBaseUrl,
    graphVersion,
    accessToken: env.WHATSAPP_ACCESS_TOKEN ?? '',
    appSecret: env.WHATSAPP_APP_SECRET ?? '',
    verifyToken: env.WHATSAPP_VERIFY_TOKEN ?? '',
    appId: env.WHATSAPP_APP_ID ?? '',
    requestTimeoutMs: intFrom(env, 'WHATSAPP_REQUEST_TIMEOUT_MS', 15_000, 100, 120_000),
    simReviewMs: intFrom(env, 'WHATSAPP_SIM_REVIEW_MS', 10_000, 0, 86_400_000),
    simStatusMs: intFrom(env, 'WHATSAPP_SIM_STATUS_MS', 2_000, 0, 3_600_000),
    simTier: simTierFrom(env.WHATSAPP_SIM_TIER),
  };
  if (provider === 'cloud') {
    for (const [name, value] of [
      ['WHATSAPP_ACCESS_TOKEN', config.accessToken],
      ['WHATSAPP_APP_SECRET', config.appSecret],
      ['WHATSAPP_VERIFY_TOKEN', config.verifyToken],
    ] as const) {
      if (!value) throw new Error(`WHATSAPP_PROVIDER=cloud needs ${name}`);
    }
  }
  return config;
}
