import { z } from 'zod';
import { defineAction } from '../action';
import { VoiceAudio } from '../entities/vms';
import { requiredString } from '../validation/fields';
import { VoiceFileStatuses } from '../vms/voiceAudio';

const int = () => z.number().int();
const audioId = requiredString('AudioId is required', 32);

/** Voice (VMS) audio files (spec 001 §3, §4, §5 "Voice audio"): uploaded, transcoded to WAV, played. */
export const vmsAudioActions = {
  AddVoiceAudio: defineAction({
    kind: 'write',
    access: 'user',
    summary:
      'Add an uploaded audio file (GetMediaFileSign with Kind voice-audio, then PUT) to the voice audio library: WAV, FLAC, WMA, MP3, OGG, AAC or M4A under 10 MB. It starts Processing; the gateway transcodes it to WAV and reads its duration (Success), or says why it cannot (Failed with Error).',
    params: z.object({ FileId: requiredString('FileId is required', 32) }),
    result: VoiceAudio,
    invalidates: ['ListVoiceAudio'],
    title: 'Add an audio file',
    titleZh: '添加音频文件',
  }),
  ListVoiceAudio: defineAction({
    kind: 'read',
    access: 'user',
    summary: "The caller's voice audio files, newest first; Status (1 Processing, 2 Success, 3 Failed) and Keyword (in the file name) filter; AudioId keeps one.",
    params: z.object({
      AudioId: z.string().max(32).optional(),
      Status: z.union(VoiceFileStatuses.map((v) => z.literal(v)), { error: 'Status must be 1, 2 or 3' }).optional(),
      Keyword: z.string().trim().max(100).optional(),
      Offset: int().min(0).default(0),
      Limit: int().min(1).max(100).default(20),
    }),
    result: z.object({ Total: int(), Audios: z.array(VoiceAudio) }),
  }),
  DeleteVoiceAudio: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'Delete voice audio files of the caller (their WAV with them); ids that are not the caller\'s are skipped.',
    params: z.object({ AudioIds: z.array(audioId).min(1, { error: 'AudioIds is required' }).max(100) }),
    result: z.object({ Deleted: int() }),
    invalidates: ['ListVoiceAudio'],
    title: 'Delete audio files ({#AudioIds})',
    titleZh: '删除音频文件（{#AudioIds} 个）',
  }),
  GetVoiceAudioUrl: defineAction({
    kind: 'write',
    access: 'user',
    summary: 'A short-lived address (valid 10 minutes, no other credentials needed) of a transcoded audio file: GET Url answers the WAV, for playing in the page.',
    params: z.object({ AudioId: audioId }),
    result: z.object({ Url: z.string(), ExpireTime: int() }),
    offline: { queue: false, why: 'short-lived' },
    quiet: true,
  }),
} as const;
