import type { audienceActions } from '../../../contract/actions/audience';
import type { AreaHandlers } from '../../handlers';
import { createContactGroup } from './createContactGroup';
import { createContacts } from './createContacts';
import { deleteContactGroups } from './deleteContactGroups';
import { deleteContacts } from './deleteContacts';
import { getContactExportFile, getContactImportRejectFile } from './downloadFiles';
import { exportContacts } from './exportContacts';
import { importContacts } from './importContacts';
import { listContactExports } from './listContactExports';
import { listContactImportRejects } from './listContactImportRejects';
import { listContactImports } from './listContactImports';
import { addContactGroupMembers, removeContactGroupMembers } from './groupMembers';
import { listContactGroups } from './listContactGroups';
import { listContacts } from './listContacts';
import { updateContact } from './updateContact';
import { updateContactGroup } from './updateContactGroup';

export const audienceHandlers = {
  ListContacts: listContacts,
  CreateContacts: createContacts,
  UpdateContact: updateContact,
  DeleteContacts: deleteContacts,
  ListContactGroups: listContactGroups,
  CreateContactGroup: createContactGroup,
  UpdateContactGroup: updateContactGroup,
  DeleteContactGroups: deleteContactGroups,
  AddContactGroupMembers: addContactGroupMembers,
  RemoveContactGroupMembers: removeContactGroupMembers,
  ImportContacts: importContacts,
  ListContactImports: listContactImports,
  ListContactImportRejects: listContactImportRejects,
  GetContactImportRejectFile: getContactImportRejectFile,
  ExportContacts: exportContacts,
  ListContactExports: listContactExports,
  GetContactExportFile: getContactExportFile,
} satisfies AreaHandlers<keyof typeof audienceActions>;
