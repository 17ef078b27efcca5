import { splitPage } from '../../lib/splitPage';
// The texts first: the chunk keeps them ahead of the pages' code, as before the messaging core (its gzip size depends on that order).
export { areaTexts } from './areaTexts';
import { channelPage } from '../../messaging/channelPage';
import { AnalyticsPage as CoreAnalyticsPage } from '../../messaging/core/AnalyticsPage';
import { MessagePage as CoreMessagePage } from '../../messaging/core/MessagePage';
import { OverviewPage as CoreOverviewPage } from '../../messaging/core/OverviewPage';
import { SearchPage as CoreSearchPage } from '../../messaging/core/SearchPage';
import { TaskPage as CoreTaskPage } from '../../messaging/core/TaskPage';
import { smsChannel } from './smsChannel';

/**
 * The SMS channel (spec 000 §2, 12 routes): one chunk with its texts. The two largest pages
 * (sending with its recipient checks, settings with its rule editors) load as chunks of their own
 * when opened, so no route chunk passes the 50 KB gzip budget. The overview, task, records, lookup and
 * analytics pages are the messaging core's (`messaging/`), mounted for the SMS channel (`smsChannel.ts`).
 */
export const OverviewPage = channelPage(CoreOverviewPage, smsChannel);
export const SendingPage = splitPage(async () => channelPage((await import('./SendingPage')).SendingPage, smsChannel));
export const TaskPage = channelPage(CoreTaskPage, smsChannel);
export const MessagePage = channelPage(CoreMessagePage, smsChannel);
export { TemplateListPage } from './TemplateListPage';
export { TemplateFormPage } from './TemplateFormPage';
export const SearchPage = channelPage(CoreSearchPage, smsChannel);
export { ReplyPage } from './ReplyPage';
export const AnalyticsPage = channelPage(CoreAnalyticsPage, smsChannel);
export const SettingPage = splitPage(async () => (await import('./SettingPage')).SettingPage);
