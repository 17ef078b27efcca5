import { serveUnsubscribe, UNSUBSCRIBE_PATH } from '../email/sending/unsubscribeRoute';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { desc, eq } from 'drizzle-orm';
import { API_BODY_LIMIT, bodyLimitOf } from '../../contract/action';
import { actions, type Registry } from '../../contract/actions';
import type { Envelope } from '../../contract/envelope';
import { registryJsonSchema } from '../../contract/jsonSchema';
import { retCodeMessages } from '../../contract/messages';
import { RetCode } from '../../contract/retCodes';
import type { GatewayConfig } from '../config';
import type { Db } from '../db/client';
import { outboundMessages } from '../db/schema';
import type { Dispatcher } from '../dispatch/dispatch';
import { toUnixSeconds } from '../lib/time';
import { handleUpload } from '../uploads/handleUpload';
import { serveMedia } from '../uploads/serveMedia';
import { MEDIA_PREFIX, UPLOAD_PREFIX } from '../uploads/uploadPaths';
import { serveTicketFile } from '../tickets/serveTicketFile';
import { serveVoiceAudio, VOICE_AUDIO_PATH } from '../vms/serveVoiceAudio';
import { TICKET_FILE_PREFIX } from '../tickets/ticketFiles';
import { EXPORT_FILE_PATH, serveExportFile } from '../messaging/exports/serveExportFile';
import { INVOICE_FILE_PATH, serveInvoiceFile } from '../payments/invoices/serveInvoiceFile';
import { SIM_CONFIRM_PATH, serveSimConfirm, serveWebhook, WEBHOOK_PATH } from '../payments/paymentRoutes';
import { CONTACT_EXPORT_PATH, IMPORT_REJECTS_PATH, serveContactExport, serveImportRejects } from '../audience/audienceFiles';
import { serveWhatsAppWebhook, WHATSAPP_WEBHOOK_PATH } from '../whatsapp/webhookRoute';
import { clientIp } from './clientIp';
import { BodyTooLargeError, readBody } from './readBody';
import { contentSecurityPolicy, isSecure, setSecurityHeaders } from './securityHeaders';
import { apiJsonSender, type ApiJsonSender, sendJson } from './sendJson';
import { serveStatic } from './staticFiles';

const MIB = 1_048_576;

function tooLarge(res: ServerResponse, sendApiJson: ApiJsonSender, limit: number, secure: boolean): void {
  sendApiJson(res, 413, envelope(RetCode.InvalidRequest, `The request body is larger than ${limit / MIB} MiB`), secure);
}

/**
 * Body sizes from the registry (`body: 'large'`): the read is capped at the largest class, so a
 * body past it is refused as soon as the running count passes it, never buffered further. A body
 * over the default limit is parsed only if it names a large-class Action at all (a byte search,
 * no parse), and refused naming the limit that applied to its Action.
 */
export function bodyLimits(registry: Registry): { cap: number; largeNames: Buffer[]; limitOf(action: unknown): number } {
  const large = Object.entries(registry).filter(([, def]) => bodyLimitOf(def) > API_BODY_LIMIT);
  const cap = Math.max(API_BODY_LIMIT, ...large.map(([, def]) => bodyLimitOf(def)));
  return {
    cap,
    largeNames: large.map(([name]) => Buffer.from(JSON.stringify(name))),
    limitOf: (action) => (typeof action === 'string' && Object.prototype.hasOwnProperty.call(registry, action) ? bodyLimitOf(registry[action]!) : API_BODY_LIMIT),
  };
}

function envelope(code: (typeof RetCode)[keyof typeof RetCode], message?: string): Envelope {
  return { RetCode: code, Message: message ?? retCodeMessages[code] };
}

/** The media type of a Content-Type header, lower case, without parameters. */
function mediaType(header: string | undefined): string {
  if (header === 'application/json') return header; // what nearly every client sends
  return String(header ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * `/api`: every answer carries the security headers itself (sendApiJson), so the exact paths
 * `/api` and `/api/` skip setSecurityHeaders and the router (see createHttpServer).
 */
async function handleApi(req: IncomingMessage, res: ServerResponse, deps: Deps): Promise<void> {
  const secure = isSecure(req, deps.config.trustProxy);
  const sendApiJson = deps.sendApiJson;
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    sendApiJson(res, 405, envelope(RetCode.InvalidRequest, 'Use POST /api with a JSON body'), secure);
    return;
  }
  if (mediaType(req.headers['content-type']) !== 'application/json') {
    sendApiJson(res, 415, envelope(RetCode.UnsupportedMediaType), secure);
    return;
  }
  const limits = deps.bodyLimits;
  let raw: Buffer;
  try {
    raw = await readBody(req, limits.cap);
  } catch (err) {
    if (err instanceof BodyTooLargeError) {
      tooLarge(res, sendApiJson, limits.cap, secure);
      return;
    }
    throw err;
  }
  // Over the default limit and naming no large-class Action anywhere: refused without parsing.
  if (raw.length > API_BODY_LIMIT && !limits.largeNames.some((name) => raw.includes(name))) {
    tooLarge(res, sendApiJson, API_BODY_LIMIT, secure);
    return;
  }
  let body: unknown;
  let json = true;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    json = false;
  }
  if (raw.length > API_BODY_LIMIT) {
    const limit = json ? limits.limitOf((body as { Action?: unknown } | null)?.Action) : API_BODY_LIMIT;
    if (raw.length > limit) {
      tooLarge(res, sendApiJson, limit, secure);
      return;
    }
  }
  if (!json) {
    sendApiJson(res, 200, envelope(RetCode.InvalidRequest, 'The request body is not valid JSON'), secure);
    return;
  }
  const answer = await deps.dispatcher.dispatch({
    body,
    authorization: req.headers.authorization,
    ip: clientIp(req.headers['x-forwarded-for'], req.socket.remoteAddress, deps.config.trustProxy),
  });
  sendApiJson(res, 200, answer, secure);
}

/** A request that failed outside the dispatcher (which answers every error itself): logged, answered if possible. */
function requestFailed(req: IncomingMessage, res: ServerResponse, deps: Deps, err: unknown): void {
  console.error('[gateway] request failed', err);
  if (!res.headersSent) deps.sendApiJson(res, 200, envelope(RetCode.InternalError), isSecure(req, deps.config.trustProxy));
  else res.end();
}

async function handleOutbox(req: IncomingMessage, res: ServerResponse, deps: ServerDeps): Promise<void> {
  const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to')?.toLowerCase() ?? '';
  const rows = await deps.db
    .select()
    .from(outboundMessages)
    .where(eq(outboundMessages.recipient, to))
    .orderBy(desc(outboundMessages.id))
    .limit(50);
  sendJson(
    res,
    200,
    rows.map((m) => ({ Channel: m.channel, Recipient: m.recipient, Subject: m.subject, Body: m.body, CreateTime: toUnixSeconds(m.createdAt) })),
  );
}

export interface ServerDeps {
  config: GatewayConfig;
  db: Db;
  dispatcher: Dispatcher;
  /** The registry served (JSON Schema, body limits); the dispatcher validates with the same one. */
  registry?: Registry;
}

/** `sendApiJson`: answers with the security headers of the server's policy (contentSecurityPolicy). */
type Deps = ServerDeps & { bodyLimits: ReturnType<typeof bodyLimits>; sendApiJson: ApiJsonSender };

/** One port: `POST /api`, `GET /api/schema`, and the built console with its client routes. */
export function createHttpServer(serverDeps: ServerDeps): Server {
  const registry = serverDeps.registry ?? actions;
  const csp = contentSecurityPolicy(serverDeps.config.payments.provider === 'stripe');
  const deps: Deps = { ...serverDeps, bodyLimits: bodyLimits(registry), sendApiJson: apiJsonSender(csp) };
  const schema = JSON.stringify(registryJsonSchema(registry));
  const server = createServer((req, res) => {
    // The API's own address (no query, so no NUL either): straight to handleApi, whose answers
    // carry the security headers themselves.
    const url = req.url;
    if (url === '/api' || url === '/api/') {
      handleApi(req, res, deps).catch((err: unknown) => requestFailed(req, res, deps, err));
      return;
    }
    setSecurityHeaders(req, res, deps.config.trustProxy, csp);
    const path = (url ?? '/').split('?')[0]!;
    // A NUL in the address (raw or %00) never reaches a handler: PostgreSQL cannot store it, and no
    // file, id or token of ours holds one.
    const rawUrl = url ?? '';
    if (rawUrl.includes('\u0000') || rawUrl.toLowerCase().includes('%00')) {
      const message = 'The address must not contain the NUL character (\\u0000)';
      if (path.startsWith('/api/')) sendJson(res, 400, envelope(RetCode.InvalidParams, message));
      else res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(message);
      return;
    }
    const route = async () => {
      if (path === '/api' || path === '/api/') return handleApi(req, res, deps);
      if (path === '/api/schema' && req.method === 'GET') {
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end(schema);
        return;
      }
      if (path === '/api/health') return sendJson(res, 200, { ok: true });
      if (path === '/api/dev/outbox' && deps.config.exposeOutbox && req.method === 'GET') return handleOutbox(req, res, deps);
      if (path.startsWith(EXPORT_FILE_PATH)) return serveExportFile(req, res, deps.db);
      if (path.startsWith(INVOICE_FILE_PATH)) return serveInvoiceFile(req, res, deps.db, deps.config);
      if (path === WEBHOOK_PATH) return serveWebhook(req, res, deps.db, deps.config);
      if (path === SIM_CONFIRM_PATH) return serveSimConfirm(req, res, deps.db, deps.config);
      if (path === WHATSAPP_WEBHOOK_PATH) return serveWhatsAppWebhook(req, res, deps.db, deps.config);
      if (path === UNSUBSCRIBE_PATH) return serveUnsubscribe(req, res, deps.db);
      if (path.startsWith(CONTACT_EXPORT_PATH)) return serveContactExport(req, res, { db: deps.db, uploadDir: deps.config.uploadDir });
      if (path.startsWith(IMPORT_REJECTS_PATH)) return serveImportRejects(req, res, deps);
      if (path.startsWith(VOICE_AUDIO_PATH)) return serveVoiceAudio(req, res, { db: deps.db, uploadDir: deps.config.uploadDir });
      if (path.startsWith('/api/')) return sendJson(res, 404, envelope(RetCode.NotFound));
      // Uploads (spec 001 §7): PUT the granted file, GET it back as an attachment.
      if (path.startsWith(UPLOAD_PREFIX)) return handleUpload(req, res, deps);
      if (path.startsWith(MEDIA_PREFIX)) return serveMedia(req, res, deps);
      // Ticket pictures: re-encoded, behind the random key of the address an authorised Action gave.
      if (path.startsWith(TICKET_FILE_PREFIX)) return serveTicketFile(req, res, { db: deps.db, uploadDir: deps.config.uploadDir });
      return serveStatic(req, res, deps.config.staticDir);
    };
    route().catch((err: unknown) => requestFailed(req, res, deps, err));
  });
  // An idle kept-alive connection stays open longer than the clients and proxies that reuse it
  // (browsers, undici's 4 s, a load balancer's usual 60 s), so none of them sends a request on a
  // socket the gateway is closing at that moment (a reset, not an answer). Headers may take a
  // little longer than that wait, as Node requires.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  return server;
}

/** How long the gateway keeps an idle HTTP connection open, ms. */
export const KEEP_ALIVE_MS = 65_000;
