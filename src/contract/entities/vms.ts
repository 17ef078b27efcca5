import { z } from 'zod';
import { VOICE_AUDIO_TYPES } from '../vms/voiceAudio';
import { SmsSendRecord, SmsTask } from './sms';

const int = () => z.number().int();

/**
 * A voice audio file (spec 001 §3 "Voice": file name, type, status): the uploaded audio (Type: its
 * format, read from the bytes) transcoded to WAV. Status 1 Processing, 2 Success, 3 Failed
 * (ErrorKey with ErrorParams, and Error in English, say why). DurationMs and Size (bytes of the WAV) are 0 until Success. Times
 * are unix seconds.
 */
export const VoiceAudio = z.object({
  AudioId: z.string(),
  FileName: z.string(),
  Type: z.enum(VOICE_AUDIO_TYPES),
  Status: int(),
  DurationMs: int(),
  Size: int(),
  ErrorKey: z.string(),
  ErrorParams: z.record(z.string(), z.union([z.string(), z.number()])),
  Error: z.string(),
  CreateTime: int(),
  UpdateTime: int(),
});
export type VoiceAudio = z.infer<typeof VoiceAudio>;

/**
 * A voice template (spec 001 §3 "template type: text or audio", §4 statuses): Type 1 Text (Content
 * spoken by the text-to-speech adapter; its speech is AudioId once made) or 2 Audio (AudioId, one of
 * the caller's converted audio files). DurationMs: of the speech or the audio (0 until known).
 * RejectReason (with RejectReasonKey) when rejected (5, 8). Times are unix seconds.
 */
export const VoiceTemplate = z.object({
  TemplateId: z.string(),
  TemplateName: z.string(),
  Type: int(),
  Content: z.string(),
  AudioId: z.string(),
  AudioName: z.string(),
  DurationMs: int(),
  Status: int(),
  RejectReason: z.string(),
  RejectReasonKey: z.string(),
  Remark: z.string(),
  CreateTime: int(),
  UpdateTime: int(),
});
export type VoiceTemplate = z.infer<typeof VoiceTemplate>;

/**
 * A voice send task (spec 001 §3 "task"): the messaging core's task fields and counts (SmsTask),
 * with the voice template it plays, its call period (1 all day, 2 08:00-20:00 in the recipient's
 * zone), call-out number type (1 random, 2 special: CallOutNumber) and the spec's counts: CallTotal
 * (numbers called), Called (calls ended), Remaining (not called or not ended yet), SuccessTotal
 * (answered), FailTotal (not answered or not placed). VoiceStatus is spec 001 §4's twelve ids
 * (Status stays the core's). Segments: the minutes held (started minutes of the audio per call);
 * ChargedAmount: what the calls' billing durations cost.
 */
export const VoiceTask = SmsTask.extend({
  VoiceStatus: int(),
  AudioDurationMs: int(),
  CallPeriod: int(),
  CallOutType: int(),
  CallOutNumber: z.string(),
  CallTotal: int(),
  Called: int(),
  Remaining: int(),
  SuccessTotal: int(),
  FailTotal: int(),
});
export type VoiceTask = z.infer<typeof VoiceTask>;

/**
 * One call (spec: call time, receipt time, called duration, billing duration, receipt result,
 * remark) besides a send record's fields: CallTime is when it was placed (SubmitTime), CalledDuration
 * the connected seconds, BillingDuration the billed seconds (rounded up per started minute; Price
 * is their cost), ReceiptResult 1 Success, 2 Failed, 3 Unknown (null while calling), Remark why
 * (the receipt code in words: ReceiptCode keeps the code).
 */
export const VoiceSendRecord = SmsSendRecord.extend({
  CallTime: int().nullable(),
  CalledDuration: int().nullable(),
  BillingDuration: int().nullable(),
  ReceiptResult: int().nullable(),
  Remark: z.string(),
});
export type VoiceSendRecord = z.infer<typeof VoiceSendRecord>;
