import { hasForbiddenCharacters, ValidationText } from '../validation/rules';
import { AttributeText, AttributeType, type AttributeValue, checkAttributeValue } from './attributeRules';
import { AudienceText, CONTACT_NAME_MAX, isOptionalEmail, looksLikePhone, TAG_NAME_MAX, TAGS_PER_ACCOUNT_MAX } from './contactRules';

/**
 * Contact import (spec 001 §5 "Contact import"): a .csv or .xlsx file whose columns are mapped to
 * contact fields; every row needs an e-mail, phone or WhatsApp; mapped fields cannot repeat and at
 * least one mapping is needed. Shared by the console's preview and the gateway's import job.
 */

/** The contact fields a column can be mapped to. */
export const IMPORT_FIELDS = ['FirstName', 'LastName', 'Email', 'Phone', 'WhatsApp'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
/**
 * What else a column can be mapped to: `Tags` (a list of tag names, split on `;` or `,`; tags the
 * account lacks are created) and `Attribute` (a custom attribute named by `AttributeId`, each cell
 * read by the attribute's type).
 */
export const IMPORT_EXTRA_FIELDS = ['Tags', 'Attribute'] as const;
export type ImportMappedField = ImportField | (typeof IMPORT_EXTRA_FIELDS)[number];
/** Tags one row may name. */
export const IMPORT_ROW_TAGS_MAX = 20;
export const ADDRESS_FIELDS: readonly ImportField[] = ['Email', 'Phone', 'WhatsApp'];

/** Rows one import reads at most (spec 001 §9: suggested maximum 500,000 e-mails); later rows are rejected. */
export const IMPORT_ROWS_MAX = 500_000;
/** Largest .csv import (spec 001 §9's suggested maxima, streamed); an .xlsx stays under the 10 MB upload limit. */
export const IMPORT_CSV_MAX_BYTES = 64 * 1024 * 1024;
/** Columns a file may have. */
export const IMPORT_COLUMNS_MAX = 200;

/** One column mapped to a field (0-based column); the zod schema is `importMappingEntry` of `importParams.ts`. */
export interface ImportMappingEntry {
  Column: number;
  Field: ImportMappedField;
  /** The custom attribute of a column mapped to `Attribute`. */
  AttributeId?: string;
}

/** What a mapping entry fills: a field, 'Tags', or 'Attribute:<AttributeId>' (the unit that cannot repeat). */
export const mappingTarget = (m: ImportMappingEntry) => (m.Field === 'Attribute' ? `Attribute:${m.AttributeId ?? ''}` : m.Field);

/** A custom attribute as an import reads its column: its name (in rejected rows), type and category values. */
export interface ImportAttribute {
  Name: string;
  Type: number;
  Options: readonly string[];
}

export const ImportText = {
  /** Spec 001 §5: "Mapped attributes cannot repeat". */
  MappingRepeats: 'Mapped attributes cannot repeat',
  /** Spec 001 §5: "at least one mapping is needed". */
  MappingRequired: 'At least one mapping is needed',
  ColumnMappedTwice: 'A column can be mapped to one field only',
  AddressMappingRequired: 'Map a column to e-mail, phone or WhatsApp: every contact needs one',
  AttributeRequired: 'Choose the attribute of a column mapped to an attribute',
} as const;

/** The first problem of a mapping (spec 001 §5), or null. */
export function mappingProblem(mapping: readonly ImportMappingEntry[]): string | null {
  if (mapping.length === 0) return ImportText.MappingRequired;
  const fields = new Set<string>();
  const columns = new Set<number>();
  for (const m of mapping) {
    if (m.Field === 'Attribute' && !m.AttributeId) return ImportText.AttributeRequired;
    if (fields.has(mappingTarget(m))) return ImportText.MappingRepeats;
    if (columns.has(m.Column)) return ImportText.ColumnMappedTwice;
    fields.add(mappingTarget(m));
    columns.add(m.Column);
  }
  if (!mapping.some((m) => (ADDRESS_FIELDS as readonly string[]).includes(m.Field))) return ImportText.AddressMappingRequired;
  return null;
}

/** Why a row was not imported: a key (translated by the console) and the gateway's English text. */
export const ImportRejectReason = {
  AddressRequired: AudienceText.ContactAddressRequired,
  EmailInvalid: ValidationText.EmailInvalid,
  PhoneInvalid: ValidationText.PhoneInvalid,
  NameTooLong: `Names must be at most ${CONTACT_NAME_MAX} characters`,
  AddressConflict: 'The e-mail and the phone number belong to two different contacts',
  TooManyRows: `Only the first ${IMPORT_ROWS_MAX.toLocaleString('en-US')} rows of a file are imported`,
  TagTooLong: `Tag names must be at most ${TAG_NAME_MAX} characters`,
  TagCharacters: ValidationText.ForbiddenCharacters,
  TooManyTags: `A row can name at most ${IMPORT_ROW_TAGS_MAX} tags`,
  TagLimit: `An account has at most ${TAGS_PER_ACCOUNT_MAX} tags`,
  AttributeNumber: AttributeText.ValueNumber,
  AttributeText: AttributeText.ValueText,
  AttributeBoolean: AttributeText.ValueBoolean,
  AttributeCategory: AttributeText.ValueCategory,
  AttributeDate: AttributeText.ValueDate,
} as const;
export type ImportRejectKey = keyof typeof ImportRejectReason;

/** One row's mapped cells, trimmed; '' for a field that is not mapped or empty. */
export interface ImportRowFields {
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string;
  WhatsApp: string;
}

/** A row's tags and custom attribute values (AttributeId → value; empty cells leave a value as it is). */
export interface ImportRowExtras {
  tags: string[];
  attributes: Record<string, Exclude<AttributeValue, null>>;
}

/** `field`: the contact field, 'Tags', or the attribute's name, of the cell that was refused. */
export type ImportRowCheck = { ok: true; fields: ImportRowFields; extras: ImportRowExtras } | { ok: false; field: string; reason: ImportRejectKey };

/** A row's cells under a mapping, before any check. */
export function mappedFields(cells: readonly string[], mapping: readonly ImportMappingEntry[]): ImportRowFields {
  const out: ImportRowFields = { FirstName: '', LastName: '', Email: '', Phone: '', WhatsApp: '' };
  for (const m of mapping) if (m.Field !== 'Tags' && m.Field !== 'Attribute') out[m.Field] = (cells[m.Column] ?? '').trim();
  return out;
}

/** The tag names of a cell: split on `;` or `,`, trimmed, blanks and repeats (ignoring case) dropped. */
export function splitTagCell(cell: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of cell.split(/[;,，；]/)) {
    const name = part.trim();
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      out.push(name);
    }
  }
  return out;
}

const NUMBER_CELL_RE = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;
const SLASH_DATE_RE = /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/;
const ATTRIBUTE_REASON: Record<number, ImportRejectKey> = {
  [AttributeType.Number]: 'AttributeNumber',
  [AttributeType.Text]: 'AttributeText',
  [AttributeType.Boolean]: 'AttributeBoolean',
  [AttributeType.Category]: 'AttributeCategory',
  [AttributeType.Date]: 'AttributeDate',
};

/**
 * A cell read as a value of an attribute's type (spec 001 §5: "Dates ... must use supported
 * formats; booleans are true or false"): a Number is a decimal number (1234.5, -3, 1e3; no thousands
 * separators), a Boolean `true` or `false` (any case), a Date YYYY-MM-DD or YYYY/MM/DD (an .xlsx
 * date cell is read as YYYY-MM-DD), a Category one of its values (any case), Text up to 500
 * characters. Then `checkAttributeValue`, the rule a contact form's value meets too.
 */
export function importAttributeValue(attr: ImportAttribute, cell: string): { ok: true; value: Exclude<AttributeValue, null> } | { ok: false; reason: ImportRejectKey } {
  let raw: unknown = cell;
  if (attr.Type === AttributeType.Number) raw = NUMBER_CELL_RE.test(cell) ? Number(cell) : NaN;
  else if (attr.Type === AttributeType.Boolean) raw = /^true$/i.test(cell) ? true : /^false$/i.test(cell) ? false : cell;
  else if (attr.Type === AttributeType.Date) {
    const m = SLASH_DATE_RE.exec(cell);
    raw = m ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : cell;
  }
  const checked = checkAttributeValue(attr, raw);
  return checked.ok ? checked : { ok: false, reason: ATTRIBUTE_REASON[attr.Type] ?? 'AttributeText' };
}

/**
 * The checks of one row that need no phone metadata (the console's preview runs them; the gateway
 * runs them and then checks numbers per country with libphonenumber-js): names within 64
 * characters, a valid e-mail when given, phone-shaped numbers, and an e-mail, phone or WhatsApp.
 */
export function checkImportRow(cells: readonly string[], mapping: readonly ImportMappingEntry[], attributes?: ReadonlyMap<string, ImportAttribute>): ImportRowCheck {
  const f = mappedFields(cells, mapping);
  if (!f.Email && !f.Phone && !f.WhatsApp) return { ok: false, field: '', reason: 'AddressRequired' };
  if (f.FirstName.length > CONTACT_NAME_MAX) return { ok: false, field: 'FirstName', reason: 'NameTooLong' };
  if (f.LastName.length > CONTACT_NAME_MAX) return { ok: false, field: 'LastName', reason: 'NameTooLong' };
  if (f.Email.length > 254 || !isOptionalEmail(f.Email)) return { ok: false, field: 'Email', reason: 'EmailInvalid' };
  if (f.Phone && !looksLikePhone(f.Phone)) return { ok: false, field: 'Phone', reason: 'PhoneInvalid' };
  if (f.WhatsApp && !looksLikePhone(f.WhatsApp)) return { ok: false, field: 'WhatsApp', reason: 'PhoneInvalid' };
  const extras: ImportRowExtras = { tags: [], attributes: {} };
  for (const m of mapping) {
    const cell = (cells[m.Column] ?? '').trim();
    if (cell === '') continue;
    if (m.Field === 'Tags') {
      const tags = splitTagCell(cell);
      if (tags.length > IMPORT_ROW_TAGS_MAX) return { ok: false, field: 'Tags', reason: 'TooManyTags' };
      if (tags.some((t) => t.length > TAG_NAME_MAX)) return { ok: false, field: 'Tags', reason: 'TagTooLong' };
      if (tags.some(hasForbiddenCharacters)) return { ok: false, field: 'Tags', reason: 'TagCharacters' };
      extras.tags = tags;
    } else if (m.Field === 'Attribute') {
      // An attribute not (or no longer) the account's is not read: the gateway refuses it when the import starts.
      const attr = m.AttributeId === undefined ? undefined : attributes?.get(m.AttributeId);
      if (!attr) continue;
      const value = importAttributeValue(attr, cell);
      if (!value.ok) return { ok: false, field: attr.Name, reason: value.reason };
      extras.attributes[m.AttributeId!] = value.value;
    }
  }
  return { ok: true, fields: f, extras };
}

/** Header words that suggest a field (English and Chinese spreadsheets), compared without case, spaces, dashes or underscores. */
const FIELD_WORDS: Record<ImportField, readonly string[]> = {
  FirstName: ['firstname', 'first', 'givenname', 'forename', 'name', '名', '名字', '姓名'],
  LastName: ['lastname', 'last', 'surname', 'familyname', '姓', '姓氏'],
  Email: ['email', 'e-mail', 'emailaddress', 'mail', '邮箱', '电子邮件', '邮件'],
  Phone: ['phone', 'phonenumber', 'mobile', 'mobilephone', 'cell', 'tel', 'telephone', '手机', '手机号', '电话', '手机号码', '电话号码'],
  WhatsApp: ['whatsapp', 'whatsappnumber', 'wa'],
};

const headerKey = (h: string) => h.trim().toLowerCase().replace(/[\s_-]+/g, '');

const TAG_WORDS = ['tags', 'tag', 'labels', '标签'];

/**
 * A mapping guessed from a header row: each field for the first column whose header names it, Tags
 * for a "Tags" column, and each custom attribute for a column headed with its name (ignoring case).
 */
export function suggestMapping(headers: readonly string[], attributes: ReadonlyArray<{ AttributeId: string; Name: string }> = []): ImportMappingEntry[] {
  const out: ImportMappingEntry[] = [];
  const used = new Set<number>();
  const take = (words: readonly string[], entry: Omit<ImportMappingEntry, 'Column'>) => {
    const keys = words.map(headerKey);
    const column = headers.findIndex((h, i) => !used.has(i) && keys.includes(headerKey(h)));
    if (column >= 0 && column < IMPORT_COLUMNS_MAX) {
      used.add(column);
      out.push({ Column: column, ...entry });
    }
  };
  for (const field of IMPORT_FIELDS) take(FIELD_WORDS[field], { Field: field });
  take(TAG_WORDS, { Field: 'Tags' });
  for (const a of attributes) take([a.Name], { Field: 'Attribute', AttributeId: a.AttributeId });
  return out;
}

/** Whether a first row looks like a header: none of its cells is an e-mail or a number. */
export function looksLikeHeader(cells: readonly string[]): boolean {
  const isData = (c: string) => (c !== '' && isOptionalEmail(c)) || (c.replace(/\D/g, '').length >= 5 && looksLikePhone(c));
  return cells.some((c) => c.trim() !== '') && !cells.some((c) => isData(c.trim()));
}
