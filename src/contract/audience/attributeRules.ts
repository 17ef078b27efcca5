import { hasForbiddenCharacters } from '../validation/rules';

/** Custom field types (spec 001 §3 "Contact"): Number 1, Text 2, Boolean 3, Category 4, Date 5. */
export const AttributeType = { Number: 1, Text: 2, Boolean: 3, Category: 4, Date: 5 } as const;
export type AttributeTypeName = keyof typeof AttributeType;
export type AttributeTypeValue = (typeof AttributeType)[AttributeTypeName];
export const attributeTypeNames = Object.keys(AttributeType) as AttributeTypeName[];
export const attributeTypeName = (type: number): AttributeTypeName | undefined => attributeTypeNames.find((n) => AttributeType[n] === type);

/** Where an attribute comes from (spec 001 §3): System 1, Custom 2, List 3, USMS 4, EMAIL 5, WHATSAPP 6. */
export const AttributeSource = { System: 1, Custom: 2, List: 3, USMS: 4, EMAIL: 5, WHATSAPP: 6 } as const;
export type AttributeSourceName = keyof typeof AttributeSource;
export const attributeSourceNames = Object.keys(AttributeSource) as AttributeSourceName[];
export const attributeSourceName = (source: number): AttributeSourceName | undefined => attributeSourceNames.find((n) => AttributeSource[n] === source);
/** Sources a person (or an import of a list) may create an attribute with; System and the channels' are the platform's. */
export const CREATABLE_SOURCES = [AttributeSource.Custom, AttributeSource.List] as const;

/** Longest attribute name, category value and text value; most category values and attributes per account. */
export const ATTRIBUTE_NAME_MAX = 40;
export const CATEGORY_VALUE_MAX = 64;
export const CATEGORY_VALUES_MAX = 100;
export const TEXT_VALUE_MAX = 500;
export const ATTRIBUTES_PER_ACCOUNT_MAX = 200;

/** The attribute rules' texts (spec 001 §5 "Attribute names"), verbatim English; the console translates them. */
export const AttributeText = {
  /** Spec 001 §3: "Contact attribute: name (required), type (required)". */
  NameRequired: 'Name is required',
  TypeRequired: 'Type is required',
  /** Spec 001 §5: "alphanumerics and underscore only". */
  NameCharacters: 'Attribute names may contain only letters, digits and underscore',
  /** Spec 001 §5: "cannot start with a digit or special character". */
  NameStart: 'Attribute names cannot start with a digit or special character',
  NameReserved: 'This name belongs to a built-in attribute',
  /** Spec 001 §5: "Enumeration values cannot contain quote, semicolon, comma, asterisk, backslash, comment marks or hash". */
  CategoryValueCharacters: 'Category values cannot contain quotes, semicolons, commas, asterisks, backslashes, comment marks or hash signs',
  CategoryValuesRequired: 'A category needs at least one value',
  CategoryValueRepeated: 'Category values cannot repeat',
  ValueNumber: 'Must be a number',
  ValueText: `Must be text of at most ${TEXT_VALUE_MAX} characters`,
  ValueBoolean: 'Must be true or false',
  ValueCategory: 'Must be one of the category values',
  ValueDate: 'Must be a date (YYYY-MM-DD)',
} as const;

/**
 * The built-in attributes every contact has (source System): its own fields, read-only as
 * attributes, usable in segments. Their keys are reserved names (ignoring case).
 */
export const SystemAttributes = {
  FIRST_NAME: { Type: AttributeType.Text },
  LAST_NAME: { Type: AttributeType.Text },
  EMAIL: { Type: AttributeType.Text },
  PHONE: { Type: AttributeType.Text },
  WHATSAPP: { Type: AttributeType.Text },
  COUNTRY: { Type: AttributeType.Text },
  CREATED_AT: { Type: AttributeType.Date },
} as const satisfies Record<string, { Type: AttributeTypeValue }>;
export type SystemAttributeKey = keyof typeof SystemAttributes;
export const systemAttributeKeys = Object.keys(SystemAttributes) as SystemAttributeKey[];
export const isSystemAttributeKey = (key: string): key is SystemAttributeKey => Object.prototype.hasOwnProperty.call(SystemAttributes, key);

/** The first rule an attribute name breaks (spec 001 §5), or null. */
export function attributeNameProblem(name: string): string | null {
  if (name.trim() === '') return AttributeText.NameRequired;
  if (/^[^A-Za-z_]/.test(name)) return AttributeText.NameStart;
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return AttributeText.NameCharacters;
  if (isSystemAttributeKey(name.toUpperCase())) return AttributeText.NameReserved;
  return null;
}

/** The first rule a category's values break, naming the value's index, or null. */
export function categoryValuesProblem(values: readonly string[]): { index: number | null; message: string } | null {
  if (values.length === 0) return { index: null, message: AttributeText.CategoryValuesRequired };
  const seen = new Set<string>();
  for (const [index, v] of values.entries()) {
    if (v.trim() === '') return { index, message: 'Field is required' };
    if (hasForbiddenCharacters(v)) return { index, message: AttributeText.CategoryValueCharacters };
    const key = v.trim().toLowerCase();
    if (seen.has(key)) return { index, message: AttributeText.CategoryValueRepeated };
    seen.add(key);
  }
  return null;
}

/** A value of an attribute as stored and sent: a number, text, boolean, category value or YYYY-MM-DD date; null clears it. */
export type AttributeValue = string | number | boolean | null;

/** Whether `s` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * Checks one value against its attribute's type (and category values): the value as stored
 * (trimmed text; a category value spelled as declared), or the message of the rule it breaks.
 */
export function checkAttributeValue(attr: { Type: number; Options: readonly string[] }, value: unknown): { ok: true; value: Exclude<AttributeValue, null> } | { ok: false; message: string } {
  switch (attr.Type) {
    case AttributeType.Number:
      return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) < 1e15 ? { ok: true, value } : { ok: false, message: AttributeText.ValueNumber };
    case AttributeType.Text:
      return typeof value === 'string' && value.trim() !== '' && value.length <= TEXT_VALUE_MAX ? { ok: true, value: value.trim() } : { ok: false, message: AttributeText.ValueText };
    case AttributeType.Boolean:
      return typeof value === 'boolean' ? { ok: true, value } : { ok: false, message: AttributeText.ValueBoolean };
    case AttributeType.Category: {
      const hit = typeof value === 'string' ? attr.Options.find((o) => o.toLowerCase() === value.trim().toLowerCase()) : undefined;
      return hit !== undefined ? { ok: true, value: hit } : { ok: false, message: AttributeText.ValueCategory };
    }
    case AttributeType.Date:
      return typeof value === 'string' && isIsoDate(value.trim()) ? { ok: true, value: value.trim() } : { ok: false, message: AttributeText.ValueDate };
    default:
      return { ok: false, message: AttributeText.TypeRequired };
  }
}
