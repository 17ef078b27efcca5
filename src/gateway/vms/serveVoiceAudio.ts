import type { IncomingMessage, ServerResponse } from 'node:http';
import { stat } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { VoiceFileStatus } from '../../contract/vms/voiceAudio';
import type { Db } from '../db/client';
import { voiceAudios } from '../db/schema';
import { safeEqual, sha256 } from '../lib/random';
import { attachmentDisposition } from '../uploads/serveMedia';
import { sendStoredFile } from '../uploads/sendStoredFile';
import { AUDIO_ID_RE, voiceWavPath } from './voiceAudioFiles';

/** GET /api/files/voice-audio/<AudioId>?token=: a transcoded WAV, for the audio page's player. */
export const VOICE_AUDIO_PATH = '/api/files/voice-audio/';
export const VOICE_DOWNLOAD_TTL_MS = 10 * 60_000;

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Not Found');
}

/**
 * Answers GET or HEAD with the WAV of a voice audio file when the token of a GetVoiceAudioUrl
 * answer matches (constant-time) and has not expired: audio/wav, inline (an <audio> element plays
 * it), nosniff and the sandboxing CSP of every stored file. Anything else is 404.
 */
export async function serveVoiceAudio(req: IncomingMessage, res: ServerResponse, deps: { db: Db; uploadDir: string }): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' }).end('Method Not Allowed');
    return;
  }
  const url = new URL(req.url ?? '/', 'http://x');
  const audioId = url.pathname.slice(VOICE_AUDIO_PATH.length);
  const token = url.searchParams.get('token') ?? '';
  if (!AUDIO_ID_RE.test(audioId) || !token) return notFound(res);
  const [row] = await deps.db.select().from(voiceAudios).where(eq(voiceAudios.audioId, audioId));
  if (!row || row.status !== VoiceFileStatus.Success || !row.downloadTokenHash || !safeEqual(row.downloadTokenHash, sha256(token)) || (row.downloadExpiresAt ?? 0) < Date.now()) {
    return notFound(res);
  }
  const path = voiceWavPath(deps.uploadDir, audioId);
  const size = await stat(path).then((s) => s.size, () => null);
  if (size === null) return notFound(res);
  const wavName = `${row.fileName.replace(/\.[^.]*$/, '')}.wav`;
  sendStoredFile(req, res, {
    path,
    type: 'audio/wav',
    size,
    disposition: attachmentDisposition(wavName).replace(/^attachment/, 'inline'),
    etag: `"${audioId}"`,
    corp: 'same-origin',
  });
}
