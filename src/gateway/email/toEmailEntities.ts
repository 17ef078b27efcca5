import { EmailDomainStatus } from '../../contract/email/emailDomainRules';
import type { EmailDomain, EmailSender } from '../../contract/entities/email';
import type { emailDomains, emailSenders } from '../db/schema';
import { toUnixSeconds } from '../lib/time';
import { expectedRecords } from './domainRecords';

type DomainRow = typeof emailDomains.$inferSelect;
type SenderRow = typeof emailSenders.$inferSelect;

/** A domain once verified that now fails cannot be edited (spec 001 §4). */
export const domainLocked = (row: Pick<DomainRow, 'verifiedAt' | 'status'>) => row.verifiedAt !== null && row.status === EmailDomainStatus.Failed;

/** A domain as answered: its records with each one's last result; never the DKIM private key. */
export function toEmailDomain(row: DomainRow, platformDomain: string): EmailDomain {
  const records = expectedRecords({ domain: row.domain, dkimSelector: row.dkimSelector, dkimPublicKey: row.dkimPublicKey, trackingPrefix: row.trackingPrefix }, platformDomain);
  return {
    DomainId: row.domainId,
    Domain: row.domain,
    Type: row.type,
    Status: row.status,
    TrackingPrefix: row.trackingPrefix,
    DkimSelector: row.dkimSelector,
    Records: records.map((r) => {
      const check = row.checks[r.kind];
      return {
        Kind: r.kind,
        Type: r.type,
        Host: r.host,
        Value: r.value,
        ...(r.priority === undefined ? {} : { Priority: r.priority }),
        Status: check?.status ?? EmailDomainStatus.Unverified,
        Found: check?.found ?? [],
      };
    }),
    Editable: !domainLocked(row),
    VerifiedTime: row.verifiedAt === null ? 0 : toUnixSeconds(row.verifiedAt),
    CheckTime: row.checkedAt === null ? 0 : toUnixSeconds(row.checkedAt),
    CreateTime: toUnixSeconds(row.createdAt),
  };
}

export function toEmailSender(row: SenderRow, domainPublicId: string | null): EmailSender {
  return {
    SenderId: row.senderId,
    Alias: row.alias,
    Email: row.email,
    DomainId: domainPublicId ?? '',
    Status: row.status,
    CreateTime: toUnixSeconds(row.createdAt),
    UpdateTime: toUnixSeconds(row.updatedAt),
  };
}
