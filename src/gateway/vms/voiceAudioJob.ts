import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { ServerTextKey, ServerTextParams } from '../../contract/serverTexts';
import { VOICE_AUDIO_MAX_SECONDS, VOICE_AUDIO_TYPES, type VoiceAudioType, VoiceFileStatus } from '../../contract/vms/voiceAudio';
import type { Db } from '../db/client';
import { mediaFiles, voiceAudios } from '../db/schema';
import type { JobHandler } from '../jobs/JobRunner';
import { FILE_ID_RE, storedFile } from '../uploads/uploadPaths';
import { ToolFailedError, ToolTimeoutError } from './runTool';
import { type AudioTools, probeDurationMs, transcodeToWav } from './transcodeToWav';
import { voiceDir, voiceWavPath } from './voiceAudioFiles';

/** Job kind of a voice audio's transcoding (ref = voice_audios.id). */
export const VOICE_AUDIO_JOB = 'vms-audio';

const isVoiceType = (t: string): t is VoiceAudioType => (VOICE_AUDIO_TYPES as readonly string[]).includes(t);

/**
 * Transcodes a voice audio file to WAV: ffprobe reads the source's duration (over 30 minutes: Failed),
 * ffmpeg writes the WAV to a temporary name (renamed into place when complete), ffprobe reads the WAV's
 * duration; the row becomes Success with duration, size and the time taken, or Failed with the reason
 * (a file ffmpeg cannot decode, a run past the time limit). The row's update is fenced by the job's
 * lease, and a job resumed after a crash starts the file again (the temporary WAV is overwritten).
 * A missing ffmpeg throws, so the job is retried rather than the user's file failed.
 */
export function voiceAudioJob(deps: { db: Db; uploadDir: string; tools: AudioTools; log: (line: string) => void }): JobHandler {
  const { db } = deps;
  return async (job, ctl) => {
    const pk = Number(job.ref);
    const [audio] = await db.select().from(voiceAudios).where(eq(voiceAudios.id, pk));
    if (!audio || audio.status !== VoiceFileStatus.Processing) return { done: true };
    const finish = async (set: Partial<typeof voiceAudios.$inferInsert>) => {
      const changed = await ctl.fenced((tx) =>
        tx
          .update(voiceAudios)
          .set({ ...set, updatedAt: Date.now() })
          .where(and(eq(voiceAudios.id, pk), eq(voiceAudios.status, VoiceFileStatus.Processing)))
          .returning({ id: voiceAudios.id }),
      );
      // Deleted while it was transcoded: its WAV goes too.
      if (changed.length === 0) await rm(voiceWavPath(deps.uploadDir, audio.audioId), { force: true });
      return { done: true } as const;
    };
    const fail = (key: ServerTextKey, params: ServerTextParams = {}) => finish({ status: VoiceFileStatus.Failed, errorKey: key, errorParams: JSON.stringify(params) });
    const [file] = FILE_ID_RE.test(audio.fileId) ? await db.select().from(mediaFiles).where(and(eq(mediaFiles.id, audio.fileId), eq(mediaFiles.userId, audio.userId))) : [];
    if (!file?.storedAt || !isVoiceType(audio.sourceType)) return fail('VoiceAudioUndecodable');
    const source = storedFile(deps.uploadDir, file.id);
    const wav = voiceWavPath(deps.uploadDir, audio.audioId);
    const temp = `${wav}.part`;
    const started = Date.now();
    try {
      const sourceMs = await probeDurationMs(deps.tools, source, audio.sourceType);
      if (sourceMs !== null && sourceMs > VOICE_AUDIO_MAX_SECONDS * 1000) return fail('VoiceAudioTooLong', { Minutes: VOICE_AUDIO_MAX_SECONDS / 60 });
      await mkdir(voiceDir(deps.uploadDir), { recursive: true });
      await transcodeToWav(deps.tools, source, audio.sourceType, temp, VOICE_AUDIO_MAX_SECONDS);
      const durationMs = await probeDurationMs(deps.tools, temp, 'wav');
      const { size } = await stat(temp);
      if (durationMs === null || durationMs === 0) {
        await rm(temp, { force: true });
        return fail('VoiceAudioUndecodable');
      }
      await rename(temp, wav);
      const transcodeMs = Date.now() - started;
      deps.log(`[vms] ${audio.audioId} ${audio.sourceType} ${durationMs} ms of audio transcoded in ${transcodeMs} ms`);
      return finish({ status: VoiceFileStatus.Success, durationMs, size, transcodeMs });
    } catch (err) {
      await rm(temp, { force: true });
      if (err instanceof ToolTimeoutError) return fail('VoiceAudioTimedOut', { Seconds: Math.round(deps.tools.timeoutMs / 1000) });
      if (err instanceof ToolFailedError) {
        deps.log(`[vms] ${audio.audioId}: ${err.message}`);
        return fail('VoiceAudioUndecodable');
      }
      throw err;
    }
  };
}
