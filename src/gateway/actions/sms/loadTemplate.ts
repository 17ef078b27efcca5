import { and, eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import type { Executor } from '../../db/client';
import { smsTemplates } from '../../db/schema';
import { ActionError } from '../../errors';

export async function loadTemplate(db: Executor, userId: number, templateId: string) {
  const [t] = await db.select().from(smsTemplates).where(and(eq(smsTemplates.templateId, templateId), eq(smsTemplates.userId, userId)));
  if (!t) throw new ActionError(RetCode.TemplateNotFound);
  return t;
}
