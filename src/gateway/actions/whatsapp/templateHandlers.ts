import { and, asc, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { WhatsAppManualImport } from '../../../contract/whatsapp/templateRules';
import type { Db } from '../../db/client';
import { whatsappTemplates } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler, Handlers } from '../../handlers';
import type { UserContext } from '../../context';
import { whatsappProviderFor } from '../../whatsapp/provider/whatsappProviderFor';
import { WhatsAppProviderError } from '../../whatsapp/provider/WhatsAppProvider';
import { fromComponents, type TemplateContent, toComponents } from '../../whatsapp/templateComponents';
import { wabaFor } from '../../whatsapp/wabaFor';
import { syncTemplates, toTemplate } from './templateRows';

/** States in which the provider takes an edit (Meta: approved, rejected or paused templates). */
const EDITABLE = new Set(['APPROVED', 'REJECTED', 'PAUSED']);

async function requireWaba(ctx: UserContext): Promise<string> {
  const waba = await wabaFor(ctx.db, ctx.config, ctx.caller.userId, ctx.now);
  if (!waba) throw new ActionError(RetCode.WhatsAppNotConnected);
  return waba;
}

const provider = (ctx: UserContext) => whatsappProviderFor(ctx.config, ctx.db as Db);

/** A provider refusal as the caller's error: its own words after the RetCode's. */
function providerRefused(err: unknown): never {
  if (err instanceof WhatsAppProviderError) {
    if (err.duplicate) throw new ActionError(RetCode.WhatsAppTemplateExists, 'Name: A template with this name and language already exists');
    throw new ActionError(RetCode.WhatsAppProviderError, `WhatsApp did not accept the request: ${err.message}`);
  }
  throw err;
}

async function loadOwn(ctx: UserContext, templateId: string) {
  const [row] = await ctx.db
    .select()
    .from(whatsappTemplates)
    .where(and(eq(whatsappTemplates.userId, ctx.caller.userId), eq(whatsappTemplates.templateId, templateId)));
  if (!row) throw new ActionError(RetCode.TemplateNotFound);
  return row;
}

const content = (p: TemplateContent): TemplateContent => ({
  Category: p.Category,
  Header: p.Header,
  Body: p.Body,
  BodySamples: p.BodySamples,
  Footer: p.Footer,
  Buttons: p.Buttons,
  CodeExpiryMinutes: p.Category === 'AUTHENTICATION' ? p.CodeExpiryMinutes : null,
});

/** The provider's templates (RetCode 17109 when they cannot be read), kept, then filtered and paged here. */
export const listWhatsAppTemplates: Handler<'ListWhatsAppTemplates'> = async (p, ctx) => {
  const waba = await requireWaba(ctx);
  let remote;
  try {
    remote = await provider(ctx).listTemplates(waba);
  } catch (err) {
    if (err instanceof WhatsAppProviderError) throw new ActionError(RetCode.WhatsAppGetTemplatesError, `${'Failed to get WhatsApp templates'}: ${err.message}`);
    throw err;
  }
  await syncTemplates(ctx.db, ctx.caller.userId, waba, remote, ctx.now);
  const where: SQL[] = [eq(whatsappTemplates.userId, ctx.caller.userId), eq(whatsappTemplates.wabaId, waba)];
  if (p.Keyword) where.push(ilike(whatsappTemplates.name, `%${p.Keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (p.Status) where.push(eq(whatsappTemplates.status, p.Status));
  if (p.Category) where.push(eq(whatsappTemplates.category, p.Category));
  const rows = await ctx.db
    .select()
    .from(whatsappTemplates)
    .where(and(...where))
    .orderBy(desc(whatsappTemplates.createdAt), asc(whatsappTemplates.id));
  return { Total: rows.length, Templates: rows.slice(p.Offset, p.Offset + p.Limit).map(toTemplate) };
};

export const getWhatsAppTemplate: Handler<'GetWhatsAppTemplate'> = async (p, ctx) => toTemplate(await loadOwn(ctx, p.TemplateId));

export const createWhatsAppTemplate: Handler<'CreateWhatsAppTemplate'> = async (p, ctx) => {
  const waba = await requireWaba(ctx);
  const [dup] = await ctx.db
    .select({ id: whatsappTemplates.id })
    .from(whatsappTemplates)
    .where(and(eq(whatsappTemplates.userId, ctx.caller.userId), eq(whatsappTemplates.name, p.Name), eq(whatsappTemplates.language, p.Language)));
  if (dup) throw new ActionError(RetCode.WhatsAppTemplateExists, 'Name: A template with this name and language already exists');
  const c = content(p);
  const made = await provider(ctx)
    .createTemplate(waba, { name: p.Name, language: p.Language, category: p.Category, components: toComponents(c) })
    .catch(providerRefused);
  const now = Date.now();
  const [row] = await ctx.db
    .insert(whatsappTemplates)
    .values({ userId: ctx.caller.userId, wabaId: waba, templateId: made.id, name: p.Name, language: p.Language, category: c.Category, status: made.status, content: c, statusAt: ctx.now, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [whatsappTemplates.wabaId, whatsappTemplates.templateId], set: { content: c, category: c.Category, updatedAt: now } })
    .returning();
  return toTemplate(row!);
};

export const updateWhatsAppTemplate: Handler<'UpdateWhatsAppTemplate'> = async (p, ctx) => {
  const row = await loadOwn(ctx, p.TemplateId);
  if (!EDITABLE.has(row.status)) throw new ActionError(RetCode.TemplateNotEditable, 'Only approved, rejected or paused templates can be edited');
  const c = content(p);
  await provider(ctx).editTemplate(row.wabaId, row.templateId, { category: c.Category, components: toComponents(c) }).catch(providerRefused);
  const now = Date.now();
  const [updated] = await ctx.db
    .update(whatsappTemplates)
    .set({ content: c, category: c.Category, status: 'PENDING', reason: '', statusAt: ctx.now, updatedAt: now })
    .where(eq(whatsappTemplates.id, row.id))
    .returning();
  return toTemplate(updated!);
};

export const deleteWhatsAppTemplate: Handler<'DeleteWhatsAppTemplate'> = async (p, ctx) => {
  const row = await loadOwn(ctx, p.TemplateId);
  await provider(ctx).deleteTemplate(row.wabaId, row.name, row.templateId).catch(providerRefused);
  const gone = await ctx.db.delete(whatsappTemplates).where(eq(whatsappTemplates.id, row.id)).returning({ id: whatsappTemplates.id });
  return { Deleted: gone.length };
};

/** Manual import: the provider's template of that name and language, refused when it has parameters. */
export const importWhatsAppTemplate: Handler<'ImportWhatsAppTemplate'> = async (p, ctx) => {
  const waba = await requireWaba(ctx);
  let remote;
  try {
    remote = await provider(ctx).listTemplates(waba);
  } catch (err) {
    if (err instanceof WhatsAppProviderError) throw new ActionError(RetCode.WhatsAppGetTemplatesError, `Failed to get WhatsApp templates: ${err.message}`);
    throw err;
  }
  const found = remote.find((t) => t.name === p.Name && t.language === p.Language);
  if (!found) throw new ActionError(RetCode.TemplateNotFound, `Name: No template ${p.Name} (${p.Language}) exists in the WhatsApp Business account`);
  const c = fromComponents(found.category, found.components);
  const check = WhatsAppManualImport.safeParse({ Name: found.name, Language: found.language, Header: c.Header, Body: c.Body });
  if (!check.success) throw new ActionError(RetCode.InvalidParams, `${check.error.issues[0]!.path.join('.')}: ${check.error.issues[0]!.message}`);
  await syncTemplates(ctx.db, ctx.caller.userId, waba, remote, ctx.now);
  const [row] = await ctx.db
    .select()
    .from(whatsappTemplates)
    .where(and(eq(whatsappTemplates.userId, ctx.caller.userId), eq(whatsappTemplates.wabaId, waba), eq(whatsappTemplates.templateId, found.id)));
  if (!row) throw new ActionError(RetCode.TemplateNotFound);
  return toTemplate(row);
};

export const templateHandlers = {
  ListWhatsAppTemplates: listWhatsAppTemplates,
  GetWhatsAppTemplate: getWhatsAppTemplate,
  CreateWhatsAppTemplate: createWhatsAppTemplate,
  UpdateWhatsAppTemplate: updateWhatsAppTemplate,
  DeleteWhatsAppTemplate: deleteWhatsAppTemplate,
  ImportWhatsAppTemplate: importWhatsAppTemplate,
} satisfies Partial<Handlers>;
