import { and, eq, inArray } from 'drizzle-orm';
import { AttributeSource, AttributeType, type AttributeValue, SystemAttributes, systemAttributeKeys } from '../../contract/audience/attributeRules';
import type { ContactAttribute } from '../../contract/entities/audience';
import { RetCode } from '../../contract/retCodes';
import type { Executor } from '../db/client';
import { contactAttributes, contactAttributeValues } from '../db/schema';
import { ActionError } from '../errors';
import { toUnixSeconds } from '../lib/time';

export type AttributeRow = typeof contactAttributes.$inferSelect;
type ValueRow = typeof contactAttributeValues.$inferSelect;

/** The built-in attributes (Source System 1): their key is their id and name. */
export const systemAttributeList: readonly ContactAttribute[] = systemAttributeKeys.map((key) => ({
  AttributeId: key,
  Name: key,
  Type: SystemAttributes[key].Type,
  Source: AttributeSource.System,
  Options: [],
  CreateTime: null,
  UpdateTime: null,
}));

export function toAttribute(row: AttributeRow): ContactAttribute {
  return {
    AttributeId: row.attributeId,
    Name: row.name,
    Type: row.type,
    Source: row.source,
    Options: row.options,
    CreateTime: toUnixSeconds(row.createdAt),
    UpdateTime: toUnixSeconds(row.updatedAt),
  };
}

/** The caller's attributes among public ids, by public id (unknown ids are absent). */
export async function attributesByPublicId(db: Executor, userId: number, ids: readonly string[]): Promise<Map<string, AttributeRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select()
    .from(contactAttributes)
    .where(and(eq(contactAttributes.userId, userId), inArray(contactAttributes.attributeId, unique)));
  return new Map(rows.map((r) => [r.attributeId, r]));
}

/** One of the caller's attributes, locked for a change; 'The attribute does not exist' for anyone else's. */
export async function loadAttributeForUpdate(db: Executor, userId: number, attributeId: string): Promise<AttributeRow> {
  const [row] = await db
    .select()
    .from(contactAttributes)
    .where(and(eq(contactAttributes.attributeId, attributeId), eq(contactAttributes.userId, userId)))
    .for('update');
  if (!row) throw new ActionError(RetCode.AttributeNotFound);
  return row;
}

/** The stored columns of a checked value of an attribute of `type`. */
export function valueColumns(type: number, value: Exclude<AttributeValue, null>): Pick<ValueRow, 'textValue' | 'numValue' | 'boolValue' | 'dateValue'> {
  const none = { textValue: null, numValue: null, boolValue: null, dateValue: null };
  switch (type) {
    case AttributeType.Number:
      return { ...none, numValue: value as number };
    case AttributeType.Boolean:
      return { ...none, boolValue: value as boolean };
    case AttributeType.Date:
      return { ...none, dateValue: value as string };
    default:
      return { ...none, textValue: value as string };
  }
}

/** A stored value as the API answers it (a category value in its attribute's current spelling). */
function valueOf(attr: Pick<AttributeRow, 'type' | 'options'>, v: Pick<ValueRow, 'textValue' | 'numValue' | 'boolValue' | 'dateValue'>): Exclude<AttributeValue, null> | null {
  switch (attr.type) {
    case AttributeType.Number:
      return v.numValue;
    case AttributeType.Boolean:
      return v.boolValue;
    case AttributeType.Date:
      return v.dateValue;
    case AttributeType.Category: {
      const t = v.textValue?.toLowerCase();
      return attr.options.find((o) => o.toLowerCase() === t) ?? v.textValue;
    }
    default:
      return v.textValue;
  }
}

/** The attribute values of contacts (internal ids), by public AttributeId: one query for a page of contacts. */
export async function attributeValuesOf(db: Executor, contactIds: readonly number[]): Promise<Map<number, Record<string, Exclude<AttributeValue, null>>>> {
  const out = new Map<number, Record<string, Exclude<AttributeValue, null>>>();
  if (contactIds.length === 0) return out;
  const rows = await db
    .select({
      contactId: contactAttributeValues.contactId,
      attributeId: contactAttributes.attributeId,
      type: contactAttributes.type,
      options: contactAttributes.options,
      textValue: contactAttributeValues.textValue,
      numValue: contactAttributeValues.numValue,
      boolValue: contactAttributeValues.boolValue,
      dateValue: contactAttributeValues.dateValue,
    })
    .from(contactAttributeValues)
    .innerJoin(contactAttributes, eq(contactAttributes.id, contactAttributeValues.attributeId))
    .where(inArray(contactAttributeValues.contactId, [...contactIds]));
  for (const r of rows) {
    const value = valueOf(r, r);
    if (value === null) continue;
    const values = out.get(r.contactId) ?? {};
    values[r.attributeId] = value;
    out.set(r.contactId, values);
  }
  return out;
}
