import { splitPage } from '../../lib/splitPage';
import { channelPage } from '../../messaging/channelPage';
import { MessagePage as CoreMessagePage } from '../../messaging/core/MessagePage';
import { OverviewPage as CoreOverviewPage } from '../../messaging/core/OverviewPage';
import { TaskPage as CoreTaskPage } from '../../messaging/core/TaskPage';
import { vmsChannel } from './vmsChannel';

/**
 * The voice (VMS) area (issue 14): one chunk with its texts — the audio library (upload,
 * conversion to WAV, playback), voice templates (text or audio, reviewed), and voice as a channel
 * of the messaging core: the overview, task and call-record pages are the core's mounted for
 * `vmsChannel`; the sending form (a chunk of its own) is the area's.
 */
export { areaTexts } from './areaTexts';
export { AudioPage } from './AudioPage';
export { TemplateListPage } from './TemplateListPage';
export { TemplateFormPage } from './TemplateFormPage';
export const OverviewPage = channelPage(CoreOverviewPage, vmsChannel);
export const SendingPage = splitPage(async () => channelPage((await import('./SendingPage')).SendingPage, vmsChannel));
export const TaskPage = channelPage(CoreTaskPage, vmsChannel);
export const MessagePage = channelPage(CoreMessagePage, vmsChannel);
