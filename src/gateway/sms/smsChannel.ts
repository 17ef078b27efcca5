import { ChannelId, WalletProductType } from '../../contract/constants';
import { countSegments } from '../../contract/sms/segments';
import { defaultProjectId } from '../messaging/tasks/defaultProjectId';
import type { Channel } from '../messaging/Channel';
import { checkAlarms } from './alarms/checkAlarms';
import { createCarrier } from './carrier/createCarrier';
import { segmentPrice } from './pricing/smsPrices';
import { cleanPhone, parsePhone } from './recipients/phoneAddress';
import { repliedCondition } from './replies/repliedCondition';
import { storeMo } from './replies/storeMo';
import { SMS_CHANNEL } from './smsChannelName';
import type { SmsConfig } from './smsConfig';
import { TEMPLATE_REVIEW_JOB, templateReviewJob } from './templates/templateReviewJob';

/** Job kind of an SMS task's delivery (rows in the jobs table keep it). */
export const SMS_TASK_JOB = 'sms-task';

/**
 * SMS as a channel of the messaging core: segments by GSM-7 / UCS-2 encoding and country affixes,
 * priced per segment by country on the SMS wallet; carrier simulated or SMPP 3.4 (SMS_CARRIER);
 * MO replies stored for the sender; send-count alarms after each batch; template reviews; sends to
 * audiences at contacts' phones, and its activity (with replies) for segments.
 */
export function smsChannel(config: SmsConfig): Channel {
  return {
    name: SMS_CHANNEL,
    channelId: ChannelId.SMS,
    taskJob: SMS_TASK_JOB,
    productType: WalletProductType.SMS,
    units: (text, country) => countSegments(text, country).segments,
    pricingUnit: 'segment',
    unitPrice: segmentPrice,
    address: { clean: cleanPhone, parse: parsePhone },
    createCarrier: (db, log) => createCarrier(db, config, log),
    taskNotice: {
      finished: 'SmsTaskFinished',
      failed: 'SmsTaskFailed',
      link: async (db, task) => `/sms/task/${task.taskId}/${await defaultProjectId(db, task.userId)}/${task.sessionNo}`,
    },
    exportNotice: { ready: 'SmsExportReady', failed: 'SmsExportFailed', link: '/sms/message' },
    afterBatch: checkAlarms,
    onReply: storeMo,
    // Sends to groups and segments go to contacts' phones; segments use its activity, replies included.
    audience: { contactAddress: 'phone', replied: repliedCondition },
    jobs: (db) => ({ [TEMPLATE_REVIEW_JOB]: templateReviewJob(db) }),
  };
}
