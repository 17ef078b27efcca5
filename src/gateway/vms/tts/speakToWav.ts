import { rm, writeFile } from 'node:fs/promises';
import { detectFileType } from '../../../contract/upload/detectFileType';
import { VOICE_AUDIO_TYPES, type VoiceAudioType } from '../../../contract/vms/voiceAudio';
import { runTool } from '../runTool';
import { type AudioTools, transcodeToWav } from '../transcodeToWav';
import { fetchSpeech, SpeechServiceError } from './fetchSpeech';

/**
 * Speaks `text` into a 16-bit mono 16 kHz WAV at `output`: through the operator's HTTP TTS service
 * when TTS_URL is set (its answer must be one of the seven audio formats, read from the bytes), else
 * with the embedded espeak-ng (the text on stdin, never as an argument). Either way ffmpeg writes
 * the final WAV. Throws SpeechServiceError (or the tool's error) when no speech can be made.
 */
export async function speakToWav(tools: AudioTools, text: string, output: string, maxSeconds: number): Promise<void> {
  const raw = `${output}.tts`;
  try {
    let type: VoiceAudioType = 'wav';
    if (tools.ttsUrl) {
      const audio = await fetchSpeech(tools.ttsUrl, text, { timeoutMs: tools.timeoutMs, allowHosts: tools.ttsAllowHosts });
      const detected = detectFileType(new Uint8Array(audio.subarray(0, 65_536)));
      if (!detected || !(VOICE_AUDIO_TYPES as readonly string[]).includes(detected)) throw new SpeechServiceError('The text-to-speech service answered something that is not audio');
      type = detected as VoiceAudioType;
      await writeFile(raw, audio);
    } else {
      await runTool(tools.espeak, ['--stdin', '-w', raw], { timeoutMs: tools.timeoutMs, input: text });
    }
    await transcodeToWav(tools, raw, type, output, maxSeconds);
  } finally {
    await rm(raw, { force: true });
  }
}
