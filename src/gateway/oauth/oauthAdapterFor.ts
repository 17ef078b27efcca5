import type { GatewayConfig } from '../config';
import { createOAuth2Adapter } from './createOAuth2Adapter';
import type { OAuthAdapter } from './OAuthAdapter';

/** The adapter of a provider configured in the environment, or null when it is not (fully) configured. */
export function oauthAdapterFor(config: Pick<GatewayConfig, 'oauth'>, provider: string): OAuthAdapter | null {
  const cfg = config.oauth[provider];
  if (!cfg || !cfg.clientId || !cfg.authorizeUrl || !cfg.tokenUrl || !cfg.userInfoUrl) return null;
  return createOAuth2Adapter(provider, cfg);
}
