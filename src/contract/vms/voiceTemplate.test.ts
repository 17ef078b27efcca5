import { describe, expect, it } from 'vitest';
import { canEditVoiceTemplate, isVoiceTemplateApproved, isVoiceTemplateRejected, VoiceTemplateStatus, voiceTemplateStatusOf } from './voiceTemplate';

describe('voice template statuses (spec 001 §4)', () => {
  it('has the ten ids and shows them in the spec display groups: 7 approved, 5, 8 and 9 as errors', () => {
    expect(Object.values(VoiceTemplateStatus)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const shown = (s: number) => voiceTemplateStatusOf(s).textKey.split('.').pop();
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(shown)).toEqual(['uncommitted', 'pendingReview', 'inReview', 'inReview', 'reject', 'inReview', 'pass', 'reject', 'disabled']);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].filter((s) => voiceTemplateStatusOf(s).tone === 'error')).toEqual([5, 8, 9]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter(isVoiceTemplateApproved)).toEqual([7]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter(isVoiceTemplateRejected)).toEqual([5, 8]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter(canEditVoiceTemplate)).toEqual([1, 5, 7, 8]);
    expect(voiceTemplateStatusOf(10).textKey).toBe('status.unknown');
  });
});
