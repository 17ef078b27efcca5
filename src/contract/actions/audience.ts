import { z } from 'zod';
import { defineAction } from '../action';
import { contactFieldShape } from '../audience/contactFields';
import { AudienceText, CONTACTS_ADD_MAX, CONTACTS_BATCH_MAX, GROUP_NAME_MAX, GROUPS_BATCH_MAX, hasContactAddress } from '../audience/contactRules';
import { ATTRIBUTES_PER_ACCOUNT_MAX } from '../audience/attributeRules';
import { mappingProblem } from '../audience/contactImport';
import { importMappingEntry } from '../audience/importParams';
import { Contact, ContactExport, ContactGroup, ContactImport, ContactImportReject } from '../entities/audience';
import { nameField, requiredString } from '../validation/fields';
import { ValidationText } from '../validation/rules';
import { audienceAttributeActions } from './audienceAttributes';
import { audienceSegmentActions } from './audienceSegments';
import { audienceTagActions } from './audienceTags';

const int = () => z.number().int();
const contactId = requiredString('ContactId is required', 32);
const groupId = requiredString('GroupId is required', 32);
const countryCode = z.string().regex(/^[A-Za-z]{2}$/, { error: 'CountryCode must be a 2-letter ISO code' }).transform((s) => s.toUpperCase());
/** Server-side paging: the console offers the spec's [20, 40, 80]. */
const page = { Offset: int().min(0).default(0), Limit: int().min(1).max(100).default(20) };
const keyword = z.string().trim().max(100).optional();
const groupName = nameField(ValidationText.GroupNameRequired, GROUP_NAME_MAX);
/** Custom attribute values by AttributeId, checked against each attribute's type; null clears one. */
const attributeValues = z
  .record(z.string().max(40), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
  .refine((r) => Object.keys(r).length <= ATTRIBUTES_PER_ACCOUNT_MAX, { error: `At most ${ATTRIBUTES_PER_ACCOUNT_MAX} attributes` });
/** A contact as added: its fields and, optionally, attribute values. */
const newContact = z.object({ ...contactFieldShape, Attributes: attributeValues.optional() }).refine(hasContactAddress, { error: AudienceText.ContactAddressRequired });
/** Reads that show contacts or count them: stale after any change to contacts, their groups or tags. */
const contactReads = ['ListContacts', 'ListContactGroups', 'ListContactTags', 'CountSegment', 'CountAudience', 'GetContactGroup'] as const;
const importId = requiredString('ImportId is required', 32);
const exportId = requiredString('ExportId is required', 32);
/** The contact list's filter (ListContacts, ExportContacts): a group's members, a tag's contacts, a segment's members now. */
const contactFilter = {
  Keyword: keyword,
  GroupId: z.string().max(32).optional(),
  TagId: z.string().max(32).optional(),
  SegmentId: z.string().max(32).optional(),
  Channel: z.enum(['Email', 'Phone', 'WhatsApp']).optional(),
};
const downloadResult = z.object({ FileName: z.string(), Url: z.string(), ExpireTime: int() });
const contactIds = z.array(contactId).min(1, { error: 'ContactIds is required' }).max(CONTACTS_BATCH_MAX, { error: `At most ${CONTACTS_BATCH_MAX} contacts at a time` });

/**
 * The audience area (issue 11): contacts and groups (lists). Phone and WhatsApp numbers are stored
 * in E.164 (national numbers read in `CountryCode`); an e-mail, phone or WhatsApp is required, and
 * one account never has two contacts with the same e-mail or phone.
 */
export const audienceActions = {
  ListContacts: defineAction({
    kind: 'read',
    access: 'user',
    summary:
      'The caller\'s contacts, newest first: Keyword matches names, e-mail, phone and WhatsApp; GroupId keeps a group\'s members, TagId the contacts with a tag, SegmentId a segment\'s members now; Channel keeps contacts that have that address.',
    params: z.object({ ...contactFilter, ...page }),
    result: z.object({ Total: int(), Contacts: z.array(Contact) }),
  }),
  CreateContacts: defineAction({
    kind: 'write',
    access: 'user',
    summary: `Add up to ${CONTACTS_ADD_MAX} contacts, optionally into groups, with tags and attribute values. Refused whole when one is invalid or its e-mail or phone belongs to another contact (the Message names it: Contacts.<n>.<Field>, Contacts.<n>.Attributes.<AttributeId>).`,
    params: z.object({
      Contacts: z.array(newContact).min(1, { error: 'Contacts is required' }).max(CONTACTS_ADD_MAX, { error: `Up to ${CONTACTS_ADD_MAX} contacts can be added at a time` }),
      CountryCode: countryCode.optional(),
      GroupIds: z.array(groupId).max(20).default([]),
      TagIds: z.array(requiredString('TagId is required', 32)).max(20).default([]),
    }),
    result: z.object({ Contacts: z.array(Contact) }),
    invalidates: [...contactReads],
    title: 'Add contacts ({#Contacts})',
    titleZh: '添加联系人（{#Contacts} 个）',
  }),
  UpdateContact: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Change a contact\'s names and addresses (all fields are replaced) and the attribute values given (null clears one; those not given are kept).',
    params: z
      .object({ ContactId: contactId, ...contactFieldShape, CountryCode: countryCode.optional(), Attributes: attributeValues.optional() })
      .refine(hasContactAddress, { error: AudienceText.ContactAddressRequired }),
    result: Contact,
    invalidates: [...contactReads],
    lane: 'ContactId',
    title: 'Contact {Email|Phone|WhatsApp}',
    titleZh: '联系人 {Email|Phone|WhatsApp}',
  }),
  DeleteContacts: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Delete contacts (and their group memberships).',
    params: z.object({ ContactIds: contactIds }),
    result: z.object({ Deleted: int() }),
    invalidates: [...contactReads],
    title: 'Delete contacts ({#ContactIds})',
    titleZh: '删除联系人（{#ContactIds} 个）',
  }),
  GetContactGroup: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'One of the caller\'s groups with its member count.',
    params: z.object({ GroupId: groupId }),
    result: ContactGroup,
  }),
  ListContactGroups: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The caller\'s groups (lists) with their member counts, newest first; Keyword matches the name.',
    params: z.object({ Keyword: keyword, ...page }),
    result: z.object({ Total: int(), Groups: z.array(ContactGroup) }),
  }),
  CreateContactGroup: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Create a group (list); names are unique per account, ignoring case.',
    params: z.object({ GroupName: groupName }),
    result: ContactGroup,
    invalidates: ['ListContactGroups'],
    title: 'New group "{GroupName}"',
    titleZh: '新建分组“{GroupName}”',
  }),
  UpdateContactGroup: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Rename a group.',
    params: z.object({ GroupId: groupId, GroupName: groupName }),
    result: ContactGroup,
    invalidates: ['ListContactGroups', 'ListContacts', 'GetContactGroup'],
    lane: 'GroupId',
    title: 'Group "{GroupName}"',
    titleZh: '分组“{GroupName}”',
  }),
  DeleteContactGroups: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Delete groups; their contacts are kept.',
    params: z.object({ GroupIds: z.array(groupId).min(1, { error: 'GroupIds is required' }).max(GROUPS_BATCH_MAX) }),
    result: z.object({ Deleted: int() }),
    invalidates: [...contactReads],
    title: 'Delete groups ({#GroupIds})',
    titleZh: '删除分组（{#GroupIds} 个）',
  }),
  AddContactGroupMembers: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Add contacts to a group; contacts already in it, and ids that are not the caller\'s contacts, are skipped (Added counts the new members).',
    params: z.object({ GroupId: groupId, ContactIds: contactIds }),
    result: z.object({ Added: int(), MemberCount: int() }),
    invalidates: [...contactReads],
    lane: 'GroupId',
    title: 'Add contacts to a group ({#ContactIds})',
    titleZh: '将联系人加入分组（{#ContactIds} 个）',
  }),
  RemoveContactGroupMembers: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Remove contacts from a group (the contacts are kept).',
    params: z.object({ GroupId: groupId, ContactIds: contactIds }),
    result: z.object({ Removed: int(), MemberCount: int() }),
    invalidates: [...contactReads],
    lane: 'GroupId',
    title: 'Remove contacts from a group ({#ContactIds})',
    titleZh: '从分组移除联系人（{#ContactIds} 个）',
  }),
  ...audienceTagActions,
  ...audienceAttributeActions,
  ...audienceSegmentActions,
  ImportContacts: defineAction({
    kind: 'write',
    access: 'user',
    summary:
      'Import the contacts of an uploaded .csv or .xlsx (FileId of a GetMediaFileSign grant, Kind \'import\'; first sheet) as a background job: Mapping names the column of each field (fields cannot repeat, one of Email, Phone, WhatsApp is required), of Tags (tag names split on ; or ,, created when the account lacks them) and of custom attributes (Field Attribute with the caller\'s AttributeId; each cell read by the attribute\'s type, a bad value rejects its row); HeaderRow skips the first row; rows go into GroupId. Contacts are upserted: a row whose e-mail or phone an existing contact has updates that contact. Rejected rows are listed by ListContactImportRejects.',
    params: z.object({
      FileId: requiredString('FileId is required', 64),
      Mapping: z.array(importMappingEntry).superRefine((m, ctx) => {
        const problem = mappingProblem(m);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
      HeaderRow: z.boolean().default(true),
      GroupId: z.string().max(32).optional(),
      CountryCode: countryCode.optional(),
    }),
    result: ContactImport,
    invalidates: ['ListContactImports'],
    title: 'Import contacts',
    titleZh: '导入联系人',
  }),
  ListContactImports: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The caller\'s contact imports, newest first, with their progress and outcome; ImportId keeps one.',
    params: z.object({ ImportId: z.string().max(32).optional(), ...page }),
    result: z.object({ Total: int(), Imports: z.array(ContactImport) }),
  }),
  ListContactImportRejects: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The rejected rows of an import in row order: row number (the header is row 1), field and reason.',
    params: z.object({ ImportId: importId, Offset: int().min(0).default(0), Limit: int().min(1).max(1000).default(20) }),
    result: z.object({ Total: int(), Rejects: z.array(ContactImportReject) }),
  }),
  GetContactImportRejectFile: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'A download address (valid 10 minutes) of an import\'s rejected rows as .csv: row, field, reason, and the row\'s cells.',
    params: z.object({ ImportId: importId }),
    result: downloadResult,
    offline: { queue: false, why: 'short-lived' },
  }),
  ExportContacts: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Export the caller\'s contacts (all, or those of the contact list\'s filter: keyword, group, tag, segment, channel) to .csv or .xlsx as a background job; ListContactExports shows when it is ready.',
    params: z.object({ Format: z.enum(['csv', 'xlsx']), ...contactFilter }),
    result: ContactExport,
    invalidates: ['ListContactExports'],
    title: 'Export contacts ({Format})',
    titleZh: '导出联系人（{Format}）',
  }),
  ListContactExports: defineAction({
    kind: 'read',
    access: 'user',
    summary: 'The caller\'s contact exports, newest first; ExportId keeps one.',
    params: z.object({ ExportId: z.string().max(32).optional(), ...page }),
    result: z.object({ Total: int(), Exports: z.array(ContactExport) }),
  }),
  GetContactExportFile: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'A download address (valid 10 minutes) of a completed contact export.',
    params: z.object({ ExportId: exportId }),
    result: downloadResult,
    offline: { queue: false, why: 'short-lived' },
  }),
};
