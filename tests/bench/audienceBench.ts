/**
 * npm run bench:audience — on embedded PGlite and, when DATABASE_URL is set, on PostgreSQL (a fresh
 * database on that server, dropped afterwards), BENCH_RUNS times each (default 3):
 * - a generated 100,000-row .csv imported end to end: the console worker's parse (its code,
 *   `readImportPreview`, run here in Node), the upload (spec 001 §7 over HTTP), and the gateway's
 *   import job until Completed (target < 20 s), with the CPU time this process spent during the job
 *   (the gateway runs in it; on a shared machine that moves far less with the load than the wall time);
 * - the first page of the contact list with filters over HTTP at 1,000,000 contacts on PostgreSQL
 *   and 200,000 on PGlite (median of 5; target < 100 ms);
 * - CountSegment over the same contacts (median of 5; target < 500 ms): a rule on a name, a group
 *   membership or an e-mail part, and one with SMS activity (no delivery in the last 30 days).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { ExportStatus } from '../../src/contract/display/exportStatus';
import type { ContactImport } from '../../src/contract/entities/audience';
import { readImportPreview } from '../../src/console/areas/audience/import/readImportPreview';
import { startGateway } from '../../src/gateway/app';
import { configFromEnv } from '../../src/gateway/config';
import { openDatabase } from '../../src/gateway/db/client';
import { smsConfigFromEnv } from '../../src/gateway/sms/smsConfig';
import { freshPostgres } from '../setup/freshPostgres';
import { newUser } from '../gateway/userFixture';

/** BENCH_IMPORT_ROWS: a smaller file for a quick look or a profile (default 100,000, the target's size). */
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_PARTS: `import`, `list` or both (default `import,list`): measure only a part. */
const PARTS = new Set((process.env.BENCH_PARTS ?? 'import,list').split(','));
const FIRST = ['Ada', 'Grace', 'Linus', 'Li', 'Wei', 'Maria', 'John', 'Aisha', 'Chen', 'Olga', 'Pedro', 'Sara'];
const LAST = ['Lovelace', 'Hopper', 'Torvalds', 'Lei', 'Zhang', 'Garcia', 'Smith', 'Khan', 'Wang', 'Ivanova', 'Silva', 'Cohen'];

async function post<T>(url: string, body: unknown, token?: string, retries = 3): Promise<{ RetCode: number; Message: string; Data: T }> {
  let res: Response;
  try {
    res = await fetch(`${url}/api`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    });
  } catch (err) {
    // A kept-alive connection the server closed as the request went out (its loop was busy with a batch): ask again.
    if (retries === 0) throw err;
    return post(url, body, token, retries - 1);
  }
  return (await res.json()) as { RetCode: number; Message: string; Data: T };
}

async function ok<T>(url: string, body: Record<string, unknown>, token: string): Promise<T> {
  const r = await post<T>(url, body, token);
  if (r.RetCode !== 0) throw new Error(`${String(body.Action)} failed: ${r.Message}`);
  return r.Data;
}

/** 100,000 contacts: names, e-mail, a US phone on every other row; 1 % of rows without an address (rejected). */
function importCsv(run: number): Buffer {
  const lines = ['First Name,Last Name,Email,Phone'];
  for (let i = 1; i <= IMPORT_ROWS; i++) {
    if (i % 100 === 0) lines.push(`${FIRST[i % 12]},${LAST[i % 7]},,`);
    else lines.push(`${FIRST[i % 12]},${LAST[i % 7]},r${run}p${i}@import.example,${i % 2 ? `+1 212 5${String(i).padStart(6, '0')}` : ''}`);
  }
  return Buffer.from(lines.join('\r\n'));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const spread = (xs: number[], unit: string, digits = 1) => `${Math.min(...xs).toFixed(digits)} / ${median(xs).toFixed(digits)} / ${Math.max(...xs).toFixed(digits)} ${unit}`;
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');

async function benchOne(label: string, databaseUrl: string | undefined, listSize: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-audience-'));
  const pgDb = databaseUrl ? await freshPostgres(databaseUrl, 'bench_audience') : null;
  const sms = smsConfigFromEnv({});
  const config = { ...configFromEnv({}), port: 0, host: '127.0.0.1', dataDir, uploadDir: join(dataDir, 'uploads'), databaseUrl: pgDb?.url, logMail: false, staticDir: '/nonexistent', sms: { ...sms, jobPollMs: 20 } };
  const database = await openDatabase({ databaseUrl: pgDb?.url, dataDir });
  const gw = await startGateway(config, { database, log: () => undefined });
  console.log(`\n${label} (load average ${load()})`);
  try {
    const parse: number[] = [];
    const upload: number[] = [];
    const job: number[] = [];
    const total: number[] = [];
    const jobCpu: number[] = [];
    for (let run = 1; PARTS.has('import') && run <= RUNS; run++) {
      const u = await newUser(database.db);
      const csv = importCsv(run);
      const t0 = performance.now();
      const preview = await readImportPreview(new File([new Uint8Array(csv)], 'bench.csv'));
      const t1 = performance.now();
      if (preview.rowCount !== IMPORT_ROWS + 1) throw new Error(`preview counted ${preview.rowCount} rows`);
      const g = await ok<{ Authorization: string; Address: string; FileId: string }>(
        gw.url,
        { Action: 'GetMediaFileSign', ExpiryDate: Math.floor(Date.now() / 1000) + 3600, FileName: 'bench.csv', FileType: 'text/csv', MD5value: createHash('md5').update(csv).digest('hex'), FileSize: csv.length, Kind: 'contact-import' },
        u.token,
      );
      const put = await fetch(`${gw.url}${g.Address}`, { method: 'PUT', headers: { Authorization: g.Authorization, 'Content-MD5': createHash('md5').update(csv).digest('base64'), 'Content-Type': 'text/csv' }, body: new Uint8Array(csv) });
      if (put.status !== 200) throw new Error(`upload failed: ${put.status}`);
      const t2 = performance.now();
      const c2 = process.cpuUsage();
      const started = await ok<ContactImport>(
        gw.url,
        { Action: 'ImportContacts', FileId: g.FileId, Mapping: [{ Column: 0, Field: 'FirstName' }, { Column: 1, Field: 'LastName' }, { Column: 2, Field: 'Email' }, { Column: 3, Field: 'Phone' }] },
        u.token,
      );
      let done: ContactImport;
      for (;;) {
        done = (await ok<{ Imports: ContactImport[] }>(gw.url, { Action: 'ListContactImports', ImportId: started.ImportId }, u.token)).Imports[0]!;
        if (done.Status === ExportStatus.Completed || done.Status === ExportStatus.Failed) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      const t3 = performance.now();
      const cpu = process.cpuUsage(c2);
      if (done.Status !== ExportStatus.Completed || done.Created !== IMPORT_ROWS * 0.99 || done.Rejected !== IMPORT_ROWS * 0.01) throw new Error(`import ended ${JSON.stringify(done)}`);
      parse.push((t1 - t0) / 1000);
      upload.push((t2 - t1) / 1000);
      job.push((t3 - t2) / 1000);
      total.push((t3 - t0) / 1000);
      jobCpu.push((cpu.user + cpu.system) / 1e6);
      console.log(
        `  import run ${run}: parse ${((t1 - t0) / 1000).toFixed(2)} s, upload ${((t2 - t1) / 1000).toFixed(2)} s, job ${((t3 - t2) / 1000).toFixed(2)} s (CPU ${jobCpu.at(-1)!.toFixed(2)} s), total ${((t3 - t0) / 1000).toFixed(2)} s (load ${load()})`,
      );
    }
    if (PARTS.has('import')) console.log(`  ${IMPORT_ROWS.toLocaleString('en-US')}-row .csv imported end to end (min / median / max of ${RUNS}): ${spread(total, 's', 2)} (target < 20 s)`);
    if (PARTS.has('import')) console.log(`    worker parse ${spread(parse, 's', 2)}, upload ${spread(upload, 's', 2)}, gateway job ${spread(job, 's', 2)} (its CPU time, this process: ${spread(jobCpu, 's', 2)})`);

    if (!PARTS.has('list')) return;
    // The list at scale: one account filled to `listSize` contacts in SQL (a tenth in a group, a third with WhatsApp).
    const owner = await newUser(database.db);
    const f0 = performance.now();
    await database.db.execute(sql`insert into contact_groups (group_id, user_id, name, created_at, updated_at) values ('GRPBENCH', ${owner.userId}, 'Bench', 0, 0)`);
    const step = 50_000;
    for (let from = 1; from <= listSize; from += step) {
      const to = Math.min(listSize, from + step - 1);
      await database.db.execute(sql`
        insert into contacts (contact_id, user_id, first_name, last_name, email, phone, country, whatsapp, created_at, updated_at)
        select 'CTBENCH' || g, ${owner.userId}, (array['Ada','Grace','Linus','Li','Wei','Maria','John','Aisha','Chen','Olga','Pedro','Sara'])[g % 12 + 1] || g % 997,
               (array['Lovelace','Hopper','Torvalds','Lei','Zhang','Garcia','Smith','Khan','Wang','Ivanova','Silva','Cohen'])[g % 7 + 1],
               'c' || g || '@fill' || g % 50 || '.example', '+1212' || lpad(g::text, 7, '0'), 'US', case when g % 3 = 0 then '+1646' || lpad(g::text, 7, '0') else '' end, g, g
        from generate_series(${from}::int, ${to}::int) g`);
    }
    await database.db.execute(sql`
      insert into contact_group_members (group_id, contact_id, added_at)
      select (select id from contact_groups where group_id = 'GRPBENCH'), id, 0 from contacts where user_id = ${owner.userId} and id % 10 = 0`);
    await database.db.execute(sql`analyze`);
    console.log(`  filled to ${listSize.toLocaleString('en-US')} contacts in ${((performance.now() - f0) / 1000).toFixed(1)} s; first page of 20 over HTTP (min / median / max of 5):`);
    const filters: Record<string, Record<string, unknown>> = {
      'no filter': {},
      'keyword (name, rare)': { Keyword: 'grace123 ' },
      'keyword (e-mail part)': { Keyword: 'c99999@' },
      'keyword (digits)': { Keyword: '(212) 012' },
      group: { GroupId: 'GRPBENCH' },
      'channel WhatsApp': { Channel: 'WhatsApp' },
      'group + WhatsApp + keyword': { GroupId: 'GRPBENCH', Channel: 'WhatsApp', Keyword: 'smith' },
    };
    for (const [name, params] of Object.entries(filters)) {
      const times: number[] = [];
      let totalFound = 0;
      for (let i = 0; i < 6; i++) {
        const t = performance.now();
        const page = await ok<{ Total: number }>(gw.url, { Action: 'ListContacts', Limit: 20, ...params }, owner.token);
        if (i > 0) times.push(performance.now() - t);
        totalFound = page.Total;
      }
      console.log(`    ${name.padEnd(28)} ${spread(times, 'ms')} (Total ${totalFound.toLocaleString('en-US')}; target < 100 ms)`);
    }

    console.log(`  CountSegment over ${listSize.toLocaleString('en-US')} contacts (min / median / max of 5):`);
    const segments: Record<string, unknown> = {
      'first name starts with "Ada"': { Kind: 'Group', Match: 'All', Rules: [{ Kind: 'Attribute', Attribute: 'FIRST_NAME', Operator: 'StartsWith', Value: 'Ada' }] },
      'in the group or e-mail part': {
        Kind: 'Group',
        Match: 'Any',
        Rules: [
          { Kind: 'List', Operator: 'In', GroupId: 'GRPBENCH' },
          { Kind: 'Attribute', Attribute: 'EMAIL', Operator: 'Contains', Value: '@fill7.' },
        ],
      },
      'has WhatsApp, no SMS delivered in 30 days': {
        Kind: 'Group',
        Match: 'All',
        Rules: [
          { Kind: 'Attribute', Attribute: 'WHATSAPP', Operator: 'IsSet' },
          { Kind: 'Activity', Channel: 9, Event: 'Delivered', Operator: 'DidNot', Days: 30 },
        ],
      },
    };
    for (const [name, rules] of Object.entries(segments)) {
      const times: number[] = [];
      let counted = 0;
      for (let i = 0; i < 6; i++) {
        const t = performance.now();
        counted = (await ok<{ Count: number }>(gw.url, { Action: 'CountSegment', Rules: rules }, owner.token)).Count;
        if (i > 0) times.push(performance.now() - t);
      }
      console.log(`    ${name.padEnd(44)} ${spread(times, 'ms')} (Count ${counted.toLocaleString('en-US')}; target < 500 ms)`);
    }
  } finally {
    await gw.close();
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** BENCH_PGLITE=0: PostgreSQL only (with DATABASE_URL). */
if (process.env.BENCH_PGLITE !== '0') await benchOne('PGlite (embedded)', undefined, 200_000);
if (process.env.DATABASE_URL) await benchOne('PostgreSQL', process.env.DATABASE_URL, 1_000_000);
else console.log('\nPostgreSQL: set DATABASE_URL (a server this script may create a database on) to measure it too.');
