/** The notification centre (/notification): one chunk with its texts. */
export { areaTexts } from './areaTexts';
export { NotificationPage } from './NotificationPage';
