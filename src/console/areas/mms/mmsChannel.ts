import { ChannelId, WalletProductType } from '../../../contract/constants';
import { routeHref, type Href } from '../../lib/routeHref';
import { channelActionsOf, type MessagingChannel } from '../../messaging/channel';

/** The address of an MMS task's page (its id, account id and session number). */
export function mmsTaskPath(task: { TaskId: string; AccountId: string; SessionNo: string }): Href {
  return routeHref('/mms/task/{taskId}/{accountId}/{sessionNo}', { taskId: task.TaskId, accountId: task.AccountId, sessionNo: task.SessionNo });
}

/**
 * MMS (channel 6018) as a channel of the messaging core: its Actions (the `UMMS` ones), pages, one
 * price per message (no segments: the unit rows show messages), charged on the SMS wallet
 * (ProductType 9), sent to groups and segments at contacts' phones, texts under `mms`.
 */
export const mmsChannel: MessagingChannel = {
  ns: 'mms',
  actions: channelActionsOf('UMMS'),
  routes: {
    task: mmsTaskPath,
    records: (query) => routeHref('/mms/message', query),
    search: (query) => routeHref('/mms/search', query),
    sending: routeHref('/mms/sending'),
    duplicate: (taskId) => routeHref('/mms/sending', { copy: taskId }),
    templates: routeHref('/mms/template'),
    analytics: routeHref('/mms/analytics'),
  },
  unit: { label: 'task.segments', column: 'message.col.segments', ofTask: (task) => task.Segments, ofRecord: (record) => record.Segments },
  wallet: WalletProductType.SMS,
  sending: { unitsOf: () => 1, pricingUnit: 'message', audience: { channelId: ChannelId.MMS } },
};
