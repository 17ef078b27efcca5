import { ValidationText } from '../validation/rules';
import { AudienceText, CONTACT_NAME_MAX, isOptionalEmail, looksLikePhone } from './contactRules';

/**
 * Contact import (spec 001 §5 "Contact import"): a .csv or .xlsx file whose columns are mapped to
 * contact fields; every row needs an e-mail, phone or WhatsApp; mapped fields cannot repeat and at
 * least one mapping is needed. Shared by the console's preview and the gateway's import job.
 */

/** The contact fields a column can be mapped to. Custom attributes join this list with issue 11's attributes. */
export const IMPORT_FIELDS = ['FirstName', 'LastName', 'Email', 'Phone', 'WhatsApp'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
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
  Field: ImportField;
}

export const ImportText = {
  /** Spec 001 §5: "Mapped attributes cannot repeat". */
  MappingRepeats: 'Mapped attributes cannot repeat',
  /** Spec 001 §5: "at least one mapping is needed". */
  MappingRequired: 'At least one mapping is needed',
  ColumnMappedTwice: 'A column can be mapped to one field only',
  AddressMappingRequired: 'Map a column to e-mail, phone or WhatsApp: every contact needs one',
} as const;

/** The first problem of a mapping (spec 001 §5), or null. */
export function mappingProblem(mapping: readonly ImportMappingEntry[]): string | null {
  if (mapping.length === 0) return ImportText.MappingRequired;
  const fields = new Set<string>();
  const columns = new Set<number>();
  for (const m of mapping) {
    if (fields.has(m.Field)) return ImportText.MappingRepeats;
    if (columns.has(m.Column)) return ImportText.ColumnMappedTwice;
    fields.add(m.Field);
    columns.add(m.Column);
  }
  if (!mapping.some((m) => ADDRESS_FIELDS.includes(m.Field))) return ImportText.AddressMappingRequired;
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

export type ImportRowCheck = { ok: true; fields: ImportRowFields } | { ok: false; field: ImportField | ''; reason: ImportRejectKey };

/** A row's cells under a mapping, before any check. */
export function mappedFields(cells: readonly string[], mapping: readonly ImportMappingEntry[]): ImportRowFields {
  const out: ImportRowFields = { FirstName: '', LastName: '', Email: '', Phone: '', WhatsApp: '' };
  for (const m of mapping) out[m.Field] = (cells[m.Column] ?? '').trim();
  return out;
}

/**
 * The checks of one row that need no phone metadata (the console's preview runs them; the gateway
 * runs them and then checks numbers per country with libphonenumber-js): names within 64
 * characters, a valid e-mail when given, phone-shaped numbers, and an e-mail, phone or WhatsApp.
 */
export function checkImportRow(cells: readonly string[], mapping: readonly ImportMappingEntry[]): ImportRowCheck {
  const f = mappedFields(cells, mapping);
  if (!f.Email && !f.Phone && !f.WhatsApp) return { ok: false, field: '', reason: 'AddressRequired' };
  if (f.FirstName.length > CONTACT_NAME_MAX) return { ok: false, field: 'FirstName', reason: 'NameTooLong' };
  if (f.LastName.length > CONTACT_NAME_MAX) return { ok: false, field: 'LastName', reason: 'NameTooLong' };
  if (f.Email.length > 254 || !isOptionalEmail(f.Email)) return { ok: false, field: 'Email', reason: 'EmailInvalid' };
  if (f.Phone && !looksLikePhone(f.Phone)) return { ok: false, field: 'Phone', reason: 'PhoneInvalid' };
  if (f.WhatsApp && !looksLikePhone(f.WhatsApp)) return { ok: false, field: 'WhatsApp', reason: 'PhoneInvalid' };
  return { ok: true, fields: f };
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

/** A mapping guessed from a header row: each field for the first column whose header names it. */
export function suggestMapping(headers: readonly string[]): ImportMappingEntry[] {
  const out: ImportMappingEntry[] = [];
  const used = new Set<number>();
  for (const field of IMPORT_FIELDS) {
    const words = FIELD_WORDS[field].map(headerKey);
    const column = headers.findIndex((h, i) => !used.has(i) && words.includes(headerKey(h)));
    if (column >= 0 && column < IMPORT_COLUMNS_MAX) {
      used.add(column);
      out.push({ Column: column, Field: field });
    }
  }
  return out;
}

/** Whether a first row looks like a header: none of its cells is an e-mail or a number. */
export function looksLikeHeader(cells: readonly string[]): boolean {
  const isData = (c: string) => (c !== '' && isOptionalEmail(c)) || (c.replace(/\D/g, '').length >= 5 && looksLikePhone(c));
  return cells.some((c) => c.trim() !== '') && !cells.some((c) => isData(c.trim()));
}
