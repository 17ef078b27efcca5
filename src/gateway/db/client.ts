import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './dataDirLock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The typed SQL layer; the same calls run on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries can run on: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on a channel: `onPayload` gets every NOTIFY payload. On PostgreSQL the listener holds a
   * connection of its own; when it is lost, `onState(false)` is called and it reconnects (then
   * `onState(true)`: notifications sent in between were missed). PGlite never loses it.
   * Resolves once listening, with the function that stops.
   */
  listen(channel: string, onPayload: (payload: string) => void, onState?: (listening: boolean) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const LISTEN_RETRY_MS = 1000;

/** A dedicated node-postgres connection that LISTENs and reconnects after a loss. */
async function listenPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onState: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString });
    client = c;
    let lost = false;
    const onLost = () => {
      if (lost || stopped) return;
      lost = true;
      if (client === c) client = null; // ended: never awaited again (end() on a dead client can hang)
      onState(false);
      c.removeAllListeners('notification'); // dead; not ended (end() on a dead client can hang close)
      retry = setTimeout(() => void connect().catch(() => undefined), LISTEN_RETRY_MS);
      retry.unref();
    };
    c.on('error', onLost);
    c.on('end', onLost);
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch {
      onLost(); // retried in LISTEN_RETRY_MS; until then nothing is cached
      return;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    onState(true);
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    if (c) await Promise.race([c.end().catch(() => undefined), new Promise((r) => setTimeout(r, 1000).unref())]);
  };
}

async function listenPglite(client: PGlite, channel: string, onPayload: (payload: string) => void, onState?: (listening: boolean) => void) {
  const unlisten = await client.listen(channel, onPayload);
  onState?.(true);
  return async () => {
    if (!client.closed) await unlisten();
  };
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Advisory lock key held while migrating (any constant unique among the gateway's advisory locks). */
const MIGRATE_LOCK = 7_202_611_001;

/**
 * Opens the database and applies pending migrations. With a DATABASE_URL it uses a PostgreSQL
 * pool; otherwise embedded PGlite in dataDir (one connection: PGlite serialises every query and
 * holds transactions exclusively), after taking the folder's exclusive lock (dataDirLock.ts): a
 * second gateway on the same folder refuses to start with DataDirLockedError.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, admin) is dropped from the pool and
    // replaced on the next query; unhandled, node-postgres would crash the process.
    pool.on('error', (err) => console.error(`[db] idle PostgreSQL connection lost: ${err.message}`));
    const db = drizzleNodePg(pool, { schema });
    // Several gateway processes may start at once on one database: one migrates, the others wait.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATE_LOCK]);
      await migrateNodePg(db, { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATE_LOCK]).catch(() => undefined);
      lock.release();
    }
    const connectionString = opts.databaseUrl;
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      listen: (channel, onPayload, onState) => listenPostgres(connectionString, channel, onPayload, onState ?? (() => undefined)),
      close: () => pool.end(),
    };
  }
  const dir = join(opts.dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  // One process per folder: a second PGlite on the same files loses committed data.
  const lock = acquireDataDirLock(opts.dataDir);
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(dir);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    const opened = client;
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      listen: (channel, onPayload, onState) => listenPglite(opened, channel, onPayload, onState),
      close: async () => {
        try {
          await opened.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    await client?.close().catch(() => undefined);
    lock.release();
    throw err;
  }
}

/** A fresh in-memory PGlite database, for tests. */
export async function openMemoryDatabase(): Promise<Database> {
  const client = await PGlite.create();
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    listen: (channel, onPayload, onState) => listenPglite(client, channel, onPayload, onState),
    close: () => client.close(),
  };
}
