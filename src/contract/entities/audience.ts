import { z } from 'zod';

const int = () => z.number().int();

/** A group a contact belongs to, as the contact list shows it. */
export const ContactGroupRef = z.object({ GroupId: z.string(), GroupName: z.string() });
export type ContactGroupRef = z.infer<typeof ContactGroupRef>;

/**
 * Contact (spec 001 §3): first name, last name, e-mail, phone and WhatsApp (E.164, or '' when
 * none), the phone's country (ISO code, '' when no phone), its groups. Times are unix seconds.
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
