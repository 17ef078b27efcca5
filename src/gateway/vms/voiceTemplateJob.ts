import { rename, rm } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { ServerTextKey } from '../../contract/serverTexts';
import { VOICE_AUDIO_MAX_SECONDS, VoiceFileStatus } from '../../contract/vms/voiceAudio';
import { VoiceTemplateStatus, VoiceTemplateType } from '../../contract/vms/voiceTemplate';
import type { Db } from '../db/client';
import { voiceAudios, voiceTemplates } from '../db/schema';
import type { JobHandler } from '../jobs/JobRunner';
import { reviewTemplate } from '../sms/templates/reviewTemplate';
import { mkdir } from 'node:fs/promises';
import { type AudioTools, probeDurationMs } from './transcodeToWav';
import { speakToWav } from './tts/speakToWav';
import { voiceDir, voiceWavPath } from './voiceAudioFiles';

/** Job kind of a voice template's speech and review (ref = voice_templates.id). */
export const VOICE_TEMPLATE_JOB = 'vms-template';

/**
 * A voice template waiting for review (2): a text template's Content is spoken by the TTS adapter
 * (speakToWav) into UPLOAD_DIR/voice/<TemplateId>.wav with its duration, an audio template's file
 * must still be converted (Success); then the words go through the SMS templates' review
 * (sms/templates/reviewTemplate.ts): approved (7), or rejected (8) with the reason's key. No
 * speech (the TTS adapter failed) or a missing audio file rejects it at the pre-check (5). Only the
 * version that was queued is decided (updatedAt unchanged), fenced by the job's lease.
 */
export function voiceTemplateJob(deps: { db: Db; uploadDir: string; tools: AudioTools; log: (line: string) => void }): JobHandler {
  const { db } = deps;
  return async (job, ctl) => {
    const [t] = await db.select().from(voiceTemplates).where(eq(voiceTemplates.id, Number(job.ref)));
    if (!t || t.status !== VoiceTemplateStatus.waitCheck) return { done: true };
    const decide = async (status: number, set: { durationMs?: number; rejectReasonKey?: ServerTextKey | '' }) => {
      const changed = await ctl.fenced((tx) =>
        tx
          .update(voiceTemplates)
          .set({ status, durationMs: set.durationMs ?? 0, rejectReasonKey: set.rejectReasonKey ?? '', updatedAt: Date.now() })
          .where(and(eq(voiceTemplates.id, t.id), eq(voiceTemplates.status, VoiceTemplateStatus.waitCheck), eq(voiceTemplates.updatedAt, t.updatedAt)))
          .returning({ id: voiceTemplates.id }),
      );
      return changed.length > 0;
    };
    let durationMs = 0;
    if (t.type === VoiceTemplateType.Text) {
      const wav = voiceWavPath(deps.uploadDir, t.templateId);
      const temp = `${wav}.${t.updatedAt}.part`;
      try {
        await mkdir(voiceDir(deps.uploadDir), { recursive: true });
        await speakToWav(deps.tools, t.content, temp, VOICE_AUDIO_MAX_SECONDS);
        durationMs = (await probeDurationMs(deps.tools, temp, 'wav')) ?? 0;
      } catch (err) {
        await rm(temp, { force: true });
        deps.log(`[vms] speech of template ${t.templateId} failed: ${String(err)}`);
        await decide(VoiceTemplateStatus.ucReject, { rejectReasonKey: 'VoiceSpeechFailed' });
        return { done: true };
      }
      const reason = reviewTemplate(t.content);
      if (await decide(reason ? VoiceTemplateStatus.auditReject : VoiceTemplateStatus.auditPass, { durationMs, rejectReasonKey: reason ?? '' })) await rename(temp, wav);
      else await rm(temp, { force: true });
      return { done: true };
    }
    const [audio] = await db
      .select({ status: voiceAudios.status, durationMs: voiceAudios.durationMs })
      .from(voiceAudios)
      .where(and(eq(voiceAudios.audioId, t.audioId), eq(voiceAudios.userId, t.userId)));
    if (!audio || audio.status !== VoiceFileStatus.Success) {
      await decide(VoiceTemplateStatus.ucReject, { rejectReasonKey: 'VoiceTemplateAudioGone' });
      return { done: true };
    }
    const reason = reviewTemplate(t.name);
    await decide(reason ? VoiceTemplateStatus.auditReject : VoiceTemplateStatus.auditPass, { durationMs: audio.durationMs, rejectReasonKey: reason ?? '' });
    return { done: true };
  };
}
