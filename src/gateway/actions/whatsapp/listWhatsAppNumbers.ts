import { and, eq, notInArray } from 'drizzle-orm';
import type { WhatsAppNumber } from '../../../contract/entities/whatsapp';
import { WhatsAppNumberStatuses, WhatsAppQualityRatings, WhatsAppTiers, whatsappTierLimit } from '../../../contract/whatsapp/whatsappConstants';
import type { Db } from '../../db/client';
import { whatsappNumbers } from '../../db/schema';
import type { UserContext } from '../../context';
import type { Handler } from '../../handlers';
import { toUnixSeconds } from '../../lib/time';
import { whatsappProviderFor } from '../../whatsapp/provider/whatsappProviderFor';
import { WhatsAppProviderError } from '../../whatsapp/provider/WhatsAppProvider';
import { wabaFor } from '../../whatsapp/wabaFor';

const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T => list.find((v) => v === value.toUpperCase()) ?? fallback;

function toNumber(r: typeof whatsappNumbers.$inferSelect): WhatsAppNumber {
  const tier = oneOf(WhatsAppTiers, r.messagingLimitTier, 'TIER_50');
  return {
    PhoneNumberId: r.phoneNumberId,
    WabaId: r.wabaId,
    DisplayPhoneNumber: r.displayPhoneNumber,
    DisplayName: r.displayName,
    QualityRating: oneOf(WhatsAppQualityRatings, r.qualityRating, 'UNKNOWN'),
    MessagingLimitTier: tier,
    TierLimit: whatsappTierLimit[tier],
    Status: oneOf(WhatsAppNumberStatuses, r.status, 'UNKNOWN'),
    SyncTime: toUnixSeconds(r.syncedAt),
  };
}

/**
 * The caller's numbers read from the provider into our copy; answers the WABA (null when none is
 * connected) and whether the provider could not be read (the kept copy stays).
 */
export async function syncWhatsAppNumbers(ctx: UserContext): Promise<{ wabaId: string | null; stale: boolean }> {
  const userId = ctx.caller.userId;
  const wabaId = await wabaFor(ctx.db, ctx.config, userId, ctx.now);
  if (!wabaId) return { wabaId: null, stale: false };
  let stale = false;
  try {
    const remote = await whatsappProviderFor(ctx.config, ctx.db as Db).listPhoneNumbers(wabaId);
    await ctx.db.transaction(async (tx) => {
      const ids = remote.map((n) => n.id);
      await tx.delete(whatsappNumbers).where(and(eq(whatsappNumbers.userId, userId), ...(ids.length > 0 ? [notInArray(whatsappNumbers.phoneNumberId, ids)] : [])));
      for (const n of remote) {
        const row = {
          wabaId,
          displayPhoneNumber: n.displayPhoneNumber,
          displayName: n.verifiedName,
          qualityRating: n.qualityRating === 'NA' ? 'UNKNOWN' : n.qualityRating,
          messagingLimitTier: n.messagingLimitTier,
          status: n.status,
          syncedAt: ctx.now,
        };
        await tx
          .insert(whatsappNumbers)
          .values({ userId, phoneNumberId: n.id, ...row })
          .onConflictDoUpdate({ target: [whatsappNumbers.userId, whatsappNumbers.phoneNumberId], set: row });
      }
    });
  } catch (err) {
    if (!(err instanceof WhatsAppProviderError)) throw err;
    stale = true;
  }
  return { wabaId, stale };
}

/** The numbers read from the provider and kept; the kept copy (Stale) when the provider cannot be read. */
export const listWhatsAppNumbers: Handler<'ListWhatsAppNumbers'> = async (_p, ctx) => {
  const userId = ctx.caller.userId;
  const { wabaId, stale } = await syncWhatsAppNumbers(ctx);
  if (!wabaId) return { WabaId: null, Stale: false, Numbers: [] };
  const rows = await ctx.db.select().from(whatsappNumbers).where(eq(whatsappNumbers.userId, userId)).orderBy(whatsappNumbers.displayPhoneNumber);
  return { WabaId: wabaId, Stale: stale, Numbers: rows.map(toNumber) };
};
