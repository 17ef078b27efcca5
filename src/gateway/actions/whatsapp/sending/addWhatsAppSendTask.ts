import { and, eq } from 'drizzle-orm';
import { RetCode } from '../../../../contract/retCodes';
import { conversationTypeOfCategory } from '../../../../contract/whatsapp/conversationPrices';
import { whatsappTemplates } from '../../../db/schema';
import { ActionError } from '../../../errors';
import type { Handler } from '../../../handlers';
import { wakeJobRunners } from '../../../jobs/wakeJobRunners';
import { createTask } from '../../../messaging/tasks/createTask';
import type { TemplateContent } from '../../../whatsapp/templateComponents';
import { whatsappChannel } from '../../../whatsapp/sending/whatsappChannel';
import type { WhatsAppPayload } from '../../../whatsapp/sending/whatsappPayload';
import { sendTaskAnswer } from '../../../messaging/tasks/sendTaskAnswer';
import { lockSendingUser } from '../../sms/lockSendingUser';
import { sendRecipients, sendTimeOf } from '../../sms/sendRecipients';
import { smsIds } from '../../sms/smsIds';
import { sendingNumber } from './sendingNumber';

/** The variable numbers of a body ({{1}}, {{2}} …), distinct, in order. */
export function bodyVariables(body: string): number[] {
  return [...new Set([...body.matchAll(/\{\{\s*(\d+)\s*\}\}/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
}

/** The body with each {{n}} replaced by the n-th parameter: what the recipient reads. */
export function fillBody(body: string, params: readonly string[]): string {
  return body.replace(/\{\{\s*(\d+)\s*\}\}/g, (all, n: string) => params[Number(n) - 1] ?? all);
}

/**
 * Accepts a WhatsApp template task in one transaction: an APPROVED template of the caller, one
 * parameter per body variable ('TemplateParams: the template has n variables, m given'), the
 * sending number, the recipients from the core's sources (typed, an uploaded file, the WhatsApp
 * numbers of a group's or segment's members), then the core's createTask: one message per
 * recipient priced by the template's conversation type and country, the total held on the main
 * wallet, the task and its messages stored and its job queued. The messaging limit is applied
 * while sending (the task waits, with the reason), not here.
 */
export const addWhatsAppSendTask: Handler<'AddWhatsAppSendTask'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const user = await lockSendingUser(ctx.db, userId);
  if (!user) throw new ActionError(RetCode.NotLoggedIn);
  const sendAt = sendTimeOf(p, ctx.now);
  const [template] = await ctx.db.select().from(whatsappTemplates).where(and(eq(whatsappTemplates.userId, userId), eq(whatsappTemplates.templateId, p.TemplateId)));
  if (!template) throw new ActionError(RetCode.TemplateNotFound);
  if (template.status !== 'APPROVED') throw new ActionError(RetCode.WhatsAppTemplateNotApproved);
  const content = template.content as TemplateContent;
  const vars = bodyVariables(content.Body);
  if (p.TemplateParams.length !== vars.length) throw new ActionError(RetCode.InvalidParams, `TemplateParams: the template has ${vars.length} variables, ${p.TemplateParams.length} given`);
  const from = await sendingNumber(ctx, p.PhoneNumberId);
  const channel = whatsappChannel(ctx.config);
  const { recipients, audience } = await sendRecipients(ctx, channel, p);
  const payload: WhatsAppPayload = { kind: 'template', templateId: template.templateId, name: template.name, language: template.language, params: p.TemplateParams, conversationType: conversationTypeOfCategory(content.Category) };
  const created = await createTask(ctx.db, channel, {
    userId,
    taskId: smsIds.task(),
    sessionNo: smsIds.session(),
    text: fillBody(content.Body, p.TemplateParams),
    payload,
    recipients,
    free: false,
    sendAt,
    name: p.TaskName,
    tags: p.Tags,
    senderId: from,
    templateId: template.templateId,
    countryCode: p.CountryCode,
    timeZone: p.TimeZone,
    audience,
    now: ctx.now,
  });
  ctx.afterCommit(() => wakeJobRunners());
  return sendTaskAnswer(ctx.db, created, recipients);
};
