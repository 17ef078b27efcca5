/**
 * The e-mail area (issue 13; channel and sub-wallet 6011): one chunk with its texts. Built so far:
 * /email/setting (sending domains with their DNS records and verification, senders); templates
 * (/email/template, new-template, update-template) and the block editor (/email/message/email-editor).
 */
export { areaTexts } from './areaTexts';
export { SettingPage } from './SettingPage';
export { EmailEditorPage } from './editor/EmailEditorPage';
export { TemplateFormPage } from './template/TemplateFormPage';
export { TemplateListPage } from './template/TemplateListPage';
