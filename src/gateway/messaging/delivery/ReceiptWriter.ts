import type { Db } from '../../db/client';
import type { Channel } from '../Channel';
import type { Receipt } from '../carrier/Carrier';
import { applyReceipts } from './applyReceipts';

const CHUNK = 1000;
/** How long a receipt for a message not yet recorded as Submitted is retried. */
const RETRY_FOR_MS = 120_000;

/**
 * Buffers receipts from a channel's carrier and writes them in batches (every flushMs, or at once when
 * many are waiting), one flush at a time. push() answers whether its receipt got written (or was
 * a repeat), so a carrier with durable receipts marks only those delivered. close() writes what is left.
 */
export class ReceiptWriter {
  private buffer: Receipt[] = [];
  private retry: Array<{ receipt: Receipt; until: number }> = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private closed = false;
  private waiters = new Map<Receipt, (written: boolean) => void>();

  constructor(
    private readonly db: Db,
    private readonly channel: Channel,
    private readonly opts: { flushMs: number; log: (line: string) => void },
  ) {}

  push(receipt: Receipt): Promise<boolean> {
    const written = new Promise<boolean>((resolve) => this.waiters.set(receipt, resolve));
    this.buffer.push(receipt);
    if (this.buffer.length >= CHUNK) void this.flush();
    else this.schedule();
    return written;
  }

  private settle(receipt: Receipt, written: boolean): void {
    const resolve = this.waiters.get(receipt);
    if (!resolve) return;
    this.waiters.delete(receipt);
    resolve(written);
  }

  private schedule(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.opts.flushMs);
  }

  /** Writes everything buffered; concurrent calls share one run. */
  flush(): Promise<void> {
    if (this.running) return this.running;
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.buffer.length > 0 || this.retry.length > 0) this.schedule();
    });
    return this.running;
  }

  private async drain(): Promise<void> {
    while (this.buffer.length > 0 || this.retry.length > 0) {
      const now = Date.now();
      const batch = this.buffer.splice(0, CHUNK);
      const retrying = this.retry.splice(0, CHUNK - batch.length);
      const until = new Map(retrying.map((r) => [r.receipt, r.until]));
      const all = [...batch, ...retrying.map((r) => r.receipt)];
      let unmatched: Receipt[];
      try {
        unmatched = await applyReceipts(this.db, this.channel, all, now);
      } catch (err) {
        this.opts.log(`[${this.channel.name}] writing receipts failed, will retry: ${String(err)}`);
        unmatched = all;
      }
      const left = new Set(unmatched);
      for (const r of all) if (!left.has(r)) this.settle(r, true);
      for (const r of unmatched) {
        this.settle(r, false);
        const deadline = until.get(r) ?? now + RETRY_FOR_MS;
        if (deadline > now) this.retry.push({ receipt: r, until: deadline });
      }
      // Only receipts waiting for their submit to be recorded are left: let that happen first.
      if (this.buffer.length === 0) break;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    // Submits are all recorded by now (the job runner closes first): a few passes match the rest.
    for (let pass = 0; pass < 3 && (this.buffer.length > 0 || this.retry.length > 0 || pass === 0); pass++) await this.flush();
    if (this.retry.length > 0) this.opts.log(`[${this.channel.name}] ${this.retry.length} receipts for unknown messages dropped at close`);
    for (const r of [...this.waiters.keys()]) this.settle(r, false);
  }
}
