import { and, eq, inArray, sql } from 'drizzle-orm';
import { AttributeText, type AttributeValue, checkAttributeValue, isSystemAttributeKey } from '../../contract/audience/attributeRules';
import { retCodeMessages } from '../../contract/messages';
import { RetCode } from '../../contract/retCodes';
import type { Executor } from '../db/client';
import { contactAttributeValues } from '../db/schema';
import { attributesByPublicId, valueColumns } from './attributeRows';
import { fieldError } from './fieldError';

/** Values sent for one contact (AttributeId → value, null clears) and the param path they came in ('Contacts.2' or ''). */
export interface ContactValues {
  contactId: number;
  values: Readonly<Record<string, AttributeValue>>;
  path: string;
}

/**
 * Checks every value against its attribute (the caller's, by type and category values) and then
 * writes them: set values are upserted, null ones removed. The first problem refuses the call,
 * naming '<path>.Attributes.<AttributeId>'; nothing is written before all are checked.
 */
export async function writeAttributeValues(db: Executor, userId: number, list: readonly ContactValues[]): Promise<void> {
  const attrs = await attributesByPublicId(
    db,
    userId,
    list.flatMap((c) => Object.keys(c.values)),
  );
  const upserts: (typeof contactAttributeValues.$inferInsert)[] = [];
  const clears: Array<{ attributeId: number; contactId: number }> = [];
  for (const c of list) {
    for (const [id, raw] of Object.entries(c.values)) {
      const field = `${c.path ? `${c.path}.` : ''}Attributes.${id}`;
      const attr = attrs.get(id);
      if (!attr) {
        if (isSystemAttributeKey(id)) throw fieldError(field, AttributeText.NameReserved);
        throw fieldError(field, retCodeMessages[RetCode.AttributeNotFound], RetCode.AttributeNotFound);
      }
      if (raw === null || (typeof raw === 'string' && raw.trim() === '')) {
        clears.push({ attributeId: attr.id, contactId: c.contactId });
        continue;
      }
      const checked = checkAttributeValue({ Type: attr.type, Options: attr.options }, raw);
      if (!checked.ok) throw fieldError(field, checked.message);
      upserts.push({ attributeId: attr.id, contactId: c.contactId, ...valueColumns(attr.type, checked.value) });
    }
  }
  for (let i = 0; i < upserts.length; i += 1000) {
    await db
      .insert(contactAttributeValues)
      .values(upserts.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [contactAttributeValues.attributeId, contactAttributeValues.contactId],
        set: {
          textValue: sql`excluded.text_value`,
          numValue: sql`excluded.num_value`,
          boolValue: sql`excluded.bool_value`,
          dateValue: sql`excluded.date_value`,
        },
      });
  }
  const byAttribute = new Map<number, number[]>();
  for (const c of clears) byAttribute.set(c.attributeId, [...(byAttribute.get(c.attributeId) ?? []), c.contactId]);
  for (const [attributeId, contactIds] of byAttribute) {
    await db.delete(contactAttributeValues).where(and(eq(contactAttributeValues.attributeId, attributeId), inArray(contactAttributeValues.contactId, contactIds)));
  }
}
