import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { and, count, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { canEditVoiceTemplate, isVoiceTemplateRejected, VoiceTemplateStatus, VoiceTemplateType } from '../../../contract/vms/voiceTemplate';
import { voiceTemplates } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import type { UserContext as HandlerContext } from '../../context';
import { enqueueJob } from '../../jobs/jobQueue';
import { wakeJobRunners } from '../../jobs/wakeJobRunners';
import { voiceWavPath } from '../../vms/voiceAudioFiles';
import { VOICE_TEMPLATE_JOB } from '../../vms/voiceTemplateJob';
import { audioNames, checkTemplateAudio, toVoiceTemplate } from '../../vms/voiceTemplateRows';

const newTemplateId = () => `VTP${randomBytes(8).toString('hex').toUpperCase()}`;
const notFound = () => new ActionError(RetCode.TemplateNotFound);

/** Queues the speech and review of a template version (runs after commit, after the SMS review delay). */
async function queueReview(ctx: HandlerContext, pk: number) {
  await enqueueJob(ctx.db, { kind: VOICE_TEMPLATE_JOB, ref: String(pk), runAt: ctx.now + ctx.config.sms.templateReviewDelayMs, now: ctx.now });
  ctx.afterCommit(() => wakeJobRunners());
}

const live = (userId: number) => and(eq(voiceTemplates.userId, userId), ne(voiceTemplates.status, VoiceTemplateStatus.delete));

async function answer(ctx: HandlerContext, row: typeof voiceTemplates.$inferSelect) {
  return toVoiceTemplate(row, await audioNames(ctx.db, ctx.caller.userId, [row]));
}

/** A new template, waiting for review (2); RecreateTemplateId names a rejected one of the caller's it replaces. */
export const createVoiceTemplate: Handler<'CreateVoiceTemplate'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  if (p.RecreateTemplateId) {
    const [old] = await ctx.db.select({ status: voiceTemplates.status }).from(voiceTemplates).where(and(live(userId), eq(voiceTemplates.templateId, p.RecreateTemplateId)));
    if (!old) throw notFound();
    if (!isVoiceTemplateRejected(old.status)) throw new ActionError(RetCode.TemplateNotEditable);
  }
  const audioId = await checkTemplateAudio(ctx.db, userId, p);
  const [row] = await ctx.db
    .insert(voiceTemplates)
    .values({
      templateId: newTemplateId(),
      userId,
      name: p.TemplateName,
      type: p.Type,
      content: p.Type === VoiceTemplateType.Text ? p.Content : '',
      audioId,
      remark: p.Remark,
      status: VoiceTemplateStatus.waitCheck,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  await queueReview(ctx, row!.id);
  return answer(ctx, row!);
};

/** Changes an uncommitted, rejected or approved template; it waits for review again (2). */
export const updateVoiceTemplate: Handler<'UpdateVoiceTemplate'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const [old] = await ctx.db.select().from(voiceTemplates).where(and(live(userId), eq(voiceTemplates.templateId, p.TemplateId))).for('update');
  if (!old) throw notFound();
  if (!canEditVoiceTemplate(old.status)) throw new ActionError(RetCode.TemplateNotEditable);
  const audioId = await checkTemplateAudio(ctx.db, userId, p);
  const [row] = await ctx.db
    .update(voiceTemplates)
    .set({ name: p.TemplateName, type: p.Type, content: p.Type === VoiceTemplateType.Text ? p.Content : '', audioId, remark: p.Remark, status: VoiceTemplateStatus.waitCheck, durationMs: 0, rejectReasonKey: '', updatedAt: Math.max(ctx.now, old.updatedAt + 1) })
    .where(eq(voiceTemplates.id, old.id))
    .returning();
  await queueReview(ctx, row!.id);
  return answer(ctx, row!);
};

export const queryVoiceTemplate: Handler<'QueryVoiceTemplate'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const parts: SQL[] = [live(userId)!];
  if (p.Keyword) parts.push(ilike(voiceTemplates.name, `%${p.Keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (p.Type) parts.push(eq(voiceTemplates.type, p.Type));
  if (p.Status) parts.push(eq(voiceTemplates.status, p.Status));
  const where = and(...parts);
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(voiceTemplates).where(where).orderBy(desc(voiceTemplates.id)).limit(p.Limit).offset(p.Offset),
    ctx.db.select({ n: count() }).from(voiceTemplates).where(where),
  ]);
  const names = await audioNames(ctx.db, userId, rows);
  return { Total: total?.n ?? 0, Templates: rows.map((r) => toVoiceTemplate(r, names)) };
};

export const getVoiceTemplate: Handler<'GetVoiceTemplate'> = async (p, ctx) => {
  const [row] = await ctx.db.select().from(voiceTemplates).where(and(live(ctx.caller.userId), eq(voiceTemplates.templateId, p.TemplateId)));
  if (!row) throw notFound();
  return answer(ctx, row);
};

/** Marks the caller's templates deleted (10) and removes their speech after commit. */
export const deleteVoiceTemplate: Handler<'DeleteVoiceTemplate'> = async (p, ctx) => {
  const gone = await ctx.db
    .update(voiceTemplates)
    .set({ status: VoiceTemplateStatus.delete, updatedAt: ctx.now })
    .where(and(live(ctx.caller.userId), inArray(voiceTemplates.templateId, p.TemplateIds)))
    .returning({ templateId: voiceTemplates.templateId });
  const uploadDir = ctx.config.uploadDir;
  ctx.afterCommit(async () => {
    await Promise.all(gone.map((g) => rm(voiceWavPath(uploadDir, g.templateId), { force: true })));
  });
  return { Deleted: gone.length };
};
