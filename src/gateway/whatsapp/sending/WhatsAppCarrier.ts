import type { Carrier, CarrierMessage, SubmitResult } from '../../messaging/carrier/Carrier';
import type { OutboundMessage, WhatsAppProvider } from '../provider/WhatsAppProvider';
import { readPayload } from './whatsappPayload';

/**
 * The messaging core's carrier for WhatsApp: each batch goes to the provider from the task's
 * business number (the task's sender, a phone number id) with the task's payload. Statuses come
 * back through the webhook (Cloud API) or the simulated provider's status job, both into
 * `applyMessageStatuses`, not through `start`'s events.
 */
export class WhatsAppCarrier implements Carrier {
  readonly name: string;
  /** The Cloud API does not deduplicate on our id: a maybe-sent message is not sent again. */
  readonly resubmitSafe = false;

  constructor(private readonly provider: WhatsAppProvider) {
    this.name = `whatsapp-${provider.name}`;
  }

  start(): Promise<void> {
    return Promise.resolve();
  }

  async submit(batch: readonly CarrierMessage[]): Promise<SubmitResult[]> {
    const out: SubmitResult[] = [];
    const bySender = new Map<string, Array<{ id: number; to: string; message: OutboundMessage }>>();
    for (const m of batch) {
      const p = readPayload(m.payload);
      if (!p || !m.senderId) {
        out.push({ id: m.id, ok: false, code: 'WA_NO_CONTENT' });
        continue;
      }
      const message: OutboundMessage = p.kind === 'text' ? { kind: 'text', text: p.text } : { kind: 'template', name: p.name, language: p.language, params: p.params };
      const list = bySender.get(m.senderId) ?? [];
      list.push({ id: m.id, to: m.phone, message });
      bySender.set(m.senderId, list);
    }
    for (const [sender, list] of bySender) {
      const results = await this.provider.sendMessages(sender, list);
      list.forEach((m, i) => {
        const r = results[i]!;
        out.push(r.ok ? { id: m.id, ok: true, carrierId: r.wamid } : { id: m.id, ok: false, code: r.code, ...(r.retry ? { retry: true } : {}) });
      });
    }
    return out;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
