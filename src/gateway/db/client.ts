import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './dataDirLock';
import * as schema from './schema';
import { pgliteForDrizzle } from './pgliteForDrizzle';
import { noteStatement, statementOfMessage } from './statementLog';

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

/**
 * drizzle's pool transaction sends BEGIN before its try/finally: when the server ends the connection
 * just checked out (restart, failover, pg_terminate_backend), BEGIN fails and the connection is never
 * released — the pool loses a slot for good and pool.end() (gateway close) waits forever. Here each
 * transaction checks out a connection itself and runs drizzle's single-connection transaction on it
 * (one drizzle instance per pooled connection, made once), releasing it in every case; a dead one
 * is released with its error, so the pool drops it.
 */
function useOwnTransactions(db: PgDatabase<PgQueryResultHKT, Schema>, pool: pg.Pool): void {
  const onConnection = new WeakMap<pg.PoolClient, ReturnType<typeof drizzleNodePg<Schema, pg.PoolClient>>>();
  const transaction: typeof db.transaction = async (fn, config) => {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      let txDb = onConnection.get(client);
      if (!txDb) {
        // drizzle sees only `query` (BEGIN, the statements, COMMIT), noted for statementLog.ts.
        const noted = { query: noteQuery(client.query.bind(client) as AnyQuery) } as unknown as pg.PoolClient;
        txDb = drizzleNodePg(noted, { schema });
        onConnection.set(client, txDb);
      }
      return await txDb.transaction(fn as never, config);
    } catch (err) {
      failure = err instanceof Error ? err : new Error(String(err));
      throw err;
    } finally {
      // Only a connection that can no longer run queries is dropped; an Action's error is not the connection's.
      client.release((client as unknown as { _queryable?: boolean })._queryable === false ? failure : undefined);
    }
  };
  Object.defineProperty(db, 'transaction', { value: transaction, configurable: true, writable: true });
}

type AnyQuery = (config: string | { text: string }, ...rest: unknown[]) => unknown;

/** `query` that notes its statement first (statementLog.ts). */
function noteQuery(query: AnyQuery): AnyQuery {
  return (config, ...rest) => {
    noteStatement(typeof config === 'string' ? config : config.text);
    return query(config, ...rest);
  };
}

/** Notes every statement this PGlite instance runs (statementLog.ts): each Parse or simple Query message. */
function noteStatementsOf(client: PGlite): void {
  const exec = client.execProtocolStream.bind(client);
  client.execProtocolStream = (message, options) => {
    const text = statementOfMessage(message);
    if (text !== null) noteStatement(text);
    return exec(message, options);
  };
}

/** Reconnection delays of the LISTEN connection: doubling from the first to the last, reset once listening. */
const LISTEN_RETRY_MIN_MS = 500;
const LISTEN_RETRY_MAX_MS = 30_000;

/**
 * A dedicated node-postgres connection that LISTENs and reconnects after a loss. Every way it can
 * be lost (an 'error' event — e.g. 57P01 when the server terminates it —, 'end', a failed connect
 * or LISTEN) reports `onState(false)` once (the auth cache stops caching and empties) and schedules
 * a reconnection with back-off; nothing is left unhandled.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onState: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay = LISTEN_RETRY_MIN_MS;
  let listening = false;
  const setState = (on: boolean) => {
    if (listening === on) return;
    listening = on;
    onState(on);
  };
  const connect = async (): Promise<void> => {
    retry = null;
    if (stopped) return;
    const c = new pg.Client({ connectionString });
    client = c;
    let lost = false;
    const onLost = () => {
      if (lost || stopped) return;
      lost = true;
      if (client === c) client = null; // dead: never ended or awaited again (end() on a dead client can hang close)
      c.removeAllListeners('notification');
      setState(false);
      retry = setTimeout(() => void connect().catch(() => undefined), delay);
      retry.unref();
      delay = Math.min(delay * 2, LISTEN_RETRY_MAX_MS);
    };
    // Kept for the client's whole life: a later 'error' (the 'end' after 57P01) is handled too.
    c.on('error', onLost);
    c.on('end', onLost);
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch {
      onLost(); // retried after the back-off; until then nothing is cached
      return;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    if (lost) return;
    delay = LISTEN_RETRY_MIN_MS;
    setState(true);
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

/** Extensions the migrations create (PostgreSQL ships them in contrib; PGlite loads its build of each). */
const pgliteExtensions = { pg_trgm };

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
    // A connection the server ends while it is checked out (a transaction between two statements,
    // or the 'end' that follows the error its running query already got) emits 'error' with no
    // pool listener attached: without this one that is an uncaught exception, and the parser of
    // that socket stops, leaving its transaction (and pool.end()) waiting forever. The query in
    // progress or the next one fails with the error; release() then drops the dead connection.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    // Statements outside a transaction go through pool.query (noted here), a transaction's through
    // its connection (noted in useOwnTransactions).
    pool.query = noteQuery(pool.query.bind(pool) as AnyQuery) as typeof pool.query;
    const db = drizzleNodePg(pool, { schema });
    useOwnTransactions(db, pool);
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
    client = await PGlite.create(dir, { extensions: pgliteExtensions });
    noteStatementsOf(client);
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    const db = drizzlePglite(pgliteForDrizzle(client, { onStatement: noteStatement }), { schema });
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

/**
 * A fresh in-memory PGlite database, for tests. `loadDataDir`: start from a dump of a migrated
 * database (`dumpMigratedMemoryDatabase`) instead of running every migration again; the migrator
 * still runs and applies whatever the dump lacks.
 */
export async function openMemoryDatabase(opts: { loadDataDir?: Blob } = {}): Promise<Database> {
  const client = await PGlite.create(opts.loadDataDir ? { loadDataDir: opts.loadDataDir, extensions: pgliteExtensions } : { extensions: pgliteExtensions });
  noteStatementsOf(client);
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  const db = drizzlePglite(pgliteForDrizzle(client, { onStatement: noteStatement }), { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    listen: (channel, onPayload, onState) => listenPglite(client, channel, onPayload, onState),
    close: () => client.close(),
  };
}

/**
 * An in-memory PGlite database with every migration applied, as a tar dump (tests' template).
 * Uncompressed: about 45 MB instead of 5, but each PGlite opened from it skips the gunzip, about
 * 0.4 s of CPU of its 1.4 s (measured 2026-11-28 on the 2-core machine).
 */
export async function dumpMigratedMemoryDatabase(): Promise<Blob> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** A hash of the migrations (journal and SQL files): a template made from other migrations does not match it. */
export function migrationsFingerprint(): string {
  const h = createHash('sha256');
  h.update(readFileSync(join(migrationsFolder, 'meta', '_journal.json')));
  for (const name of readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).sort()) {
    h.update(`\0${name}\0`);
    h.update(readFileSync(join(migrationsFolder, name)));
  }
  return h.digest('hex');
}
