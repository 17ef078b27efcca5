import { randomBytes } from 'node:crypto';
import type { SmsConfig } from '../smsConfig';
import type { Carrier, CarrierEvents, CarrierMessage, MoMessage, Receipt, SubmitResult } from './Carrier';

const FAIL_CODES = ['UNDELIV', 'REJECTD', 'EXPIRED'] as const;
const SUBMIT_FAIL_CODES = ['SUBMIT:0x0000000B', 'SUBMIT:0x00000058'] as const;

/**
 * A carrier in-process: accepts batches after a delay, then delivers receipts after a random
 * delay with the configured failure and unknown rates, and answers messages to test numbers
 * (ending in 99, always delivered) with an MO reply. Numbers ending in 01, 02 and 03 always fail,
 * end unknown, and are refused at submit, so tests can count exactly.
 *
 * It deduplicates on our message id like a carrier API with a client reference: submitting the
 * same message again answers the first result without a second SMS (`resubmitSafe`). Receipts not
 * yet delivered when it closes are kept and delivered after the next start (like an SMSC holding
 * receipts for an unbound client).
 */
export class SimulatedCarrier implements Carrier {
  readonly name = 'simulated';
  readonly resubmitSafe = true;
  /** Times each of our message ids was accepted as a new SMS (tests check it is never above 1). */
  readonly sent = new Map<number, number>();
  private readonly results = new Map<number, SubmitResult>();
  private events: CarrierEvents | null = null;
  private pending = new Map<NodeJS.Timeout, { due: number; fire: () => void }>();
  private held: Array<{ due: number; fire: () => void }> = [];

  constructor(
    private readonly sim: SmsConfig['simulation'],
    private readonly random: () => number = Math.random,
  ) {}

  async start(events: CarrierEvents): Promise<void> {
    this.events = events;
    const held = this.held;
    this.held = [];
    for (const h of held) this.later(Math.max(0, h.due - Date.now()), h.fire);
  }

  async close(): Promise<void> {
    this.events = null;
    for (const [timer, p] of this.pending) {
      clearTimeout(timer);
      this.held.push(p);
    }
    this.pending.clear();
  }

  async submit(batch: readonly CarrierMessage[]): Promise<SubmitResult[]> {
    if (this.sim.submitDelayMs > 0) await new Promise((r) => setTimeout(r, this.sim.submitDelayMs));
    const receipts = new Map<number, Receipt[]>();
    const mos: Array<{ delay: number; mo: MoMessage }> = [];
    const out = batch.map((m) => {
      const known = this.results.get(m.id);
      if (known) return known;
      const result = this.accept(m, receipts, mos);
      this.results.set(m.id, result);
      return result;
    });
    for (const [delay, list] of receipts) this.later(delay, () => list.forEach((r) => this.events?.onReceipt({ ...r, at: Date.now() })));
    for (const { delay, mo } of mos) this.later(delay, () => this.events?.onMo({ ...mo, at: Date.now() }));
    return out;
  }

  private accept(m: CarrierMessage, receipts: Map<number, Receipt[]>, mos: Array<{ delay: number; mo: MoMessage }>): SubmitResult {
    const roll = () => Math.floor(this.random() * 10_000);
    const fixed = m.phone.slice(-2);
    const test = ['01', '02', '03', '99'].includes(fixed);
    if (fixed === '03' || (!test && roll() < this.sim.submitFailRateBp)) {
      return { id: m.id, ok: false, code: SUBMIT_FAIL_CODES[roll() % SUBMIT_FAIL_CODES.length]! };
    }
    this.sent.set(m.id, (this.sent.get(m.id) ?? 0) + 1);
    const carrierId = `sim-${randomBytes(8).toString('hex')}`;
    const r = test ? 10_000 : roll();
    let receipt: Receipt;
    if (fixed === '01' || r < this.sim.failRateBp) {
      receipt = { carrierId, result: 'Fail', code: FAIL_CODES[roll() % FAIL_CODES.length]!, at: 0 };
    } else if (fixed === '02' || r < this.sim.failRateBp + this.sim.unknownRateBp) {
      receipt = { carrierId, result: 'Unknown', code: 'UNKNOWN', at: 0 };
    } else {
      receipt = { carrierId, result: 'Success', code: 'DELIVRD', at: 0 };
    }
    // Receipts of a batch are grouped in 50 ms steps: few timers, still spread out.
    const span = Math.max(0, this.sim.receiptDelayMaxMs - this.sim.receiptDelayMinMs);
    const delay = this.sim.receiptDelayMinMs + Math.floor((this.random() * span) / 50) * 50;
    const list = receipts.get(delay);
    if (list) list.push(receipt);
    else receipts.set(delay, [receipt]);
    if (receipt.result === 'Success' && m.phone.endsWith('99')) {
      mos.push({ delay: delay + this.sim.moDelayMs, mo: { from: m.phone, to: m.senderId, text: 'Thanks, got it!', at: 0 } });
    }
    return { id: m.id, ok: true, carrierId };
  }

  private later(delay: number, fire: () => void): void {
    const due = Date.now() + delay;
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      if (this.events) fire();
      else this.held.push({ due, fire });
    }, delay);
    this.pending.set(timer, { due, fire });
  }
}
