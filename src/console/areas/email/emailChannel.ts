import { ChannelId, WalletProductType } from '../../../contract/constants';
import { routeHref, type Href } from '../../lib/routeHref';
import { channelActionsOf, type MessagingChannel } from '../../messaging/channel';

/** The address of an e-mail task's page (its id, account id and session number). */
export function emailTaskPath(task: { TaskId: string; AccountId: string; SessionNo: string }): Href {
  return routeHref('/email/task/{taskId}/{accountId}/{sessionNo}', { taskId: task.TaskId, accountId: task.AccountId, sessionNo: task.SessionNo });
}

/**
 * E-mail (channel 6011) as a channel of the messaging core: its Actions (the `UEmail` ones), the task
 * and records pages, one price per message, charged on the e-mail wallet (ProductType 6011), sent
 * to groups and segments at contacts' e-mail addresses, texts under `email`. Its lookup and
 * analytics pages are not built yet, so the core leaves their links out.
 */
export const emailChannel: MessagingChannel = {
  ns: 'email',
  actions: channelActionsOf('UEmail'),
  routes: {
    task: emailTaskPath,
    records: (query) => routeHref('/email/message', query),
    sending: routeHref('/email/sending'),
    duplicate: (taskId) => routeHref('/email/sending', { copy: taskId }),
    templates: routeHref('/email/template'),
  },
  unit: { label: 'task.segments', column: 'message.col.segments', ofTask: (task) => task.Segments, ofRecord: (record) => record.Segments },
  wallet: WalletProductType.Email,
  sending: { unitsOf: () => 1, pricingUnit: 'message', audience: { channelId: ChannelId.Email } },
};
