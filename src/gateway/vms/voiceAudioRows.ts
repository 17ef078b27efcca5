import type { VoiceAudio } from '../../contract/entities/vms';
import { isServerTextKey, serverText } from '../../contract/serverTexts';
import type { VoiceAudioType } from '../../contract/vms/voiceAudio';
import type { voiceAudios } from '../db/schema';
import { toUnixSeconds } from '../lib/time';

/** A voice_audios row as the VoiceAudio entity. */
export function toVoiceAudio(row: typeof voiceAudios.$inferSelect): VoiceAudio {
  const key = isServerTextKey(row.errorKey) ? row.errorKey : null;
  const params = key ? (JSON.parse(row.errorParams) as Record<string, string | number>) : {};
  return {
    AudioId: row.audioId,
    FileName: row.fileName,
    Type: row.sourceType as VoiceAudioType,
    Status: row.status,
    DurationMs: row.durationMs,
    Size: row.size,
    ErrorKey: key ?? '',
    ErrorParams: params,
    Error: key ? serverText(key, params) : '',
    CreateTime: toUnixSeconds(row.createdAt),
    UpdateTime: toUnixSeconds(row.updatedAt),
  };
}
