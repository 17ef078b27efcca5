/**
 * npm run bench:whatsapp — on PostgreSQL (DATABASE_URL: a fresh database on that server, dropped
 * afterwards): the time to accept a 100,000-recipient WhatsApp template task (parse, validate,
 * price by conversation type, hold on the main wallet, store, enqueue), and the webhook's
 * ingestion of signed message-status notifications (200 statuses each, 4 at a time) for messages
 * of that task once submitted. RUNS runs each. Targets: accept < 10 s, >= 2,000 status events/s.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { startGateway } from '../../src/gateway/app';
import { configFromEnv } from '../../src/gateway/config';
import { openDatabase } from '../../src/gateway/db/client';
import { smsMessages, smsTasks, users, whatsappAccounts } from '../../src/gateway/db/schema';
import { creditWallet, MAIN_WALLET } from '../../src/gateway/wallet';
import { freshPostgres } from '../setup/freshPostgres';

const RECIPIENTS = 100_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PER_BODY = 200;
const EVENTS_PER_RUN = 20_000;
const SECRET = 'bench-app-secret';
const AREAS = ['202', '212', '213', '310', '312', '415', '617', '646', '718', '917'];

async function post<T>(url: string, body: unknown, token?: string): Promise<{ RetCode: number; Message: string; Data: T }> {
  const res = await fetch(`${url}/api`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  return (await res.json()) as { RetCode: number; Message: string; Data: T };
}
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `median ${s[Math.floor(s.length / 2)]!.toFixed(2)}, min ${s[0]!.toFixed(2)}, max ${s.at(-1)!.toFixed(2)} (${xs.map((x) => x.toFixed(2)).join(', ')})`;
};

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL server (a fresh database is made on it)');
  const pg = await freshPostgres(url, 'bench_whatsapp');
  const base = configFromEnv({});
  const config = {
    ...base,
    port: Number(process.env.BENCH_PORT ?? 0),
    host: '127.0.0.1',
    dataDir: mkdtempSync(join(tmpdir(), 'bench-wa-')),
    databaseUrl: pg.url,
    logMail: false,
    staticDir: '/nonexistent',
    sms: { ...base.sms, batchSize: 1000, jobPollMs: 20 },
    // Statuses only from the webhook: the simulated provider reports none within the bench.
    whatsapp: { ...base.whatsapp, appSecret: SECRET, simReviewMs: 0, simStatusMs: 3_600_000, simTier: 'TIER_UNLIMITED' as const },
  };
  const database = await openDatabase({ databaseUrl: pg.url, dataDir: config.dataDir });
  const gw = await startGateway(config, { database, log: () => undefined });
  try {
    const login = await post<{ AccessToken: string }>(gw.url, { Action: 'LoginByPassword', Email: 'demo@example.com', Password: 'Demo-2026!' });
    const token = login.Data.AccessToken;
    const [demo] = await database.db.select().from(users).where(eq(users.email, 'demo@example.com'));
    await database.db.transaction((tx) => creditWallet(tx, demo!.id, MAIN_WALLET, { amount: 100_000_000_000 }, { kind: 'bench', reference: 'bench', now: Date.now() }));
    const made = await post<{ TemplateId: string }>(gw.url, { Action: 'CreateWhatsAppTemplate', Name: 'bench_restock', Language: 'en_US', Category: 'MARKETING', Body: 'Good news {{1}}, the jacket you liked is back in stock this week.', BodySamples: ['Ana'] }, token);
    for (;;) {
      const l = await post<{ Templates: Array<{ Status: string }> }>(gw.url, { Action: 'ListWhatsAppTemplates' }, token);
      if (l.Data.Templates[0]?.Status === 'APPROVED') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const [acct] = await database.db.select().from(whatsappAccounts).where(eq(whatsappAccounts.userId, demo!.id));
    const accept: number[] = [];
    const ingest: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const numbers = Array.from({ length: RECIPIENTS }, (_, i) => `+1${AREAS[i % AREAS.length]}555${String(Math.floor(i / AREAS.length)).padStart(4, '0')}`);
      const t0 = performance.now();
      const added = await post<{ TaskId: string }>(gw.url, { Action: 'AddWhatsAppSendTask', PhoneNumbers: numbers, TemplateId: made.Data.TemplateId, TemplateParams: ['Ana'], IdempotencyKey: `bench-${randomBytes(6).toString('hex')}` }, token);
      accept.push((performance.now() - t0) / 1000);
      if (added.RetCode !== 0) throw new Error(`AddWhatsAppSendTask: ${added.Message}`);
      const [task] = await database.db.select().from(smsTasks).where(eq(smsTasks.taskId, added.Data.TaskId));
      let wamids: string[] = [];
      for (;;) {
        const rows = await database.db.select({ c: smsMessages.carrierId }).from(smsMessages).where(and(eq(smsMessages.taskId, task!.id), isNotNull(smsMessages.carrierId))).limit(EVENTS_PER_RUN);
        if (rows.length >= EVENTS_PER_RUN) {
          wamids = rows.map((r) => r.c!);
          break;
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      const bodies: string[] = [];
      const at = Math.floor(Date.now() / 1000);
      for (let i = 0; i < wamids.length; i += PER_BODY) {
        const statuses = wamids.slice(i, i + PER_BODY).map((id) => ({ id, status: 'delivered', timestamp: String(at), recipient_id: '1', pricing: { category: 'marketing' } }));
        bodies.push(JSON.stringify({ object: 'whatsapp_business_account', entry: [{ id: acct!.wabaId, changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { phone_number_id: task!.senderId }, statuses } }] }] }));
      }
      let next = 0;
      const t1 = performance.now();
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (next < bodies.length) {
            const b = bodies[next++]!;
            const res = await fetch(`${gw.url}/api/whatsapp/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': `sha256=${createHmac('sha256', SECRET).update(b).digest('hex')}` }, body: b });
            const j = (await res.json()) as { applied?: number };
            if (res.status !== 200 || j.applied !== PER_BODY) throw new Error(`webhook answered ${res.status} ${JSON.stringify(j)}`);
          }
        }),
      );
      ingest.push(wamids.length / ((performance.now() - t1) / 1000));
      console.log(`run ${run + 1}: accept ${accept.at(-1)!.toFixed(2)} s, ingestion ${ingest.at(-1)!.toFixed(0)} status events/s`);
    }
    console.log(`accept 100,000 (s): ${stats(accept)}`);
    console.log(`webhook ingestion (events/s): ${stats(ingest)}`);
  } finally {
    await gw.close();
    await pg.drop();
  }
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
