/**
 * npm run bench:email — e-mail delivery through the SMTP relay adapter (MailTransferCarrier), on
 * embedded PGlite and, when DATABASE_URL is set, on a fresh database of that PostgreSQL server:
 * one AddUEmailSendTask of BENCH_EMAILS addresses (default 5,000) until every message is receipted,
 * BENCH_RUNS runs (default 3) each, EMAIL_SMTP_CONNECTIONS connections (default 8). The SMTP server
 * runs in a process of its own (tests/bench/smtpSinkProcess.ts). Baseline in the same run: nodemailer's
 * pooled transport alone sending the same number of pre-built messages to the same server over the
 * same number of connections (createSmtpPool: what the relay path can do at most). Target: 500 messages/s.
 * BENCH_PROFILE=<dir> writes a CPU profile of the gateway process (the bench itself) there.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { TaskStatus } from '../../src/contract/messaging/taskStatus';
import { startGateway } from '../../src/gateway/app';
import { configFromEnv } from '../../src/gateway/config';
import { openDatabase } from '../../src/gateway/db/client';
import { createSmtpPool } from '../../src/gateway/email/sending/smtpPool';
import { freshPostgres } from '../setup/freshPostgres';
import { emailUser } from '../gateway/emailSendingFixture';

const EMAILS = Number(process.env.BENCH_EMAILS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = Number(process.env.EMAIL_SMTP_CONNECTIONS ?? 8);

async function post<T>(url: string, body: unknown, token: string): Promise<{ RetCode: number; Message: string; Data: T }> {
  const res = await fetch(`${url}/api`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  return (await res.json()) as { RetCode: number; Message: string; Data: T };
}
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `median ${s[Math.floor(s.length / 2)]!.toFixed(0)}, min ${s[0]!.toFixed(0)}, max ${s.at(-1)!.toFixed(0)} (${xs.map((x) => x.toFixed(0)).join(', ')})`;
};

async function startSink(): Promise<{ child: ChildProcess; url: string; count: () => Promise<number> }> {
  const child = fork(join(import.meta.dirname, 'smtpSinkProcess.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve) => child.stdout!.on('data', (d: Buffer) => /port (\d+)/.test(d.toString()) && resolve(Number(/port (\d+)/.exec(d.toString())![1]))));
  const count = () => new Promise<number>((resolve) => { child.once('message', (n) => resolve(n as number)); child.send('count'); });
  return { child, url: `smtp://127.0.0.1:${port}`, count };
}

async function waitCount(count: () => Promise<number>, n: number): Promise<void> {
  while ((await count()) < n) await new Promise((r) => setTimeout(r, 20));
}

/** nodemailer's pool alone: EMAILS pre-built messages over CONNECTIONS connections. */
async function baseline(sink: Awaited<ReturnType<typeof startSink>>): Promise<number> {
  const raw = Buffer.from(`From: a@shop.example\r\nTo: b@inbox.example\r\nSubject: Autumn sale\r\nMessage-ID: <${randomBytes(6).toString('hex')}@shop.example>\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<p>Hello <b>reader</b></p>\r\n`);
  const pool = createSmtpPool(sink.url, CONNECTIONS);
  const before = await sink.count();
  const t0 = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    while (next < EMAILS) {
      const i = next++;
      await pool.sendMail({ envelope: { from: 'bounces@shop.example', to: [`reader${i}@inbox.example`] }, raw });
    }
  }));
  await waitCount(sink.count, before + EMAILS);
  pool.close();
  return EMAILS / ((performance.now() - t0) / 1000);
}

async function benchOne(label: string, databaseUrl: string | undefined, sink: Awaited<ReturnType<typeof startSink>>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-email-'));
  const pg = databaseUrl ? await freshPostgres(databaseUrl, 'bench_email') : null;
  const base = configFromEnv({});
  const config = {
    ...base, port: 0, host: '127.0.0.1', dataDir, databaseUrl: pg?.url, logMail: false, staticDir: '/nonexistent',
    sms: { ...base.sms, batchSize: 1000, jobPollMs: 20 },
    emailSending: { transfer: 'smtp' as const, smtpUrl: sink.url, connections: CONNECTIONS, publicUrl: 'http://console.test' },
  };
  const database = await openDatabase({ databaseUrl: pg?.url, dataDir });
  const gw = await startGateway(config, { database, log: () => undefined });
  const rates: number[] = [];
  const bases: number[] = [];
  try {
    const u = await emailUser(database.db, { fund: 100_000_000_000 });
    const token = u.token;
    for (let run = 0; run < RUNS; run++) {
      bases.push(await baseline(sink));
      const to = Array.from({ length: EMAILS }, (_, i) => `r${run}.${i}@inbox.example`);
      const t0 = performance.now();
      const sent = await post<{ TaskId: string }>(gw.url, { Action: 'AddUEmailSendTask', Emails: to, SenderId: u.sender.senderId, Subject: 'Autumn sale', Content: '<p>Hello <b>reader</b>, our autumn sale starts today.</p>', ContentText: 'Hello reader, our autumn sale starts today.', IdempotencyKey: `bench-${randomBytes(6).toString('hex')}` }, token);
      if (sent.RetCode !== 0) throw new Error(`AddUEmailSendTask: ${sent.Message}`);
      for (;;) {
        const s = await post<{ Tasks: Array<{ Status: number; Succeeded: number }> }>(gw.url, { Action: 'DescribeUEmailTaskStatus', TaskIds: [sent.Data.TaskId] }, token);
        if (s.Data.Tasks[0]!.Status === TaskStatus.Complete) {
          if (s.Data.Tasks[0]!.Succeeded !== EMAILS) throw new Error(`only ${s.Data.Tasks[0]!.Succeeded} of ${EMAILS} succeeded`);
          break;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      rates.push(EMAILS / ((performance.now() - t0) / 1000));
      console.log(`[${label}] run ${run + 1}: ${rates.at(-1)!.toFixed(0)} e-mails/s accepted to receipted; baseline ${bases.at(-1)!.toFixed(0)}/s`);
    }
  } finally {
    await gw.close();
    await pg?.drop();
  }
  console.log(`[${label}] ${EMAILS} e-mails over ${CONNECTIONS} connections, ${RUNS} runs: gateway ${stats(rates)} e-mails/s; nodemailer alone ${stats(bases)} e-mails/s`);
}

console.log(`bench:email on ${cpus().length} × ${cpus()[0]?.model}, load ${loadavg().map((x) => x.toFixed(2)).join(' ')}, ${new Date().toISOString()}`);
const sink = await startSink();
try {
  await benchOne('pglite', undefined, sink);
  if (process.env.DATABASE_URL) await benchOne('postgres', process.env.DATABASE_URL, sink);
} finally {
  sink.child.disconnect();
}
