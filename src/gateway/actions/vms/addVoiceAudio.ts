import { and, eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { detectedTypeOfMime } from '../../../contract/upload/detectFileType';
import { VOICE_AUDIO_TYPES, type VoiceAudioType, VoiceFileStatus } from '../../../contract/vms/voiceAudio';
import { mediaFiles, voiceAudios } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { enqueueJob } from '../../jobs/jobQueue';
import { wakeJobRunners } from '../../jobs/wakeJobRunners';
import { FILE_ID_RE } from '../../uploads/uploadPaths';
import { VOICE_AUDIO_JOB } from '../../vms/voiceAudioJob';
import { newAudioId } from '../../vms/voiceAudioFiles';
import { toVoiceAudio } from '../../vms/voiceAudioRows';

/**
 * Adds the caller's stored voice-audio upload to the library as Processing and queues its
 * transcoding (the job runs after commit). Another user's file, one not stored yet, or one
 * uploaded as another kind answers 'The uploaded file type does not match'.
 */
export const addVoiceAudio: Handler<'AddVoiceAudio'> = async (p, ctx) => {
  const userId = ctx.caller.userId;
  const refused = () => new ActionError(RetCode.UploadTypeMismatch, `FileId: The uploaded file type does not match`);
  if (!FILE_ID_RE.test(p.FileId)) throw refused();
  const [file] = await ctx.db.select().from(mediaFiles).where(and(eq(mediaFiles.id, p.FileId), eq(mediaFiles.userId, userId)));
  const type = file?.storedType ? detectedTypeOfMime(file.storedType) : null;
  if (!file?.storedAt || file.kind !== 'voice-audio' || !type || !(VOICE_AUDIO_TYPES as readonly string[]).includes(type)) throw refused();
  const [row] = await ctx.db
    .insert(voiceAudios)
    .values({
      audioId: newAudioId(),
      userId,
      fileId: file.id,
      fileName: file.fileName,
      sourceType: type as VoiceAudioType,
      status: VoiceFileStatus.Processing,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  await enqueueJob(ctx.db, { kind: VOICE_AUDIO_JOB, ref: String(row!.id), runAt: ctx.now, now: ctx.now });
  ctx.afterCommit(() => wakeJobRunners());
  return toVoiceAudio(row!);
};
