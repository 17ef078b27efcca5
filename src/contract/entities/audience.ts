import { z } from 'zod';
import { RuleGroup } from '../audience/segmentRules';

const int = () => z.number().int();

/** A group a contact belongs to, as the contact list shows it. */
export const ContactGroupRef = z.object({ GroupId: z.string(), GroupName: z.string() });
export type ContactGroupRef = z.infer<typeof ContactGroupRef>;

/** A tag a contact carries, as the contact list shows it. */
export const ContactTagRef = z.object({ TagId: z.string(), TagName: z.string() });
export type ContactTagRef = z.infer<typeof ContactTagRef>;

/** A value of a custom attribute: number, text, boolean, category value or YYYY-MM-DD date. */
export const AttributeValueSchema = z.union([z.string(), z.number(), z.boolean()]);

/**
 * Contact (spec 001 §3): first name, last name, e-mail, phone and WhatsApp (E.164, or '' when
 * none), the phone's country (ISO code, '' when no phone), its groups, tags and custom attribute
 * values (by AttributeId; an attribute without a value is absent). Times are unix seconds.
 */
export const Contact = z.object({
  ContactId: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  Phone: z.string(),
  WhatsApp: z.string(),
  Country: z.string(),
  Groups: z.array(ContactGroupRef),
  Tags: z.array(ContactTagRef),
  Attributes: z.record(z.string(), AttributeValueSchema),
  CreateTime: int(),
  UpdateTime: int(),
});
export type Contact = z.infer<typeof Contact>;

/** Group (spec 001 §3 "Group and segment": name, members). */
export const ContactGroup = z.object({
  GroupId: z.string(),
  GroupName: z.string(),
  MemberCount: int(),
  CreateTime: int(),
  UpdateTime: int(),
});
export type ContactGroup = z.infer<typeof ContactGroup>;

/** A tag (spec 001 §3 Contact "tags"): names unique per account, ignoring case. */
export const ContactTag = z.object({
  TagId: z.string(),
  TagName: z.string(),
  ContactCount: int(),
  CreateTime: int(),
  UpdateTime: int(),
});
export type ContactTag = z.infer<typeof ContactTag>;

/**
 * A contact attribute (spec 001 §3): name, Type (Number 1, Text 2, Boolean 3, Category 4, Date 5),
 * Source (System 1, Custom 2, List 3, USMS 4, EMAIL 5, WHATSAPP 6) and a category's Options. A
 * built-in attribute (Source 1) has its key as AttributeId and Name, and no times.
 */
export const ContactAttribute = z.object({
  AttributeId: z.string(),
  Name: z.string(),
  Type: int(),
  Source: int(),
  Options: z.array(z.string()),
  CreateTime: int().nullable(),
  UpdateTime: int().nullable(),
});
export type ContactAttribute = z.infer<typeof ContactAttribute>;

/**
 * A segment (spec 001 §3 "Group and segment": name, members): members are the contacts its rules
 * match, computed when asked; MemberCount is the count when it was last computed (CountTime).
 */
export const Segment = z.object({
  SegmentId: z.string(),
  SegmentName: z.string(),
  Rules: RuleGroup,
  MemberCount: int(),
  CountTime: int(),
  CreateTime: int(),
  UpdateTime: int(),
});
export type Segment = z.infer<typeof Segment>;

/** Who a send went to when it was an audience: a group or a segment, its id and name then. */
export const AudienceRef = z.object({ Kind: z.enum(['Group', 'Segment']), Id: z.string(), Name: z.string() });
export type AudienceRef = z.infer<typeof AudienceRef>;
/**
 * A contact import (spec 001 §5): its file, target group, status (ExportStatus: Submitted,
 * Processing, Failed, Completed), progress (RowsDone of TotalRows, 0 until the file was counted)
 * and outcome: Created new contacts, Updated (rows merged into a contact with the same e-mail or
 * phone), Rejected rows. ErrorKey / Error: why a failed import stopped ('File parsing failed', …).
 */
export const ContactImport = z.object({
  ImportId: z.string(),
  FileName: z.string(),
  Status: int(),
  GroupId: z.string(),
  GroupName: z.string(),
  TotalRows: int(),
  RowsDone: int(),
  Created: int(),
  Updated: int(),
  Rejected: int(),
  Error: z.string(),
  CreateTime: int(),
  UpdateTime: int(),
  FinishTime: int(),
});
export type ContactImport = z.infer<typeof ContactImport>;

/** A rejected row of an import: its row number as a spreadsheet shows it (the header is row 1), the field and the reason. */
export const ContactImportReject = z.object({ Row: int(), Field: z.string(), ReasonKey: z.string(), Reason: z.string() });
export type ContactImportReject = z.infer<typeof ContactImportReject>;

/** An export of contacts to .csv or .xlsx (status as ExportStatus); RowCount once completed. */
export const ContactExport = z.object({
  ExportId: z.string(),
  Format: z.enum(['csv', 'xlsx']),
  Status: int(),
  RowCount: int(),
  Error: z.string(),
  CreateTime: int(),
  FinishTime: int(),
});
export type ContactExport = z.infer<typeof ContactExport>;
