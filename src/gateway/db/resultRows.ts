/**
 * The rows of a raw `db.execute(sql…)` result: node-postgres and PGlite both answer `{ rows }`, but
 * drizzle types the result per driver. One cast here instead of one per query.
 */
export const resultRows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
