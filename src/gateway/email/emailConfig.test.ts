import { describe, expect, it } from 'vitest';
import { emailConfigFromEnv } from './emailConfig';

describe('emailConfigFromEnv', () => {
  it('defaults to the system resolvers and mail.<PUBLIC_URL host>', () => {
    expect(emailConfigFromEnv({}, 'https://console.example.com')).toEqual({ dnsServers: [], dnsTimeoutMs: 3000, platformDomain: 'mail.console.example.com', domainRecheckMs: 86_400_000 });
  });
  it('reads servers with ports, the timeout and the platform domain', () => {
    expect(emailConfigFromEnv({ EMAIL_DNS_SERVERS: '127.0.0.1:5335, ::1', EMAIL_DNS_TIMEOUT_MS: '500', EMAIL_PLATFORM_DOMAIN: 'Mail.Platform.Test', EMAIL_DOMAIN_RECHECK_MS: '3600000' }, 'http://x')).toEqual({
      dnsServers: ['127.0.0.1:5335', '::1'],
      dnsTimeoutMs: 500,
      platformDomain: 'mail.platform.test',
      domainRecheckMs: 3_600_000,
    });
  });
  it('refuses what is not an address or a sane timeout, naming the variable', () => {
    expect(() => emailConfigFromEnv({ EMAIL_DNS_SERVERS: 'dns.google' }, 'http://x')).toThrow(/EMAIL_DNS_SERVERS/);
    expect(() => emailConfigFromEnv({ EMAIL_DNS_TIMEOUT_MS: '0' }, 'http://x')).toThrow(/EMAIL_DNS_TIMEOUT_MS/);
    expect(() => emailConfigFromEnv({ EMAIL_DOMAIN_RECHECK_MS: 'daily' }, 'http://x')).toThrow(/EMAIL_DOMAIN_RECHECK_MS/);
  });
});
