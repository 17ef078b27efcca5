import { and, eq } from 'drizzle-orm';
import { EmailDomainStatus, EmailSenderStatus } from '../../../contract/email/emailDomainRules';
import { RetCode } from '../../../contract/retCodes';
import type { Executor } from '../../db/client';
import { emailDomains, emailSenders } from '../../db/schema';
import { ActionError } from '../../errors';

/** A sender of the caller that can send now: Enabled, on a domain whose DNS check Passed; refused naming what is wrong. */
export async function usableSender(db: Executor, userId: number, senderId: string) {
  const [s] = await db
    .select({ senderId: emailSenders.senderId, status: emailSenders.status, email: emailSenders.email, domainStatus: emailDomains.status })
    .from(emailSenders)
    .leftJoin(emailDomains, eq(emailDomains.id, emailSenders.domainId))
    .where(and(eq(emailSenders.senderId, senderId), eq(emailSenders.userId, userId)));
  if (!s || s.status === EmailSenderStatus.Deleted) throw new ActionError(RetCode.EmailSenderNotFound);
  if (s.status !== EmailSenderStatus.Enabled) throw new ActionError(RetCode.InvalidParams, 'The sender is disabled: enable it in the e-mail settings');
  if (s.domainStatus !== EmailDomainStatus.Passed) throw new ActionError(RetCode.EmailSenderDomainUnverified);
  return s;
}
