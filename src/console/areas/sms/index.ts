import { splitPage } from '../../lib/splitPage';

/**
 * The SMS channel (spec 000 §2, 12 routes): one chunk with its texts. The two largest pages
 * (sending with its recipient checks, settings with its rule editors) load as chunks of their own
 * when opened, so no route chunk passes the 50 KB gzip budget.
 */
export { areaTexts } from './areaTexts';
export { OverviewPage } from './OverviewPage';
export const SendingPage = splitPage(async () => (await import('./SendingPage')).SendingPage);
export { TaskPage } from './TaskPage';
export { MessagePage } from './MessagePage';
export { TemplateListPage } from './TemplateListPage';
export { TemplateFormPage } from './TemplateFormPage';
export { SearchPage } from './SearchPage';
export { ReplyPage } from './ReplyPage';
export { AnalyticsPage } from './AnalyticsPage';
export const SettingPage = splitPage(async () => (await import('./SettingPage')).SettingPage);
