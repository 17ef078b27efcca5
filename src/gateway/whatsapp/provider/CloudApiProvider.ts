import type { z } from 'zod';
import type { CallbackUrlPolicy } from '../../messaging/callbacks/callbackUrlPolicy';
import type { WhatsAppConfig } from '../whatsappConfig';
import { fetchSampleMedia } from './fetchSampleMedia';
import {
  type GraphComponent,
  GraphCreatedTemplate,
  GraphError,
  GraphPhoneNumbers,
  GraphSentMessage,
  GraphSuccess,
  GraphTemplates,
  GraphUploadHandle,
  GraphUploadSession,
} from './graphSchemas';
import { type NewProviderTemplate, type OutboundMessage, type ProviderNumber, type ProviderTemplate, type SendResult, type WhatsAppProvider, WhatsAppProviderError } from './WhatsAppProvider';

const PHONE_FIELDS = 'id,display_phone_number,verified_name,quality_rating,messaging_limit_tier,status';
const TEMPLATE_FIELDS = 'id,name,language,category,status,components,rejected_reason';
/** Graph's subcode for "a template with this name and language already exists". */
const DUPLICATE_SUBCODE = 2388023;
const MAX_PAGES = 50;
/** Messages sent at once to the Cloud API (its throughput is per number, ~80 messages/s by default). */
const SEND_CONCURRENCY = 8;

/**
 * The WhatsApp Business Cloud API through plain fetch, every answer checked with zod, against the
 * configured Graph address and pinned version (`<base>/<version>/…`). Only that address is called
 * without the SSRF check (it is configuration, not user input); a media header's sample, an
 * address a user typed, is fetched under the callbacks' SSRF rules and uploaded for a handle.
 */
export class CloudApiProvider implements WhatsAppProvider {
  readonly name = 'cloud';
  constructor(
    private readonly config: WhatsAppConfig,
    private readonly samplePolicy: CallbackUrlPolicy,
  ) {}

  private url(path: string, query: Record<string, string> = {}): string {
    const u = new URL(`${this.config.graphBaseUrl}/${this.config.graphVersion}/${path}`);
    for (const [k, v] of Object.entries(query)) u.searchParams.set(k, v);
    return u.toString();
  }

  private async call<S extends z.ZodType>(schema: S, url: string, init: { method?: string; body?: unknown; auth?: string; headers?: Record<string, string>; raw?: Buffer } = {}): Promise<z.infer<S>> {
    let res: Response;
    try {
      res = await fetch(url, {
        method: init.method ?? 'GET',
        headers: {
          Authorization: init.auth ?? `Bearer ${this.config.accessToken}`,
          ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...init.headers,
        },
        body: init.raw ? new Uint8Array(init.raw) : init.body !== undefined ? JSON.stringify(init.body) : undefined,
        redirect: 'error',
        signal: AbortSignal.timeout(this.config.requestTimeoutMs),
      });
    } catch (err) {
      throw new WhatsAppProviderError(`The WhatsApp Cloud API could not be reached: ${(err as Error).message}`);
    }
    let json: unknown;
    try {
      json = await res.json();
    } catch {
      throw new WhatsAppProviderError(`The WhatsApp Cloud API answered HTTP ${res.status} without JSON`, res.status);
    }
    if (!res.ok) {
      const e = GraphError.safeParse(json);
      const message = e.success ? e.data.error.message : `HTTP ${res.status}`;
      throw new WhatsAppProviderError(`The WhatsApp Cloud API refused: ${message}`, res.status, e.success && e.data.error.error_subcode === DUPLICATE_SUBCODE, e.success ? (e.data.error.code ?? null) : null);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new WhatsAppProviderError(`The WhatsApp Cloud API answered an unexpected shape: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? ''}`.trim(), res.status);
    return parsed.data;
  }

  /** Every page of a list (`paging.cursors.after` while `paging.next` is given). */
  private async pages<T>(schema: z.ZodType<{ data: T[]; paging?: { cursors?: { after?: string }; next?: string } }>, path: string, query: Record<string, string>): Promise<T[]> {
    const out: T[] = [];
    let after: string | undefined;
    for (let i = 0; i < MAX_PAGES; i++) {
      const page = await this.call(schema, this.url(path, { ...query, ...(after ? { after } : {}) }));
      out.push(...page.data);
      after = page.paging?.next ? page.paging.cursors?.after : undefined;
      if (!after) break;
    }
    return out;
  }

  async listPhoneNumbers(wabaId: string): Promise<ProviderNumber[]> {
    const rows = await this.pages(GraphPhoneNumbers, `${encodeURIComponent(wabaId)}/phone_numbers`, { fields: PHONE_FIELDS, limit: '100' });
    return rows.map((r) => ({ id: r.id, displayPhoneNumber: r.display_phone_number, verifiedName: r.verified_name, qualityRating: r.quality_rating, messagingLimitTier: r.messaging_limit_tier, status: r.status }));
  }

  async listTemplates(wabaId: string): Promise<ProviderTemplate[]> {
    const rows = await this.pages(GraphTemplates, `${encodeURIComponent(wabaId)}/message_templates`, { fields: TEMPLATE_FIELDS, limit: '100' });
    return rows.map((r) => ({ id: r.id, name: r.name, language: r.language, category: r.category, status: r.status, components: r.components, rejectedReason: r.rejected_reason ?? '' }));
  }

  async createTemplate(wabaId: string, t: NewProviderTemplate) {
    const components = await this.withMediaHandles(t.components);
    return this.call(GraphCreatedTemplate, this.url(`${encodeURIComponent(wabaId)}/message_templates`), { method: 'POST', body: { name: t.name, language: t.language, category: t.category, components } });
  }

  async editTemplate(_wabaId: string, templateId: string, change: { category: string; components: GraphComponent[] }): Promise<void> {
    const components = await this.withMediaHandles(change.components);
    await this.call(GraphSuccess, this.url(encodeURIComponent(templateId)), { method: 'POST', body: { category: change.category, components } });
  }

  async deleteTemplate(wabaId: string, name: string, templateId: string): Promise<void> {
    await this.call(GraphSuccess, this.url(`${encodeURIComponent(wabaId)}/message_templates`, { name, hsm_id: templateId }), { method: 'DELETE' });
  }

  /**
   * POST /{phone-number-id}/messages for each message, a few at a time. A refusal (HTTP 4xx) ends
   * that message with `WA_<Graph error code>`; no answer or HTTP 5xx means it may not have reached
   * the API, so it is offered again later (`retry`).
   */
  async sendMessages(phoneNumberId: string, messages: ReadonlyArray<{ to: string; message: OutboundMessage }>): Promise<SendResult[]> {
    const out: SendResult[] = new Array(messages.length);
    let next = 0;
    const worker = async () => {
      while (next < messages.length) {
        const i = next++;
        const m = messages[i]!;
        try {
          const sent = await this.call(GraphSentMessage, this.url(`${encodeURIComponent(phoneNumberId)}/messages`), { method: 'POST', body: graphMessage(m.to, m.message) });
          out[i] = { ok: true, wamid: sent.messages[0]!.id };
        } catch (err) {
          const status = err instanceof WhatsAppProviderError ? err.httpStatus : null;
          out[i] = status !== null && status >= 400 && status < 500 ? { ok: false, code: `WA_${err instanceof WhatsAppProviderError && err.graphCode !== null ? err.graphCode : status}` } : { ok: false, code: 'WA_UNREACHABLE', retry: true };
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, messages.length) }, worker));
    return out;
  }

  /** A media header's sample address replaced by the handle of its upload (Resumable Upload API). */
  private async withMediaHandles(components: GraphComponent[]): Promise<GraphComponent[]> {
    return Promise.all(
      components.map(async (c) => {
        const sample = c.type === 'HEADER' && c.format !== 'TEXT' ? c.example?.header_handle?.[0] : undefined;
        if (!sample) return c;
        return { ...c, example: { header_handle: [await this.uploadSample(sample)] } };
      }),
    );
  }

  private async uploadSample(address: string): Promise<string> {
    if (!this.config.appId) throw new WhatsAppProviderError('Media headers need WHATSAPP_APP_ID (the app the sample is uploaded to)');
    const media = await fetchSampleMedia(address, { policy: this.samplePolicy, timeoutMs: this.config.requestTimeoutMs });
    const session = await this.call(GraphUploadSession, this.url(`${encodeURIComponent(this.config.appId)}/uploads`, { file_length: String(media.bytes.length), file_type: media.type }), { method: 'POST' });
    const uploaded = await this.call(GraphUploadHandle, this.url(session.id), { method: 'POST', auth: `OAuth ${this.config.accessToken}`, headers: { file_offset: '0' }, raw: media.bytes });
    return uploaded.h;
  }
}

/** The Graph body of a message: a template with its body parameters, or text. Numbers go without '+'. */
export function graphMessage(to: string, m: OutboundMessage): Record<string, unknown> {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to: to.replace(/^\+/, '') };
  if (m.kind === 'text') return { ...base, type: 'text', text: { preview_url: false, body: m.text } };
  return {
    ...base,
    type: 'template',
    template: {
      name: m.name,
      language: { code: m.language },
      ...(m.params.length > 0 ? { components: [{ type: 'body', parameters: m.params.map((text) => ({ type: 'text', text })) }] } : {}),
    },
  };
}
