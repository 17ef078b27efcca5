/** The billing area (/bill/management): one chunk with its texts. */
export { areaTexts } from './areaTexts';
export { BillManagementPage } from './BillManagementPage';
