import { and, count, desc, eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import type { Executor } from '../../db/client';
import { smsRules } from '../../db/schema';
import { ActionError } from '../../errors';
import { toUnixSeconds } from '../../lib/time';
import { smsIds } from './smsIds';

type RuleRow = typeof smsRules.$inferSelect;

/** The common part of a rule entity. */
export function ruleBase(r: RuleRow) {
  return { RuleId: r.ruleId, RuleName: r.name, Enabled: r.enabled, CreateTime: toUnixSeconds(r.createdAt), UpdateTime: toUnixSeconds(r.updatedAt) };
}

/** Create, update, get, list and delete of one kind of rule; settings are the rule's numbers. */
export function ruleStore(kind: string) {
  const mine = (userId: number, ruleId: string) => and(eq(smsRules.userId, userId), eq(smsRules.kind, kind), eq(smsRules.ruleId, ruleId));
  return {
    async create(db: Executor, userId: number, name: string, enabled: boolean, settings: Record<string, unknown>, now: number): Promise<RuleRow> {
      const [r] = await db.insert(smsRules).values({ ruleId: smsIds.rule(), userId, kind, name, enabled, settings, createdAt: now, updatedAt: now }).returning();
      return r!;
    },
    async update(db: Executor, userId: number, ruleId: string, name: string, enabled: boolean, settings: Record<string, unknown>, now: number): Promise<RuleRow> {
      const [r] = await db.update(smsRules).set({ name, enabled, settings, alarmed: [], updatedAt: now }).where(mine(userId, ruleId)).returning();
      if (!r) throw new ActionError(RetCode.RuleNotFound);
      return r;
    },
    async get(db: Executor, userId: number, ruleId: string): Promise<RuleRow> {
      const [r] = await db.select().from(smsRules).where(mine(userId, ruleId));
      if (!r) throw new ActionError(RetCode.RuleNotFound);
      return r;
    },
    async list(db: Executor, userId: number, offset: number, limit: number): Promise<{ total: number; rows: RuleRow[] }> {
      const where = and(eq(smsRules.userId, userId), eq(smsRules.kind, kind));
      const rows = await db.select().from(smsRules).where(where).orderBy(desc(smsRules.createdAt), desc(smsRules.id)).limit(limit).offset(offset);
      const [total] = await db.select({ n: count() }).from(smsRules).where(where);
      return { total: total?.n ?? 0, rows };
    },
    async remove(db: Executor, userId: number, ruleId: string): Promise<void> {
      const rows = await db.delete(smsRules).where(mine(userId, ruleId)).returning({ id: smsRules.id });
      if (rows.length === 0) throw new ActionError(RetCode.RuleNotFound);
    },
  };
}
