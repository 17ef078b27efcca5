/**
 * The e-mail area (issue 13; channel and sub-wallet 6011): one chunk with its texts. Built so far:
 * /email/setting (sending domains with their DNS records and verification, senders).
 */
export { areaTexts } from './areaTexts';
export { SettingPage } from './SettingPage';
