import type { SmsSendRecord } from '../../../contract/entities/sms';
import { toUnixSeconds } from '../../lib/time';
import { resultOfState, submitStatusOfState } from '../delivery/messageState';

export interface SendRecordRow {
  id: number;
  taskId: string;
  phone: string;
  countryCode: string;
  senderId: string;
  content: string;
  segments: number;
  price: number;
  state: number;
  receiptCode: string | null;
  sendAt: number;
  submitAt: number | null;
  doneAt: number | null;
  /** Voice: the call's connected time (ms) from its receipt. */
  calledMs?: number | null;
}

export function toSendRecord(r: SendRecordRow): SmsSendRecord {
  return {
    MessageId: String(r.id),
    TaskId: r.taskId,
    PhoneNumber: r.phone,
    CountryCode: r.countryCode,
    SenderId: r.senderId,
    Content: r.content,
    Segments: r.segments,
    Price: r.price,
    SubmitStatus: submitStatusOfState(r.state),
    SendResult: resultOfState(r.state),
    ReceiptCode: r.receiptCode ?? '',
    SendTime: toUnixSeconds(r.sendAt),
    SubmitTime: r.submitAt === null ? null : toUnixSeconds(r.submitAt),
    ReceiptTime: r.doneAt === null ? null : toUnixSeconds(r.doneAt),
  };
}
