import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/gateway/db/client';
import { migratedPgliteDump, migratedPostgresTemplate } from './databaseTemplates';
import { freshPostgres } from './freshPostgres';

/** A migrated database that outlives one gateway, on the suite's database (TEST_DB). */
export interface DurableDatabase {
  /** The environment that points a gateway process at it. */
  env: Record<string, string>;
  /** Opens it in this process (PGlite admits one process at a time: close it before a gateway process starts). */
  open: () => ReturnType<typeof openDatabase>;
  /** Removes it. */
  drop: () => Promise<void>;
}

/**
 * For the kill and restart tests: on PostgreSQL a fresh database copied from the migrated template,
 * on PGlite a data folder (`<prefix>-…` in the temporary folder) seeded from the migrated dump on
 * first open.
 */
export async function durableDatabase(prefix: string): Promise<DurableDatabase> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const fresh = await freshPostgres(url, 'test', { template: await migratedPostgresTemplate(url) });
    return { env: { DATABASE_URL: fresh.url }, open: () => openDatabase({ databaseUrl: fresh.url, dataDir: '/nonexistent' }), drop: fresh.drop };
  }
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  return { env: { DATA_DIR: dir }, open: async () => openDatabase({ dataDir: dir, seed: await migratedPgliteDump() }), drop: async () => rmSync(dir, { recursive: true, force: true }) };
}
