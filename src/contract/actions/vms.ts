import { vmsAudioActions } from './vmsAudio';
import { vmsTaskActions } from './vmsTasks';
import { vmsTemplateActions } from './vmsTemplates';

/** The voice (VMS) area's Actions (issue 14): audio files, templates, and tasks and records (a channel of the messaging core). */
export const vmsActions = {
  ...vmsAudioActions,
  ...vmsTemplateActions,
  ...vmsTaskActions,
} as const;
