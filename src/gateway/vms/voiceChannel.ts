import { ChannelId, WalletProductType } from '../../contract/constants';
import { audioMinutes, billingSeconds } from '../../contract/vms/voiceTask';
import { defaultProjectId } from '../messaging/tasks/defaultProjectId';
import type { Channel } from '../messaging/Channel';
import { SimulatedCarrier } from '../sms/carrier/SimulatedCarrier';
import { cleanPhone, parsePhone } from '../sms/recipients/phoneAddress';
import type { VoiceConfig } from './voiceConfig';
import { voiceMinutePrice } from './voicePrices';

/** Short id of the channel (hold references `vms-task:<TaskId>`, opt-out lists). */
export const VOICE_CHANNEL = 'vms';
/** Job kind of a voice task's calls. */
export const VOICE_TASK_JOB = 'vms-task';

/**
 * Voice (VMS, channel 6003) as a channel of the messaging core: one call per recipient playing a
 * passed voice template's audio (a text template's speech or an uploaded audio). Its units are the
 * started minutes of the audio: a call is held at those minutes × the country's minute price on the
 * **voice sub-wallet** 6003 when the task is accepted, charged when its receipt tells the connected
 * time (billing duration: rounded up per started minute, never more than held), the rest released
 * when the task ends. E.164 numbers as SMS; the simulated carrier places the calls (channel 6003,
 * answer, failure and connected-time distributions from VMS_SIM_*); sends to audiences at
 * contacts' phones. The call period is the task's daily window (`sms_tasks.window_*`).
 */
export function voiceChannel(config: VoiceConfig): Channel {
  return {
    name: VOICE_CHANNEL,
    channelId: ChannelId.VMS,
    taskJob: VOICE_TASK_JOB,
    productType: WalletProductType.Voice,
    units: (_text, _country, mediaDurationMs = 0) => audioMinutes(mediaDurationMs),
    pricingUnit: 'segment',
    unitPrice: voiceMinutePrice,
    address: { clean: cleanPhone, parse: parsePhone },
    createCarrier: (db, log) => new SimulatedCarrier(db, config.simulation, log, Math.random, { channel: ChannelId.VMS, replies: false, name: 'simulated-voice', calls: config.calls }),
    receiptCharge: ({ price, units }, receipt) => {
      if (units <= 0 || price <= 0) return 0;
      const minutes = Math.min(units, billingSeconds(receipt.calledMs ?? 0) / 60);
      // The hold is units × the minute price, so the minute price is exact.
      return minutes * (price / units);
    },
    taskNotice: {
      finished: 'VoiceTaskFinished',
      failed: 'VoiceTaskFailed',
      link: async (db, task) => `/vms/task/${task.taskId}/${await defaultProjectId(db, task.userId)}/${task.sessionNo}`,
    },
    audience: { contactAddress: 'phone' },
  };
}
