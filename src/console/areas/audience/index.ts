/**
 * The audience area (issue 11): one chunk with its texts — contacts (with tags and attributes),
 * groups (the list, a group's page, a new group), segments (the list and the rule builder).
 */
export { areaTexts } from './areaTexts';
export { ContactListPage } from './ContactListPage';
export { GroupListPage } from './GroupListPage';
export { GroupCreatePage } from './GroupCreatePage';
export { GroupDetailPage } from './GroupDetailPage';
export { SegmentListPage } from './SegmentListPage';
export { SegmentFormPage } from './SegmentFormPage';
export { ContactImportPage } from './ContactImportPage';
