import { and, eq, lte } from 'drizzle-orm';
import { WhatsAppTemplateStatuses, type WhatsAppTemplateStatus } from '../../contract/whatsapp/whatsappConstants';
import type { Executor } from '../db/client';
import { whatsappTemplates } from '../db/schema';

/** A provider event's name as one of the nine review states; REINSTATED is APPROVED again, FLAGGED changes none. */
export function templateStatusOf(event: string): WhatsAppTemplateStatus | null {
  const e = event.toUpperCase();
  if (e === 'REINSTATED') return 'APPROVED';
  return WhatsAppTemplateStatuses.find((s) => s === e) ?? null;
}

/**
 * A `message_template_status_update` (from the webhook, or the simulated provider's review):
 * the template of that WABA and id takes the state, unless the state it holds came from a later
 * event (`status_at`), so a late or repeated delivery never moves it back. Answers whether a row changed.
 */
export async function applyTemplateStatus(
  db: Executor,
  u: { wabaId: string; templateId: string; event: string; reason: string | null; at: number },
  now: number,
): Promise<boolean> {
  const status = templateStatusOf(u.event);
  if (!status) return false;
  const reason = u.reason && u.reason !== 'NONE' ? u.reason : '';
  const rows = await db
    .update(whatsappTemplates)
    .set({ status, reason, statusAt: u.at, updatedAt: now })
    .where(and(eq(whatsappTemplates.wabaId, u.wabaId), eq(whatsappTemplates.templateId, u.templateId), lte(whatsappTemplates.statusAt, u.at)))
    .returning({ id: whatsappTemplates.id });
  return rows.length > 0;
}
