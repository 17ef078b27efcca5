import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { projects } from '../../db/schema';

/** The account id in task routes (task/{taskId}/{accountId}/{sessionNo}): the user's default project. */
export async function defaultProjectId(db: Executor, userId: number): Promise<string> {
  const [p] = await db.select({ id: projects.id }).from(projects).where(and(eq(projects.userId, userId), eq(projects.isDefault, true))).limit(1);
  return p?.id ?? String(userId);
}
