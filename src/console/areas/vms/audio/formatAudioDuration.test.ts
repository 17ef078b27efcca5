import { describe, expect, it } from 'vitest';
import { formatAudioDuration } from './formatAudioDuration';

describe('formatAudioDuration', () => {
  it('shows minutes and seconds, hours from an hour, and never 0:00 for a sound', () => {
    expect(formatAudioDuration(0)).toBe('0:00');
    expect(formatAudioDuration(120)).toBe('0:01');
    expect(formatAudioDuration(6285)).toBe('0:06');
    expect(formatAudioDuration(6500)).toBe('0:07');
    expect(formatAudioDuration(65_000)).toBe('1:05');
    expect(formatAudioDuration(3_600_000 + 61_000)).toBe('1:01:01');
  });
});
