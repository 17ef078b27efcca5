import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new database on the PostgreSQL server of `adminUrl` (tests and benchmarks each get their own),
 * with the URL to open it and a drop that ends its connections first. Empty, or a copy of
 * `template` (databaseTemplates.ts: already migrated).
 */
export async function freshPostgres(adminUrl: string, prefix = 'test', opts: { template?: string } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${opts.template ? ` TEMPLATE ${opts.template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
