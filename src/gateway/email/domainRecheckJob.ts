import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailDomains } from '../db/schema';
import type { JobHandler } from '../jobs/JobRunner';
import { DnsLookupError } from './checkDomainDns';
import { DOMAIN_RECHECK_JOB, lookUpDomain, storeDomainCheck } from './domainCheck';
import type { EmailConfig } from './emailConfig';

/**
 * The periodic DNS check of a domain verified once (ref = email_domains.id): looks its records up
 * (outside any transaction), stores the results fenced by the job's lease, and runs again after
 * EMAIL_DOMAIN_RECHECK_MS. DNS that cannot be asked changes nothing and is tried again in a tenth of
 * that time; a deleted domain ends the job.
 */
export function domainRecheckJob(db: Db, config: EmailConfig, log: (line: string) => void): JobHandler {
  return async (job, ctl) => {
    const [row] = await db.select().from(emailDomains).where(eq(emailDomains.id, Number(job.ref)));
    if (!row) return { done: true };
    let lookup;
    try {
      lookup = await lookUpDomain(row, config);
    } catch (err) {
      if (!(err instanceof DnsLookupError)) throw err;
      log(`email: ${err.message}; the check of ${row.domain} is tried again later`);
      return { runAt: Date.now() + Math.ceil(config.domainRecheckMs / 10) };
    }
    const now = Date.now();
    const stored = await ctl.fenced(async (tx) => {
      const [current] = await tx.select().from(emailDomains).where(eq(emailDomains.id, row.id)).for('update');
      if (!current) return false;
      await storeDomainCheck(tx, current, lookup, config, now);
      return true;
    });
    // storeDomainCheck could not re-enqueue this job (its own row is still open): the runner reschedules it.
    return stored ? { runAt: now + config.domainRecheckMs } : { done: true };
  };
}

/** The e-mail area's durable jobs, run by the gateway's job runner. */
export function emailJobs(deps: { db: Db; config: EmailConfig; log: (line: string) => void }): Record<string, JobHandler> {
  return { [DOMAIN_RECHECK_JOB]: domainRecheckJob(deps.db, deps.config, deps.log) };
}
