import { createHash, createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { GatewayConfig } from '../config';
import type { Db } from '../db/client';
import { whatsappWebhookEvents } from '../db/schema';
import { BodyTooLargeError, readBody } from '../http/readBody';
import { sendJson } from '../http/sendJson';
import { safeEqual } from '../lib/random';
import { applyNumberUpdate } from './applyNumberUpdate';
import { applyTemplateStatus } from './applyTemplateStatus';
import { applyMessageStatuses, MessageStatuses, type StatusEvent } from './sending/applyMessageStatuses';
import { storeInbound } from './sending/storeInbound';
import { whatsappChannel } from './sending/whatsappChannel';
import { and, eq } from 'drizzle-orm';
import { whatsappNumbers } from '../db/schema';

/** Point the Meta app's WhatsApp webhook at <PUBLIC_URL>/api/whatsapp/webhook. */
export const WHATSAPP_WEBHOOK_PATH = '/api/whatsapp/webhook';
const WEBHOOK_LIMIT = 1024 * 1024;

const TemplateStatusValue = z.object({
  event: z.string(),
  message_template_id: z.union([z.number(), z.string()]).transform(String),
  message_template_name: z.string().optional(),
  message_template_language: z.string().optional(),
  reason: z.string().nullable().optional(),
});

const NumberQualityValue = z.object({
  display_phone_number: z.union([z.string(), z.number()]).transform(String),
  event: z.string(),
  current_limit: z.string().nullable().optional(),
});

const seconds = z.union([z.string(), z.number()]).transform((v) => Number(v) * 1000);

/** A `messages` change: statuses of messages we sent, and messages customers sent to the number. */
const MessagesValue = z.object({
  metadata: z.object({ phone_number_id: z.string() }),
  statuses: z
    .array(
      z.object({
        id: z.string(),
        status: z.string(),
        timestamp: seconds,
        conversation: z.object({ origin: z.object({ type: z.string() }).optional() }).optional(),
        pricing: z.object({ category: z.string().optional() }).optional(),
        errors: z.array(z.object({ code: z.number() })).optional(),
      }),
    )
    .optional(),
  messages: z.array(z.object({ from: z.string(), id: z.string(), timestamp: seconds, type: z.string(), text: z.object({ body: z.string() }).optional() })).optional(),
});

const Notification = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      id: z.string(),
      time: z.number().int().optional(),
      changes: z.array(z.object({ field: z.string(), value: z.unknown() })),
    }),
  ),
});

/** Whether `X-Hub-Signature-256` is `sha256=` and the HMAC-SHA256 of the raw body under the app secret (compared in constant time). */
export function hubSignatureValid(raw: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header || !appSecret || !header.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', appSecret).update(raw).digest('hex');
  return safeEqual(header.slice('sha256='.length).toLowerCase(), expected);
}

/**
 * GET: the subscription check (hub.mode=subscribe, hub.verify_token = WHATSAPP_VERIFY_TOKEN →
 * hub.challenge echoed). POST: the body's signature is checked before it is read; a delivery
 * already handled (same signed body) changes nothing; `message_template_status_update` and
 * `phone_number_quality_update` changes are applied in one transaction with the record of the
 * delivery; `messages` changes too: message statuses (each applied once, `applyMessageStatuses`)
 * and customers' messages (they open the 24-hour customer-service window). Other fields are
 * acknowledged.
 */
export async function serveWhatsAppWebhook(req: IncomingMessage, res: ServerResponse, db: Db, config: GatewayConfig): Promise<void> {
  const wa = config.whatsapp;
  if (req.method === 'GET') {
    const q = new URL(req.url ?? '/', 'http://x').searchParams;
    const token = q.get('hub.verify_token') ?? '';
    if (q.get('hub.mode') !== 'subscribe' || !wa.verifyToken || !safeEqual(token, wa.verifyToken)) return sendJson(res, 403, { error: 'The verify token does not match' });
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(q.get('hub.challenge') ?? '');
    return;
  }
  if (req.method !== 'POST') return sendJson(res, 405, { error: 'Use GET or POST' });
  let raw: Buffer;
  try {
    raw = await readBody(req, WEBHOOK_LIMIT);
  } catch (err) {
    if (err instanceof BodyTooLargeError) return sendJson(res, 413, { error: 'The notification is too large' });
    throw err;
  }
  const header = req.headers['x-hub-signature-256'];
  if (!hubSignatureValid(raw, Array.isArray(header) ? header[0] : header, wa.appSecret)) return sendJson(res, 401, { error: 'The X-Hub-Signature-256 signature does not match the body' });
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return sendJson(res, 400, { error: 'The body is not JSON' });
  }
  const parsed = Notification.safeParse(body);
  if (!parsed.success) return sendJson(res, 400, { error: `Not a WhatsApp Business notification: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? ''}`.trim() });
  const digest = createHash('sha256').update(raw).digest('hex');
  const now = Date.now();
  const outcome = await db.transaction(async (tx) => {
    const fresh = await tx.insert(whatsappWebhookEvents).values({ digest, receivedAt: now }).onConflictDoNothing().returning({ digest: whatsappWebhookEvents.digest });
    if (fresh.length === 0) return { duplicate: true, applied: 0 };
    let applied = 0;
    for (const entry of parsed.data.entry) {
      const at = (entry.time ?? Math.floor(now / 1000)) * 1000;
      for (const change of entry.changes) {
        if (change.field === 'phone_number_quality_update') {
          const q = NumberQualityValue.safeParse(change.value);
          if (q.success) applied += await applyNumberUpdate(tx, { wabaId: entry.id, displayPhoneNumber: q.data.display_phone_number, event: q.data.event, currentLimit: q.data.current_limit ?? null }, now);
          continue;
        }
        if (change.field === 'messages') {
          const m = MessagesValue.safeParse(change.value);
          if (m.success) applied += await applyMessagesChange(tx, config, entry.id, m.data, now);
          continue;
        }
        if (change.field !== 'message_template_status_update') continue;
        const v = TemplateStatusValue.safeParse(change.value);
        if (!v.success) continue;
        const changed = await applyTemplateStatus(tx, { wabaId: entry.id, templateId: v.data.message_template_id, event: v.data.event, reason: v.data.reason ?? null, at }, now);
        if (changed) applied++;
      }
    }
    return { duplicate: false, applied };
  });
  sendJson(res, 200, { received: true, ...outcome });
}

/** A `messages` change: its statuses applied (messages not ours skipped) and customers' messages stored for the number's owner. */
async function applyMessagesChange(tx: Parameters<Parameters<Db['transaction']>[0]>[0], config: GatewayConfig, wabaId: string, v: z.infer<typeof MessagesValue>, now: number): Promise<number> {
  let applied = 0;
  const events: StatusEvent[] = (v.statuses ?? []).flatMap((s): StatusEvent[] => {
    const status = MessageStatuses.find((x) => x === s.status);
    if (!status) return [];
    const code = s.errors?.[0]?.code;
    return [{ wamid: s.id, status, at: s.timestamp, ...(code !== undefined ? { errorCode: String(code) } : {}), ...(s.pricing?.category || s.conversation?.origin?.type ? { conversationType: s.pricing?.category ?? s.conversation?.origin?.type } : {}) }];
  });
  if (events.length > 0) applied += await applyMessageStatuses(tx, whatsappChannel(config), events, now, 'skip');
  if ((v.messages ?? []).length > 0) {
    const [owner] = await tx.select({ userId: whatsappNumbers.userId }).from(whatsappNumbers).where(and(eq(whatsappNumbers.phoneNumberId, v.metadata.phone_number_id), eq(whatsappNumbers.wabaId, wabaId))).limit(1);
    if (owner) {
      for (const m of v.messages ?? []) {
        if (await storeInbound(tx, { userId: owner.userId, wamid: m.id, from: m.from, text: m.text?.body ?? `[${m.type}]`, at: m.timestamp })) applied++;
      }
    }
  }
  return applied;
}
