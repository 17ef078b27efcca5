import { sql } from 'drizzle-orm';

/**
 * A list as one array parameter (`= any(…)`, `unnest(…)`): drizzle spreads a bare array into one
 * parameter per item, which makes a new statement text for every list length.
 */
export const textArray = (items: readonly (string | null)[]) => sql`${sql.param(items)}::text[]`;
export const intArray = (items: readonly number[]) => sql`${sql.param(items)}::int[]`;
