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
import { splitPage } from '../../lib/splitPage';
import { channelPage } from '../../messaging/channelPage';
import { MessagePage as CoreMessagePage } from '../../messaging/core/MessagePage';
import { TaskPage as CoreTaskPage } from '../../messaging/core/TaskPage';
import { emailChannel } from './emailChannel';

/** Sending (a chunk of its own), and the messaging core's task and records pages mounted for `emailChannel`. */
export const SendingPage = splitPage(async () => channelPage((await import('./sending/SendingPage')).SendingPage, emailChannel));
export const TaskPage = channelPage(CoreTaskPage, emailChannel);
export const MessagePage = channelPage(CoreMessagePage, emailChannel);
