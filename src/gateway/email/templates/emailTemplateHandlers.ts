import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gte, ilike, inArray, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import { documentVariables } from '../../../contract/email/emailDocument';
import { EMAIL_TEMPLATE_VALID_DAYS, EmailTemplateStatus, emailTemplateEditable, effectiveEmailTemplateStatus } from '../../../contract/email/emailTemplateStatus';
import type { ParsedParamsOf } from '../../../contract/action';
import type { Actions } from '../../../contract/actions';
import { RetCode } from '../../../contract/retCodes';
import type { UserContext } from '../../context';
import { emailTemplates } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { enqueueJob } from '../../jobs/jobQueue';
import { wakeJobRunners } from '../../jobs/wakeJobRunners';
import { EMAIL_TEMPLATE_REVIEW_JOB } from './emailTemplateReviewJob';
import { checkDocumentImages, toEmailTemplate, toEmailTemplateSummary } from './emailTemplateRows';
import { renderEmailDocument } from './renderEmailDocument';

const newTemplateId = () => `ETP${randomBytes(8).toString('hex').toUpperCase()}`;
const notFound = () => new ActionError(RetCode.TemplateNotFound);
const live = (userId: number) => and(eq(emailTemplates.userId, userId), ne(emailTemplates.status, EmailTemplateStatus.Deleted))!;
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Queues the review of a submitted version (after the SMS templates' review delay, half before In Review). */
async function queueReview(ctx: UserContext, pk: number) {
  await enqueueJob(ctx.db, { kind: EMAIL_TEMPLATE_REVIEW_JOB, ref: String(pk), runAt: ctx.now + Math.floor(ctx.config.sms.templateReviewDelayMs / 2), now: ctx.now });
  ctx.afterCommit(() => wakeJobRunners());
}

/** The document checked against the caller's uploads and rendered: what the preview answers and the template stores. */
async function rendered(ctx: UserContext, p: { Subject: string; Document: Parameters<typeof renderEmailDocument>[0] }) {
  await checkDocumentImages(ctx.db, ctx.caller.userId, p.Document);
  const out = await renderEmailDocument(p.Document, { title: p.Subject, publicUrl: ctx.config.publicUrl });
  return { ...out, variables: documentVariables(p.Document, p.Subject) };
}

/** What a save stores: the fields, the rendering, and Draft or Pending Review. */
function storedFields(p: ParsedParamsOf<Actions['CreateUEmailTemplate']>, out: Awaited<ReturnType<typeof rendered>>) {
  return {
    name: p.TemplateName,
    subject: p.Subject,
    document: p.Document,
    html: out.html,
    text: out.text,
    variables: out.variables,
    remark: p.Remark,
    status: p.Submit ? EmailTemplateStatus.PendingReview : EmailTemplateStatus.Draft,
  };
}

export const renderUEmailTemplate: Handler<'RenderUEmailTemplate'> = async (p, ctx) => {
  const out = await rendered(ctx, p);
  return { Html: out.html, Text: out.text, Variables: out.variables };
};

export const createUEmailTemplate: Handler<'CreateUEmailTemplate'> = async (p, ctx) => {
  const out = await rendered(ctx, p);
  const [row] = await ctx.db
    .insert(emailTemplates)
    .values({ templateId: newTemplateId(), userId: ctx.caller.userId, ...storedFields(p, out), createdAt: ctx.now, updatedAt: ctx.now })
    .returning();
  if (p.Submit) await queueReview(ctx, row!.id);
  return toEmailTemplate(row!, ctx.now);
};

/** Changes a Draft, Passed, Rejected, Disabled or Expired template: kept as a Draft, or back to review. */
export const updateUEmailTemplate: Handler<'UpdateUEmailTemplate'> = async (p, ctx) => {
  const [old] = await ctx.db.select().from(emailTemplates).where(and(live(ctx.caller.userId), eq(emailTemplates.templateId, p.TemplateId))).for('update');
  if (!old) throw notFound();
  if (!emailTemplateEditable(effectiveEmailTemplateStatus(old.status, old.passedAt, ctx.now))) throw new ActionError(RetCode.TemplateNotEditable);
  const out = await rendered(ctx, p);
  const [row] = await ctx.db
    .update(emailTemplates)
    .set({ ...storedFields(p, out), rejectReasonKey: '', passedAt: null, updatedAt: Math.max(ctx.now, old.updatedAt + 1) })
    .where(eq(emailTemplates.id, old.id))
    .returning();
  if (p.Submit) await queueReview(ctx, row!.id);
  return toEmailTemplate(row!, ctx.now);
};

/** Passed (not expired) → Disabled, Disabled → Passed; anything else is TemplateNotEditable. */
export const setUEmailTemplateStatus: Handler<'SetUEmailTemplateStatus'> = async (p, ctx) => {
  const [old] = await ctx.db.select().from(emailTemplates).where(and(live(ctx.caller.userId), eq(emailTemplates.templateId, p.TemplateId))).for('update');
  if (!old) throw notFound();
  const from = p.Status === EmailTemplateStatus.Disabled ? EmailTemplateStatus.Passed : EmailTemplateStatus.Disabled;
  if (effectiveEmailTemplateStatus(old.status, old.passedAt, ctx.now) !== from) throw new ActionError(RetCode.TemplateNotEditable);
  const [row] = await ctx.db.update(emailTemplates).set({ status: p.Status, updatedAt: Math.max(ctx.now, old.updatedAt + 1) }).where(eq(emailTemplates.id, old.id)).returning();
  return toEmailTemplateSummary(row!, ctx.now);
};

export const getUEmailTemplate: Handler<'GetUEmailTemplate'> = async (p, ctx) => {
  const [row] = await ctx.db.select().from(emailTemplates).where(and(live(ctx.caller.userId), eq(emailTemplates.templateId, p.TemplateId)));
  if (!row) throw notFound();
  return toEmailTemplate(row, ctx.now);
};

/** The stored-status condition of a shown status (Passed and Expired are one stored status, told apart by passed_at). */
function statusFilter(status: number, now: number): SQL {
  const cutoff = now - EMAIL_TEMPLATE_VALID_DAYS * 86_400_000;
  if (status === EmailTemplateStatus.Expired) return and(eq(emailTemplates.status, EmailTemplateStatus.Passed), lt(emailTemplates.passedAt, cutoff))!;
  if (status === EmailTemplateStatus.Passed) return and(eq(emailTemplates.status, EmailTemplateStatus.Passed), or(isNull(emailTemplates.passedAt), gte(emailTemplates.passedAt, cutoff)))!;
  return eq(emailTemplates.status, status);
}

export const queryUEmailTemplate: Handler<'QueryUEmailTemplate'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const parts: SQL[] = [p.Status === EmailTemplateStatus.Deleted ? eq(emailTemplates.userId, userId) : live(userId)];
  if (p.Status !== undefined) parts.push(statusFilter(p.Status, ctx.now));
  if (p.Keyword) parts.push(or(ilike(emailTemplates.name, likePattern(p.Keyword)), ilike(emailTemplates.subject, likePattern(p.Keyword)))!);
  const where = and(...parts);
  const columns = {
    id: emailTemplates.id,
    templateId: emailTemplates.templateId,
    userId: emailTemplates.userId,
    name: emailTemplates.name,
    subject: emailTemplates.subject,
    variables: emailTemplates.variables,
    remark: emailTemplates.remark,
    status: emailTemplates.status,
    rejectReasonKey: emailTemplates.rejectReasonKey,
    passedAt: emailTemplates.passedAt,
    createdAt: emailTemplates.createdAt,
    updatedAt: emailTemplates.updatedAt,
  };
  const [rows, [total]] = await Promise.all([
    ctx.db.select(columns).from(emailTemplates).where(where).orderBy(desc(emailTemplates.id)).limit(p.Limit).offset(p.Offset),
    ctx.db.select({ n: count() }).from(emailTemplates).where(where),
  ]);
  return { Total: Number(total?.n ?? 0), Templates: rows.map((r) => toEmailTemplateSummary(r as Parameters<typeof toEmailTemplateSummary>[0], ctx.now)) };
};

/** Marks the caller's named templates Deleted (6); others' ids change nothing. */
export const deleteUEmailTemplate: Handler<'DeleteUEmailTemplate'> = async (p, ctx) => {
  const gone = await ctx.db
    .update(emailTemplates)
    .set({ status: EmailTemplateStatus.Deleted, updatedAt: ctx.now })
    .where(and(live(ctx.caller.userId), inArray(emailTemplates.templateId, p.TemplateIds)))
    .returning({ id: emailTemplates.id });
  return { Deleted: gone.length };
};
