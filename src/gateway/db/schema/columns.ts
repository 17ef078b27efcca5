import { bigint } from 'drizzle-orm/pg-core';

/**
 * The one place 64-bit integers are converted: PGlite answers number or BigInt, node-postgres a
 * string; Drizzle's number mode turns all three into a JS number (safe up to 2^53, far beyond any
 * amount at 10000 per unit or any unix-millisecond time).
 */
export const int64 = (name: string) => bigint(name, { mode: 'number' });
