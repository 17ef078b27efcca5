import cluster from 'node:cluster';
import { startGateway } from './app';
import { configFromEnv } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/dataDirLock';
import { seed, type SeedReport } from './seed/seed';
import { workerCount } from './workerCount';

const config = configFromEnv();
const { workers, note } = workerCount(process.env);

/** `port`: the port really listened on (gateway.url), which differs from config.port when that is 0. */
function printStart(report: SeedReport, kind: string, port: number | string = config.port): void {
  console.log(`[gateway] ${kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.dataDir}` : 'PostgreSQL via DATABASE_URL'}`);
  if (report.demoCreated) {
    console.log(`[gateway] demo account created: ${report.demoEmail} / ${report.demoPassword}`);
    console.log(`[gateway] support operator created: ${report.operatorEmail} / ${report.operatorPassword} (answers tickets; change its password)`);
  }
  console.log(`[gateway] console and API on http://localhost:${port} (POST /api, GET /api/schema)`);
}

if (workers > 1 && cluster.isPrimary) {
  // Several gateway processes sharing the port (node:cluster hands out connections). The primary
  // migrates and seeds once, then only supervises: a worker that dies is replaced. Job runners,
  // SMS delivery, callbacks and exports coordinate through the database (leases, fencing tokens).
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const report = await seed(database.db, Date.now());
  await database.close();
  printStart(report, database.kind);
  console.log(`[gateway] ${workers} worker processes`);
  let stopping = false;
  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.log(`[gateway] worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(() => cluster.fork(), 1_000);
  });
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.on(sig, () => {
      if (stopping) return;
      stopping = true;
      const all = Object.values(cluster.workers ?? {});
      let left = all.length;
      if (left === 0) process.exit(0);
      for (const w of all) {
        w?.once('exit', () => --left === 0 && process.exit(0));
        w?.process.kill('SIGTERM');
      }
    });
  }
} else {
  if (note) console.log(`[gateway] ${note}`);
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  try {
    gateway = await startGateway(config);
  } catch (err) {
    // A clear sentence, not a stack trace, for the refusals an operator can act on.
    if (err instanceof DataDirLockedError) {
      console.error(`[gateway] cannot start: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  if (cluster.isPrimary) printStart(gateway.seedReport, gateway.database.kind, new URL(gateway.url).port);
  else console.log(`[gateway] worker ${process.pid} ready`);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void gateway.close().finally(() => process.exit(0));
    });
  }
}
