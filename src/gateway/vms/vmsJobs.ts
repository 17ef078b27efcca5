import type { Db } from '../db/client';
import type { JobHandler } from '../jobs/JobRunner';
import type { AudioTools } from './transcodeToWav';
import { VOICE_AUDIO_JOB, voiceAudioJob } from './voiceAudioJob';
import { VOICE_TEMPLATE_JOB, voiceTemplateJob } from './voiceTemplateJob';

/** The voice area's durable jobs (run by the gateway's job runner): audio transcoding, template speech and review. */
export function vmsJobs(deps: { db: Db; uploadDir: string; tools: AudioTools; log: (line: string) => void }): Record<string, JobHandler> {
  return { [VOICE_AUDIO_JOB]: voiceAudioJob(deps), [VOICE_TEMPLATE_JOB]: voiceTemplateJob(deps) };
}
