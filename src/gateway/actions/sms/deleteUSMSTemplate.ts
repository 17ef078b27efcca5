import { and, eq, inArray } from 'drizzle-orm';
import { smsTemplates } from '../../db/schema';
import type { Handler } from '../../handlers';

/** Deletes the caller's named templates (tasks keep the text they were sent with). */
export const deleteUSMSTemplate: Handler<'DeleteUSMSTemplate'> = async (p, ctx) => {
  const rows = await ctx.db
    .delete(smsTemplates)
    .where(and(eq(smsTemplates.userId, ctx.caller.userId), inArray(smsTemplates.templateId, p.TemplateIds)))
    .returning({ id: smsTemplates.id });
  return { Deleted: rows.length };
};
