import { z } from 'zod';
import { VOICE_AUDIO_TYPES } from '../vms/voiceAudio';

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
