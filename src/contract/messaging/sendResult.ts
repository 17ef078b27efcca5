/** Send results of spec 001 §4, shared by every channel: the final state of one message. */
export const SendResults = ['Success', 'Fail', 'Unknown', 'SubmitFail'] as const;
export type SendResult = (typeof SendResults)[number];

/** Submit statuses of spec 001 §4: accepted by the carrier, being processed, failed, delivered. */
export const SubmitStatus = { SubmitSuccess: 1, Process: 2, Fail: 3, Success: 4 } as const;
export type SubmitStatus = (typeof SubmitStatus)[keyof typeof SubmitStatus];

/** Filter values of send records: a send result, or Pending for messages without one yet. */
export const SendRecordStatuses = ['Pending', ...SendResults] as const;
export type SendRecordStatus = (typeof SendRecordStatuses)[number];
