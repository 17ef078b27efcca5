import { VoiceFileStatus } from '../vms/voiceAudio';
import type { StatusTone } from './subscriptionStatus';

/** Voice file status (spec 001 §4): 1 Processing, 2 Success, 3 Failed. */
export const voiceFileStatusDisplay: Record<number, { textKey: string; tone: StatusTone }> = {
  [VoiceFileStatus.Processing]: { textKey: 'vms.status.file.processing', tone: 'warning' },
  [VoiceFileStatus.Success]: { textKey: 'vms.status.file.success', tone: 'success' },
  [VoiceFileStatus.Failed]: { textKey: 'vms.status.file.failed', tone: 'error' },
};

export function voiceFileStatusOf(status: number): { textKey: string; tone: StatusTone } {
  return voiceFileStatusDisplay[status] ?? { textKey: 'status.unknown', tone: 'neutral' };
}
