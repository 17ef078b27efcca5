import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The seven accepted formats: ffmpeg's encoder and muxer for each, and the Content-Type a browser sends. */
export const AUDIO_FORMATS = {
  wav: { args: ['-c:a', 'pcm_s16le', '-f', 'wav'], mime: 'audio/wav' },
  flac: { args: ['-c:a', 'flac', '-f', 'flac'], mime: 'audio/flac' },
  wma: { args: ['-c:a', 'wmav2', '-f', 'asf'], mime: 'audio/x-ms-wma' },
  mp3: { args: ['-c:a', 'libmp3lame', '-f', 'mp3'], mime: 'audio/mpeg' },
  ogg: { args: ['-c:a', 'libvorbis', '-f', 'ogg'], mime: 'audio/ogg' },
  aac: { args: ['-c:a', 'aac', '-f', 'adts'], mime: 'audio/aac' },
  m4a: { args: ['-c:a', 'aac', '-f', 'ipod'], mime: 'audio/x-m4a' },
} as const;
export type AudioFormat = keyof typeof AUDIO_FORMATS;

/** Speaks `text` with espeak-ng into dir/speech.wav (generated at test time: no audio is committed). */
export function speak(dir: string, text: string): string {
  const path = join(dir, 'espeak.wav');
  execFileSync('espeak-ng', ['-w', path, text]);
  return path;
}

/** The duration of an audio file by ffprobe, ms. */
export function durationMs(path: string): number {
  const out = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', path], { encoding: 'utf8' });
  return Math.round(Number(out.trim()) * 1000);
}

/** Encodes a WAV into one of the formats with ffmpeg (44.1 kHz), answering the bytes. */
export function encodeAs(source: string, dir: string, format: AudioFormat): Buffer {
  const out = join(dir, `speech.${format}`);
  execFileSync('ffmpeg', ['-hide_banner', '-nostdin', '-v', 'error', '-y', '-i', source, '-ar', '44100', ...AUDIO_FORMATS[format].args, out]);
  return readFileSync(out);
}
