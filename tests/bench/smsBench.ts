/**
 * npm run bench:sms — on embedded PGlite and, when DATABASE_URL is set, on PostgreSQL (a fresh
 * database on that server, dropped afterwards): the time to accept a 100,000-recipient task
 * (parse, validate, price, hold, store, enqueue), the simulated delivery throughput until every
 * message is final, and the first-page latency of filtered send records with 1,000,000 stored.
 * Targets: accept < 10 s, >= 1,000 messages/s, first page < 100 ms.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { freshPostgres } from '../setup/freshPostgres';
import { WalletProductType } from '../../src/contract/constants';
import { SmsTaskStatus } from '../../src/contract/sms/taskStatus';
import { startGateway } from '../../src/gateway/app';
import { configFromEnv } from '../../src/gateway/config';
import { openDatabase } from '../../src/gateway/db/client';
import { smsMessages, smsTasks, users } from '../../src/gateway/db/schema';
import { smsConfigFromEnv } from '../../src/gateway/sms/smsConfig';
import { creditWallet } from '../../src/gateway/wallet';

const RECIPIENTS = 100_000;
const STORED = 1_000_000;
const AREAS = ['202', '212', '213', '310', '312', '415', '617', '646', '718', '917'];

async function post<T>(url: string, body: unknown, token?: string): Promise<{ RetCode: number; Message: string; Data: T }> {
  const res = await fetch(`${url}/api`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { RetCode: number; Message: string; Data: T };
}


const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function benchOne(label: string, databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-sms-'));
  const pgDb = databaseUrl ? await freshPostgres(databaseUrl, 'bench_sms') : null;
  const sms = smsConfigFromEnv({});
  const config = {
    ...configFromEnv({}),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: pgDb?.url,
    logMail: false,
    staticDir: '/nonexistent',
    sms: {
      ...sms,
      batchSize: 1000,
      jobPollMs: 20,
      receiptFlushMs: 50,
      simulation: { ...sms.simulation, submitDelayMs: 5, receiptDelayMinMs: 0, receiptDelayMaxMs: 200, moDelayMs: 1000 },
    },
  };
  const database = await openDatabase({ databaseUrl: pgDb?.url, dataDir });
  const gw = await startGateway(config, { database, log: () => undefined });
  try {
    const login = await post<{ AccessToken: string }>(gw.url, { Action: 'LoginByPassword', Email: 'demo@example.com', Password: 'Demo-2026!' });
    if (login.RetCode !== 0) throw new Error(`sign-in failed: ${login.Message}`);
    const token = login.Data.AccessToken;
    const [demo] = await database.db.select().from(users).where(eq(users.email, 'demo@example.com'));
    await database.db.transaction((tx) => creditWallet(tx, demo!.id, WalletProductType.SMS, { amount: 1_000_000_000 }, { kind: 'bench', reference: 'bench', now: Date.now() }));

    const numbers = Array.from({ length: RECIPIENTS }, (_, i) => `+1${AREAS[i % AREAS.length]}555${String(Math.floor(i / AREAS.length)).padStart(4, '0')}`);
    const t0 = performance.now();
    const added = await post<{ TaskId: string; Submitted: number; Invalid: number }>(gw.url, {
      Action: 'AddUSMSSendTask',
      PhoneNumbers: numbers,
      Content: 'Spring sale: 20% off everything this weekend. Reply STOP to opt out.',
      SenderId: 'Bench',
      IdempotencyKey: `bench-${randomBytes(6).toString('hex')}`,
    }, token);
    const acceptMs = performance.now() - t0;
    if (added.RetCode !== 0) throw new Error(`AddUSMSSendTask failed: ${added.Message}`);

    const t1 = performance.now();
    for (;;) {
      const [t] = await database.db.select().from(smsTasks).where(eq(smsTasks.taskId, added.Data.TaskId));
      if (t && t.status !== SmsTaskStatus.Pending && t.status !== SmsTaskStatus.Processing) break;
      if (performance.now() - t1 > 600_000) throw new Error('delivery did not finish in 10 minutes');
      await new Promise((r) => setTimeout(r, 100));
    }
    const deliverS = (performance.now() - t1) / 1000;

    // Fill up to 1,000,000 stored records over the last 30 days (one bulk statement).
    const fill = STORED - RECIPIENTS;
    const t2 = performance.now();
    const now = Date.now();
    const [task] = await database.db
      .insert(smsTasks)
      .values({ taskId: `STBENCH${randomBytes(4).toString('hex')}`, sessionNo: 'bench', userId: demo!.id, content: 'Filler', sendAt: now, status: SmsTaskStatus.Complete, total: fill, createdAt: now })
      .returning();
    await database.db.execute(sql`
      insert into ${smsMessages} (task_id, user_id, phone, country_code, segments, price, state, receipt_code, carrier_id, submit_count, charged, send_at, submit_at, done_at)
      select ${task!.id}, ${demo!.id}, '+1' || (3000000000 + g)::text, 'US', 1, 79,
             case when g % 100 < 96 then 3 when g % 100 < 99 then 4 else 5 end,
             case when g % 100 < 96 then 'DELIVRD' when g % 100 < 99 then 'UNDELIV' else 'UNKNOWN' end,
             'bench-' || g, 1, true, ${now} - (g::bigint * 2592000000 / ${fill}), ${now}, ${now}
      from generate_series(1, ${fill}) g`);
    await database.db.execute(sql`analyze ${smsMessages}`);
    const fillS = (performance.now() - t2) / 1000;

    const week = { StartTime: Math.floor(now / 1000) - 7 * 86_400, EndTime: Math.floor(now / 1000) };
    const filters: Record<string, Record<string, unknown>> = {
      'last 7 days': week,
      'status Fail, 7 days': { ...week, Status: 'Fail' },
      'status Unknown, 7 days': { ...week, Status: 'Unknown' },
      phone: { PhoneNumber: numbers[4242]! },
      task: { TaskId: added.Data.TaskId },
    };
    const pages: Record<string, number> = {};
    for (const [name, f] of Object.entries(filters)) {
      const times: number[] = [];
      for (let i = 0; i < 7; i++) {
        const s = performance.now();
        const r = await post<{ Records: unknown[] }>(gw.url, { Action: 'GetUSMSSendRecord', ...f, Limit: 20 }, token);
        times.push(performance.now() - s);
        if (r.RetCode !== 0 || r.Data.Records.length === 0) throw new Error(`GetUSMSSendRecord ${name}: ${r.Message}`);
      }
      pages[name] = median(times.slice(2));
    }
    console.log(`\n${label}`);
    console.log(`  accept ${RECIPIENTS.toLocaleString('en-US')} recipients: ${(acceptMs / 1000).toFixed(2)} s (target < 10 s), ${added.Data.Submitted} valid, ${added.Data.Invalid} invalid`);
    console.log(`  simulated delivery until all final: ${deliverS.toFixed(1)} s = ${Math.round(RECIPIENTS / deliverS).toLocaleString('en-US')} messages/s (target >= 1,000)`);
    console.log(`  filled to ${STORED.toLocaleString('en-US')} records in ${fillS.toFixed(1)} s; first page of 20 (median over 5, over HTTP):`);
    for (const [name, ms] of Object.entries(pages)) console.log(`    ${name.padEnd(24)} ${ms.toFixed(1)} ms (target < 100 ms)`);
  } finally {
    await gw.close();
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await benchOne('PGlite (embedded)', undefined);
if (process.env.DATABASE_URL) await benchOne('PostgreSQL (DATABASE_URL)', process.env.DATABASE_URL);
