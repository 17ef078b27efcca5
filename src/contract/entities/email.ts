import { z } from 'zod';
import { EmailDnsRecordKinds } from '../email/emailDomainRules';

const int = () => z.number().int();

/**
 * One DNS record a sending domain publishes, as the console shows it for copying: Kind (SPF, DKIM,
 * DMARC, MX, Tracking), the record Type, the Host (full name) and Value (MX: the mail server, with
 * Priority), its Status after the last check (domain statuses: 0 Unverified, 1 Passed, 2 Failed) and,
 * when it failed, what DNS answered instead (Found, at most 5 values).
 */
export const EmailDnsRecord = z.object({
  Kind: z.enum(EmailDnsRecordKinds),
  Type: z.enum(['TXT', 'MX', 'CNAME']),
  Host: z.string(),
  Value: z.string(),
  Priority: int().optional(),
  Status: int(),
  Found: z.array(z.string()),
});
export type EmailDnsRecord = z.infer<typeof EmailDnsRecord>;

/**
 * A sending domain (spec 001 §3): Type (Trigger 1, Batch 2), Status (Unverified 0, Passed 1, Failed 2),
 * its DNS records for SPF, DKIM, DMARC and MX (and the tracking CNAME when TrackingPrefix is set).
 * Editable is false for a domain once verified that now fails. The DKIM private key never leaves the gateway.
 */
export const EmailDomain = z.object({
  DomainId: z.string(),
  Domain: z.string(),
  Type: int(),
  Status: int(),
  TrackingPrefix: z.string(),
  DkimSelector: z.string(),
  Records: z.array(EmailDnsRecord),
  Editable: z.boolean(),
  /** Unix seconds of the first Passed check (0: never verified). */
  VerifiedTime: int(),
  /** Unix seconds of the last check (0: never checked). */
  CheckTime: int(),
  CreateTime: int(),
});
export type EmailDomain = z.infer<typeof EmailDomain>;

/** A sender (spec 001 §3): alias (From Name) and an address on a verified domain; Status Disabled 0, Enabled 1, Deleted 2. */
export const EmailSender = z.object({
  SenderId: z.string(),
  Alias: z.string(),
  Email: z.string(),
  DomainId: z.string(),
  Status: int(),
  CreateTime: int(),
  UpdateTime: int(),
});
export type EmailSender = z.infer<typeof EmailSender>;
