import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { GatewayConfig } from '../config';
import type { Db } from '../db/client';
import { outboundMessages } from '../db/schema';

const MAX_ATTEMPTS = 8;

/**
 * Delivers stored messages: e-mail through SMTP when SMTP_URL is set; otherwise (and for SMS
 * codes until a carrier is configured) the message is printed to the gateway log so a local user
 * can finish sign-up. Failed sends are retried on the next flush, up to 8 attempts.
 */
export class Deliverer {
  private transporter: Transporter | null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly config: GatewayConfig,
    private readonly log: (line: string) => void = (l) => console.log(l),
  ) {
    this.transporter = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  }

  /** Sends everything pending; concurrent calls coalesce into one more pass. */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.pass();
      } while (this.again);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async pass(): Promise<void> {
    const pending = await this.db
      .select()
      .from(outboundMessages)
      .where(and(isNull(outboundMessages.sentAt), lt(outboundMessages.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(outboundMessages.id))
      .limit(100);
    for (const msg of pending) {
      try {
        if (msg.channel === 'email' && this.transporter) {
          await this.transporter.sendMail({ from: this.config.mailFrom, to: msg.recipient, subject: msg.subject, text: msg.body });
        } else if (this.config.logMail) {
          this.log(`[${msg.channel}] to ${msg.recipient}: ${msg.subject}\n${msg.body}\n`);
        }
        await this.db.update(outboundMessages).set({ sentAt: Date.now(), attempts: msg.attempts + 1 }).where(eq(outboundMessages.id, msg.id));
      } catch (err) {
        await this.db
          .update(outboundMessages)
          .set({ attempts: msg.attempts + 1, lastError: String((err as Error).message ?? err).slice(0, 500) })
          .where(eq(outboundMessages.id, msg.id));
      }
    }
  }

  close(): void {
    this.transporter?.close();
  }
}
