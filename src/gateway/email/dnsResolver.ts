import { Resolver } from 'node:dns/promises';
import type { EmailConfig } from './emailConfig';
import type { DnsLookup } from './checkDomainDns';

const resolvers = new Map<string, Resolver>();

/** The Resolver of these settings (one per process and server list): EMAIL_DNS_SERVERS, or the system's. */
export function dnsResolverFor(config: EmailConfig): DnsLookup {
  const key = `${config.dnsServers.join(',')}|${config.dnsTimeoutMs}`;
  let resolver = resolvers.get(key);
  if (!resolver) {
    resolver = new Resolver({ timeout: config.dnsTimeoutMs, tries: 2 });
    if (config.dnsServers.length > 0) resolver.setServers(config.dnsServers);
    resolvers.set(key, resolver);
  }
  return resolver;
}
