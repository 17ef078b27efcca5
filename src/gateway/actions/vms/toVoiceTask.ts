import type { VoiceSendRecord, VoiceTask } from '../../../contract/entities/vms';
import { billingSeconds, CallOutType, CallPeriod, voiceReceiptResultOf, voiceTaskStatusOf } from '../../../contract/vms/voiceTask';
import { voiceRemark } from '../../../contract/vms/voiceRemark';
import type { TaskRow } from '../../messaging/Channel';
import type { SendRecordRow } from '../../messaging/records/toSendRecord';
import { toSendRecord } from '../../messaging/records/toSendRecord';
import { toTask } from '../sms/toTask';

/** A voice task row as the contract's VoiceTask: the core's task fields and counts plus the spec's voice fields. */
export function toVoiceTask(t: TaskRow, accountId: string): VoiceTask {
  const task = toTask(t, accountId);
  const called = t.succeeded + t.failed + t.unknown + t.submitFailed;
  return {
    ...task,
    VoiceStatus: voiceTaskStatusOf(t.status),
    AudioDurationMs: t.mediaDurationMs,
    CallPeriod: t.windowFrom === null ? CallPeriod.AllDay : CallPeriod.Daytime,
    CallOutType: t.senderId === '' ? CallOutType.Random : CallOutType.Special,
    CallOutNumber: t.senderId,
    CallTotal: t.total,
    Called: called,
    Remaining: task.Pending,
    SuccessTotal: t.succeeded,
    FailTotal: t.failed + t.submitFailed,
  };
}

/** A call's record: the core's send record plus call time, connected and billed seconds, receipt result and remark. */
export function toVoiceRecord(r: SendRecordRow): VoiceSendRecord {
  const record = toSendRecord(r);
  const ended = record.SendResult !== null;
  const calledMs = r.calledMs ?? (ended ? 0 : null);
  return {
    ...record,
    CallTime: record.SubmitTime,
    CalledDuration: calledMs === null ? null : Math.ceil(calledMs / 1000),
    BillingDuration: calledMs === null ? null : billingSeconds(calledMs),
    ReceiptResult: voiceReceiptResultOf(record.SendResult),
    Remark: ended ? voiceRemark(record.ReceiptCode) : '',
  };
}
