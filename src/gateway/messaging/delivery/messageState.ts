import type { SendRecordStatus, SendResult } from '../../../contract/messaging/sendResult';
import { SubmitStatus } from '../../../contract/messaging/sendResult';

/** sms_messages.state: the life of one message. */
export const MessageState = {
  Queued: 0,
  /** Claimed by a runner, being handed to the carrier. */
  Submitting: 1,
  /** Accepted by the carrier (and charged), waiting for the receipt. */
  Submitted: 2,
  Success: 3,
  Fail: 4,
  Unknown: 5,
  SubmitFail: 6,
} as const;

export const PENDING_STATES = [MessageState.Queued, MessageState.Submitting, MessageState.Submitted];

export const stateOfResult: Record<SendResult, number> = {
  Success: MessageState.Success,
  Fail: MessageState.Fail,
  Unknown: MessageState.Unknown,
  SubmitFail: MessageState.SubmitFail,
};

export function resultOfState(state: number): SendResult | null {
  switch (state) {
    case MessageState.Success:
      return 'Success';
    case MessageState.Fail:
      return 'Fail';
    case MessageState.Unknown:
      return 'Unknown';
    case MessageState.SubmitFail:
      return 'SubmitFail';
    default:
      return null;
  }
}

export function submitStatusOfState(state: number): number {
  if (state === MessageState.Queued || state === MessageState.Submitting) return SubmitStatus.Process;
  if (state === MessageState.Submitted) return SubmitStatus.SubmitSuccess;
  if (state === MessageState.SubmitFail) return SubmitStatus.Fail;
  return SubmitStatus.Success;
}

/** The states a send-record Status filter selects. */
export function statesOfFilter(status: SendRecordStatus): number[] {
  return status === 'Pending' ? PENDING_STATES : [stateOfResult[status]];
}
