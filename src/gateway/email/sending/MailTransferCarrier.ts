import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { EmailDomainStatus, EmailSenderStatus } from '../../../contract/email/emailDomainRules';
import type { Db } from '../../db/client';
import { emailDeliveries, emailDomains, emailMailbox, emailSenders, smsMessages, smsTasks } from '../../db/schema';
import type { Carrier, CarrierEvents, CarrierMessage, SubmitResult } from '../../messaging/carrier/Carrier';
import { composeEmail, newMessageId } from './composeEmail';
import type { EmailSendingConfig } from './emailSendingConfig';
import { createSmtpPool } from './smtpPool';
import { UNSUBSCRIBE_PATH } from './unsubscribeRoute';
import { linkKey, signUnsubscribe, verpAddress } from './unsubscribeToken';

const POLL_MS = 100;
const POLL_BATCH = 1000;
const LEASE_MS = 5_000;
/** Messages stored in the embedded mailbox per transaction. */
const MAILBOX_CHUNK = 100;

/** The receipt code of a message the mail server accepted (SMTP 250) or the mailbox stored. */
export const ACCEPTED_CODE = '250';
/** A message handed over by a process that stopped before it heard the answer: never sent again. */
export const UNCONFIRMED_CODE = 'SUBMIT_UNCONFIRMED';

/** A composed message ready to hand over. */
interface Outgoing {
  m: CarrierMessage;
  c: SendContext;
  sender: NonNullable<SendContext['sender']>;
  carrierId: string;
  envelopeFrom: string;
  raw: Buffer;
}

interface SendContext {
  userId: number;
  taskId: string;
  contentText: string | null;
  sender: { alias: string; email: string; domainPk: number; domain: string; selector: string; privateKey: string } | null;
}

/**
 * The mail transfer adapter: the messaging core's carrier for e-mail. Each message is composed
 * and DKIM-signed with its sender's domain key (nodemailer `dkim`), with a VERP Return-Path and
 * RFC 8058 one-click unsubscribe headers, then handed to the embedded catch-all mailbox
 * (`email_mailbox`, one transaction with its delivery row) or to the SMTP relay of
 * EMAIL_SMTP_URL.
 *
 * At most once per message: `email_deliveries` has a row per message id written `sending` before
 * the mail leaves and `sent` / `refused` after; a repeated submit is answered from a finished
 * row, and one found `sending` (a process died while the relay had it) ends SUBMIT_UNCONFIRMED
 * rather than risk a second copy. A refusal (SMTP 5xx) is SubmitFail with code `SMTP:<code>`; a
 * temporary failure (4xx, no connection) never reached the relay: the row is dropped and the
 * message goes back to the queue. Accepted messages owe the core a receipt (Success, '250'),
 * handed out by a poll and marked once written, so a kill loses none.
 */
export class MailTransferCarrier implements Carrier {
  readonly name: string;
  readonly resubmitSafe = true;
  private events: CarrierEvents | null = null;
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private readonly smtp: Transporter | null;

  constructor(
    private readonly db: Db,
    private readonly config: EmailSendingConfig,
    private readonly log: (line: string) => void = () => undefined,
  ) {
    this.name = config.transfer === 'smtp' ? 'smtp-relay' : 'mailbox';
    this.smtp = config.transfer === 'smtp' ? createSmtpPool(config.smtpUrl!, config.connections) : null;
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
    this.smtp?.close();
  }

  async submit(batch: readonly CarrierMessage[]): Promise<SubmitResult[]> {
    if (batch.length === 0) return [];
    const ids = batch.map((m) => m.id);
    const d = emailDeliveries;
    const seen = await this.db.select().from(d).where(inArray(d.messageId, ids));
    const results: SubmitResult[] = [];
    const known = new Set<number>();
    for (const r of seen) {
      known.add(r.messageId);
      if (r.state === 'sent') results.push({ id: r.messageId, ok: true, carrierId: r.carrierId });
      else if (r.state === 'refused') results.push({ id: r.messageId, ok: false, code: r.code ?? 'SMTP:REFUSED' });
      else results.push({ id: r.messageId, ok: false, code: UNCONFIRMED_CODE });
    }
    const fresh = batch.filter((m) => !known.has(m.id));
    if (fresh.length === 0) return results;
    const contexts = await this.contexts(fresh.map((m) => m.id));
    // In chunks of one message per connection: one statement claims a chunk and one marks what was
    // sent, instead of two per message; at most a chunk is `sending` when a process dies.
    const chunk = this.smtp ? this.config.connections : MAILBOX_CHUNK;
    for (let i = 0; i < fresh.length; i += chunk) results.push(...(await this.sendChunk(fresh.slice(i, i + chunk), contexts)));
    return results;
  }

  /** Each message's account, task, plain-text part and sender with its domain key. */
  private async contexts(ids: number[]): Promise<Map<number, SendContext>> {
    const rows = await this.db
      .select({ id: smsMessages.id, userId: smsTasks.userId, taskId: smsTasks.taskId, contentText: smsTasks.contentText, senderId: smsTasks.senderId })
      .from(smsMessages)
      .innerJoin(smsTasks, eq(smsTasks.id, smsMessages.taskId))
      .where(inArray(smsMessages.id, ids));
    const senderIds = [...new Set(rows.map((r) => r.senderId))];
    const senders = senderIds.length
      ? await this.db
          .select({ senderId: emailSenders.senderId, userId: emailSenders.userId, alias: emailSenders.alias, email: emailSenders.email, senderStatus: emailSenders.status, domainPk: emailDomains.id, domain: emailDomains.domain, domainStatus: emailDomains.status, selector: emailDomains.dkimSelector, privateKey: emailDomains.dkimPrivateKey })
          .from(emailSenders)
          .innerJoin(emailDomains, eq(emailDomains.id, emailSenders.domainId))
          .where(inArray(emailSenders.senderId, senderIds))
      : [];
    const out = new Map<number, SendContext>();
    for (const r of rows) {
      const s = senders.find((x) => x.senderId === r.senderId && x.userId === r.userId);
      // A sender disabled or a domain failed since the send was accepted stops the mail.
      const usable = s && s.senderStatus === EmailSenderStatus.Enabled && s.domainStatus === EmailDomainStatus.Passed;
      out.set(r.id, { userId: r.userId, taskId: r.taskId, contentText: r.contentText, sender: usable ? { alias: s.alias, email: s.email, domainPk: s.domainPk, domain: s.domain, selector: s.selector, privateKey: s.privateKey } : null });
    }
    return out;
  }

  /** Composes and signs each message of a chunk, claims the chunk's delivery rows, hands the mail over and records the outcome. */
  private async sendChunk(chunk: CarrierMessage[], contexts: Map<number, SendContext>): Promise<SubmitResult[]> {
    const results: SubmitResult[] = [];
    const ready: Outgoing[] = [];
    for (const m of chunk) {
      const c = contexts.get(m.id);
      if (!c?.sender) results.push({ id: m.id, ok: false, code: 'SENDER_UNUSABLE' });
      else ready.push(await this.compose(m, c, c.sender));
    }
    if (ready.length === 0) return results;
    const d = emailDeliveries;
    const now = Date.now();
    const rows = ready.map((o) => ({ messageId: o.m.id, userId: o.c.userId, address: o.m.phone, carrierId: o.carrierId, attemptedAt: now }));
    if (!this.smtp) {
      // The mailbox: the mail and its delivery row in one transaction, so each is stored exactly once.
      const claimed = await this.db.transaction(async (tx) => {
        const won = new Set((await tx.insert(d).values(rows.map((r) => ({ ...r, state: 'sent', code: ACCEPTED_CODE, doneAt: now }))).onConflictDoNothing().returning({ id: d.messageId })).map((r) => r.id));
        const mail = ready.filter((o) => won.has(o.m.id));
        if (mail.length > 0) {
          await tx.insert(emailMailbox).values(mail.map((o) => ({ userId: o.c.userId, messageId: o.m.id, envelopeFrom: o.envelopeFrom, recipient: o.m.phone, fromHeader: `${o.sender.alias} <${o.sender.email}>`, subject: o.m.subject ?? '', raw: `Return-Path: <${o.envelopeFrom}>\r\n${o.raw.toString('utf8')}`, receivedAt: now })));
        }
        return won;
      });
      for (const o of ready) results.push(claimed.has(o.m.id) ? { id: o.m.id, ok: true, carrierId: o.carrierId } : { id: o.m.id, ok: false, code: UNCONFIRMED_CODE });
      return results;
    }
    const claimed = new Set((await this.db.insert(d).values(rows.map((r) => ({ ...r, state: 'sending' }))).onConflictDoNothing().returning({ id: d.messageId })).map((r) => r.id));
    const sent: number[] = [];
    const again: number[] = [];
    await Promise.all(
      ready.map(async (o) => {
        if (!claimed.has(o.m.id)) return results.push({ id: o.m.id, ok: false, code: UNCONFIRMED_CODE });
        try {
          await this.smtp!.sendMail({ envelope: { from: o.envelopeFrom, to: [o.m.phone] }, raw: o.raw });
          sent.push(o.m.id);
          results.push({ id: o.m.id, ok: true, carrierId: o.carrierId });
        } catch (err) {
          const code = (err as { responseCode?: number }).responseCode;
          if (code !== undefined && code >= 500) {
            await this.db.update(d).set({ state: 'refused', code: `SMTP:${code}`, doneAt: Date.now() }).where(eq(d.messageId, o.m.id));
            return results.push({ id: o.m.id, ok: false, code: `SMTP:${code}` });
          }
          // Temporary (4xx) or no connection: the relay did not take it; it goes back to the queue.
          this.log(`[email] ${o.m.phone}: ${String(err)}`);
          again.push(o.m.id);
          results.push({ id: o.m.id, ok: false, code: code ? `SMTP:${code}` : 'SMTP:UNAVAILABLE', retry: true });
        }
      }),
    );
    if (sent.length > 0) await this.db.update(d).set({ state: 'sent', code: ACCEPTED_CODE, doneAt: Date.now() }).where(inArray(d.messageId, sent));
    if (again.length > 0) await this.db.delete(d).where(and(inArray(d.messageId, again), eq(d.state, 'sending')));
    return results;
  }

  /** One message composed and DKIM-signed, with its Message-ID and VERP envelope sender. */
  private async compose(m: CarrierMessage, c: SendContext, s: NonNullable<SendContext['sender']>): Promise<Outgoing> {
    const key = linkKey(s.privateKey);
    const carrierId = newMessageId(c.taskId, m.id, s.domain);
    const envelopeFrom = verpAddress(m.id, s.domain, key);
    const raw = await composeEmail({
      fromName: s.alias,
      fromAddress: s.email,
      to: m.phone,
      subject: m.subject ?? '',
      html: m.text,
      text: c.contentText,
      envelopeFrom,
      unsubscribeUrl: `${this.config.publicUrl}${UNSUBSCRIBE_PATH}?t=${signUnsubscribe({ domainPk: s.domainPk, userId: c.userId, address: m.phone }, key)}`,
      messageId: carrierId,
      dkim: { domainName: s.domain, keySelector: s.selector, privateKey: s.privateKey },
    });
    return { m, c, sender: s, carrierId, envelopeFrom, raw };
  }

  private schedule(): void {
    if (!this.events || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.polling = this.poll()
        .catch((err) => this.log(`[email] receipt poll failed: ${String(err)}`))
        .finally(() => {
          this.polling = null;
          this.schedule();
        });
    }, POLL_MS);
  }

  /** Hands the core the receipts of accepted messages; each marked once the core has written it. */
  async poll(): Promise<void> {
    const d = emailDeliveries;
    for (;;) {
      const events = this.events;
      if (!events) return;
      const now = Date.now();
      const rows = await this.db.transaction(async (tx) => {
        // Only messages the core has recorded as submitted with this carrier id: a receipt offered
        // earlier would be refused and offered again and again while a large batch is still out.
        const due = await tx
          .select({ messageId: d.messageId, carrierId: d.carrierId, code: d.code, doneAt: d.doneAt })
          .from(d)
          .innerJoin(smsMessages, and(eq(smsMessages.id, d.messageId), eq(smsMessages.carrierId, d.carrierId)))
          .where(and(eq(d.state, 'sent'), isNull(d.receiptSentAt), or(isNull(d.leaseUntil), lt(d.leaseUntil, now))))
          .orderBy(asc(d.doneAt))
          .limit(POLL_BATCH)
          .for('update', { of: d, skipLocked: true });
        if (due.length > 0) await tx.update(d).set({ leaseUntil: now + LEASE_MS }).where(inArray(d.messageId, due.map((r) => r.messageId)));
        return due;
      });
      if (rows.length === 0) return;
      const written = await Promise.all(rows.map((r) => events.onReceipt({ carrierId: r.carrierId, result: 'Success', code: r.code ?? ACCEPTED_CODE, at: r.doneAt ?? now })));
      const done = rows.filter((_, i) => written[i]).map((r) => r.messageId);
      if (done.length > 0) await this.db.update(d).set({ receiptSentAt: Date.now(), leaseUntil: null }).where(inArray(d.messageId, done));
      if (rows.length < POLL_BATCH || done.length === 0) return;
    }
  }
}
