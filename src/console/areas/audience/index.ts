/**
 * The audience area (issue 11): one chunk with its texts. Built so far: the contact list and the
 * group list (`/audience/contact`, `/audience/group`).
 */
export { areaTexts } from './areaTexts';
export { ContactListPage } from './ContactListPage';
export { GroupListPage } from './GroupListPage';
export { ContactImportPage } from './ContactImportPage';
