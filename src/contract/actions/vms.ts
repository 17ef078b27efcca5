import { vmsAudioActions } from './vmsAudio';
import { vmsTemplateActions } from './vmsTemplates';

/** The voice (VMS) area's Actions (issue 14): audio files and templates. */
export const vmsActions = {
  ...vmsAudioActions,
  ...vmsTemplateActions,
} as const;
