/** E-mail settings of the gateway (README "Configuration"). */
export interface EmailConfig {
  /**
   * DNS servers the domain check asks (EMAIL_DNS_SERVERS: comma-separated `ip` or `ip:port`); empty:
   * the system's resolvers. Tests point it at a DNS server they start.
   */
  dnsServers: string[];
  /** Milliseconds per DNS query attempt (EMAIL_DNS_TIMEOUT_MS), 2 attempts per server. */
  dnsTimeoutMs: number;
  /**
   * The platform's mail domain (EMAIL_PLATFORM_DOMAIN, default `mail.` + PUBLIC_URL's host): customers'
   * SPF records include `_spf.<it>`, their MX points at `mx.<it>`, tracking CNAMEs at `track.<it>`.
   */
  platformDomain: string;
  /**
   * How often a domain verified once is checked again (EMAIL_DOMAIN_RECHECK_MS, default a day): a
   * durable job per domain, so records removed later turn it Failed without a click.
   */
  domainRecheckMs: number;
}

const SERVER_RE = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-fA-F:]+\]|[0-9a-fA-F:]+)(:\d{1,5})?$/;

export function emailConfigFromEnv(env: NodeJS.ProcessEnv, publicUrl: string): EmailConfig {
  const servers = (env.EMAIL_DNS_SERVERS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const s of servers) if (!SERVER_RE.test(s)) throw new Error(`EMAIL_DNS_SERVERS: "${s}" is not an IP address with an optional :port`);
  const timeout = Number(env.EMAIL_DNS_TIMEOUT_MS ?? 3000);
  if (!Number.isInteger(timeout) || timeout < 100 || timeout > 30_000) throw new Error(`EMAIL_DNS_TIMEOUT_MS must be 100 to 30000, got ${env.EMAIL_DNS_TIMEOUT_MS}`);
  const recheck = Number(env.EMAIL_DOMAIN_RECHECK_MS ?? 86_400_000);
  if (!Number.isInteger(recheck) || recheck < 200 || recheck > 30 * 86_400_000) throw new Error(`EMAIL_DOMAIN_RECHECK_MS must be 200 to 2592000000, got ${env.EMAIL_DOMAIN_RECHECK_MS}`);
  let host = 'localhost';
  try {
    host = new URL(publicUrl).hostname;
  } catch {
    // PUBLIC_URL is checked where it is used; the default host stands.
  }
  return { dnsServers: servers, dnsTimeoutMs: timeout, platformDomain: (env.EMAIL_PLATFORM_DOMAIN || `mail.${host}`).toLowerCase(), domainRecheckMs: recheck };
}
