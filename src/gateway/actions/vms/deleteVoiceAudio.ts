import { rm } from 'node:fs/promises';
import { and, eq, inArray } from 'drizzle-orm';
import { voiceAudios } from '../../db/schema';
import type { Handler } from '../../handlers';
import { AUDIO_ID_RE, voiceWavPath } from '../../vms/voiceAudioFiles';

/** Deletes the caller's audio files; their WAVs are removed after commit (ids of other accounts are skipped). */
export const deleteVoiceAudio: Handler<'DeleteVoiceAudio'> = async (p, ctx) => {
  const ids = p.AudioIds.filter((id) => AUDIO_ID_RE.test(id));
  if (ids.length === 0) return { Deleted: 0 };
  const gone = await ctx.db
    .delete(voiceAudios)
    .where(and(eq(voiceAudios.userId, ctx.caller.userId), inArray(voiceAudios.audioId, ids)))
    .returning({ audioId: voiceAudios.audioId });
  const uploadDir = ctx.config.uploadDir;
  ctx.afterCommit(async () => {
    await Promise.all(gone.map((g) => rm(voiceWavPath(uploadDir, g.audioId), { force: true })));
  });
  return { Deleted: gone.length };
};
