import { and, eq } from 'drizzle-orm';
import { RetCode } from '../../../contract/retCodes';
import { VoiceFileStatus } from '../../../contract/vms/voiceAudio';
import { voiceAudios } from '../../db/schema';
import { ActionError } from '../../errors';
import type { Handler } from '../../handlers';
import { randomToken, sha256 } from '../../lib/random';
import { toUnixSeconds } from '../../lib/time';
import { VOICE_AUDIO_PATH, VOICE_DOWNLOAD_TTL_MS } from '../../vms/serveVoiceAudio';

/** A 10-minute address of the caller's transcoded WAV (its token's hash kept on the row; a new one replaces the last). */
export const getVoiceAudioUrl: Handler<'GetVoiceAudioUrl'> = async (p, ctx) => {
  const [row] = await ctx.db
    .select({ id: voiceAudios.id, status: voiceAudios.status })
    .from(voiceAudios)
    .where(and(eq(voiceAudios.userId, ctx.caller.userId), eq(voiceAudios.audioId, p.AudioId)));
  if (!row) throw new ActionError(RetCode.VoiceAudioNotFound);
  if (row.status !== VoiceFileStatus.Success) throw new ActionError(RetCode.VoiceAudioNotReady);
  const token = randomToken('va', 24);
  const expiresAt = ctx.now + VOICE_DOWNLOAD_TTL_MS;
  await ctx.db.update(voiceAudios).set({ downloadTokenHash: sha256(token), downloadExpiresAt: expiresAt }).where(eq(voiceAudios.id, row.id));
  return { Url: `${VOICE_AUDIO_PATH}${p.AudioId}?token=${encodeURIComponent(token)}`, ExpireTime: toUnixSeconds(expiresAt) };
};
