import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { RetCode } from '../../../contract/retCodes';
import type { Executor } from '../../db/client';
import { socialIdentities } from '../../db/schema';
import { ActionError } from '../../errors';
import type { SocialProfile } from '../../oauth/OAuthAdapter';
import { findKey, issueKey, markKeyUsed, Purpose, SOCIAL_TICKET_TTL_MS } from './verificationCodes';

const TicketPayload = z.object({ provider: z.string(), sub: z.string(), email: z.string().nullable(), name: z.string().nullable() });
export type SocialTicketPayload = z.infer<typeof TicketPayload>;

/** After a sign-in with an unbound identity: a short-lived, single-use ticket to register or bind with. */
export async function issueSocialTicket(db: Executor, provider: string, profile: SocialProfile, now: number): Promise<string> {
  const payload: SocialTicketPayload = { provider, sub: profile.subject, email: profile.email, name: profile.name };
  return issueKey(db, {
    purpose: Purpose.SocialTicket,
    target: `${provider}:${profile.subject}`,
    payload: JSON.stringify(payload),
    now,
    ttlMs: SOCIAL_TICKET_TTL_MS,
  });
}

/** Uses up a ticket and returns the identity it carries; unknown, used or expired: SocialLoginFailed. */
export async function useSocialTicket(db: Executor, ticket: string, now: number): Promise<SocialTicketPayload> {
  const row = await findKey(db, ticket, [Purpose.SocialTicket]);
  const invalid = new ActionError(RetCode.SocialLoginFailed, { key: 'SocialSignInExpired' });
  if (!row || !row.payload || row.usedAt !== null || row.expiresAt <= now) throw invalid;
  let parsed: ReturnType<typeof TicketPayload.safeParse>;
  try {
    parsed = TicketPayload.safeParse(JSON.parse(row.payload));
  } catch {
    throw invalid;
  }
  if (!parsed.success || !(await markKeyUsed(db, row.id, now))) throw invalid;
  return parsed.data;
}

export async function findSocialIdentity(db: Executor, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
  return row;
}

/** Binds an identity to a user; an identity already bound to someone else: SocialLoginFailed. */
export async function bindSocialIdentity(db: Executor, t: SocialTicketPayload, userId: number, now: number): Promise<void> {
  const existing = await findSocialIdentity(db, t.provider, t.sub);
  if (existing) {
    if (existing.userId === userId) return;
    throw new ActionError(RetCode.SocialLoginFailed, { key: 'SocialAccountBoundElsewhere' });
  }
  await db.insert(socialIdentities).values({ provider: t.provider, subject: t.sub, userId, email: t.email, createdAt: now });
}
