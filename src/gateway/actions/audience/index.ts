import type { audienceActions } from '../../../contract/actions/audience';
import type { AreaHandlers } from '../../handlers';
import { createContactGroup } from './createContactGroup';
import { createContacts } from './createContacts';
import { deleteContactGroups } from './deleteContactGroups';
import { deleteContacts } from './deleteContacts';
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
} satisfies AreaHandlers<keyof typeof audienceActions>;
