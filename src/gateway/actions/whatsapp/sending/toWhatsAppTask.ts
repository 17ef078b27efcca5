import type { WhatsAppTask } from '../../../../contract/entities/whatsapp';
import type { TaskRow } from '../../../messaging/Channel';
import { toUnixSeconds } from '../../../lib/time';
import { readPayload } from '../../../whatsapp/sending/whatsappPayload';
import { toTask } from '../../sms/toTask';

/** A WhatsApp task row as the contract's WhatsAppTask: SMS's task fields and counts plus its number, content kind, template, conversation type and wait. */
export function toWhatsAppTask(t: TaskRow, accountId: string): WhatsAppTask {
  const p = readPayload(t.payload);
  return {
    ...toTask(t, accountId),
    PhoneNumberId: t.senderId,
    Kind: p?.kind ?? 'template',
    TemplateName: p?.kind === 'template' ? p.name : '',
    Language: p?.kind === 'template' ? p.language : '',
    ConversationType: p?.conversationType ?? 'marketing',
    WaitReason: t.waitReason,
    WaitUntil: t.waitUntil === null ? null : toUnixSeconds(t.waitUntil),
  };
}
