import { BodyReader, BodyWriter } from '../smpp/bodyCodec';
import { Cmd, ESM_DELIVERY_RECEIPT, Tag } from '../smpp/commands';
import type { Pdu } from '../smpp/pdu';
import { parseReceipt, receiptResult } from '../smpp/receiptText';
import { decodeSm, encodeSm, smFields } from '../smpp/shortMessage';
import { SmppClient, type SmppClientOptions, SmppError, SmppNotSentError } from '../smpp/SmppClient';
import { decodeText, encodeText } from '../smpp/textCoding';
import type { Carrier, CarrierEvents, CarrierMessage, SubmitResult } from '../../messaging/carrier/Carrier';

/** Our message ids remembered for deduplication (the oldest are forgotten beyond this). */
const DEDUPE_IDS = 200_000;

/**
 * SMPP 3.4 carrier: submit_sm per message (registered delivery on), receipts and MO replies from
 * deliver_sm. A submit whose response never came is reported as failed and never retried: the
 * SMSC may have taken it, and a second submit could send the SMS twice.
 *
 * SMPP 3.4 has no client reference an SMSC deduplicates on, so the adapter deduplicates by our
 * message id itself: a message id submitted again (while in flight or after) answers the first
 * result without a second submit_sm. Only a submit that certainly never left (SUBMIT:NOT_SENT) is
 * forgotten so it can be retried. Across a crash this memory is gone; that case is reconciled by
 * the delivery side instead (resubmitSafe is false: a message left Submitting without a carrier id
 * ends Unknown with SUBMIT_UNCONFIRMED, is not charged, and is never resent blindly).
 */
export class SmppCarrier implements Carrier {
  readonly name = 'smpp';
  readonly resubmitSafe = false;
  private client: SmppClient;
  private events: CarrierEvents | null = null;
  private readonly submitted = new Map<number, Promise<SubmitResult>>();
  private readonly log: (line: string) => void;

  constructor(opts: SmppClientOptions) {
    this.client = new SmppClient(opts, (pdu) => this.onDeliver(pdu));
    this.log = opts.log ?? (() => undefined);
  }

  /** Binds; when the SMSC is unreachable the gateway starts anyway and the client keeps reconnecting. */
  async start(events: CarrierEvents): Promise<void> {
    this.events = events;
    const bound = this.client.start();
    bound.catch(() => undefined);
    await Promise.race([bound, new Promise((r) => setTimeout(r, 5_000).unref())]).catch(() => undefined);
  }

  async close(): Promise<void> {
    this.events = null;
    await this.client.close();
  }

  submit(batch: readonly CarrierMessage[]): Promise<SubmitResult[]> {
    return Promise.all(batch.map((m) => this.submitOnce(m)));
  }

  private submitOnce(m: CarrierMessage): Promise<SubmitResult> {
    const known = this.submitted.get(m.id);
    if (known) return known;
    const result = this.submitOne(m).then((r) => {
      if (!r.ok && r.retry) this.submitted.delete(m.id);
      return r;
    });
    this.submitted.set(m.id, result);
    if (this.submitted.size > DEDUPE_IDS) this.submitted.delete(this.submitted.keys().next().value!);
    return result;
  }

  private async submitOne(m: CarrierMessage): Promise<SubmitResult> {
    const { dataCoding, bytes } = encodeText(m.text);
    const body = encodeSm(smFields({ source: m.senderId, dest: m.phone.replace(/^\+/, ''), message: bytes, dataCoding }));
    try {
      const resp = await this.client.request(Cmd.SubmitSm, body);
      const carrierId = new BodyReader(resp.body).cstring();
      return { id: m.id, ok: true, carrierId };
    } catch (err) {
      if (err instanceof SmppNotSentError) return { id: m.id, ok: false, code: 'SUBMIT:NOT_SENT', retry: true };
      const code = err instanceof SmppError ? `SUBMIT:0x${err.status.toString(16).padStart(8, '0').toUpperCase()}` : 'SUBMIT:NO_RESPONSE';
      return { id: m.id, ok: false, code };
    }
  }

  private onDeliver(pdu: Pdu): Buffer | null {
    const sm = decodeSm(pdu.body);
    const text = decodeText(sm.dataCoding, sm.message);
    if (sm.esmClass & ESM_DELIVERY_RECEIPT) {
      const parsed = parseReceipt(text);
      const tlvId = sm.tlvs.get(Tag.ReceiptedMessageId);
      const id = tlvId ? new BodyReader(tlvId).cstring() : parsed?.id;
      const result = parsed ? receiptResult(parsed.stat) : null;
      if (id && parsed && result) {
        const code = parsed.err && parsed.err !== '000' ? `${parsed.stat}:${parsed.err}` : parsed.stat;
        // deliver_sm is acknowledged on arrival: a receipt lost in a crash before it was written
        // ends its message by the receipt timeout (SMS_RECEIPT_TIMEOUT_MS).
        void this.events?.onReceipt({ carrierId: id, result, code, at: Date.now() });
      }
    } else {
      this.events?.onMo({ from: `+${sm.source.replace(/^\+/, '')}`, to: sm.dest, text, at: Date.now() }).catch((err) => this.log(`[sms] storing a reply failed: ${String(err)}`));
    }
    return new BodyWriter().cstring('').build();
  }
}
