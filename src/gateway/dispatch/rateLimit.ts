import { sql } from 'drizzle-orm';
import { RetCode } from '../../contract/retCodes';
import type { RateLimitRule } from '../config';
import type { Executor } from '../db/client';
import { rateLimits } from '../db/schema';
import { ActionError } from '../errors';

/**
 * Counts one hit in a fixed window and throws RateLimited once the limit is passed. Runs outside
 * the Action's transaction so that failed attempts are counted too.
 */
export async function hitRateLimit(db: Executor, bucket: string, rule: RateLimitRule, scale: number, now: number): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = now - (now % windowMs);
  const rows = await db
    .insert(rateLimits)
    .values({ bucket, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.bucket,
      set: {
        count: sql`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateLimits.count });
  const count = rows[0]?.count ?? 1;
  if (count > Math.max(1, Math.floor(rule.limit * scale))) {
    const retryAfter = Math.ceil((windowStart + windowMs - now) / 1000);
    throw new ActionError(RetCode.RateLimited, { key: 'TooManyAttemptsRetryIn', params: { Seconds: retryAfter } }, {
      RetryAfterSeconds: retryAfter,
    });
  }
}
