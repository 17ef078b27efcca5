import { EmscriptenBuiltinFilesystem } from '@electric-sql/pglite/basefs';
import { type PGlite, parse as pgliteParse, protocol, type QueryOptions, type Results, type Transaction, types } from '@electric-sql/pglite';

/**
 * The type parsers drizzle's PGlite driver passes with every query (drizzle-orm/pglite/session.js):
 * dates, times and intervals, and their arrays, are left as the text PostgreSQL sent.
 */
export const DRIZZLE_PGLITE_PARSER_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

/** Named prepared statements kept per PGlite instance (least recently used ones are closed). */
export const PGLITE_STATEMENT_CACHE_SIZE = 256;
/** A query text is prepared under a name from its second use on (one-off texts stay unnamed). */
const SEEN_LIMIT = 4096;
/** Longer texts (bulk inserts) are never kept. */
const MAX_NAMED_TEXT = 16_384;

const asText = (value: string) => value;
const { serialize } = protocol;
type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** A statement PostgreSQL parsed: its name ('' = the unnamed one), parameter types and result columns. */
export interface Statement {
  name: string;
  paramTypes: number[];
  /** Its RowDescription (null: it returns no rows), from the Describe when it was prepared. */
  row: BackendMessage | null;
}

/** No Close message to send (shared: nothing is ever added to it). */
const NO_CLOSES: Uint8Array[] = [];

/**
 * Which query texts have a named prepared statement on one PGlite instance: the most recently used
 * `size`, in use order (a Map keeps insertion order; a hit moves its text to the end).
 */
export class StatementCache {
  private readonly named = new Map<string, Statement>();
  private readonly seen = new Set<string>();
  private toClose: string[] = [];
  private counter = 0;

  constructor(private readonly size = PGLITE_STATEMENT_CACHE_SIZE) {}

  get(text: string): Statement | undefined {
    const hit = this.named.get(text);
    if (hit) {
      this.named.delete(text);
      this.named.set(text, hit);
    }
    return hit;
  }

  /** The name to prepare `text` under, or '' (the unnamed statement) on its first use. */
  nameFor(text: string): string {
    if (this.size <= 0 || text.length > MAX_NAMED_TEXT) return '';
    if (!this.seen.has(text)) {
      if (this.seen.size >= SEEN_LIMIT) this.seen.clear();
      this.seen.add(text);
      return '';
    }
    return `gw_s${++this.counter}`;
  }

  /** `statement` now exists on the server for `text`; the least recently used one beyond the size is to be closed. */
  add(text: string, statement: Statement): void {
    this.named.set(text, statement);
    this.seen.delete(text);
    if (this.named.size > this.size) {
      const [oldest, entry] = this.named.entries().next().value as [string, { name: string }];
      this.named.delete(oldest);
      this.toClose.push(entry.name);
    }
  }

  /** Forgets `text` (its plan failed: the next use prepares it again); its statement is closed. */
  drop(text: string): void {
    const entry = this.named.get(text);
    if (!entry) return;
    this.named.delete(text);
    this.toClose.push(entry.name);
  }

  /** Close messages for the statements evicted since the last call. */
  takeCloses(): Uint8Array[] {
    if (this.toClose.length === 0) return NO_CLOSES;
    const closes = this.toClose.map((name) => serialize.close({ type: 'S', name }));
    this.toClose = [];
    return closes;
  }

  get namedCount(): number {
    return this.named.size;
  }
}

/** Execute (the unnamed portal, every row) and Sync, as PGlite's `serialize.execute({})` and `serialize.sync()` write them. */
const EXECUTE_SYNC = Uint8Array.from([0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0x53, 0, 0, 0, 4]);

/**
 * Bind (the unnamed portal, text parameters, text results), Execute and Sync in one message, after
 * `before` (Close messages): byte for byte what `concat([...before, serialize.bind({ statement,
 * values }), serialize.execute({}), serialize.sync()])` gives, in a tenth of its time (PGlite's
 * serializer, a growing writer per field, took 28-48 µs per statement here, this one 2-3 µs; the
 * values come from its type serializers: text or null).
 */
export function bindExecuteSync(statement: string, values: ReadonlyArray<string | null>, before: readonly Uint8Array[] = []): Uint8Array {
  const n = values.length;
  // Bind's length field counts itself: 4, portal '' and its NUL, the statement and its NUL, the
  // parameter format count and codes, the value count, each value's length and bytes, the result
  // format count.
  let bindLength = 4 + 1 + Buffer.byteLength(statement) + 1 + 2 + 2 * n + 2 + 2;
  const lengths = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    const length = v === null ? -1 : Buffer.byteLength(v);
    lengths[i] = length;
    bindLength += 4 + Math.max(length, 0);
  }
  let beforeLength = 0;
  for (const b of before) beforeLength += b.length;
  const out = Buffer.allocUnsafe(beforeLength + 1 + bindLength + EXECUTE_SYNC.length);
  let at = 0;
  for (const b of before) {
    out.set(b, at);
    at += b.length;
  }
  out[at++] = 0x42; // 'B'
  at = out.writeInt32BE(bindLength, at);
  out[at++] = 0; // the unnamed portal
  at += out.write(statement, at);
  out[at++] = 0;
  at = out.writeInt16BE(n, at);
  for (let i = 0; i < n; i++) at = out.writeInt16BE(0, at); // every parameter as text
  at = out.writeInt16BE(n, at);
  for (let i = 0; i < n; i++) {
    at = out.writeInt32BE(lengths[i]!, at);
    if (lengths[i]! > 0) at += out.write(values[i]!, at);
  }
  at = out.writeInt16BE(0, at); // no result format codes: every column as text
  out.set(EXECUTE_SYNC, at);
  // A plain view: PGlite reads the message with subarray, which on a Buffer costs a FastBuffer each time.
  return new Uint8Array(out.buffer, out.byteOffset, out.length);
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  let length = 0;
  for (const p of parts) length += p.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** PGlite's own query error: the DatabaseError with the query, its parameters and options attached. */
function withQuery(err: unknown, text: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (err instanceof protocol.messages.DatabaseError) Object.assign(err, { query: text, params, queryOptions: options });
  return err;
}

/** PostgreSQL refuses a prepared statement whose result columns changed under it (DDL): prepare it again. */
const PLAN_CHANGED = '0A000';

/**
 * The PGlite client drizzle is given: the same results and errors as `PGlite.query`, for less work
 * per statement (measured on this machine, one UPDATE of one row: 550-800 µs through
 * `PGlite.query`, 85-170 µs here).
 *
 * - `PGlite.query` enters the WebAssembly backend six times per statement (Parse, Describe,
 *   Bind, Describe, Execute, Sync), and PostgreSQL parses and plans the text every time. Here a
 *   text used a second time is prepared under a name (the `StatementCache`, least recently used
 *   ones closed), and a prepared statement costs one entry: Bind, Execute, Sync (its result
 *   columns were described when it was prepared; PostgreSQL refuses a plan whose columns changed).
 *   Parameters are serialised by the types PostgreSQL described when it was prepared, exactly as
 *   `PGlite.query` does, and rows parsed by PGlite's own `parseResults`.
 * - Drizzle passes its type parsers with every query, which PGlite merges into a copy of its
 *   300-odd parsers each time: they are set on the instance once instead (after its array types
 *   are loaded, which would overwrite them), and a query passing exactly those is not copied.
 *
 * Anything else (a blob, other options) goes through `PGlite.query` unchanged. Only what drizzle
 * calls is wrapped: `query` and `transaction` (whose `query` is wrapped the same way). `onStatement`
 * is told every statement sent this way (statementLog.ts).
 */
export function pgliteForDrizzle(client: PGlite, opts: { onStatement?: (text: string) => void; cacheSize?: number } = {}): PGlite {
  for (const type of DRIZZLE_PGLITE_PARSER_TYPES) client.parsers[type] = asText;
  const known = new Set(DRIZZLE_PGLITE_PARSER_TYPES.map(String));
  const cache = new StatementCache(opts.cacheSize);
  // PGlite.syncToFs hands the file system a sync after each statement outside a transaction, under
  // a mutex; the data-folder (NodeFS) and in-memory file systems inherit a sync that does nothing,
  // so for them the call (a mutex and three promises per statement) is skipped.
  const fs = (client as unknown as { fs?: { syncToFs?: unknown } }).fs;
  const syncsNothing = fs?.syncToFs === EmscriptenBuiltinFilesystem.prototype.syncToFs;
  // The class's own method: an instance property may be a wrapper noting statements, and these are
  // noted here (onStatement) instead.
  const execStream = (Object.getPrototypeOf(client) as PGlite).execProtocolStream;
  const noSync = { syncToFs: false };
  const exec = (message: Uint8Array, options: QueryOptions | undefined) => execStream.call(client, message, options ? { ...options, syncToFs: false } : noSync);

  /** Whether the fast path can serve these options; `parsers` equal to the instance's are dropped. */
  const fastOptions = (o: QueryOptions | undefined): QueryOptions | undefined | false => {
    if (!o) return o;
    for (const key of Object.keys(o)) if (key !== 'rowMode' && key !== 'parsers') return false;
    if (!o.parsers) return o;
    for (const type of Object.keys(o.parsers)) if (!known.has(type)) return false;
    return o.rowMode ? { rowMode: o.rowMode } : undefined;
  };

  /** One statement, holding the query lock; `inTransaction`: no sync to the file system after it. */
  const run = <T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> =>
    client._runExclusiveQuery(async () => {
      if (client.closed) throw new Error('PGlite is closed');
      opts.onStatement?.(text);
      let statement = cache.get(text);
      let messages: BackendMessage[];
      let synced = false;
      try {
        const closes = cache.takeCloses();
        if (!statement) {
          // Parse and Describe: the parameter types (to serialise the values as PGlite.query does)
          // and the result columns, kept with a named statement so that Describe is not sent again.
          const name = cache.nameFor(text);
          const described = await exec(concat([...closes.splice(0), serialize.parse({ name, text }), serialize.describe({ type: 'S', name })]), options);
          statement = { name, paramTypes: pgliteParse.parseDescribeStatementResults(described), row: described.find((m) => m.name === 'rowDescription') ?? null };
          if (name !== '') cache.add(text, statement);
        }
        const { paramTypes } = statement;
        let textOnly = true;
        const values = params.map((value, i): string | null => {
          if (value === null || value === undefined) return null;
          const serializer = client.serializers[paramTypes[i]!];
          const text: unknown = serializer ? serializer(value) : String(value);
          if (typeof text !== 'string') textOnly = false;
          return text as string;
        });
        synced = true;
        const message = textOnly
          ? bindExecuteSync(statement.name, values, closes)
          : concat([...closes, serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]);
        const executed = await exec(message, options);
        // PGlite's array of this call alone: the row description goes in front of it.
        if (statement.row) executed.unshift(statement.row);
        messages = executed;
      } catch (err) {
        if (!synced) await exec(serialize.sync(), options).catch(() => undefined);
        if ((err as { code?: string }).code === PLAN_CHANGED) cache.drop(text);
        throw withQuery(err, text, params, options);
      }
      if (!inTransaction && !syncsNothing) await client.syncToFs();
      return pgliteParse.parseResults(messages, client.parsers, options)[0] as Results<T>;
    });

  const query =
    (inTransaction: boolean, fallback: PGlite['query'] | Transaction['query']) =>
    <T>(text: string, params: unknown[] = [], o?: QueryOptions): Promise<Results<T>> => {
      const options = fastOptions(o);
      if (options === false) return fallback<T>(text, params, o);
      return run<T>(text, params, options, inTransaction);
    };

  const wrapTx = (tx: Transaction): Transaction => {
    const inTx = query(true, tx.query.bind(tx));
    return withOwn(tx, {
      query: <T>(text: string, params?: unknown[], o?: QueryOptions) => {
        if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
        return inTx<T>(text, params, o);
      },
    });
  };
  const topLevel = query(false, client.query.bind(client));
  return withOwn(client, {
    // Like PGlite.query: waits for a transaction in progress to end.
    query: <T>(text: string, params?: unknown[], o?: QueryOptions) => client._runExclusiveTransaction(() => topLevel<T>(text, params, o)),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) => client.transaction((tx) => fn(wrapTx(tx))),
  });
}

/** `target` with some methods replaced; every other member is the target's own (methods bound to it: PGlite's use private fields). */
function withOwn<T extends object>(target: T, own: Record<string, unknown>): T {
  return new Proxy(target, {
    get(t, prop) {
      if (typeof prop === 'string' && Object.prototype.hasOwnProperty.call(own, prop)) return own[prop];
      const value: unknown = Reflect.get(t, prop, t);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(t) : value;
    },
  });
}
