import { describe, expect, it } from 'vitest';
import { exportsSettled, formatInZone, percentOf, sendResultOf, taskPollMs, totalText } from './recordDisplay';

describe('record display', () => {
  it('shows send results with the spec keys and colours, pending without one', () => {
    expect(sendResultOf('Success', 'sms')).toEqual({ textKey: 'messages.AMCLOUD_01075', tone: 'success' });
    expect(sendResultOf('Fail', 'sms')).toEqual({ textKey: 'messages.AMCLOUD_01076', tone: 'error' });
    expect(sendResultOf('Unknown', 'sms')).toEqual({ textKey: 'messages.AMCLOUD_01073', tone: 'warning' });
    expect(sendResultOf('SubmitFail', 'sms')).toEqual({ textKey: 'messages.AMCLOUD_01072', tone: 'error' });
    expect(sendResultOf(null, 'sms')).toEqual({ textKey: 'sms.message.statusPending', tone: 'neutral' });
    expect(sendResultOf(null, 'voice').textKey).toBe('voice.message.statusPending');
  });

  it('shows a capped total as "10,000+"', () => {
    expect(totalText(10_000, true, 'en')).toBe('10,000+');
    expect(totalText(1234, false, 'en')).toBe('1,234');
    expect(totalText(3, false, 'zh')).toBe('3');
  });

  it('knows when every export is final', () => {
    expect(exportsSettled([{ Status: 4 }, { Status: 3 }])).toBe(true);
    expect(exportsSettled([{ Status: 4 }, { Status: 2 }])).toBe(false);
    expect(exportsSettled([{ Status: 1 }])).toBe(false);
    expect(exportsSettled([])).toBe(true);
  });

  it('formats a moment on the clock of a time zone, 24-hour', () => {
    const s = Date.UTC(2026, 4, 20, 13, 5) / 1000;
    expect(formatInZone(s, 'UTC')).toBe('2026-05-20 13:05');
    expect(formatInZone(s, 'Asia/Shanghai')).toBe('2026-05-20 21:05');
    expect(formatInZone(Date.UTC(2026, 4, 20, 0, 30) / 1000, 'America/New_York')).toBe('2026-05-19 20:30');
    expect(formatInZone(s, 'Not/AZone')).toBeNull();
  });

  it('rounds a share to a whole percentage', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(3, 3)).toBe(100);
  });

  it('re-reads a task every 2 s, or every 30 s while it waits for a send time more than a minute away', () => {
    const now = 1_800_000_000_000;
    const waiting = [0, 1];
    expect(taskPollMs({ Status: 2, SendTime: now / 1000 }, now, waiting)).toBe(2_000);
    expect(taskPollMs({ Status: 1, SendTime: now / 1000 + 30 }, now, waiting)).toBe(2_000);
    expect(taskPollMs({ Status: 1, SendTime: now / 1000 + 86_400 }, now, waiting)).toBe(30_000);
  });
});
