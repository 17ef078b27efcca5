import { eq } from 'drizzle-orm';
import { EmailDomainStatus } from '../../contract/email/emailDomainRules';
import type { Executor } from '../db/client';
import { emailDomains } from '../db/schema';
import { enqueueJob } from '../jobs/jobQueue';
import { checkDomainDns } from './checkDomainDns';
import { dnsResolverFor } from './dnsResolver';
import { expectedRecords, REQUIRED_KINDS } from './domainRecords';
import type { EmailConfig } from './emailConfig';

type DomainRow = typeof emailDomains.$inferSelect;

/** Job kind of a domain's periodic DNS check (ref = email_domains.id). */
export const DOMAIN_RECHECK_JOB = 'email-domain-recheck';

/** What DNS says about a domain's records now (throws DnsLookupError when DNS cannot be asked). Run it outside any transaction. */
export async function lookUpDomain(row: DomainRow, config: EmailConfig) {
  const records = expectedRecords({ domain: row.domain, dkimSelector: row.dkimSelector, dkimPublicKey: row.dkimPublicKey, trackingPrefix: row.trackingPrefix }, config.platformDomain);
  return { prefix: row.trackingPrefix, results: await checkDomainDns(dnsResolverFor(config), records) };
}

/**
 * Stores a lookup's results on the domain (locked for update by the caller's transaction): the status
 * (Passed when SPF, DKIM, DMARC and MX all pass), each record's result, the check time, the first
 * Passed time; a domain verified once is then checked again every `recheckMs` by a durable job, so
 * one whose records disappear becomes Failed (and locked) without anyone clicking Verify.
 */
export async function storeDomainCheck(tx: Executor, current: DomainRow, lookup: Awaited<ReturnType<typeof lookUpDomain>>, config: EmailConfig, now: number): Promise<DomainRow> {
  const passed = REQUIRED_KINDS.every((k) => lookup.results.get(k)?.status === EmailDomainStatus.Passed);
  const checks = Object.fromEntries(lookup.results);
  // The prefix changed while DNS answered: that result belongs to the old name.
  if (current.trackingPrefix !== lookup.prefix) delete checks.Tracking;
  const verifiedAt = current.verifiedAt ?? (passed ? now : null);
  const [out] = await tx
    .update(emailDomains)
    .set({ status: passed ? EmailDomainStatus.Passed : EmailDomainStatus.Failed, checks, checkedAt: now, verifiedAt, updatedAt: now })
    .where(eq(emailDomains.id, current.id))
    .returning();
  if (verifiedAt !== null) await enqueueJob(tx, { kind: DOMAIN_RECHECK_JOB, ref: String(current.id), runAt: now + config.domainRecheckMs, now });
  return out!;
}
