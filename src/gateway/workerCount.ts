import { availableParallelism } from 'node:os';

/**
 * How many gateway processes `npm start` runs (WORKERS): with DATABASE_URL, the number given or
 * one per core; with embedded PGlite always 1 (it is one process's database). Throws on a
 * WORKERS that is not a whole number from 1 to 256.
 */
export function workerCount(env: NodeJS.ProcessEnv, cores: number = availableParallelism()): { workers: number; note?: string } {
  const raw = env.WORKERS?.trim();
  let asked: number | null = null;
  if (raw !== undefined && raw !== '') {
    if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 256) throw new Error(`WORKERS must be a whole number from 1 to 256, not "${env.WORKERS}"`);
    asked = Number(raw);
  }
  if (!env.DATABASE_URL) {
    return asked !== null && asked > 1 ? { workers: 1, note: `WORKERS=${asked} ignored: the embedded PGlite database serves one process; set DATABASE_URL to run several` } : { workers: 1 };
  }
  return { workers: asked ?? Math.max(1, cores) };
}
