import type { StatusTone } from '../display/subscriptionStatus';
import { type SendResult, SubmitStatus } from '../messaging/sendResult';

export { type SendRecordStatus, SendRecordStatuses, type SendResult, SendResults, SubmitStatus } from '../messaging/sendResult';

/** The messaging core's send results with their translation keys (spec 001 §8) and colours. */
export const sendResultDisplay: Record<SendResult, { textKey: string; tone: StatusTone }> = {
  Success: { textKey: 'messages.AMCLOUD_01075', tone: 'success' },
  Fail: { textKey: 'messages.AMCLOUD_01076', tone: 'error' },
  Unknown: { textKey: 'messages.AMCLOUD_01073', tone: 'warning' },
  SubmitFail: { textKey: 'messages.AMCLOUD_01072', tone: 'error' },
};

export const submitStatusDisplay: Record<number, { textKey: string; tone: StatusTone }> = {
  [SubmitStatus.SubmitSuccess]: { textKey: 'status.smsSubmit.submitSuccess', tone: 'success' },
  [SubmitStatus.Process]: { textKey: 'status.smsSubmit.process', tone: 'neutral' },
  [SubmitStatus.Fail]: { textKey: 'status.smsSubmit.fail', tone: 'error' },
  [SubmitStatus.Success]: { textKey: 'status.smsSubmit.success', tone: 'neutral' },
};
