import { z } from 'zod';
import { defineAction } from '../action';
import {
  AttributeText,
  ATTRIBUTE_NAME_MAX,
  attributeNameProblem,
  AttributeType,
  CATEGORY_VALUE_MAX,
  CATEGORY_VALUES_MAX,
  categoryValuesProblem,
  CREATABLE_SOURCES,
} from '../audience/attributeRules';
import { ContactAttribute } from '../entities/audience';
import { requiredString } from '../validation/fields';

const int = () => z.number().int();
const attributeId = requiredString('AttributeId is required', 40);
/** Spec 001 §5: letters, digits and underscore, not starting with a digit or special character. */
export const attributeName = z
  .string({ error: AttributeText.NameRequired })
  .trim()
  .max(ATTRIBUTE_NAME_MAX, { error: `must be at most ${ATTRIBUTE_NAME_MAX} characters` })
  .superRefine((v, ctx) => {
    const problem = attributeNameProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const attributeType = z.union(
  Object.values(AttributeType).map((v) => z.literal(v)),
  { error: AttributeText.TypeRequired },
);
/** A category's values as sent (their rules are checked against the type: `checkOptions`). */
const options = z
  .array(z.string().trim().max(CATEGORY_VALUE_MAX, { error: `must be at most ${CATEGORY_VALUE_MAX} characters` }))
  .max(CATEGORY_VALUES_MAX, { error: `A category has at most ${CATEGORY_VALUES_MAX} values` })
  .default([]);

/**
 * Custom contact attributes (issue 11, spec 001 §3 and §5). Listing also answers the built-in
 * attributes (Source System 1: FIRST_NAME, EMAIL, CREATED_AT, ...). A Category attribute needs
 * its Options; other types have none. The type never changes once created.
 */
export const audienceAttributeActions = {
  ListContactAttributes: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The built-in attributes, then the caller\'s own by name.',
    params: z.object({}),
    result: z.object({ Attributes: z.array(ContactAttribute) }),
  }),
  CreateContactAttribute: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Create an attribute (Type 1-5; Source Custom 2, or List 3 for one an import of a list creates). Names are unique per account, ignoring case.',
    params: z
      .object({
        Name: attributeName,
        Type: attributeType,
        Source: z.union(CREATABLE_SOURCES.map((v) => z.literal(v)), { error: 'Source must be 2 (Custom) or 3 (List)' }).default(2),
        Options: options,
      })
      .superRefine((v, ctx) => checkOptions(v, ctx)),
    result: ContactAttribute,
    invalidates: ['ListContactAttributes'],
    title: 'New attribute {Name}',
    titleZh: '新建属性 {Name}',
  }),
  UpdateContactAttribute: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Rename an attribute, or change a category\'s values: contacts holding a value no longer offered lose it (Cleared counts them).',
    params: z.object({ AttributeId: attributeId, Name: attributeName, Options: options }),
    result: ContactAttribute.extend({ Cleared: int() }),
    invalidates: ['ListContactAttributes', 'ListContacts'],
    lane: 'AttributeId',
    title: 'Attribute {Name}',
    titleZh: '属性 {Name}',
  }),
  DeleteContactAttributes: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Delete attributes and every contact\'s value of them.',
    params: z.object({ AttributeIds: z.array(attributeId).min(1, { error: 'AttributeIds is required' }).max(50) }),
    result: z.object({ Deleted: int() }),
    invalidates: ['ListContactAttributes', 'ListContacts'],
    title: 'Delete attributes ({#AttributeIds})',
    titleZh: '删除属性（{#AttributeIds} 个）',
  }),
};

/** A Category needs values by the spec's rules (spec 001 §5); other types take none. */
export function checkOptions(v: { Type: number; Options: readonly string[] }, ctx: z.RefinementCtx) {
  if (v.Type !== AttributeType.Category) {
    if (v.Options.length) ctx.addIssue({ code: 'custom', message: 'Only a category has values', path: ['Options'] });
    return;
  }
  const problem = categoryValuesProblem(v.Options);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.index === null ? ['Options'] : ['Options', problem.index] });
}
