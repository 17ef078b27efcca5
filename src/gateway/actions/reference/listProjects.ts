import { asc, eq } from 'drizzle-orm';
import type { Project } from '../../../contract/entities/reference';
import { projects } from '../../db/schema';
import type { Handler } from '../../handlers';
import { toUnixSeconds } from '../../lib/time';

/** The caller's projects as a map keyed by ProjectId (spec 000 §7: "Data is a map of accounts"). */
export const listProjects: Handler<'ListProjects'> = async (_params, ctx) => {
  const rows = await ctx.db
    .select()
    .from(projects)
    .where(eq(projects.userId, ctx.caller.userId))
    .orderBy(asc(projects.createdAt), asc(projects.id));
  const out: Record<string, Project> = {};
  for (const p of rows) {
    out[p.id] = { ProjectId: p.id, ProjectName: p.name, IsDefault: p.isDefault, CreateTime: toUnixSeconds(p.createdAt) };
  }
  return out;
};
