import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';

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

const asText = (value: string) => value;

/**
 * The PGlite client drizzle is given. Drizzle passes `parsers` with every query, and PGlite then
 * merges them into a copy of its own 300-odd type parsers — for every query (measured: 150-250 µs
 * of a 300-700 µs statement). Here the same parsers are set once on the instance (after its
 * array types are loaded, which would overwrite them), and a query's `parsers` are dropped when
 * they are exactly those types; any other parsers are passed on as they are. Only what drizzle
 * calls is wrapped: `query` and `transaction` (whose `query` is wrapped the same way).
 */
export function pgliteForDrizzle(client: PGlite): PGlite {
  for (const type of DRIZZLE_PGLITE_PARSER_TYPES) client.parsers[type] = asText;
  const known = new Set(DRIZZLE_PGLITE_PARSER_TYPES.map(String));
  const options = (o: QueryOptions | undefined): QueryOptions | undefined => {
    if (!o?.parsers) return o;
    for (const type of Object.keys(o.parsers)) if (!known.has(type)) return o;
    const { parsers: _sameAsInstance, ...rest } = o;
    return rest;
  };
  const wrapTx = (tx: Transaction): Transaction =>
    withOwn(tx, { query: <T>(text: string, params?: unknown[], o?: QueryOptions) => tx.query<T>(text, params, options(o)) });
  return withOwn(client, {
    query: <T>(text: string, params?: unknown[], o?: QueryOptions) => client.query<T>(text, params, options(o)),
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
