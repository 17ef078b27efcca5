import { type Gateway, startGateway } from './app';
import { configFromEnv } from './config';
import { DataDirLockedError } from './db/dataDirLock';

const config = configFromEnv();
let gateway: Gateway;
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
const { seedReport } = gateway;
console.log(`[gateway] ${gateway.database.kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.dataDir}` : 'PostgreSQL via DATABASE_URL'}`);
if (seedReport.demoCreated) {
  console.log(`[gateway] demo account created: ${seedReport.demoEmail} / ${seedReport.demoPassword}`);
}
console.log(`[gateway] console and API on http://localhost:${config.port} (POST /api, GET /api/schema)`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void gateway.close().finally(() => process.exit(0));
  });
}
