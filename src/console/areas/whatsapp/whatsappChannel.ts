import { ChannelId } from '../../../contract/constants';
import { routeHref, type Href } from '../../lib/routeHref';
import { channelActionsOf, type MessagingChannel } from '../../messaging/channel';

/** The main wallet's ProductType: WhatsApp is charged from it (spec 001 names no WhatsApp sub-wallet). */
const MAIN_WALLET = 0;

/** The address of a WhatsApp task's page (its id, account id and session number). */
export function whatsappTaskPath(task: { TaskId: string }): Href {
  return routeHref('/whatsapp/search', { taskId: task.TaskId });
}

/** The sending form: the template page with ?send=1 (spec routes.txt has no WhatsApp sending route), optionally with a template chosen or a task copied. */
export function whatsappSendingPath(extra: { templateId?: string; copy?: string } = {}): Href {
  return routeHref('/whatsapp/template', { send: 1, templateId: extra.templateId, copy: extra.copy });
}

/**
 * WhatsApp (channel 6009) as a channel of the messaging core: its Actions, pages (on the spec's
 * routes: the records and a task's page at /whatsapp/search, the sending form at
 * /whatsapp/template?send=1), one price per
 * message (by the template's conversation type and the country), charged on the main wallet,
 * sent to groups and segments at contacts' WhatsApp numbers, texts under `whatsapp`.
 */
export const whatsappChannel: MessagingChannel = {
  ns: 'whatsapp',
  actions: channelActionsOf('WhatsApp'),
  routes: {
    task: whatsappTaskPath,
    records: (query) => routeHref('/whatsapp/search', query),
    search: (query) => routeHref('/whatsapp/search', query),
    sending: whatsappSendingPath(),
    duplicate: (taskId) => whatsappSendingPath({ copy: taskId }),
    templates: routeHref('/whatsapp/template'),
    analytics: routeHref('/whatsapp/analytics'),
  },
  unit: { label: 'task.segments', column: 'message.col.segments', ofTask: (task) => task.Segments, ofRecord: (record) => record.Segments },
  wallet: MAIN_WALLET,
  sending: { unitsOf: () => 1, pricingUnit: 'message', audience: { channelId: ChannelId.WhatsApp } },
};
