import { and, eq } from 'drizzle-orm';
import type { SetupIntentState } from '../../../contract/entities/payment';
import { SpecText } from '../../../contract/messages';
import type { Executor } from '../../db/client';
import { setupIntents } from '../../db/schema';

/** The caller's card binding by its SetupIntent id (another user's is none). */
export async function setupIntentState(db: Executor, userId: number, setupIntentId: string): Promise<SetupIntentState | null> {
  const [si] = await db.select().from(setupIntents).where(and(eq(setupIntents.id, setupIntentId), eq(setupIntents.userId, userId)));
  if (!si) return null;
  const status = si.status === 'succeeded' || si.status === 'failed' ? si.status : 'pending';
  return {
    SetupIntentId: si.id,
    Status: status,
    Error: status === 'failed' ? SpecText.PaymentDetailsFailed : '',
    Reason: status === 'failed' ? si.error : '',
    CardId: si.cardId,
  };
}
