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
