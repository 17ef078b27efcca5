import { desc, eq } from 'drizzle-orm';
import { type Envelope, isEnvelope } from '../../src/contract/envelope';
import { type ExtraArea, type Gateway, startGateway } from '../../src/gateway/app';
import { configFromEnv, type GatewayConfig } from '../../src/gateway/config';
import { type Database, openDatabase, openMemoryDatabase } from '../../src/gateway/db/client';
import { outboundMessages } from '../../src/gateway/db/schema';
import type { Channel } from '../../src/gateway/messaging/Channel';
import { migratedPgliteDump, migratedPostgresTemplate } from '../setup/databaseTemplates';
import { freshPostgres } from '../setup/freshPostgres';

export interface TestGateway {
  gateway: Gateway;
  url: string;
  db: Database['db'];
  kind: Database['kind'];
  /** POST /api with {Action, ...params}; asserts the answer is an envelope. */
  api<T = unknown>(action: string, params?: Record<string, unknown>, token?: string): Promise<Envelope<T>>;
  /** Like api, but throws unless RetCode is 0; returns Data. */
  ok<T = unknown>(action: string, params?: Record<string, unknown>, token?: string): Promise<T>;
  /** Stored e-mails and codes for one recipient, newest first. */
  outbox(recipient: string): Promise<Array<{ subject: string; body: string; channel: string }>>;
  /** Opens the same database again for a second gateway (`startTestGateway({}, { shareDatabaseWith })`). */
  openSharedDatabase(): Promise<Database>;
  close(): Promise<void>;
}

/**
 * Starts a real gateway on a free loopback port. TEST_DB=postgres uses a fresh database created on
 * the server of TEST_DATABASE_URL (dropped at close); otherwise an in-memory PGlite.
 * `shareDatabaseWith`: a second gateway (its own process state, cache and connections) on the
 * database of a running one — on PostgreSQL a pool of its own to the same database, on PGlite the
 * same instance. Close it before the one it shares with.
 */
export async function startTestGateway(
  overrides: Partial<GatewayConfig> = {},
  opts: { extraAreas?: readonly ExtraArea[]; extraChannels?: readonly Channel[]; shareDatabaseWith?: TestGateway } = {},
): Promise<TestGateway> {
  const config: GatewayConfig = {
    ...configFromEnv({}),
    port: 0,
    host: '127.0.0.1',
    staticDir: '/nonexistent',
    exposeOutbox: true,
    logMail: false,
    publicUrl: 'http://console.test',
    ...overrides,
  };
  let database: Database;
  let dropDb: (() => Promise<void>) | null = null;
  let openSharedDatabase: () => Promise<Database>;
  if (opts.shareDatabaseWith) {
    database = await opts.shareDatabaseWith.openSharedDatabase();
    openSharedDatabase = opts.shareDatabaseWith.openSharedDatabase;
  } else if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const fresh = await freshPostgres(adminUrl, 'test', { template: await migratedPostgresTemplate(adminUrl) });
    database = await openDatabase({ databaseUrl: fresh.url, dataDir: '/nonexistent' });
    dropDb = fresh.drop;
    openSharedDatabase = () => openDatabase({ databaseUrl: fresh.url, dataDir: '/nonexistent' });
  } else {
    const memory = await openMemoryDatabase({ loadDataDir: await migratedPgliteDump() });
    database = memory;
    openSharedDatabase = async () => ({ ...memory, close: async () => undefined });
  }
  const gateway = await startGateway(config, { database, log: () => undefined, extraAreas: opts.extraAreas, extraChannels: opts.extraChannels });
  const api = async <T,>(action: string, params: Record<string, unknown> = {}, token?: string): Promise<Envelope<T>> => {
    const res = await fetch(`${gateway.url}/api`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ Action: action, ...params }),
    });
    const body: unknown = await res.json();
    if (!isEnvelope(body)) throw new Error(`Not an envelope: ${JSON.stringify(body)}`);
    return body as Envelope<T>;
  };
  return {
    gateway,
    url: gateway.url,
    db: database.db,
    kind: database.kind,
    api,
    async ok<T>(action: string, params: Record<string, unknown> = {}, token?: string) {
      const env = await api<T>(action, params, token);
      if (env.RetCode !== 0) throw new Error(`${action} failed: ${env.RetCode} ${env.Message}`);
      return env.Data as T;
    },
    async outbox(recipient: string) {
      return database.db
        .select({ subject: outboundMessages.subject, body: outboundMessages.body, channel: outboundMessages.channel })
        .from(outboundMessages)
        .where(eq(outboundMessages.recipient, recipient.toLowerCase()))
        .orderBy(desc(outboundMessages.id));
    },
    openSharedDatabase,
    async close() {
      await gateway.close();
      if (dropDb) await dropDb();
    },
  };
}
