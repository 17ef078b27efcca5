import { z } from 'zod';
import { WhatsAppConversationTypes } from '../../../contract/whatsapp/conversationPrices';

/**
 * A WhatsApp task's content (sms_tasks.payload): an approved template with its language and body
 * parameters, or a free-form text (a reply inside the customer-service window); and the
 * conversation type it is priced as.
 */
export const WhatsAppPayload = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('template'), templateId: z.string(), name: z.string(), language: z.string(), params: z.array(z.string()), conversationType: z.enum(WhatsAppConversationTypes) }),
  z.object({ kind: z.literal('text'), text: z.string(), conversationType: z.enum(WhatsAppConversationTypes) }),
]);
export type WhatsAppPayload = z.infer<typeof WhatsAppPayload>;

/** The payload of a stored task, or null when it is not one (a task of another channel). */
export function readPayload(raw: unknown): WhatsAppPayload | null {
  const p = WhatsAppPayload.safeParse(raw);
  return p.success ? p.data : null;
}
