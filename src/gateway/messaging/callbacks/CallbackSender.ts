import { createHmac } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { callbackDeliveries } from '../../db/schema';
import type { CallbackUrlPolicy } from './callbackUrlPolicy';
import { postCallback } from './postCallback';

export interface CallbackSenderOptions {
  pollMs: number;
  baseDelayMs: number;
  maxAttempts: number;
  timeoutMs: number;
  /** Which hosts may be called (SSRF guard, checked again at every delivery after DNS resolution). */
  policy: CallbackUrlPolicy;
  log: (line: string) => void;
}

const BATCH = 20;
const MAX_DELAY_MS = 3600_000;

/** Delay before attempt n + 1 after n failed ones: base · 2^(n-1), capped at an hour. */
export function callbackBackoff(failedAttempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failedAttempts - 1), MAX_DELAY_MS);
}

/**
 * POSTs queued receipt callbacks (JSON, with X-Signature: sha256=HMAC of the body under the
 * customer's secret) through postCallback, which refuses internal addresses after resolving the
 * host (a refusal counts as a failed attempt). A 2xx answer delivers; anything else is retried with back-off until
 * maxAttempts, then the delivery is marked failed. Rows are claimed with SKIP LOCKED and a lease,
 * so several gateways share the work.
 */
export class CallbackSender {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly opts: CallbackSenderOptions,
  ) {}

  start(): void {
    this.tick();
  }

  private tick(): void {
    if (this.closed) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .catch((err) => this.opts.log(`[callbacks] ${String(err)}`))
        .then(() => undefined)
        .finally(() => {
          this.running = null;
          this.tick();
        });
    }, this.opts.pollMs);
  }

  /** Sends every due callback once; answers how many were attempted. */
  async runOnce(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const now = Date.now();
      const due = await this.db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(callbackDeliveries)
          .where(
            and(
              isNull(callbackDeliveries.deliveredAt),
              isNull(callbackDeliveries.failedAt),
              lte(callbackDeliveries.nextAttemptAt, now),
              or(isNull(callbackDeliveries.lockedUntil), lt(callbackDeliveries.lockedUntil, now)),
            ),
          )
          .orderBy(asc(callbackDeliveries.nextAttemptAt))
          .limit(BATCH)
          .for('update', { skipLocked: true });
        if (rows.length > 0) {
          await tx
            .update(callbackDeliveries)
            .set({ lockedUntil: now + this.opts.timeoutMs * 2 })
            .where(inArray(callbackDeliveries.id, rows.map((r) => r.id)));
        }
        return rows;
      });
      if (due.length === 0 || this.closed) return attempted;
      attempted += due.length;
      await Promise.all(due.map((d) => this.deliver(d)));
      if (due.length < BATCH) return attempted;
    }
  }

  private async deliver(d: typeof callbackDeliveries.$inferSelect): Promise<void> {
    let status: number | null = null;
    let error: string | null = null;
    try {
      status = await postCallback(d.url, {
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'messaging-console-callbacks/1',
          'X-Signature': `sha256=${createHmac('sha256', d.secret).update(d.body).digest('hex')}`,
          'X-Delivery-Id': String(d.id),
        },
        body: d.body,
        timeoutMs: this.opts.timeoutMs,
        policy: this.opts.policy,
      });
      if (status < 200 || status >= 300) error = `HTTP ${status}`;
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    const now = Date.now();
    const attempts = d.attempts + 1;
    const base = { attempts, lastStatus: status, lastError: error, lockedUntil: null };
    if (!error) await this.db.update(callbackDeliveries).set({ ...base, deliveredAt: now }).where(eq(callbackDeliveries.id, d.id));
    else if (attempts >= this.opts.maxAttempts) await this.db.update(callbackDeliveries).set({ ...base, failedAt: now }).where(eq(callbackDeliveries.id, d.id));
    else await this.db.update(callbackDeliveries).set({ ...base, nextAttemptAt: now + callbackBackoff(attempts, this.opts.baseDelayMs) }).where(eq(callbackDeliveries.id, d.id));
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
