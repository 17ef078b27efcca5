import { type AudioTools, defaultAudioTools } from './transcodeToWav';

export type { AudioTools };

/** FFMPEG_PATH and FFPROBE_PATH (default: found on PATH), AUDIO_TRANSCODE_TIMEOUT_MS (default 120000, 1000 to 3600000). */
export function audioToolsFromEnv(env: NodeJS.ProcessEnv): AudioTools {
  const raw = env.AUDIO_TRANSCODE_TIMEOUT_MS;
  const timeoutMs = raw === undefined || raw === '' ? defaultAudioTools.timeoutMs : Number(raw);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1000 || timeoutMs > 3_600_000) {
    throw new Error(`AUDIO_TRANSCODE_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 3600000, got ${raw}`);
  }
  return { ffmpeg: env.FFMPEG_PATH || defaultAudioTools.ffmpeg, ffprobe: env.FFPROBE_PATH || defaultAudioTools.ffprobe, timeoutMs };
}
