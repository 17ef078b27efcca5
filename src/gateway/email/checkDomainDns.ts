import { EmailDomainStatus, type EmailDnsRecordKind } from '../../contract/email/emailDomainRules';
import type { DnsRecordCheck } from '../db/schema/email';
import type { ExpectedRecord } from './domainRecords';

/** The lookups the check makes: node:dns/promises' Resolver (or a test's). */
export interface DnsLookup {
  resolveTxt(name: string): Promise<string[][]>;
  resolveMx(name: string): Promise<{ exchange: string; priority: number }[]>;
  resolveCname(name: string): Promise<string[]>;
}

/** DNS could not be asked (timeout, refused, server failure): the check says nothing about the domain. */
export class DnsLookupError extends Error {
  constructor(
    readonly host: string,
    readonly code: string,
  ) {
    super(`DNS lookup of ${host} failed (${code})`);
  }
}

const FOUND_MAX = 5;
/** "No such name" and "no record of this type": the record is simply not published. */
const ABSENT = new Set(['ENODATA', 'ENOTFOUND']);

async function lookup<T>(host: string, run: () => Promise<T[]>): Promise<T[]> {
  try {
    return await run();
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && ABSENT.has(code)) return [];
    throw new DnsLookupError(host, typeof code === 'string' ? code : 'error');
  }
}

const sameHost = (a: string, b: string) => a.toLowerCase().replace(/\.$/, '') === b.toLowerCase().replace(/\.$/, '');
/** A TXT record's strings joined (a DKIM key is longer than one 255-octet string). */
const txtValues = (records: string[][]) => records.map((chunks) => chunks.join(''));

/** DKIM tag list (RFC 6376 §3.2) as a map of lower-case names to values without whitespace. */
function dkimTags(value: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const part of value.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    tags.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).replace(/\s+/g, ''));
  }
  return tags;
}

function matches(record: ExpectedRecord, values: string[]): boolean {
  switch (record.kind) {
    case 'SPF': {
      // More than one SPF record is an SPF permerror (RFC 7208 §4.5): it fails however right one of them is.
      const spf = values.filter((v) => /^v=spf1(\s|$)/i.test(v.trim()));
      const include = `include:${record.value.split('include:')[1]!.split(/\s/)[0]!}`.toLowerCase();
      return spf.length === 1 && spf[0]!.toLowerCase().split(/\s+/).includes(include);
    }
    case 'DKIM': {
      const want = dkimTags(record.value).get('p');
      return values.some((v) => {
        const tags = dkimTags(v);
        return (tags.get('v') ?? 'DKIM1') === 'DKIM1' && (tags.get('k') ?? 'rsa') === 'rsa' && tags.get('p') === want;
      });
    }
    case 'DMARC':
      return values.filter((v) => /^v=DMARC1\s*(;|$)/i.test(v.trim())).length === 1;
    case 'MX':
    case 'Tracking':
      return values.some((v) => sameHost(v.split(' ').pop()!, record.value));
  }
}

/** What DNS holds now for one record, as shown to the customer. */
async function published(dns: DnsLookup, record: ExpectedRecord): Promise<string[]> {
  switch (record.type) {
    case 'TXT':
      return txtValues(await lookup(record.host, () => dns.resolveTxt(record.host)));
    case 'MX':
      return (await lookup(record.host, () => dns.resolveMx(record.host))).map((mx) => `${mx.priority} ${mx.exchange.replace(/\.$/, '')}`);
    case 'CNAME':
      return (await lookup(record.host, () => dns.resolveCname(record.host))).map((c) => c.replace(/\.$/, ''));
  }
}

/**
 * Looks every record up (at once) and answers each one's result: Passed when DNS holds it as shown,
 * Failed with what DNS holds instead (at most 5 values; the SPF and DMARC checks show only SPF and DMARC
 * records). Throws DnsLookupError when any lookup could not be made.
 */
export async function checkDomainDns(dns: DnsLookup, records: readonly ExpectedRecord[]): Promise<Map<EmailDnsRecordKind, DnsRecordCheck>> {
  const results = await Promise.all(
    records.map(async (record) => {
      const values = await published(dns, record);
      const ok = matches(record, values);
      const shown = record.kind === 'SPF' ? values.filter((v) => /^v=spf1/i.test(v)) : record.kind === 'DMARC' ? values.filter((v) => /^v=DMARC1/i.test(v)) : values;
      return [record.kind, { status: ok ? EmailDomainStatus.Passed : EmailDomainStatus.Failed, found: ok ? [] : shown.slice(0, FOUND_MAX) }] as const;
    }),
  );
  return new Map(results);
}
