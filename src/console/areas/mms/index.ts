import { splitPage } from '../../lib/splitPage';
export { areaTexts } from './areaTexts';
import { channelPage } from '../../messaging/channelPage';
import { AnalyticsPage as CoreAnalyticsPage } from '../../messaging/core/AnalyticsPage';
import { MessagePage as CoreMessagePage } from '../../messaging/core/MessagePage';
import { OverviewPage as CoreOverviewPage } from '../../messaging/core/OverviewPage';
import { SearchPage as CoreSearchPage } from '../../messaging/core/SearchPage';
import { TaskPage as CoreTaskPage } from '../../messaging/core/TaskPage';
import { mmsChannel } from './mmsChannel';

/**
 * The MMS channel (issue 14): one chunk with its texts. The overview, task, records, lookup and
 * analytics pages are the messaging core's mounted for `mmsChannel`; the sending form (a chunk of
 * its own) and the template pages are the area's.
 */
export const OverviewPage = channelPage(CoreOverviewPage, mmsChannel);
export const SendingPage = splitPage(async () => channelPage((await import('./SendingPage')).SendingPage, mmsChannel));
export const TaskPage = channelPage(CoreTaskPage, mmsChannel);
export const MessagePage = channelPage(CoreMessagePage, mmsChannel);
export { TemplateListPage } from './TemplateListPage';
export { TemplateFormPage } from './TemplateFormPage';
export const SearchPage = channelPage(CoreSearchPage, mmsChannel);
export const AnalyticsPage = channelPage(CoreAnalyticsPage, mmsChannel);
