import { and, eq, lte } from 'drizzle-orm';
import { WhatsAppTemplateStatuses, type WhatsAppTemplateStatus } from '../../contract/whatsapp/whatsappConstants';
import type { Executor } from '../db/client';
import { whatsappTemplates } from '../db/schema';
import { notify } from '../notifications/notify';

/** A provider event's name as one of the nine review states; REINSTATED is APPROVED again, FLAGGED changes none. */
export function templateStatusOf(event: string): WhatsAppTemplateStatus | null {
  const e = event.toUpperCase();
  if (e === 'REINSTATED') return 'APPROVED';
  return WhatsAppTemplateStatuses.find((s) => s === e) ?? null;
}

/**
 * A `message_template_status_update` (from the webhook, or the simulated provider's review):
 * the template of that WABA and id takes the state, unless the state it holds came from a later
 * event (`status_at`), so a late or repeated delivery never moves it back; the owner is notified when
 * it becomes APPROVED or REJECTED. Answers whether a row changed.
 */
export async function applyTemplateStatus(
  db: Executor,
  u: { wabaId: string; templateId: string; event: string; reason: string | null; at: number },
  now: number,
): Promise<boolean> {
  const status = templateStatusOf(u.event);
  if (!status) return false;
  const reason = u.reason && u.reason !== 'NONE' ? u.reason : '';
  const mine = and(eq(whatsappTemplates.wabaId, u.wabaId), eq(whatsappTemplates.templateId, u.templateId));
  const [before] = await db.select({ status: whatsappTemplates.status }).from(whatsappTemplates).where(mine).for('update');
  if (!before) return false;
  const rows = await db
    .update(whatsappTemplates)
    .set({ status, reason, statusAt: u.at, updatedAt: now })
    .where(and(mine, lte(whatsappTemplates.statusAt, u.at)))
    .returning({ userId: whatsappTemplates.userId, name: whatsappTemplates.name, language: whatsappTemplates.language });
  const row = rows[0];
  if (!row) return false;
  // The owner hears of a review's outcome once, when the state becomes it.
  if (before.status !== status && (status === 'APPROVED' || status === 'REJECTED')) {
    await notify(db, {
      userId: row.userId,
      kind: status === 'APPROVED' ? 'WhatsAppTemplateApproved' : 'WhatsAppTemplateRejected',
      params: { TemplateId: u.templateId, TemplateName: row.name, Language: row.language },
      link: '/whatsapp/template',
      now,
    });
  }
  return true;
}
