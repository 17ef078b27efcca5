import type { Executor } from './client';

/** What `prepare` gives: a drizzle prepared query (its SQL text is known once it is built). */
interface Prepared {
  getQuery(): { sql: string };
}

const bySession = new WeakMap<object, Map<string, Prepared>>();
/** The SQL text each name was first prepared with, in this process. */
const textOfName = new Map<string, string>();

/**
 * A drizzle prepared query made once per drizzle session and kept under `name`, so drizzle does
 * not build its SQL text again and the database parses and plans it once per connection.
 *
 * The sessions, and so how often a query is prepared (db/client.ts):
 * - PostgreSQL: the pool's session for statements outside a transaction, and one session per
 *   pooled connection for transactions (useOwnTransactions keeps one drizzle instance per
 *   connection, and drizzle's transaction runs on that instance's session): at most one preparation
 *   per connection, dropped with the connection. The statement is named: node-postgres parses it
 *   once on each connection of the pool that runs it (it tracks the names per connection).
 * - PGlite: the database's session, made once; a transaction gets a new session each time (drizzle's
 *   PgliteSession.transaction), so a query prepared in a transaction is built again in the next one
 *   and its entry goes with that session (a WeakMap key). Names are not sent to PGlite:
 *   pgliteForDrizzle.ts names a text from its second use on.
 *
 * `name` must stand for one SQL text in the whole process (node-postgres refuses a name used for
 * another text on the same connection): a query whose text varies needs a name per variant, and
 * preparing one name with two texts throws here, on every database.
 */
export function preparedFor<T extends Prepared>(exec: Executor, name: string, prepare: (exec: Executor, name: string) => T): T {
  const session = exec._.session;
  let prepared = bySession.get(session);
  if (!prepared) bySession.set(session, (prepared = new Map()));
  const kept = prepared.get(name);
  if (kept !== undefined) return kept as T;
  const query = prepare(exec, name);
  const text = query.getQuery().sql;
  const known = textOfName.get(name);
  if (known === undefined) textOfName.set(name, text);
  else if (known !== text) throw new Error(`Prepared statement "${name}" was prepared before with another SQL text`);
  prepared.set(name, query);
  return query;
}
