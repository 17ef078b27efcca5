import { parseAllowHosts } from '../messaging/callbacks/callbackUrlPolicy';
import { type AudioTools, defaultAudioTools } from './transcodeToWav';

export type { AudioTools };

/** FFMPEG_PATH, FFPROBE_PATH, ESPEAK_PATH (default: found on PATH), AUDIO_TRANSCODE_TIMEOUT_MS (default 120000, 1000 to 3600000), TTS_URL and TTS_ALLOW_HOSTS. */
export function audioToolsFromEnv(env: NodeJS.ProcessEnv): AudioTools {
  const raw = env.AUDIO_TRANSCODE_TIMEOUT_MS;
  const timeoutMs = raw === undefined || raw === '' ? defaultAudioTools.timeoutMs : Number(raw);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1000 || timeoutMs > 3_600_000) {
    throw new Error(`AUDIO_TRANSCODE_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 3600000, got ${raw}`);
  }
  const ttsUrl = env.TTS_URL || undefined;
  if (ttsUrl && !/^https?:\/\//i.test(ttsUrl)) throw new Error(`TTS_URL must be an http or https address, got ${ttsUrl}`);
  return {
    ffmpeg: env.FFMPEG_PATH || defaultAudioTools.ffmpeg,
    ffprobe: env.FFPROBE_PATH || defaultAudioTools.ffprobe,
    espeak: env.ESPEAK_PATH || defaultAudioTools.espeak,
    timeoutMs,
    ttsUrl,
    ttsAllowHosts: parseAllowHosts(env.TTS_ALLOW_HOSTS),
  };
}
