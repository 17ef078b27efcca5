/**
 * npm run bench:gateway — the gateway under load, measured from outside its process.
 *
 * Every run starts, each in a process of its own: a raw Node http server answering a small JSON
 * body (the baseline), the gateway as `npm start` runs it (its bundle, src/gateway/build/bundleGateway.ts),
 * and autocannon's CLI as the load generator. It measures the baseline, GetUserInfo (read) and
 * UpdateUser (write, one transaction each) with 50 connections, on embedded PGlite and, when
 * DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, on a fresh database there (dropped
 * afterwards). Several runs (BENCH_RUNS, default 3); it prints each run and the spread (min, median,
 * max) with the ratio of GetUserInfo to the raw baseline of the same run. UpdateUser sends the
 * same DisplayName every time (after the first, the row already holds it: the conditional UPDATE
 * writes nothing); it is measured again with BENCH_LOW_CONNECTIONS (10), and as `UpdateUser±` with
 * two loaders sending two values, so that the row changes (row lock, WAL, NOTIFY) on most requests.
 *
 * Besides requests/s and latency it prints the servers' CPU time per request (`cpu`, from
 * /proc/<pid>/stat over the measured seconds): the raw server's, the gateway's, and on PostgreSQL
 * the gateway's plus that of its database connections' server processes (`+db`). CPU per request
 * depends much less on other load of the machine than requests/s does (it still grows somewhat
 * when the cores are shared), and the ratio raw / gateway of it is printed next to the ratio of
 * requests/s.
 *
 * BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (50), BENCH_RUNS (3),
 * BENCH_ONLY (pglite | postgres), BENCH_CASES (which to measure, comma-separated: read, write,
 * write-low, write-changing; default all), BENCH_CPU_PROF (a folder: the gateway runs with
 * --cpu-prof there).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { bundleGateway } from '../../src/gateway/build/bundleGateway';
import { freshPostgres } from '../setup/freshPostgres';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** UpdateUser is measured again at this lower concurrency (PGlite serialises every transaction). */
const LOW_CONNECTIONS = Number(process.env.BENCH_LOW_CONNECTIONS ?? 10);
const ONLY = process.env.BENCH_ONLY;
const CPU_PROF = process.env.BENCH_CPU_PROF;
const CASES = new Set((process.env.BENCH_CASES ?? 'read,write,write-low,write-changing').split(',').map((c) => c.trim()));
const ROOT = resolve(import.meta.dirname, '../..');
const AUTOCANNON = join(ROOT, 'node_modules/autocannon/autocannon.js');

interface Load {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  bad: number;
  /** Server CPU time per request, µs: the server process (`own`), and with its database's processes (`withDb`, PostgreSQL). */
  cpu?: { own: number; withDb?: number };
}

/** CPU time (user + system) of a process so far, in µs; 0 once it is gone. Linux: /proc, 100 ticks a second. */
function cpuOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return 0;
  }
}

/** What is measured for a server: its own process, and (PostgreSQL) the server processes of its connections. */
interface Watched {
  pid: number;
  dbPids?: () => Promise<number[]>;
}

/** CPU counters of a watched server now: its own, and per database server process. */
async function cpuSnapshot(w: Watched): Promise<{ own: number; db: Map<number, number> | null }> {
  const db = w.dbPids ? new Map((await w.dbPids()).map((pid) => [pid, cpuOf(pid)])) : null;
  return { own: cpuOf(w.pid), db };
}

function cpuPerRequest(before: Awaited<ReturnType<typeof cpuSnapshot>>, after: Awaited<ReturnType<typeof cpuSnapshot>>, requests: number): Load['cpu'] {
  const own = (after.own - before.own) / requests;
  if (!before.db || !after.db) return { own };
  let db = 0;
  for (const [pid, t] of after.db) db += Math.max(0, t - (before.db.get(pid) ?? 0));
  return { own, withDb: own + db / requests };
}

/** The trivial JSON server of the baseline: same envelope shape and headers size class, no work. */
const RAW_SERVER = `
const http = require('node:http');
const body = JSON.stringify({ RetCode: 0, Message: 'ok', Data: { AdminUserId: 1, Email: 'demo@example.com' } });
const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  });
});
server.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));
`;

/** Starts a child and resolves with the first http://host:port it prints. */
function startServer(args: string[], env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /http:\/\/(?:localhost|127\.0\.0\.1):(\d+)/.exec(out);
      if (m) {
        child.stdout!.off('data', onData);
        child.stdout!.resume();
        resolvePromise({ child, url: `http://127.0.0.1:${m[1]}` });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${out}`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((res) => {
    if (child.exitCode !== null) return res();
    child.removeAllListeners('exit');
    child.once('exit', () => res());
    child.kill('SIGTERM');
  });
}

/** autocannon's CLI in its own process; its --json result. */
function load(url: string, seconds: number, headers: Record<string, string>, body: string, connections: number): Promise<Load> {
  const args = [AUTOCANNON, '-c', String(connections), '-d', String(seconds), '-m', 'POST', '-j', '-n', '-b', body];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  args.push(`${url}/api`);
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon failed (${code}): ${err}`));
      const r = JSON.parse(out) as {
        requests: { average: number; total: number };
        latency: { p50: number; p99: number };
        errors: number;
        non2xx: number;
      };
      resolvePromise({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total, bad: r.errors + r.non2xx });
    });
  });
}

async function measure(url: string, headers: Record<string, string>, body: string, connections = CONNECTIONS, watched?: Watched): Promise<Load> {
  if (WARMUP > 0) await load(url, WARMUP, headers, body, connections);
  const before = watched ? await cpuSnapshot(watched) : null;
  const result = await load(url, DURATION, headers, body, connections);
  if (watched && before) result.cpu = cpuPerRequest(before, await cpuSnapshot(watched), result.total);
  return result;
}

/**
 * Two loaders at once, half the connections each, sending two different values: most requests
 * change the row (a write that sends the value already stored writes nothing). Requests/s is their
 * sum; p50 and p99 are the worse of the two.
 */
async function measureAlternating(url: string, headers: Record<string, string>, bodies: [string, string], watched: Watched): Promise<Load> {
  const half = Math.max(1, Math.floor(CONNECTIONS / 2));
  const both = (seconds: number) => Promise.all([load(url, seconds, headers, bodies[0], half), load(url, seconds, headers, bodies[1], half)]);
  if (WARMUP > 0) await both(WARMUP);
  const before = await cpuSnapshot(watched);
  const [a, b] = await both(DURATION);
  const total = a.total + b.total;
  return { rps: a.rps + b.rps, p50: Math.max(a.p50, b.p50), p99: Math.max(a.p99, b.p99), total, bad: a.bad + b.bad, cpu: cpuPerRequest(before, await cpuSnapshot(watched), total) };
}

async function post(url: string, body: unknown, token?: string) {
  const res = await fetch(`${url}/api`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { RetCode: number; Message: string; Data: { AccessToken: string } };
}

interface RunResult {
  raw: Load;
  read?: Load;
  write?: Load;
  writeLow?: Load;
  writeChanging?: Load;
}

/** The responses are checked once before loading: a wrong answer must not pass as a fast one. */
async function checkAnswer(url: string, token: string, action: string): Promise<void> {
  const env = await post(url, { Action: action, ...(action === 'UpdateUser' ? { DisplayName: 'Bench Marketer' } : {}) }, token);
  if (env.RetCode !== 0) throw new Error(`${action} answered ${env.RetCode} ${env.Message}`);
}

async function oneRun(db: 'PGlite' | 'PostgreSQL', adminUrl: string | undefined): Promise<RunResult> {
  const headers = { 'Content-Type': 'application/json' };
  const rawServer = await startServer(['-e', RAW_SERVER], process.env);
  let raw: Load;
  try {
    raw = await measure(rawServer.url, headers, '{"Action":"GetUserInfo"}', CONNECTIONS, { pid: rawServer.child.pid! });
  } finally {
    await stopServer(rawServer.child);
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'bench-gw-'));
  const fresh = db === 'PostgreSQL' ? await freshPostgres(adminUrl!, 'bench') : null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    // One gateway process, like the raw http baseline (PORT=0 in cluster mode would give each worker its own port).
    WORKERS: '1',
    DATA_DIR: dataDir,
    STATIC_DIR: '/nonexistent',
    LOG_MAIL: '0',
    DATABASE_URL: fresh?.url ?? '',
  };
  if (!fresh) delete env.DATABASE_URL;
  const nodeArgs = ['--enable-source-maps'];
  if (CPU_PROF) nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${resolve(CPU_PROF)}`);
  const gw = await startServer([...nodeArgs, await bundleGateway()], env);
  // PostgreSQL: the server processes of the gateway's connections to its own database count too.
  const admin = fresh ? new pg.Client({ connectionString: adminUrl }) : null;
  await admin?.connect();
  const dbName = fresh ? new URL(fresh.url).pathname.slice(1) : '';
  const watched: Watched = {
    pid: gw.child.pid!,
    dbPids: admin
      ? async () => (await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [dbName])).rows.map((r) => r.pid)
      : undefined,
  };
  try {
    const login = await post(gw.url, { Action: 'LoginByPassword', Email: 'demo@example.com', Password: 'Demo-2026!' });
    if (login.RetCode !== 0) throw new Error(`sign-in failed: ${login.Message}`);
    const token = login.Data.AccessToken;
    const authed = { ...headers, Authorization: `Bearer ${token}` };
    const result: RunResult = { raw };
    await checkAnswer(gw.url, token, 'GetUserInfo');
    if (CASES.has('read')) result.read = await measure(gw.url, authed, JSON.stringify({ Action: 'GetUserInfo' }), CONNECTIONS, watched);
    await checkAnswer(gw.url, token, 'UpdateUser');
    const same = JSON.stringify({ Action: 'UpdateUser', DisplayName: 'Bench Marketer' });
    if (CASES.has('write')) result.write = await measure(gw.url, authed, same, CONNECTIONS, watched);
    if (CASES.has('write-low')) result.writeLow = await measure(gw.url, authed, same, LOW_CONNECTIONS, watched);
    if (CASES.has('write-changing')) {
      result.writeChanging = await measureAlternating(
        gw.url,
        authed,
        [JSON.stringify({ Action: 'UpdateUser', DisplayName: 'Bench Marketer A' }), JSON.stringify({ Action: 'UpdateUser', DisplayName: 'Bench Marketer B' })],
        watched,
      );
    }
    return result;
  } finally {
    await admin?.end();
    await stopServer(gw.child);
    rmSync(dataDir, { recursive: true, force: true });
    await fresh?.drop();
  }
}

const cpuText = (l: Load) => (l.cpu ? `  cpu ${l.cpu.own.toFixed(0)} µs/req${l.cpu.withDb !== undefined ? ` (+db ${l.cpu.withDb.toFixed(0)})` : ''}` : '');
const fmt = (l: Load) =>
  `${l.rps.toFixed(0).padStart(6)} req/s  p50 ${String(l.p50).padStart(4)} ms  p99 ${String(l.p99).padStart(4)} ms  (${l.total} requests, ${l.bad} errors)${cpuText(l)}`;

function spread(xs: number[], digits = 0): string {
  const s = [...xs].sort((a, b) => a - b);
  const f = (x: number) => x.toFixed(digits);
  return `${f(s[0]!)} / ${f(s[Math.floor(s.length / 2)]!)} / ${f(s[s.length - 1]!)}`;
}

async function benchDb(db: 'PGlite' | 'PostgreSQL', adminUrl?: string) {
  const results: RunResult[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const r = await oneRun(db, adminUrl);
    results.push(r);
    console.log(`${db} run ${i}/${RUNS} (load average ${loadavg()[0]!.toFixed(2)})`);
    console.log(`  raw http      ${fmt(r.raw)}`);
    if (r.read) {
      const cpuRatio = r.read.cpu && r.raw.cpu ? `, CPU per request ${((100 * r.raw.cpu.own) / r.read.cpu.own).toFixed(1)}%` : '';
      console.log(`  GetUserInfo   ${fmt(r.read)}  = ${((100 * r.read.rps) / r.raw.rps).toFixed(1)}% of raw http${cpuRatio}`);
    }
    if (r.write) console.log(`  UpdateUser    ${fmt(r.write)}`);
    if (r.writeLow) console.log(`  UpdateUser@${String(LOW_CONNECTIONS).padEnd(3)}${fmt(r.writeLow)}  (${LOW_CONNECTIONS} connections)`);
    if (r.writeChanging) console.log(`  UpdateUser±   ${fmt(r.writeChanging)}  (two loaders, two values: most writes change the row)`);
  }
  console.log(`${db}: min / median / max over ${RUNS} runs`);
  const rows: Array<[string, (r: RunResult) => Load | undefined]> = [
    ['raw http', (r) => r.raw],
    ['GetUserInfo', (r) => r.read],
    ['UpdateUser', (r) => r.write],
    [`UpdateUser@${LOW_CONNECTIONS}`, (r) => r.writeLow],
    ['UpdateUser±', (r) => r.writeChanging],
  ];
  for (const [name, pick] of rows) {
    const ls = results.map(pick).filter((l): l is Load => l !== undefined);
    if (ls.length === 0) continue;
    const cpus = ls.map((l) => l.cpu?.own).filter((c): c is number => c !== undefined);
    const withDb = ls.map((l) => l.cpu?.withDb).filter((c): c is number => c !== undefined);
    console.log(
      `  ${name.padEnd(12)} req/s ${spread(ls.map((l) => l.rps))}   p50 ${spread(ls.map((l) => l.p50))} ms   p99 ${spread(ls.map((l) => l.p99))} ms` +
        (cpus.length ? `   cpu ${spread(cpus)} µs/req` : '') +
        (withDb.length ? ` (+db ${spread(withDb)})` : ''),
    );
  }
  const reads = results.filter((r): r is RunResult & { read: Load } => r.read !== undefined);
  if (reads.length) {
    console.log(`  GetUserInfo / raw http: ${spread(reads.map((r) => (100 * r.read.rps) / r.raw.rps), 1)} % of requests/s`);
    const cpu = reads.filter((r) => r.read.cpu && r.raw.cpu);
    if (cpu.length) console.log(`  raw http / GetUserInfo CPU per request: ${spread(cpu.map((r) => (100 * r.raw.cpu!.own) / r.read.cpu!.own), 1)} %`);
  }
}

console.log(
  `gateway bench: ${CONNECTIONS} connections, ${WARMUP} s warm-up, ${DURATION} s measured, ${RUNS} runs; ` +
    `Node ${process.versions.node}, ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'}), ${Math.round(totalmem() / 2 ** 30)} GiB, ` +
    `load average ${loadavg().map((x) => x.toFixed(2)).join(' ')} at start`,
);
if (ONLY !== 'postgres') await benchDb('PGlite');
const pgUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (ONLY !== 'pglite') {
  if (pgUrl) await benchDb('PostgreSQL', pgUrl);
  else console.log('PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL to include it)');
}
