import type { StatusTone } from '../display/subscriptionStatus';

/** Send results of spec 001 §4 with their translation keys (spec 001 §8) and colours. */
export const SendResults = ['Success', 'Fail', 'Unknown', 'SubmitFail'] as const;
export type SendResult = (typeof SendResults)[number];

export const sendResultDisplay: Record<SendResult, { textKey: string; tone: StatusTone }> = {
  Success: { textKey: 'messages.AMCLOUD_01075', tone: 'success' },
  Fail: { textKey: 'messages.AMCLOUD_01076', tone: 'error' },
  Unknown: { textKey: 'messages.AMCLOUD_01073', tone: 'warning' },
  SubmitFail: { textKey: 'messages.AMCLOUD_01072', tone: 'error' },
};

/** Submit statuses of spec 001 §4: accepted by the carrier, being processed, failed, delivered. */
export const SubmitStatus = { SubmitSuccess: 1, Process: 2, Fail: 3, Success: 4 } as const;
export type SubmitStatus = (typeof SubmitStatus)[keyof typeof SubmitStatus];

export const submitStatusDisplay: Record<number, { textKey: string; tone: StatusTone }> = {
  [SubmitStatus.SubmitSuccess]: { textKey: 'status.smsSubmit.submitSuccess', tone: 'success' },
  [SubmitStatus.Process]: { textKey: 'status.smsSubmit.process', tone: 'neutral' },
  [SubmitStatus.Fail]: { textKey: 'status.smsSubmit.fail', tone: 'error' },
  [SubmitStatus.Success]: { textKey: 'status.smsSubmit.success', tone: 'neutral' },
};

/** Filter values of send records: a send result, or Pending for messages without one yet. */
export const SendRecordStatuses = ['Pending', ...SendResults] as const;
export type SendRecordStatus = (typeof SendRecordStatuses)[number];
