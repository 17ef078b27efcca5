import type { VoiceAudioType } from '../../contract/vms/voiceAudio';
import { runTool } from './runTool';

/** ffmpeg's demuxer for each accepted format: the file is read only as the type its bytes showed (no playlists, no other protocols). */
const DEMUXER: Record<VoiceAudioType, string> = { wav: 'wav', flac: 'flac', wma: 'asf', mp3: 'mp3', ogg: 'ogg', aac: 'aac', m4a: 'mov' };

/** The WAV every voice audio becomes: 16-bit PCM, mono, 16 kHz (wideband telephone speech). */
export const WAV_SAMPLE_RATE = 16_000;

export interface AudioTools {
  ffmpeg: string;
  ffprobe: string;
  /** Time limit of one ffmpeg, ffprobe or espeak-ng run, or of one request to the TTS service, ms. */
  timeoutMs: number;
  /** The embedded text-to-speech program (Debian's espeak-ng). */
  espeak: string;
  /** An HTTP text-to-speech service (TTS_URL) used instead of espeak-ng, and the internal hosts the operator allows it on (TTS_ALLOW_HOSTS). */
  ttsUrl?: string;
  ttsAllowHosts: readonly string[];
}

export const defaultAudioTools: AudioTools = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe', timeoutMs: 120_000, espeak: 'espeak-ng', ttsAllowHosts: [] };

/** The common arguments: quiet, no stdin, one thread (the gateway shares its cores), only local files. */
const BASE = ['-hide_banner', '-nostdin', '-v', 'error', '-threads', '1'];

/** The duration of an audio file in milliseconds (ffprobe's container duration), or null when it has none. */
export async function probeDurationMs(tools: AudioTools, path: string, type?: VoiceAudioType): Promise<number | null> {
  const args = ['-v', 'error', '-protocol_whitelist', 'file', ...(type ? ['-f', DEMUXER[type]] : []), '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', `file:${path}`];
  const out = (await runTool(tools.ffprobe, args, { timeoutMs: tools.timeoutMs })).trim();
  const seconds = Number(out);
  return out !== '' && Number.isFinite(seconds) && seconds >= 0 ? Math.round(seconds * 1000) : null;
}

/**
 * Transcodes `input` (read as `type`) to a 16-bit mono 16 kHz WAV at `output`, with no metadata and
 * no picture streams; `-xerror` stops at the first decoding error, so a damaged file fails rather
 * than becoming a partial recording. At most `maxSeconds` are written.
 */
export async function transcodeToWav(tools: AudioTools, input: string, type: VoiceAudioType, output: string, maxSeconds: number): Promise<void> {
  const args = [
    ...BASE,
    '-xerror',
    '-protocol_whitelist',
    'file',
    '-f',
    DEMUXER[type],
    '-i',
    `file:${input}`,
    '-map',
    '0:a:0',
    '-map_metadata',
    '-1',
    '-vn',
    '-t',
    String(maxSeconds),
    '-ac',
    '1',
    '-ar',
    String(WAV_SAMPLE_RATE),
    '-c:a',
    'pcm_s16le',
    '-f',
    'wav',
    '-y',
    `file:${output}`,
  ];
  await runTool(tools.ffmpeg, args, { timeoutMs: tools.timeoutMs });
}
