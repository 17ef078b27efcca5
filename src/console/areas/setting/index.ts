/** The settings area (/setting/user-setting): one chunk with its texts. */
export { areaTexts } from './areaTexts';
export { UserSettingPage } from './UserSettingPage';
