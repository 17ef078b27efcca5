import { splitPage } from '../../lib/splitPage';
import { channelPage } from '../../messaging/channelPage';
import { AnalyticsPage as CoreAnalyticsPage } from '../../messaging/core/AnalyticsPage';
import { MessagePage as CoreMessagePage } from '../../messaging/core/MessagePage';
import { OverviewPage as CoreOverviewPage } from '../../messaging/core/OverviewPage';
import { TaskPage as CoreTaskPage } from '../../messaging/core/TaskPage';
import { ConversationTypeCard } from './analytics/ConversationTypeCard';
import { pageByQuery } from './pageViews';
import { TemplateListPage } from './TemplateListPage';
import { whatsappChannel } from './whatsappChannel';

/**
 * The WhatsApp area (issue 15): one chunk with its texts. The overview, task, records and analytics
 * pages are the messaging core's mounted for `whatsappChannel` (analytics with the area's
 * conversation-type section), on the spec's routes (`pageViews.tsx`); the sending form (a chunk of
 * its own), the business numbers and the template pages (list, create, edit) are the area's.
 */
export { areaTexts } from './areaTexts';
export { NumberPage } from './NumberPage';
export { TemplateFormPage } from './TemplateFormPage';
export const OverviewPage = channelPage(CoreOverviewPage, whatsappChannel);
const SendingPage = splitPage(async () => channelPage((await import('./SendingPage')).SendingPage, whatsappChannel));
/** /whatsapp/template: the templates, or with ?send=1 the sending form (its template from ?templateId=, a task's copy from ?copy=). */
export const TemplatePage = pageByQuery('send', SendingPage, TemplateListPage);
/** /whatsapp/search: the send records with their filter, or with ?taskId= one task's page. */
export const SearchPage = pageByQuery('taskId', channelPage(CoreTaskPage, whatsappChannel), channelPage(CoreMessagePage, whatsappChannel), 'taskId');
export const AnalyticsPage = channelPage(CoreAnalyticsPage, { ...whatsappChannel, analytics: ConversationTypeCard });
