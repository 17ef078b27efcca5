import type { EmailDnsRecordKind } from '../../contract/email/emailDomainRules';

/** The DNS record one kind asks the customer to publish. */
export interface ExpectedRecord {
  kind: EmailDnsRecordKind;
  type: 'TXT' | 'MX' | 'CNAME';
  host: string;
  value: string;
  priority?: number;
}

export interface DomainKeys {
  domain: string;
  dkimSelector: string;
  dkimPublicKey: string;
  trackingPrefix: string;
}

/** The platform's names in the customer's records. */
export function platformHosts(platformDomain: string) {
  return { spfInclude: `_spf.${platformDomain}`, mx: `mx.${platformDomain}`, tracking: `track.${platformDomain}` };
}

/**
 * The records of a domain: SPF (TXT on the domain, including the platform's senders), DKIM (TXT at
 * `<selector>._domainkey`, the public key), DMARC (TXT at `_dmarc`), MX (the platform's mail server,
 * which receives bounces and replies) and, with a tracking prefix, the tracking CNAME.
 */
export function expectedRecords(d: DomainKeys, platformDomain: string): ExpectedRecord[] {
  const hosts = platformHosts(platformDomain);
  const out: ExpectedRecord[] = [
    { kind: 'SPF', type: 'TXT', host: d.domain, value: `v=spf1 include:${hosts.spfInclude} ~all` },
    { kind: 'DKIM', type: 'TXT', host: `${d.dkimSelector}._domainkey.${d.domain}`, value: `v=DKIM1; k=rsa; p=${d.dkimPublicKey}` },
    { kind: 'DMARC', type: 'TXT', host: `_dmarc.${d.domain}`, value: 'v=DMARC1; p=none' },
    { kind: 'MX', type: 'MX', host: d.domain, value: hosts.mx, priority: 10 },
  ];
  if (d.trackingPrefix) out.push({ kind: 'Tracking', type: 'CNAME', host: `${d.trackingPrefix.toLowerCase()}.${d.domain}`, value: hosts.tracking });
  return out;
}

/** The records that decide the domain's status (the tracking CNAME does not). */
export const REQUIRED_KINDS: readonly EmailDnsRecordKind[] = ['SPF', 'DKIM', 'DMARC', 'MX'];
