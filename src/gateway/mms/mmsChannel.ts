import { ChannelId, WalletProductType } from '../../contract/constants';
import { defaultProjectId } from '../messaging/tasks/defaultProjectId';
import type { Channel } from '../messaging/Channel';
import { SimulatedCarrier } from '../sms/carrier/SimulatedCarrier';
import { cleanPhone, parsePhone } from '../sms/recipients/phoneAddress';
import type { SmsConfig } from '../sms/smsConfig';
import { mmsMessagePrice } from './mmsPrices';

/** Short id of the channel (hold references `mms-task:<TaskId>`, opt-out lists). */
export const MMS_CHANNEL = 'mms';
/** Job kind of an MMS task's delivery. */
export const MMS_TASK_JOB = 'mms-task';

/**
 * MMS as a channel of the messaging core (spec 001 §3: sender ID, subject, media, text): one
 * message per recipient whatever the text's length, priced per message by country
 * (`mmsPrices.ts`) and charged, like SMS, on the SMS sub-wallet (the spec names no MMS wallet);
 * E.164 addresses as SMS; the simulated carrier on its own rows (channel 6018, no MO replies),
 * with the SMS simulation's settings; task notices linking to /mms/task; sends to audiences at
 * contacts' phones. Its templates live with SMS's in sms_templates (channel 6018) and go through
 * the same review job.
 */
export function mmsChannel(config: SmsConfig): Channel {
  return {
    name: MMS_CHANNEL,
    channelId: ChannelId.MMS,
    taskJob: MMS_TASK_JOB,
    productType: WalletProductType.SMS,
    units: () => 1,
    pricingUnit: 'message',
    unitPrice: mmsMessagePrice,
    address: { clean: cleanPhone, parse: parsePhone },
    createCarrier: (db, log) => new SimulatedCarrier(db, config.simulation, log, Math.random, { channel: ChannelId.MMS, replies: false, name: 'simulated-mms' }),
    taskNotice: {
      finished: 'MmsTaskFinished',
      failed: 'MmsTaskFailed',
      link: async (db, task) => `/mms/task/${task.taskId}/${await defaultProjectId(db, task.userId)}/${task.sessionNo}`,
    },
    audience: { contactAddress: 'phone' },
  };
}
