import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

/** Public ids of voice audio files: a readable prefix and random hex. */
export const newAudioId = () => `AUD${randomBytes(8).toString('hex').toUpperCase()}`;
export const AUDIO_ID_RE = /^AUD[0-9A-F]{16}$/;

/** The folder of transcoded voice audio under UPLOAD_DIR, and one file's WAV (audioId must pass AUDIO_ID_RE). */
export const voiceDir = (uploadDir: string) => join(uploadDir, 'voice');
export const voiceWavPath = (uploadDir: string, audioId: string) => join(voiceDir(uploadDir), `${audioId}.wav`);
