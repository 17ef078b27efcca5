import { startGateway } from './app';
import { configFromEnv } from './config';

const config = configFromEnv();
const gateway = await startGateway(config);
const { seedReport } = gateway;
console.log(`[gateway] ${gateway.database.kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.dataDir}` : 'PostgreSQL via DATABASE_URL'}`);
if (seedReport.demoCreated) {
  console.log(`[gateway] demo account created: ${seedReport.demoEmail} / ${seedReport.demoPassword}`);
}
console.log(`[gateway] console and API on http://localhost:${new URL(gateway.url).port} (POST /api, GET /api/schema)`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void gateway.close().finally(() => process.exit(0));
  });
}
