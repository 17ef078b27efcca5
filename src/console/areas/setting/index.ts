/** The settings area (/setting/...): account settings and tickets, one chunk with its texts. */
export { areaTexts } from './areaTexts';
export { UserSettingPage } from './UserSettingPage';
export { WorkOrderListPage } from './WorkOrderListPage';
export { WorkOrderCreatePage } from './WorkOrderCreatePage';
export { WorkOrderDetailPage } from './WorkOrderDetailPage';
export { ProfileListPage } from './ProfileListPage';
