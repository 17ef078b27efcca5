import { vmsAudioActions } from './vmsAudio';

/** The voice (VMS) area's Actions (issue 14): audio files today. */
export const vmsActions = {
  ...vmsAudioActions,
} as const;
