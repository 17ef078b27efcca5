import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { ChannelId } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { simCarrierMessages } from '../../db/schema';
import type { SmsConfig } from '../smsConfig';
import type { Carrier, CarrierEvents, CarrierMessage, SubmitResult } from '../../messaging/carrier/Carrier';

const FAIL_CODES = ['UNDELIV', 'REJECTD', 'EXPIRED'] as const;
/** Why a simulated call did not connect. */
const CALL_FAIL_CODES = ['NO_ANSWER', 'BUSY', 'REJECTED'] as const;
const SUBMIT_FAIL_CODES = ['SUBMIT:0x0000000B', 'SUBMIT:0x00000058'] as const;
/** Owed receipts or replies handed out per poll, and how long a poller holds them before another may. */
const POLL_BATCH = 1000;
const LEASE_MS = 5_000;

type Row = typeof simCarrierMessages.$inferInsert;

/** Which channel a simulated carrier serves: its rows carry the ChannelId, so each polls only its own; replies only where the channel takes them. */
export interface SimulatedCarrierOptions {
  channel: number;
  /** Whether test numbers (ending in 99) answer with an MO reply (SMS: yes; MMS: no replies). */
  replies: boolean;
  /** Its name in logs and results ('simulated'). */
  name: string;
  /**
   * Voice: its messages are calls. An answered call (Success, code ANSWERED) is connected for a
   * share of the audio's length drawn between these percentages (reported as the receipt's
   * `calledMs`); a failed one did not connect (NO_ANSWER, BUSY or REJECTED).
   */
  calls?: { connectedMinPct: number; connectedMaxPct: number };
}

/**
 * A carrier simulated on the gateway's own database (table sim_carrier_messages): accepts batches
 * after a delay, then delivers receipts after a random delay with the configured failure and
 * unknown rates, and answers messages to test numbers (ending in 99, always delivered) with an MO
 * reply. Numbers ending in 01, 02 and 03 always fail, end unknown, and are refused at submit, so
 * tests can count exactly.
 *
 * It deduplicates on our message id like a carrier API with a client reference: the row of a
 * message id is written once (a repeated submit only counts `submits` and answers the first
 * result), so a message is never sent twice, whichever gateway process submits it and however
 * often. The receipts and replies it owes are rows too: every gateway process polls the due ones
 * and marks one delivered only after the gateway has written it, so a kill -9 loses none.
 */
export class SimulatedCarrier implements Carrier {
  readonly name: string;
  readonly resubmitSafe = true;
  private events: CarrierEvents | null = null;
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private readonly pollMs: number;

  constructor(
    private readonly db: Db,
    private readonly sim: SmsConfig['simulation'],
    private readonly log: (line: string) => void = () => undefined,
    private readonly random: () => number = Math.random,
    private readonly opts: SimulatedCarrierOptions = { channel: ChannelId.SMS, replies: true, name: 'simulated' },
  ) {
    this.name = opts.name;
    this.pollMs = Math.min(250, Math.max(20, sim.receiptDelayMinMs));
  }

  async start(events: CarrierEvents): Promise<void> {
    this.events = events;
    this.schedule();
  }

  async close(): Promise<void> {
    this.events = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.polling;
  }

  async submit(batch: readonly CarrierMessage[]): Promise<SubmitResult[]> {
    if (this.sim.submitDelayMs > 0) await new Promise((r) => setTimeout(r, this.sim.submitDelayMs));
    if (batch.length === 0) return [];
    const now = Date.now();
    const t = simCarrierMessages;
    const stored = await this.db
      .insert(t)
      .values(batch.map((m) => this.decide(m, now)))
      .onConflictDoUpdate({ target: t.messageId, set: { submits: sql`${t.submits} + 1` } })
      .returning({ messageId: t.messageId, accepted: t.accepted, carrierId: t.carrierId, submitCode: t.submitCode });
    return stored.map((r): SubmitResult => (r.accepted ? { id: r.messageId, ok: true, carrierId: r.carrierId! } : { id: r.messageId, ok: false, code: r.submitCode ?? 'SUBMIT:REFUSED' }));
  }

  /** What the carrier will do with a message seen for the first time (ignored for a repeat). */
  private decide(m: CarrierMessage, now: number): Row {
    const roll = () => Math.floor(this.random() * 10_000);
    const fixed = m.phone.slice(-2);
    const test = ['01', '02', '03', '99'].includes(fixed);
    const base = { messageId: m.id, channel: this.opts.channel, phone: m.phone, senderId: m.senderId, acceptedAt: now };
    if (fixed === '03' || (!test && roll() < this.sim.submitFailRateBp)) {
      return { ...base, accepted: false, submitCode: SUBMIT_FAIL_CODES[roll() % SUBMIT_FAIL_CODES.length]! };
    }
    const r = test ? 10_000 : roll();
    const calls = this.opts.calls;
    let result: 'Success' | 'Fail' | 'Unknown';
    let code: string;
    let calledMs: number | null = null;
    if (fixed === '01' || r < this.sim.failRateBp) {
      result = 'Fail';
      const codes = calls ? CALL_FAIL_CODES : FAIL_CODES;
      code = codes[roll() % codes.length]!;
      if (calls) calledMs = 0;
    } else if (fixed === '02' || r < this.sim.failRateBp + this.sim.unknownRateBp) {
      result = 'Unknown';
      code = 'UNKNOWN';
      if (calls) calledMs = 0;
    } else {
      result = 'Success';
      code = calls ? 'ANSWERED' : 'DELIVRD';
      if (calls) {
        const pct = calls.connectedMinPct + this.random() * Math.max(0, calls.connectedMaxPct - calls.connectedMinPct);
        calledMs = Math.max(1, Math.round(((m.mediaDurationMs ?? 0) * pct) / 100));
      }
    }
    const span = Math.max(0, this.sim.receiptDelayMaxMs - this.sim.receiptDelayMinMs);
    const due = now + this.sim.receiptDelayMinMs + Math.floor(this.random() * span);
    const mo = this.opts.replies && result === 'Success' && m.phone.endsWith('99');
    return {
      ...base,
      accepted: true,
      carrierId: `sim-${randomBytes(8).toString('hex')}`,
      receiptResult: result,
      receiptCode: code,
      receiptDueAt: due,
      calledMs,
      ...(mo ? { moText: 'Thanks, got it!', moDueAt: due + this.sim.moDelayMs } : {}),
    };
  }

  private schedule(): void {
    if (!this.events || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.polling = this.poll()
        .catch((err) => this.log(`[${this.opts.name}] simulated carrier poll failed: ${String(err)}`))
        .finally(() => {
          this.polling = null;
          this.schedule();
        });
    }, this.pollMs);
  }

  /** Hands out the due receipts, then the due replies; each marked delivered once the gateway has written it. */
  async poll(): Promise<void> {
    const t = simCarrierMessages;
    for (;;) {
      const events = this.events;
      if (!events) return;
      const rows = await this.claim(and(isNull(t.receiptSentAt), isNotNull(t.receiptDueAt), lte(t.receiptDueAt, Date.now()))!, t.receiptDueAt);
      if (rows.length === 0) break;
      const written = await Promise.all(rows.map((r) => events.onReceipt({ carrierId: r.carrierId!, result: r.receiptResult as 'Success' | 'Fail' | 'Unknown', code: r.receiptCode!, at: Date.now(), ...(r.calledMs !== null ? { calledMs: r.calledMs } : {}) })));
      const done = rows.filter((_, i) => written[i]).map((r) => r.messageId);
      if (done.length > 0) await this.db.update(t).set({ receiptSentAt: Date.now(), leaseUntil: null }).where(inArray(t.messageId, done));
      if (rows.length < POLL_BATCH || done.length === 0) break;
    }
    const events = this.events;
    if (!events) return;
    const mos = await this.claim(and(isNull(t.moSentAt), isNotNull(t.moDueAt), lte(t.moDueAt, Date.now()))!, t.moDueAt);
    for (const r of mos) {
      await events.onMo({ from: r.phone, to: r.senderId, text: r.moText ?? '', at: Date.now() });
      await this.db.update(t).set({ moSentAt: Date.now(), leaseUntil: null }).where(inArray(t.messageId, [r.messageId]));
    }
  }

  private async claim(due: ReturnType<typeof and> & object, order: typeof simCarrierMessages.receiptDueAt) {
    const t = simCarrierMessages;
    const now = Date.now();
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(t)
        .where(and(eq(t.channel, this.opts.channel), due, or(isNull(t.leaseUntil), lt(t.leaseUntil, now))))
        .orderBy(asc(order))
        .limit(POLL_BATCH)
        .for('update', { skipLocked: true });
      if (rows.length > 0) await tx.update(t).set({ leaseUntil: now + LEASE_MS }).where(inArray(t.messageId, rows.map((r) => r.messageId)));
      return rows;
    });
  }
}
