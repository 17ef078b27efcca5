import { and, eq, inArray } from 'drizzle-orm';
import type { VoiceTemplate } from '../../contract/entities/vms';
import { RetCode } from '../../contract/retCodes';
import { isServerTextKey, serverText } from '../../contract/serverTexts';
import { VoiceFileStatus } from '../../contract/vms/voiceAudio';
import { VoiceTemplateType } from '../../contract/vms/voiceTemplate';
import type { Executor } from '../db/client';
import { voiceAudios, type voiceTemplates } from '../db/schema';
import { ActionError } from '../errors';
import { toUnixSeconds } from '../lib/time';

type Row = typeof voiceTemplates.$inferSelect;

/** The file names of the audio files templates use (by AudioId, the owner's only). */
export async function audioNames(db: Executor, userId: number, rows: readonly Row[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((r) => r.audioId).filter((id) => id !== ''))];
  if (ids.length === 0) return new Map();
  const found = await db.select({ audioId: voiceAudios.audioId, fileName: voiceAudios.fileName }).from(voiceAudios).where(and(eq(voiceAudios.userId, userId), inArray(voiceAudios.audioId, ids)));
  return new Map(found.map((a) => [a.audioId, a.fileName]));
}

export function toVoiceTemplate(row: Row, names: ReadonlyMap<string, string>): VoiceTemplate {
  const key = isServerTextKey(row.rejectReasonKey) ? row.rejectReasonKey : null;
  return {
    TemplateId: row.templateId,
    TemplateName: row.name,
    Type: row.type,
    Content: row.content,
    AudioId: row.audioId,
    AudioName: names.get(row.audioId) ?? '',
    DurationMs: row.durationMs,
    Status: row.status,
    RejectReason: key ? serverText(key) : '',
    RejectReasonKey: key ?? '',
    Remark: row.remark,
    CreateTime: toUnixSeconds(row.createdAt),
    UpdateTime: toUnixSeconds(row.updatedAt),
  };
}

/** An audio template's file: the caller's, converted (Success); else a refusal naming AudioId. */
export async function checkTemplateAudio(db: Executor, userId: number, p: { Type: number; AudioId: string }): Promise<string> {
  if (p.Type !== VoiceTemplateType.Audio) return '';
  const [audio] = await db.select({ status: voiceAudios.status }).from(voiceAudios).where(and(eq(voiceAudios.userId, userId), eq(voiceAudios.audioId, p.AudioId)));
  if (!audio) throw new ActionError(RetCode.VoiceAudioNotFound, 'AudioId: The audio file does not exist');
  if (audio.status !== VoiceFileStatus.Success) throw new ActionError(RetCode.VoiceAudioNotReady, 'AudioId: The audio file has not been transcoded successfully');
  return p.AudioId;
}
