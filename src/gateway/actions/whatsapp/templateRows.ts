import { and, eq, notInArray } from 'drizzle-orm';
import type { WhatsAppTemplate } from '../../../contract/entities/whatsapp';
import { type WhatsAppTemplateStatus } from '../../../contract/whatsapp/whatsappConstants';
import type { Executor } from '../../db/client';
import { whatsappTemplates } from '../../db/schema';
import { toUnixSeconds } from '../../lib/time';
import { templateStatusOf } from '../../whatsapp/applyTemplateStatus';
import type { ProviderTemplate } from '../../whatsapp/provider/WhatsAppProvider';
import { fromComponents, type TemplateContent } from '../../whatsapp/templateComponents';

export type TemplateRow = typeof whatsappTemplates.$inferSelect;

/** The entity of a stored template. */
export function toTemplate(r: TemplateRow): WhatsAppTemplate {
  const c = r.content as TemplateContent;
  return {
    TemplateId: r.templateId,
    WabaId: r.wabaId,
    Name: r.name,
    Language: r.language,
    Category: c.Category,
    Status: r.status as WhatsAppTemplateStatus,
    Header: c.Header,
    Body: c.Body,
    BodySamples: c.BodySamples,
    Footer: c.Footer,
    Buttons: c.Buttons,
    CodeExpiryMinutes: c.CodeExpiryMinutes,
    Reason: r.reason,
    CreateTime: toUnixSeconds(r.createdAt),
    UpdateTime: toUnixSeconds(r.updatedAt),
  };
}

/**
 * Our store brought in line with the provider's list of the WABA's templates: states and reasons
 * taken from it, templates made elsewhere added (their content read from the components), and
 * ones the provider no longer has removed. Content we submitted is kept as we wrote it.
 */
export async function syncTemplates(db: Executor, userId: number, wabaId: string, remote: readonly ProviderTemplate[], now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = remote.map((t) => t.id);
    await tx.delete(whatsappTemplates).where(and(eq(whatsappTemplates.userId, userId), eq(whatsappTemplates.wabaId, wabaId), ...(ids.length > 0 ? [notInArray(whatsappTemplates.templateId, ids)] : [])));
    const local = new Map((await tx.select().from(whatsappTemplates).where(and(eq(whatsappTemplates.userId, userId), eq(whatsappTemplates.wabaId, wabaId)))).map((r) => [r.templateId, r]));
    for (const t of remote) {
      const status = templateStatusOf(t.status) ?? 'PENDING';
      const reason = t.rejectedReason && t.rejectedReason !== 'NONE' ? t.rejectedReason : '';
      const have = local.get(t.id);
      if (have) {
        if (have.status !== status || have.reason !== reason) await tx.update(whatsappTemplates).set({ status, reason, statusAt: now, updatedAt: now }).where(eq(whatsappTemplates.id, have.id));
        continue;
      }
      await tx
        .insert(whatsappTemplates)
        .values({ userId, wabaId, templateId: t.id, name: t.name, language: t.language, category: t.category, status, content: fromComponents(t.category, t.components), reason, statusAt: now, createdAt: now, updatedAt: now })
        .onConflictDoNothing();
    }
  });
}
