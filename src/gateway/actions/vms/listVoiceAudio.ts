import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { voiceAudios } from '../../db/schema';
import type { Handler } from '../../handlers';
import { toVoiceAudio } from '../../vms/voiceAudioRows';

/** The caller's voice audio files, newest first (the audio page polls while one is Processing). */
export const listVoiceAudio: Handler<'ListVoiceAudio'> = async (p, ctx) => {
  const parts: SQL[] = [eq(voiceAudios.userId, ctx.caller.userId)];
  if (p.AudioId) parts.push(eq(voiceAudios.audioId, p.AudioId));
  if (p.Status) parts.push(eq(voiceAudios.status, p.Status));
  if (p.Keyword) parts.push(ilike(voiceAudios.fileName, `%${p.Keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const where = and(...parts);
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(voiceAudios).where(where).orderBy(desc(voiceAudios.id)).limit(p.Limit).offset(p.Offset),
    ctx.db.select({ n: count() }).from(voiceAudios).where(where),
  ]);
  return { Total: total?.n ?? 0, Audios: rows.map(toVoiceAudio) };
};
