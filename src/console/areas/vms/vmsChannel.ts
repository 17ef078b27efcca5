import { ChannelId, WalletProductType } from '../../../contract/constants';
import { voiceTaskStatusDisplay, voiceTaskStatusOf } from '../../../contract/vms/voiceTask';
import { routeHref, type Href } from '../../lib/routeHref';
import type { VoiceSendRecord } from '../../../contract/entities/vms';
import { VOICE_REMARKS } from '../../../contract/vms/voiceRemark';
import { channelActionsOf, type ChannelSendRecord, type MessagingChannel } from '../../messaging/channel';

/** A call record's voice fields (GetUVMSSendRecord answers VoiceSendRecord). */
const voice = (r: ChannelSendRecord) => r as ChannelSendRecord & Partial<Pick<VoiceSendRecord, 'CalledDuration' | 'BillingDuration' | 'Remark'>>;
const seconds = (n: number | null | undefined, tc: (key: string, o?: Record<string, unknown>) => string) => (n === null || n === undefined ? tc('message.noValue') : tc('message.seconds', { n }));
/** The remark in the reader's language by the receipt code (`vms.message.remark.<code>`), else the gateway's words. */
function remarkOf(r: ReturnType<typeof voice>, tc: (key: string, o?: Record<string, unknown>) => string): string {
  if (!r.Remark) return tc('message.noValue');
  return r.ReceiptCode in VOICE_REMARKS ? tc(`message.remark.${r.ReceiptCode}`) : tc('message.notPlaced', { code: r.ReceiptCode });
}

/** The address of a voice task's page (its id, account id and session number). */
export function vmsTaskPath(task: { TaskId: string; AccountId: string; SessionNo: string }): Href {
  return routeHref('/vms/task/{taskId}/{accountId}/{sessionNo}', { taskId: task.TaskId, accountId: task.AccountId, sessionNo: task.SessionNo });
}

/**
 * Voice (VMS, channel 6003) as a channel of the messaging core: its Actions (the `UVMS` ones), its
 * pages (no lookup or analytics page: spec routes.txt has none for voice), priced per started
 * minute of the audio (the unit rows say "Minutes"), held and charged on the voice wallet 6003,
 * sent to groups and segments at contacts' phones, its task statuses spec 001 §4's twelve, texts
 * under `vms`.
 */
export const vmsChannel: MessagingChannel = {
  ns: 'vms',
  actions: channelActionsOf('UVMS'),
  routes: {
    task: vmsTaskPath,
    records: (query) => routeHref('/vms/message', query),
    sending: routeHref('/vms/sending'),
    duplicate: (taskId) => routeHref('/vms/sending', { copy: taskId }),
    templates: routeHref('/vms/template'),
  },
  unit: { label: 'task.segments', column: 'message.col.segments', ofTask: (task) => task.Segments, ofRecord: (record) => record.Segments },
  wallet: WalletProductType.Voice,
  // The form prices a call by its template's minutes (the page passes them as the units).
  sending: { unitsOf: () => 1, pricingUnit: 'segment', audience: { channelId: ChannelId.VMS } },
  recordColumns: [
    { id: 'calledDuration', header: 'message.col.calledDuration', numeric: true, cell: (r, tc) => seconds(voice(r).CalledDuration, tc) },
    { id: 'billingDuration', header: 'message.col.billingDuration', numeric: true, cell: (r, tc) => seconds(voice(r).BillingDuration, tc) },
    { id: 'remark', header: 'message.col.remark', cell: (r, tc) => remarkOf(voice(r), tc) },
  ],
  taskStatusOf: (task) => voiceTaskStatusDisplay[(task as { VoiceStatus?: number }).VoiceStatus ?? voiceTaskStatusOf(task.Status)] ?? { textKey: 'status.unknown', tone: 'neutral' },
};
