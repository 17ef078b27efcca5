import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { dumpMigratedMemoryDatabase, migrationsFingerprint, openDatabase } from '../../src/gateway/db/client';

/**
 * Migrated databases made once and copied for every test gateway, instead of running every
 * migration again per test file (the gateway still runs its migrator on the copy: it finds nothing
 * to apply, or applies what the template lacks). Keyed by a hash of the migrations, so a changed
 * migration makes a new template and a stale one is never used.
 */
const fingerprint = migrationsFingerprint().slice(0, 16);

let pgliteDump: Promise<Blob> | null = null;

/**
 * A PGlite dump of the migrated database: a file in the temp folder shared by every test worker
 * (written under a temporary name and renamed, so a reader never sees half a file), read once per
 * worker.
 */
export function migratedPgliteDump(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const file = join(tmpdir(), `gateway-pglite-template-${fingerprint}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const dump = await dumpMigratedMemoryDatabase();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  })();
  return pgliteDump;
}

/** Advisory lock key held while a template database is checked or made. */
const TEMPLATE_LOCK = 7_202_611_002;

/**
 * The name of a migrated template database on the server of `adminUrl` (made on first use; marked
 * IS_TEMPLATE only once complete, so a half-made one left by a killed run is made again). Clone it
 * with CREATE DATABASE … TEMPLATE, which copies files instead of replaying the migrations.
 */
export async function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `tmpl_gateway_${fingerprint}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const ready = await admin.query('select 1 from pg_database where datname = $1 and datistemplate', [name]);
    if (ready.rowCount === 0) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '/nonexistent' });
      await database.close();
      await admin.query(`ALTER DATABASE ${name} IS_TEMPLATE true`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
  return name;
}
