import type { StatusTone } from '../display/subscriptionStatus';
import { TaskStatus } from '../messaging/taskStatus';

/** Spec 001 §5 "Call period: all day or 8:00-20:00" (in the recipient's time zone). */
export const CallPeriod = { AllDay: 1, Daytime: 2 } as const;
export type CallPeriodValue = (typeof CallPeriod)[keyof typeof CallPeriod];
/** The daytime call period in minutes after local midnight: 08:00 included, 20:00 not. */
export const DAYTIME_WINDOW = { from: 8 * 60, to: 20 * 60 } as const;

/** Spec 001 §3 "call-out number type (random or special)". */
export const CallOutType = { Random: 1, Special: 2 } as const;
export type CallOutTypeValue = (typeof CallOutType)[keyof typeof CallOutType];

/** Spec 001 §4 "Voice task status": the twelve ids. */
export const VoiceTaskStatus = {
  PendingReview: 1,
  WaitSubmit: 2,
  Submitting: 3,
  SubmitSuccess: 4,
  Failed: 5,
  Deleted: 6,
  Reject: 7,
  Checking: 8,
  Cancel: 9,
  CheckingAgain: 10,
  Parsing: 11,
  ParseFailure: 12,
} as const;

/**
 * The voice status of a task of the messaging core: in review 1 (8 while a person checks it),
 * waiting for its send time 2, calling 3, complete 4, failed 5, deleted 6, rejected 7, cancelled 9,
 * its file being read 11. 10 (a second check) and 12 (a file that could not be read: the gateway
 * refuses such a send instead of keeping a task) are never produced by the core.
 */
export function voiceTaskStatusOf(status: number): number {
  switch (status) {
    case TaskStatus.InReview:
      return VoiceTaskStatus.PendingReview;
    case TaskStatus.PendingManualReview:
      return VoiceTaskStatus.Checking;
    case TaskStatus.Pending:
    case TaskStatus.Waiting:
      return VoiceTaskStatus.WaitSubmit;
    case TaskStatus.Processing:
      return VoiceTaskStatus.Submitting;
    case TaskStatus.Complete:
      return VoiceTaskStatus.SubmitSuccess;
    case TaskStatus.Failed:
      return VoiceTaskStatus.Failed;
    case TaskStatus.Deleted:
      return VoiceTaskStatus.Deleted;
    case TaskStatus.Rejected:
      return VoiceTaskStatus.Reject;
    case TaskStatus.Cancelled:
      return VoiceTaskStatus.Cancel;
    case TaskStatus.Parsing:
      return VoiceTaskStatus.Parsing;
    default:
      return VoiceTaskStatus.WaitSubmit;
  }
}

const tone = (textKey: string, t: StatusTone) => ({ textKey, tone: t });
/** How the console shows each voice task status (texts `vms.status.task.*`). */
export const voiceTaskStatusDisplay: Record<number, { textKey: string; tone: StatusTone }> = {
  1: tone('vms.status.task.pendingReview', 'warning'),
  2: tone('vms.status.task.waitSubmit', 'neutral'),
  3: tone('vms.status.task.submitting', 'warning'),
  4: tone('vms.status.task.submitSuccess', 'success'),
  5: tone('vms.status.task.failed', 'error'),
  6: tone('vms.status.task.deleted', 'neutral'),
  7: tone('vms.status.task.reject', 'error'),
  8: tone('vms.status.task.checking', 'warning'),
  9: tone('vms.status.task.cancel', 'neutral'),
  10: tone('vms.status.task.checking', 'warning'),
  11: tone('vms.status.task.parsing', 'warning'),
  12: tone('vms.status.task.parseFailure', 'error'),
};

/** Spec 001 §4 "Voice receipt result": 1 Success, 2 Failed, 3 Unknown. */
export const VoiceReceiptResult = { Success: 1, Failed: 2, Unknown: 3 } as const;

/** The receipt result of a call by the core's send result (null while it has none). */
export function voiceReceiptResultOf(result: 'Success' | 'Fail' | 'Unknown' | 'SubmitFail' | null): number | null {
  if (result === null) return null;
  if (result === 'Success') return VoiceReceiptResult.Success;
  if (result === 'Unknown') return VoiceReceiptResult.Unknown;
  return VoiceReceiptResult.Failed;
}

/** A call is billed per started minute of its connected time: the billing duration in seconds. */
export function billingSeconds(calledMs: number): number {
  return Math.ceil(Math.max(0, calledMs) / 60_000) * 60;
}

/** The started minutes of an audio: what one call of it is held for (at least one). */
export function audioMinutes(durationMs: number): number {
  return Math.max(1, Math.ceil(durationMs / 60_000));
}
