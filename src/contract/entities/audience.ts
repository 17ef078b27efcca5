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
