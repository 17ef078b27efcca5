/**
 * npm run bench:gateway — loads the gateway on loopback with autocannon: a warm-up round, then a
 * measured one, on GetUserInfo (read) and UpdateUser (write, one transaction each), on embedded
 * PGlite and, when DATABASE_URL is set, on PostgreSQL. Prints requests/s and p50/p99 latency.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startGateway } from '../../src/gateway/app';
import { configFromEnv } from '../../src/gateway/config';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function post(url: string, body: unknown, token?: string) {
  const res = await fetch(`${url}/api`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { RetCode: number; Message: string; Data: { AccessToken: string } };
}

async function benchOne(label: string, databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-gw-'));
  const gw = await startGateway({ ...configFromEnv({}), port: 0, host: '127.0.0.1', dataDir, databaseUrl, logMail: false, staticDir: '/nonexistent' }, { log: () => undefined });
  try {
    const login = await post(gw.url, { Action: 'LoginByPassword', Email: 'demo@example.com', Password: 'Demo-2026!' });
    if (login.RetCode !== 0) throw new Error(`sign-in failed: ${login.Message}`);
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${login.Data.AccessToken}` };
    const cases = [
      { name: 'GetUserInfo (read)', body: JSON.stringify({ Action: 'GetUserInfo' }) },
      { name: 'UpdateUser (write)', body: JSON.stringify({ Action: 'UpdateUser', DisplayName: 'Bench Marketer' }) },
    ];
    for (const c of cases) {
      const opts = { url: `${gw.url}/api`, method: 'POST', headers, body: c.body, connections: CONNECTIONS };
      await autocannon({ ...opts, duration: 3 });
      const r = await autocannon({ ...opts, duration: DURATION });
      const bad = r.errors + r.non2xx;
      console.log(
        `${label.padEnd(10)} ${c.name.padEnd(20)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(3)} ms   (${r.requests.total} requests, ${bad} errors, ${CONNECTIONS} connections, ${DURATION} s)`,
      );
    }
  } finally {
    await gw.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await benchOne('PGlite', undefined);
if (process.env.DATABASE_URL) await benchOne('PostgreSQL', process.env.DATABASE_URL);
else console.log('PostgreSQL: skipped (set DATABASE_URL to include it)');
