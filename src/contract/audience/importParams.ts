import { z } from 'zod';
import { IMPORT_COLUMNS_MAX, IMPORT_EXTRA_FIELDS, IMPORT_FIELDS } from './contactImport';

/**
 * One column of an import file mapped to a contact field, to `Tags`, or to the custom attribute
 * `AttributeId` (Field `Attribute`) (ImportContacts' Mapping). Kept apart so the file worker carries no zod.
 */
export const importMappingEntry = z.object({
  /** 0-based column of the file. */
  Column: z.number().int().min(0).max(IMPORT_COLUMNS_MAX - 1),
  Field: z.enum([...IMPORT_FIELDS, ...IMPORT_EXTRA_FIELDS]),
  AttributeId: z.string().max(40).optional(),
});
