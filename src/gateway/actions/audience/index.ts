import type { audienceActions } from '../../../contract/actions/audience';
import type { AreaHandlers } from '../../handlers';
import { createContactAttribute, deleteContactAttributes, listContactAttributes, updateContactAttribute } from './attributeHandlers';
import { createContactGroup } from './createContactGroup';
import { createContacts } from './createContacts';
import { deleteContactGroups } from './deleteContactGroups';
import { deleteContacts } from './deleteContacts';
import { getContactGroup } from './getContactGroup';
import { getContactExportFile, getContactImportRejectFile } from './downloadFiles';
import { exportContacts } from './exportContacts';
import { importContacts } from './importContacts';
import { listContactExports } from './listContactExports';
import { listContactImportRejects } from './listContactImportRejects';
import { listContactImports } from './listContactImports';
import { addContactGroupMembers, removeContactGroupMembers } from './groupMembers';
import { listContactGroups } from './listContactGroups';
import { listContacts } from './listContacts';
import { countAudience, countSegment, createSegment, deleteSegments, getSegment, listAudienceActivities, listSegments, recountSegment, updateSegment } from './segmentHandlers';
import { createContactTag, deleteContactTags, listContactTags, tagContacts, untagContacts, updateContactTag } from './tagHandlers';
import { updateContact } from './updateContact';
import { updateContactGroup } from './updateContactGroup';

export const audienceHandlers = {
  ListContacts: listContacts,
  CreateContacts: createContacts,
  UpdateContact: updateContact,
  DeleteContacts: deleteContacts,
  GetContactGroup: getContactGroup,
  ListContactGroups: listContactGroups,
  CreateContactGroup: createContactGroup,
  UpdateContactGroup: updateContactGroup,
  DeleteContactGroups: deleteContactGroups,
  AddContactGroupMembers: addContactGroupMembers,
  RemoveContactGroupMembers: removeContactGroupMembers,
  ListContactTags: listContactTags,
  CreateContactTag: createContactTag,
  UpdateContactTag: updateContactTag,
  DeleteContactTags: deleteContactTags,
  TagContacts: tagContacts,
  UntagContacts: untagContacts,
  ListContactAttributes: listContactAttributes,
  CreateContactAttribute: createContactAttribute,
  UpdateContactAttribute: updateContactAttribute,
  DeleteContactAttributes: deleteContactAttributes,
  ListSegments: listSegments,
  GetSegment: getSegment,
  CountSegment: countSegment,
  CreateSegment: createSegment,
  UpdateSegment: updateSegment,
  RecountSegment: recountSegment,
  DeleteSegments: deleteSegments,
  ListAudienceActivities: listAudienceActivities,
  CountAudience: countAudience,
  ImportContacts: importContacts,
  ListContactImports: listContactImports,
  ListContactImportRejects: listContactImportRejects,
  GetContactImportRejectFile: getContactImportRejectFile,
  ExportContacts: exportContacts,
  ListContactExports: listContactExports,
  GetContactExportFile: getContactExportFile,
} satisfies AreaHandlers<keyof typeof audienceActions>;
