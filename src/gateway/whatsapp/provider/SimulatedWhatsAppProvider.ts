import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { randomBytes } from 'node:crypto';
import type { WhatsAppTier } from '../../../contract/whatsapp/whatsappConstants';
import { simWhatsappMessages, simWhatsappTemplates } from '../../db/schema';
import { enqueueJob } from '../../jobs/jobQueue';
import type { JobHandler } from '../../jobs/JobRunner';
import { wakeJobRunners } from '../../jobs/wakeJobRunners';
import { isUniqueViolation } from '../../audience/fieldError';
import { applyTemplateStatus } from '../applyTemplateStatus';
import type { GraphComponent } from './graphSchemas';
import type { NewProviderTemplate, OutboundMessage, ProviderNumber, ProviderTemplate, SendResult, WhatsAppProvider } from './WhatsAppProvider';
import { WhatsAppProviderError } from './WhatsAppProvider';

export const SIM_TEMPLATE_REVIEW_JOB = 'whatsapp-sim-template-review';
/** The simulated provider's status reports of one batch of sent messages (ref: the batch). */
export const SIM_STATUS_JOB = 'whatsapp-sim-status';

/** Words the simulated reviewer refuses, as Meta refuses abusive content (gambling, payday loans, crypto giveaways). */
const BLOCKED = /\b(casino|gambling|betting|payday loans?|bitcoin|crypto giveaway)\b/i;

/** The simulated reviewer's decision on a template's components. */
export function simReview(components: readonly GraphComponent[]): { status: 'APPROVED' | 'REJECTED'; reason: string } {
  const text = components.map((c) => [c.text ?? '', ...(c.buttons ?? []).map((b) => b.text ?? '')].join(' ')).join(' ');
  return BLOCKED.test(text) ? { status: 'REJECTED', reason: 'ABUSIVE_CONTENT' } : { status: 'APPROVED', reason: 'NONE' };
}

/** A new simulated WABA id: 15 digits, like Meta's. */
export function newSimWabaId(): string {
  return `9${String(Math.floor(Math.random() * 1e14)).padStart(14, '0')}`;
}

/**
 * The embedded default provider: each WABA has one connected number (quality green, the 1K tier)
 * and keeps its templates in `sim_whatsapp_templates`; a template submitted or edited is reviewed
 * after WHATSAPP_SIM_REVIEW_MS by a durable job, whose outcome reaches our store through the same
 * path as the Cloud API's webhook (applyTemplateStatus).
 */
export class SimulatedWhatsAppProvider implements WhatsAppProvider {
  readonly name = 'simulated';
  constructor(
    private readonly db: Db,
    private readonly reviewMs: number,
    private readonly statusMs = 2_000,
    private readonly tier: WhatsAppTier = 'TIER_1K',
  ) {}

  listPhoneNumbers(wabaId: string): Promise<ProviderNumber[]> {
    const tail = wabaId.slice(-6);
    return Promise.resolve([
      {
        id: `${wabaId.slice(0, 9)}${tail}`.split('').reverse().join(''),
        displayPhoneNumber: `+1 555-01${tail.slice(0, 2)}-${tail.slice(2)}`,
        verifiedName: 'Demo Business',
        qualityRating: 'GREEN',
        messagingLimitTier: this.tier,
        status: 'CONNECTED',
      },
    ]);
  }

  async listTemplates(wabaId: string): Promise<ProviderTemplate[]> {
    const rows = await this.db.select().from(simWhatsappTemplates).where(eq(simWhatsappTemplates.wabaId, wabaId));
    return rows.map((r) => ({ id: String(r.id), name: r.name, language: r.language, category: r.category, status: r.status, components: r.components as GraphComponent[], rejectedReason: r.reason }));
  }

  async createTemplate(wabaId: string, t: NewProviderTemplate) {
    const now = Date.now();
    try {
      const [row] = await this.db
        .insert(simWhatsappTemplates)
        .values({ wabaId, name: t.name, language: t.language, category: t.category, status: 'PENDING', components: t.components, createdAt: now })
        .returning({ id: simWhatsappTemplates.id });
      await this.queueReview(row!.id, now);
      return { id: String(row!.id), status: 'PENDING', category: t.category };
    } catch (err) {
      if (isUniqueViolation(err)) throw new WhatsAppProviderError('Content in this language already exists', 400, true);
      throw err;
    }
  }

  async editTemplate(wabaId: string, templateId: string, change: { category: string; components: GraphComponent[] }): Promise<void> {
    const rows = await this.db
      .update(simWhatsappTemplates)
      .set({ category: change.category, components: change.components, status: 'PENDING', reason: '' })
      .where(and(eq(simWhatsappTemplates.wabaId, wabaId), eq(simWhatsappTemplates.id, Number(templateId))))
      .returning({ id: simWhatsappTemplates.id });
    if (rows.length === 0) throw new WhatsAppProviderError('The template does not exist', 404);
    await this.queueReview(rows[0]!.id, Date.now());
  }

  async deleteTemplate(wabaId: string, name: string, templateId: string): Promise<void> {
    await this.db.delete(simWhatsappTemplates).where(and(eq(simWhatsappTemplates.wabaId, wabaId), eq(simWhatsappTemplates.name, name), eq(simWhatsappTemplates.id, Number(templateId))));
  }

  /** Accepts every message (the outcome comes with the statuses: see simStatusJob) and queues the batch's status reports. */
  async sendMessages(phoneNumberId: string, messages: ReadonlyArray<{ to: string; message: OutboundMessage }>): Promise<SendResult[]> {
    if (messages.length === 0) return [];
    const now = Date.now();
    const batch = randomBytes(9).toString('base64url');
    const rows = messages.map((m, i) => ({ wamid: `wamid.SIM${batch}${i.toString(36)}`, batch, phoneNumberId, toPhone: m.to, kind: m.message.kind, createdAt: now }));
    await this.db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += 1000) await tx.insert(simWhatsappMessages).values(rows.slice(i, i + 1000));
      await enqueueJob(tx, { kind: SIM_STATUS_JOB, ref: batch, runAt: now + this.statusMs, now });
    });
    wakeJobRunners();
    return rows.map((r) => ({ ok: true, wamid: r.wamid }));
  }

  private async queueReview(id: number, now: number): Promise<void> {
    await enqueueJob(this.db, { kind: SIM_TEMPLATE_REVIEW_JOB, ref: String(id), runAt: now + this.reviewMs, now });
    wakeJobRunners();
  }
}

/** The simulated review: the template's state at the simulated provider, then the status update delivered to our store, in one fenced transaction. */
export function simTemplateReviewJob(): JobHandler {
  return async (job, ctl) => {
    await ctl.fenced(async (tx) => {
      const [t] = await tx.select().from(simWhatsappTemplates).where(eq(simWhatsappTemplates.id, Number(job.ref)));
      if (!t || t.status !== 'PENDING') return;
      const verdict = simReview(t.components as GraphComponent[]);
      await tx.update(simWhatsappTemplates).set({ status: verdict.status, reason: verdict.reason }).where(eq(simWhatsappTemplates.id, t.id));
      const now = Date.now();
      await applyTemplateStatus(tx, { wabaId: t.wabaId, templateId: String(t.id), event: verdict.status, reason: verdict.reason, at: now }, now);
    });
    return { done: true };
  };
}
